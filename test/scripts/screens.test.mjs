// ui's screen list generator (npm run screens): it lists every screen folder's `<folder>.screens.ts`, finds a stale
// list, and refuses a folder it cannot read. Runs on a small tree in a temp dir.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { generate, ScreensError } from './screens.mjs'

let root
const write = (path, text) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const screens = (name, entries) => `export const ${name} = { ${entries} } satisfies ScreenRegistry\n`

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'latch-screens-'))
  write('screens/Landing/landing.screens.ts', screens('landingScreens', 'LANDING'))
  write('screens/Landing/Landing.tsx', 'export function LANDING() { return null }\n')
  write('screens/Fiat/fiat.screens.ts', screens('fiatScreens', 'FIAT_A, FIAT_B'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('npm run screens', () => {
  it('lists every screen folder by name, then finds nothing stale until a folder is added', () => {
    expect(generate(root)).toBe(true)
    const list = readFileSync(join(root, 'screens.list.ts'), 'utf8')
    expect(list).toContain("import { fiatScreens } from './screens/Fiat/fiat.screens'")
    expect(list).toContain("import { landingScreens } from './screens/Landing/landing.screens'")
    expect(list).toMatch(/SCREEN_MODULES = \[\n {2}fiatScreens,\n {2}landingScreens,\n\] as const/)
    expect(generate(root, { check: true })).toBe(false)

    write('screens/Notice/notice.screens.ts', screens('noticeScreens', 'NOTICE_SCREEN'))
    expect(generate(root, { check: true })).toBe(true)
    expect(readFileSync(join(root, 'screens.list.ts'), 'utf8')).not.toContain('noticeScreens') // check writes nothing
    generate(root)
    expect(readFileSync(join(root, 'screens.list.ts'), 'utf8')).toContain('  noticeScreens,')
  })

  it('refuses a folder without its screens module, or with a module that exports no list or two', () => {
    write('screens/Notice/Notice.tsx', 'export function NOTICE_SCREEN() { return null }\n')
    expect(() => generate(root)).toThrow(ScreensError)
    expect(() => generate(root)).toThrow('ui/src/screens/Notice: expected one <folder>.screens.ts')

    write('screens/Notice/notice.screens.ts', 'export const notice = {}\n')
    expect(() => generate(root)).toThrow('expected one `export const <name>Screens = { ... }`, found 0')

    write('screens/Notice/notice.screens.ts', screens('aScreens', 'A') + screens('bScreens', 'B'))
    expect(() => generate(root)).toThrow('found 2')
  })
})
