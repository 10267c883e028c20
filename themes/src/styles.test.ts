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
      for (const part of selector.split(',')) expect(part.trim().startsWith('[data-latch-theme]')).toBe(true)
    }
  })
})
