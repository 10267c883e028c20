// Which Chromium the end-to-end tests and the UI benchmark use, and how to get one on a machine that has none.
// Pure: every fact about the machine comes in through `facts`, so the decision is unit-tested
// (chromium-plan.test.mjs); ensure-chromium.mjs gathers the facts and carries the action out.

/** Debian's Chromium: the launcher script, then the binary it starts. */
export const DEBIAN_CHROMIUM = ['/usr/bin/chromium', '/usr/lib/chromium/chromium']

/** The one command that installs Debian's Chromium. */
export const APT_COMMAND = 'apt-get update && apt-get install -y chromium'

/** Playwright's own browser download (the revision matching the installed playwright-core). */
export const PLAYWRIGHT_COMMAND = 'npx playwright install chromium'

/**
 * @typedef {object} ChromiumFacts
 * @property {string | undefined} chromiumPath CHROMIUM_PATH from the environment (empty counts as unset)
 * @property {(path: string) => boolean} exists whether an executable file is at that path
 * @property {string | undefined} playwrightPath where playwright-core expects its downloaded Chromium
 * @property {boolean} root whether we run as root (uid 0)
 * @property {boolean} apt whether apt-get is on the PATH
 * @property {boolean} downloadReachable whether Playwright's browser download answered a probe
 * @property {boolean} [playwrightFailed] a Playwright download was tried and failed
 * @property {boolean} [aptFailed] an apt install was tried and failed
 */

/**
 * @typedef {{ action: 'use-existing', path: string, source: string }
 *   | { action: 'playwright-install', command: string, withDeps: boolean }
 *   | { action: 'apt-install', command: string }
 *   | { action: 'give-up', command: string, message: string }} ChromiumPlan
 */

/**
 * Decides what to do: use a Chromium that is there (CHROMIUM_PATH, Debian's, Playwright's), else download
 * Playwright's when its download answers, else install Debian's through apt when root, else give up with a message
 * naming the one command to run.
 * @param {ChromiumFacts} facts
 * @returns {ChromiumPlan}
 */
export function planChromium(facts) {
  const wanted = facts.chromiumPath?.trim()
  if (wanted) {
    if (facts.exists(wanted)) return { action: 'use-existing', path: wanted, source: 'CHROMIUM_PATH' }
    return giveUp(
      'unset CHROMIUM_PATH',
      `CHROMIUM_PATH is ${wanted}, but no executable is there. Point it at a Chromium binary, or ` +
        '`unset CHROMIUM_PATH` so npm test finds or installs one itself.',
    )
  }
  for (const path of DEBIAN_CHROMIUM) {
    if (facts.exists(path)) return { action: 'use-existing', path, source: 'Debian' }
  }
  if (facts.playwrightPath && facts.exists(facts.playwrightPath)) {
    return { action: 'use-existing', path: facts.playwrightPath, source: 'Playwright' }
  }
  if (facts.downloadReachable && !facts.playwrightFailed) {
    // As root on Debian, --with-deps also installs the shared libraries the downloaded browser needs.
    const withDeps = facts.root && facts.apt
    return {
      action: 'playwright-install',
      command: withDeps ? 'npx playwright install --with-deps chromium' : PLAYWRIGHT_COMMAND,
      withDeps,
    }
  }
  if (facts.root && facts.apt && !facts.aptFailed) return { action: 'apt-install', command: APT_COMMAND }
  const tried = [facts.playwrightFailed && 'the Playwright download', facts.aptFailed && 'apt'].filter(
    Boolean,
  )
  const triedText = tried.length > 0 ? ` (${tried.join(' and ')} failed)` : ''
  if (facts.apt) {
    const command = facts.root ? APT_COMMAND : `sudo sh -c '${APT_COMMAND}'`
    return giveUp(command, `Chromium is missing${triedText}. Install it with: ${command}`)
  }
  return giveUp(
    PLAYWRIGHT_COMMAND,
    `Chromium is missing${triedText} and this machine has no apt-get. Where the network allows Playwright's ` +
      `download, run: ${PLAYWRIGHT_COMMAND} (or set CHROMIUM_PATH to a Chromium binary).`,
  )
}

/**
 * @param {string} command
 * @param {string} message
 * @returns {ChromiumPlan}
 */
function giveUp(command, message) {
  return { action: 'give-up', command, message }
}
