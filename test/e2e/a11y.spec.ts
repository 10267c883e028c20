/**
 * Accessibility: axe finds 0 violations on every login screen in every gallery state, light and dark, and on the
 * live modal of the default-ui and custom-theme hosts.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { CUSTOM_THEME_URL, DEFAULT_UI_URL } from './env'
import { dialog, emailInput, GALLERY_READY_MS, uniqueEmail } from './helpers'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Violations as short lines naming the rule and the gallery case or element, for a readable failure. */
async function violations(page: Page, disable: string[] = []): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS).disableRules(disable)
  const result = await builder.analyze()
  return result.violations.flatMap((v) =>
    v.nodes.map(
      (n) => `${v.id} (${v.impact}): ${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1] ?? ''}`,
    ),
  )
}

for (const mode of ['light', 'dark'] as const) {
  test(`gallery: every login screen state passes axe (${mode})`, async ({ page }) => {
    // one axe pass over ~19 screens: colour contrast on every node is the slow part
    test.setTimeout(GALLERY_READY_MS + 90_000)
    await page.goto(`${DEFAULT_UI_URL}/gallery.html?mode=${mode}`)
    await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: GALLERY_READY_MS })
    // every case reached its state
    await expect(page.locator('figure[data-status="failed"]')).toHaveCount(0)
    const figures = page.locator('figure[data-case]')
    expect(await figures.count()).toBeGreaterThanOrEqual(18)
    // each screen of the login half is in the gallery
    for (const screen of [
      'LANDING',
      'AWAITING_PASSWORDLESS_CODE',
      'AWAITING_OAUTH_SCREEN',
      'ALLOWLIST_REJECTION_SCREEN',
      'LINK_EMAIL_SCREEN',
      'LINK_PHONE_SCREEN',
      'LOGIN_FAILED_SCREEN',
    ]) {
      await expect(page.locator(`[data-screen="${screen}"]`).first()).toBeVisible()
    }
    await page.waitForTimeout(300) // enter animations
    // The gallery shows many copies of a screen on one page, so their labelled regions repeat by design;
    // uniqueness of landmarks is checked on the live modal below.
    expect(await violations(page, ['landmark-unique'])).toEqual([])
  })

  test(`live modal: landing and code screen pass axe (${mode})`, async ({ page }) => {
    await page.goto(`${DEFAULT_UI_URL}/?theme=${mode}`)
    await page.getByRole('button', { name: 'Log in' }).click()
    const modal = dialog(page)
    await expect(modal.getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
    await page.waitForTimeout(300)
    expect(await violations(page)).toEqual([])
    await emailInput(modal).fill(uniqueEmail(`axe-${mode}`))
    await emailInput(modal).press('Enter')
    await expect(modal.getByRole('heading', { name: 'Enter confirmation code' })).toBeVisible()
    await page.waitForTimeout(300)
    expect(await violations(page)).toEqual([])
  })
}

test('custom theme: the themed modal passes axe', async ({ page }) => {
  await page.goto(CUSTOM_THEME_URL)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
  await page.waitForTimeout(300)
  expect(await violations(page)).toEqual([])
})
