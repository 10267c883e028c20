// The fresh-machine path of `npm test`: which Chromium is used, and how one is provisioned when none is there.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { APT_COMMAND, DEBIAN_CHROMIUM, PLAYWRIGHT_COMMAND, planChromium } from './chromium-plan.mjs'

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome'

/** Facts of a bare Debian machine with nothing installed, overridden per case. */
function facts({ present = [], ...rest } = {}) {
  return {
    chromiumPath: undefined,
    exists: (path) => present.includes(path),
    playwrightPath: PLAYWRIGHT,
    root: false,
    apt: true,
    downloadReachable: false,
    ...rest,
  }
}

describe('planChromium', () => {
  it('uses CHROMIUM_PATH when it names an executable, before any other Chromium', () => {
    const plan = planChromium(
      facts({ chromiumPath: '/opt/chrome', present: ['/opt/chrome', ...DEBIAN_CHROMIUM] }),
    )
    expect(plan).toEqual({ action: 'use-existing', path: '/opt/chrome', source: 'CHROMIUM_PATH' })
  })

  it('gives up on a CHROMIUM_PATH with nothing there instead of silently using another browser', () => {
    const plan = planChromium(facts({ chromiumPath: '/opt/none', present: DEBIAN_CHROMIUM, root: true }))
    expect(plan.action).toBe('give-up')
    expect(plan.command).toBe('unset CHROMIUM_PATH')
    expect(plan.message).toContain('/opt/none')
    expect(plan.message).toContain('unset CHROMIUM_PATH')
  })

  it('an empty CHROMIUM_PATH counts as unset', () => {
    const plan = planChromium(facts({ chromiumPath: ' ', present: ['/usr/bin/chromium'] }))
    expect(plan).toEqual({ action: 'use-existing', path: '/usr/bin/chromium', source: 'Debian' })
  })

  it("uses Debian's launcher, else its binary, else Playwright's downloaded Chromium", () => {
    expect(planChromium(facts({ present: DEBIAN_CHROMIUM })).path).toBe('/usr/bin/chromium')
    expect(planChromium(facts({ present: ['/usr/lib/chromium/chromium', PLAYWRIGHT] }))).toEqual({
      action: 'use-existing',
      path: '/usr/lib/chromium/chromium',
      source: 'Debian',
    })
    expect(planChromium(facts({ present: [PLAYWRIGHT] }))).toEqual({
      action: 'use-existing',
      path: PLAYWRIGHT,
      source: 'Playwright',
    })
  })

  it("downloads Playwright's Chromium when its download answers; as root on Debian with its system libraries", () => {
    expect(planChromium(facts({ downloadReachable: true }))).toEqual({
      action: 'playwright-install',
      command: PLAYWRIGHT_COMMAND,
      withDeps: false,
    })
    expect(planChromium(facts({ downloadReachable: true, root: true }))).toEqual({
      action: 'playwright-install',
      command: 'npx playwright install --with-deps chromium',
      withDeps: true,
    })
  })

  it("installs Debian's chromium through apt as root when the download is unreachable or failed", () => {
    expect(planChromium(facts({ root: true }))).toEqual({ action: 'apt-install', command: APT_COMMAND })
    expect(planChromium(facts({ root: true, downloadReachable: true, playwrightFailed: true }))).toEqual({
      action: 'apt-install',
      command: APT_COMMAND,
    })
  })

  it('without root, names the one sudo command', () => {
    const plan = planChromium(facts({ root: false }))
    expect(plan.action).toBe('give-up')
    expect(plan.command).toBe(`sudo sh -c '${APT_COMMAND}'`)
    expect(plan.message).toBe(`Chromium is missing. Install it with: sudo sh -c '${APT_COMMAND}'`)
  })

  it('without apt-get and without the download, names the Playwright command', () => {
    const plan = planChromium(facts({ apt: false, root: true }))
    expect(plan.action).toBe('give-up')
    expect(plan.command).toBe(PLAYWRIGHT_COMMAND)
    expect(plan.message).toContain(PLAYWRIGHT_COMMAND)
  })

  it('after both provisioning paths failed, says so and does not try them again', () => {
    const plan = planChromium(
      facts({ root: true, downloadReachable: true, playwrightFailed: true, aptFailed: true }),
    )
    expect(plan.action).toBe('give-up')
    expect(plan.message).toContain('(the Playwright download and apt failed)')
    expect(plan.command).toBe(APT_COMMAND)
  })

  it('for any machine: a used path exists, each install is allowed and not yet failed, a give-up names its command', () => {
    const path = fc.constantFrom(...DEBIAN_CHROMIUM, PLAYWRIGHT, '/opt/chrome')
    fc.assert(
      fc.property(
        fc.record({
          chromiumPath: fc.option(fc.constantFrom('/opt/chrome', '/opt/none', ''), { nil: undefined }),
          present: fc.uniqueArray(path),
          playwrightPath: fc.option(fc.constant(PLAYWRIGHT), { nil: undefined }),
          root: fc.boolean(),
          apt: fc.boolean(),
          downloadReachable: fc.boolean(),
          playwrightFailed: fc.boolean(),
          aptFailed: fc.boolean(),
        }),
        (input) => {
          const f = facts(input)
          const plan = planChromium(f)
          switch (plan.action) {
            case 'use-existing':
              expect(f.exists(plan.path)).toBe(true)
              break
            case 'playwright-install':
              expect(f.downloadReachable && !f.playwrightFailed).toBe(true)
              break
            case 'apt-install':
              expect(f.root && f.apt && !f.aptFailed).toBe(true)
              break
            case 'give-up':
              expect(plan.message).toContain(plan.command)
              break
            default:
              throw new Error(`unknown action ${JSON.stringify(plan)}`)
          }
          // Nothing is installed while a usable Chromium is already there.
          const usable = f.chromiumPath?.trim()
            ? f.exists(f.chromiumPath.trim())
            : [...DEBIAN_CHROMIUM, f.playwrightPath].some((p) => p && f.exists(p))
          expect(plan.action === 'use-existing').toBe(usable)
        },
      ),
    )
  })
})
