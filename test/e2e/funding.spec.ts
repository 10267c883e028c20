/**
 * Card funding in Chromium against the real server's stand-in of the provider: 'Fund account' opens the prompt,
 * Continue opens the provider's page in a popup (signed by the server), the outcome picked there is what the status
 * screen shows once its poll (every 3 s) reads it.
 */
import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_UI_URL } from './env'
import { dialog, emailInput, lastOutboxId, readCode, typeCode, uniqueEmail } from './helpers'

async function login(page: Page) {
  const email = uniqueEmail('fund')
  const after = await lastOutboxId(email)
  await page.goto(DEFAULT_UI_URL)
  await page.getByRole('button', { name: 'Log in' }).click()
  await emailInput(dialog(page)).fill(email)
  await emailInput(dialog(page)).press('Enter')
  await typeCode(page, await readCode(email, after))
  await expect(page.getByTestId('embedded-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  await expect(dialog(page)).toBeHidden({ timeout: 10_000 })
}

async function fund(page: Page, outcome: string) {
  const modal = dialog(page)
  await page.getByRole('button', { name: 'Fund account' }).click()
  await expect(modal.getByRole('heading', { name: 'Fund account' })).toBeVisible()
  await expect(modal.getByText('Buy crypto with a card and send it straight to your wallet.')).toBeVisible()
  const popupOpened = page.waitForEvent('popup')
  await modal.getByRole('button', { name: 'Continue' }).click()
  const popup = await popupOpened
  await popup.waitForURL(/\/dev\/moonpay\/widget\?/)
  await expect(modal.getByRole('status').filter({ hasText: 'In Progress' })).toBeVisible()
  await popup.getByRole('button', { name: outcome }).click()
  await expect(popup.locator('body')).toHaveAttribute('data-state', 'picked')
  return modal
}

test('fund an account through the provider stand-in: "You\'ve funded your account!"', async ({ page }) => {
  test.setTimeout(60_000)
  await login(page)
  const modal = await fund(page, 'Complete the payment')
  await expect(modal.getByText("You've funded your account!")).toBeVisible({ timeout: 15_000 })
  await expect(
    modal.getByText('It may take a few minutes for the assets to appear in your wallet.'),
  ).toBeVisible()
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('fund-result')).toHaveText('completed')
})

test("a failed payment shows 'Something went wrong!' with the debit card hint", async ({ page }) => {
  test.setTimeout(60_000)
  await login(page)
  const modal = await fund(page, 'Fail the payment (card declined)')
  await expect(modal.getByText('Something went wrong!')).toBeVisible({ timeout: 15_000 })
  await expect(modal.getByText('Debit cards often work better than credit cards.')).toBeVisible()
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('fund-result')).toHaveText('failed')
})
