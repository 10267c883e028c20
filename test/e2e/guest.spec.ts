/**
 * Guest accounts in Chromium, on the custom-ui host against the real server (the e2e demo app has guests on):
 * 'Continue as guest' signs in with no login method, the embedded wallet is made after the login (the app's
 * createOnLogin), an email linked with its code upgrades the account in place: the guest note goes, the wallet
 * address stays, and a reload shows the same.
 */
import { expect, test } from '@playwright/test'
import { CUSTOM_UI_URL } from './env'
import { readCode, uniqueEmail } from './helpers'

test('custom-ui: continue as guest, wallet made, link an email: same wallet address, no longer a guest', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(CUSTOM_UI_URL)
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  await expect(page.getByTestId('guest-note')).toBeVisible()
  const accounts = page.getByRole('list', { name: 'Linked accounts' })
  const address = page.getByTestId('wallet-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  const before = await address.textContent()

  const email = uniqueEmail('guest-upgrade')
  await page.getByRole('button', { name: 'Link email' }).click()
  await page.getByRole('textbox', { name: 'Email to link' }).fill(email)
  await page.keyboard.press('Enter')
  const field = page.getByRole('textbox', { name: 'Code' })
  await expect(field).toBeFocused()
  await field.fill(await readCode(email))
  await page.keyboard.press('Enter')
  await expect(accounts).toContainText(email)
  await expect(page.getByTestId('guest-note')).toHaveCount(0)
  await expect(address).toHaveText(before as string)

  await page.reload()
  await expect(accounts).toContainText(email)
  await expect(page.getByTestId('guest-note')).toHaveCount(0)
  await expect(page.getByTestId('wallet-address')).toHaveText(before as string, { timeout: 30_000 })
  expect(errors).toEqual([])
})
