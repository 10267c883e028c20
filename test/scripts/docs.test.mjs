/**
 * The docs check (docs.mjs) on the real README, and on a copy with one hook's mentions removed and one block that
 * calls a command `Latch` does not have: the real one passes, the copy fails with exactly those two problems.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { check, codeBlocks, namedIn } from './docs.mjs'

const README = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8')

describe('the docs check', () => {
  it('passes on the README: every command, hook and config field named or documented; every block compiles', () => {
    expect(check(README)).toEqual([])
  }, 300_000)

  it('names a hook missing from the READMEs and a README block that does not compile, with its line', () => {
    const broken = `${README.replaceAll('useModalContext', 'useModalCtx')}\n\`\`\`ts\nawait latch.loginWithCarrierPigeon()\n\`\`\`\n`
    const blockLine = broken.split('\n').length - 2
    const problems = check(broken)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toBe('hook useModalContext (@latch/react): not in the README')
    expect(problems[1]).toMatch(
      new RegExp(`^README.md:${blockLine}: Property 'loginWithCarrierPigeon' does not exist`),
    )
  }, 300_000)

  it('reads ts and tsx blocks with their line, and skips one marked as a sketch', () => {
    const blocks = codeBlocks(
      'x\n```ts\na()\n```\n<!-- docs-test: skip (why) -->\n```tsx\n<b/>\n```\n```sh\nls\n```',
    )
    expect(blocks).toEqual([
      { line: 2, lang: 'ts', code: 'a()', skip: false },
      { line: 6, lang: 'tsx', code: '<b/>', skip: true },
    ])
  })

  it('counts a name in code only', () => {
    expect(namedIn('call `latch.linkPasskey()` first', 'linkPasskey')).toBe(true)
    expect(
      namedIn('embeddedWallets: { transactionPreview: false }', 'embeddedWallets.transactionPreview'),
    ).toBe(true)
    expect(namedIn('link a passkey with linkPasskey', 'linkPasskey')).toBe(false)
  })
})
