// The README's Content Security Policy example, run as written: the policy it prints is the one formatCsp makes, and
// the page's own origin stays allowed in every directive Latch adds (a snippet that dropped 'self' from connect-src
// once broke the pages that copied it).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { formatCsp, latchCsp } from './csp'

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8')
const section = readme.slice(readme.indexOf('## Content security policy'))
const block = /```ts\n([\s\S]*?)```/.exec(section)?.[1] ?? ''

describe('README: content security policy', () => {
  it('the example prints the policy formatCsp makes, with the page itself allowed where Latch adds sources', () => {
    const code = block
      .split('\n')
      .filter((line) => !line.startsWith('import ') && !line.startsWith('//'))
      .join('\n')
    const printed = block
      .split('\n')
      .filter((line) => line.startsWith('// '))
      .map((line) => line.slice(3))
      .join(' ')
    const policy = new Function('formatCsp', 'latchCsp', `${code}\nreturn policy`)(formatCsp, latchCsp)
    expect(policy).toBe(printed)
    for (const directive of ['connect-src', 'frame-src', 'img-src']) {
      expect(policy).toMatch(new RegExp(`${directive} 'self' `))
    }
  })
})
