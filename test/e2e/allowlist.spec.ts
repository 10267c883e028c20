/**
 * Allowlist rejection: the custom-theme host is built for a second app seeded by e2e/server.ts whose allowlist
 * holds one address. Anyone else sees ALLOWLIST_REJECTION_SCREEN; the invited address gets in.
 */
import { expect, test } from '@playwright/test'
import { CUSTOM_THEME_URL, INVITED_EMAIL } from './env'
import { dialog, emailInput, readCode, typeCode, uniqueEmail } from './helpers'

test('an address not on the allowlist is shown the rejection screen', async ({ page }) => {
  await page.goto(CUSTOM_THEME_URL)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const modal = dialog(page)
  await emailInput(modal).fill(uniqueEmail('uninvited'))
  await emailInput(modal).press('Enter')
  await expect(modal.getByRole('heading', { name: "You don't have access to this app" })).toBeVisible()
  await expect(modal).toContainText('Have you been invited?')
  await modal.getByRole('button', { name: 'Try another account' }).click()
  await expect(modal.getByRole('heading', { name: 'Log in or Sign Up' })).toBeVisible()
})

test('the invited address logs in on the same app', async ({ page }) => {
  await page.goto(CUSTOM_THEME_URL)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const modal = dialog(page)
  await emailInput(modal).fill(INVITED_EMAIL)
  await emailInput(modal).press('Enter')
  await typeCode(page, await readCode(INVITED_EMAIL))
  await expect(modal).toBeHidden()
  await expect(page.getByText(INVITED_EMAIL)).toBeVisible()
})
