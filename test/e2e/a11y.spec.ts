/**
 * Accessibility: axe finds 0 violations on every login screen in every gallery state, light and dark; on every
 * screen of the gallery in Arabic (right to left), light and dark; and on the live modal of the default-ui and
 * custom-theme hosts.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import ar from '../../core/src/locales/ar'
import { CUSTOM_THEME_URL, DEFAULT_UI_URL } from './env'
import { animationsSettled, dialog, emailInput, GALLERY_READY_MS, uniqueEmail } from './helpers'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/** Violations as short lines naming the rule and the gallery case or element, for a readable failure. */
async function violations(page: Page, disable: string[] = [], exclude?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS).disableRules(disable)
  if (exclude) builder = builder.exclude(exclude)
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
      'AWAITING_PASSKEY_SCREEN',
      'ALLOWLIST_REJECTION_SCREEN',
      'LINK_EMAIL_SCREEN',
      'LINK_PHONE_SCREEN',
      'LINK_PASSKEY_SCREEN',
      'LOGIN_FAILED_SCREEN',
      'STEP_UP_SCREEN',
    ]) {
      await expect(page.locator(`[data-screen="${screen}"]`).first()).toBeVisible()
    }
    // the step-up prompt says what the code approves (the refusal's grant)
    await expect(
      page.locator('figure[data-case="step-up-approves-unlink"] [data-part="approves"]'),
    ).toHaveText('Enter the code to remove your email ada@example.com')
    // an app's own OpenID Connect providers: their names, the icon URL given (loaded), else the generic glyph
    const oidc = page.locator('figure[data-case="landing-oidc"]')
    for (const name of ['Spotify', 'Twitch', 'Acme SSO', 'Corp Okta']) {
      await expect(oidc.getByRole('button', { name: `Continue with ${name}` })).toBeVisible()
    }
    await expect(oidc.locator('[data-provider="oidc:acme"] img')).toHaveJSProperty('naturalWidth', 20)
    await expect(oidc.locator('[data-provider="oidc:corp"] svg')).toBeVisible()
    await animationsSettled(page)
    // The gallery shows many copies of a screen on one page, so their labelled regions repeat by design;
    // uniqueness of landmarks is checked on the live modal below.
    expect(await violations(page, ['landmark-unique'])).toEqual([])
  })

  test(`gallery in Arabic: every screen right to left passes axe (${mode})`, async ({ page }) => {
    // one page load and one axe pass over every case of the gallery (~80 screens) in this theme
    test.setTimeout(GALLERY_READY_MS + 120_000)
    await page.goto(`${DEFAULT_UI_URL}/gallery.html?mode=${mode}&locale=ar`)
    await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: GALLERY_READY_MS })
    await expect(page.locator('figure[data-status="failed"]')).toHaveCount(0)
    const figures = await page.locator('figure[data-case]').count()
    expect(figures).toBeGreaterThanOrEqual(60)
    // every case's modal is in Arabic, right to left
    const modals = page.locator('figure[data-case] [data-scope="modal"][data-part="content"]')
    await expect(modals).toHaveCount(figures)
    await expect(modals.and(page.locator('[dir="rtl"][lang="ar"]'))).toHaveCount(figures)
    await expect(page.getByRole('heading', { name: ar['landing.title'] }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Log in or Sign Up' })).toHaveCount(0)
    await animationsSettled(page)
    // Repeated screens repeat their labelled regions (as in the English run). The key export case's frame is a
    // blank placeholder here (the gallery has no wallet origin); the real export frame's document is checked in
    // embedded-wallet.spec.ts.
    expect(await violations(page, ['landmark-unique'], 'figure[data-case="embedded-export"] iframe')).toEqual(
      [],
    )
  })

  test(`live modal: landing and code screen pass axe (${mode})`, async ({ page }) => {
    await page.goto(`${DEFAULT_UI_URL}/?theme=${mode}`)
    await page.getByRole('button', { name: 'Log in' }).click()
    const modal = dialog(page)
    await expect(modal.getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
    await animationsSettled(page)
    expect(await violations(page)).toEqual([])
    await emailInput(modal).fill(uniqueEmail(`axe-${mode}`))
    await emailInput(modal).press('Enter')
    await expect(modal.getByRole('heading', { name: 'Enter confirmation code' })).toBeVisible()
    await animationsSettled(page)
    expect(await violations(page)).toEqual([])
  })
}

test('custom theme: the themed modal passes axe', async ({ page }) => {
  await page.goto(CUSTOM_THEME_URL)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
  await animationsSettled(page)
  expect(await violations(page)).toEqual([])
})
