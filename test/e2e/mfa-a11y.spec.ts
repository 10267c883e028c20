/**
 * Accessibility of the transaction protection and card funding screens: axe finds 0 violations on their gallery
 * cases (enrolment steps, 'Verification Required' with what it approves, funding prompt and statuses), light and
 * dark.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { DEFAULT_UI_URL } from './env'
import { animationsSettled, GALLERY_READY_MS } from './helpers'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const CASES = 'figure[data-case^="mfa-"], figure[data-case^="fiat-"]'

for (const mode of ['light', 'dark'] as const) {
  test(`gallery: MFA and funding screens pass axe (${mode})`, async ({ page }) => {
    test.setTimeout(GALLERY_READY_MS + 90_000)
    await page.goto(`${DEFAULT_UI_URL}/gallery.html?mode=${mode}`)
    await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: GALLERY_READY_MS })
    await expect(page.locator(`${CASES}`).and(page.locator('[data-status="failed"]'))).toHaveCount(0)
    expect(await page.locator(CASES).count()).toBe(18)
    for (const text of ['Transaction Protection', 'Verification Required', 'Fund account']) {
      await expect(page.locator(CASES).getByRole('heading', { name: text }).first()).toBeVisible()
    }
    // the prompt says what the verification approves (the refusal's grant), with a code or a passkey
    await expect(
      page.locator('figure[data-case="mfa-verify-approves-sign"] [data-part="approves"]'),
    ).toHaveText('Enter the code to approve this signature')
    await expect(
      page.locator('figure[data-case="mfa-verify-approves-export"] [data-part="approves"]'),
    ).toHaveText('Use your passkey to export your wallet')
    await animationsSettled(page)
    const result = await new AxeBuilder({ page })
      .include(CASES)
      .withTags(TAGS)
      // many copies of a screen on one page repeat their labelled regions by design
      .disableRules(['landmark-unique'])
      .analyze()
    const found = result.violations.flatMap((v) =>
      v.nodes.map(
        (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`,
      ),
    )
    expect(found).toEqual([])
  })
}
