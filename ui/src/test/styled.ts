/**
 * Test helper: every rendered part must have a rule in @latch/themes' stylesheet (ui ships no CSS, so a part
 * without a rule would render unstyled).
 */
import { expandRule, styleRules } from '@latch/themes/rules'
import { expect } from 'vitest'

/** Plain part selectors of the stylesheet (state pseudo-classes and descendant rules left out). */
export const partSelectors = styleRules
  .flatMap(([selector, rule]) => expandRule(selector, rule).map(([s]) => s))
  .flatMap((s) => s.split(',').map((p) => p.trim()))
  .filter(
    (s) => !/:(hover|focus|disabled|not|has|placeholder|before|after|focus-visible|focus-within)/.test(s),
  )
  .filter((s) => /\[data-(part|variant)[=\]]/.test(s) && !/ \*$/.test(s))

/** Every rendered part has a stylesheet rule. */
export function expectStyled(): void {
  for (const el of document.querySelectorAll('[data-part]')) {
    expect(
      partSelectors.some((s) => el.matches(s)),
      `no style for ${el.getAttribute('data-scope')}:${el.getAttribute('data-part')}`,
    ).toBe(true)
  }
}
