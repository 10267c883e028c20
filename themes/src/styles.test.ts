import { describe, expect, it } from 'vitest'
import { styleRules } from './rules'

describe('styles.css rules', () => {
  it('use only contract variables, never colour literals', () => {
    const text = JSON.stringify(styleRules.map(([, rule]) => rule))
    expect(text).not.toMatch(/#[0-9a-f]{3,8}\b/i)
    expect(text).not.toMatch(/\b(rgb|rgba|hsl|hsla|oklch)\(/i)
    expect(text).not.toMatch(/:\s*"(white|black|red|blue|green|gray|grey)"/i)
    expect(text).toContain('var(--latch-colors-')
  })

  it('scope every selector under the themed root', () => {
    for (const [selector] of styleRules) {
      // commas inside :where(...) belong to one selector
      for (const part of selector.split(/,(?![^(]*\))/))
        expect(part.trim().startsWith('[data-latch-theme]'), part).toBe(true)
    }
  })

  it("reset the host page's element rules under the root, before every part rule (which therefore wins)", () => {
    const resetIndex = styleRules.findIndex(([selector]) => selector.includes(':where(h1, h2'))
    expect(resetIndex).toBeGreaterThan(0)
    const [selector, rule] = styleRules[resetIndex] ?? ['', {}]
    // (0,2,0): above a host's `h1` or `.app h1`
    expect(selector.startsWith('[data-latch-theme][data-latch-theme] :where(')).toBe(true)
    expect(rule).toMatchObject({ font: 'inherit', letterSpacing: 'inherit', margin: '0' })
    const firstPart = styleRules.findIndex(([s]) => s.includes('[data-part='))
    expect(resetIndex).toBeLessThan(firstPart)
  })
})
