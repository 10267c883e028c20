/**
 * Card funding in Chromium against the real server's stand-in of the provider: 'Fund account' opens the prompt,
 * Continue opens the provider's page in a popup (signed by the server), the outcome picked there is what the status
 * screen shows once its poll (every 3 s) reads it. A completed payment credits the wallet on the run's local chain
 * (the server's dev chain); Add Funds from the send screen comes back to the waiting transaction, which then sends.
 */
import { expect, type Page, test } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEFAULT_UI_URL } from './env'
import { dialog, emailInput, lastOutboxId, readCode, typeCode, uniqueEmail } from './helpers'
import { useDevChain } from './local-chain'

const chain = useDevChain()
/** What the stand-in's completed payment buys: 50 USD less fees at the dev ETH price. */
const BOUGHT = parseEther('0.01503')

async function login(page: Page) {
  const email = uniqueEmail('fund')
  const after = await lastOutboxId(email)
  await chain.route(page)
  await page.goto(DEFAULT_UI_URL)
  await page.getByRole('button', { name: 'Log in' }).click()
  await emailInput(dialog(page)).fill(email)
  await emailInput(dialog(page)).press('Enter')
  await typeCode(page, await readCode(email, after))
  await expect(page.getByTestId('embedded-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  await expect(dialog(page)).toBeHidden({ timeout: 10_000 })
  return (await page.getByTestId('embedded-address').textContent()) as `0x${string}`
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
  const wallet = await login(page)
  const modal = await fund(page, 'Complete the payment')
  await expect(modal.getByText("You've funded your account!")).toBeVisible({ timeout: 15_000 })
  await expect(
    modal.getByText('It may take a few minutes for the assets to appear in your wallet.'),
  ).toBeVisible()
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('fund-result')).toHaveText('completed')
  // delivered on the local chain before the status said completed
  expect(await chain.client().getBalance({ address: wallet })).toBe(BOUGHT)
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

test('send with an empty wallet: Add Funds, the stand-in payment completes, back on the send screen with the new balance, the send mines', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const wallet = await login(page)
  expect(await chain.client().getBalance({ address: wallet })).toBe(0n)
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  await page.getByLabel('Recipient').fill(recipient)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Send ETH' })).toBeVisible()
  const short = modal.getByText('Wallet has insufficient funds for this transaction.')
  await expect(short).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled()

  await modal.getByRole('button', { name: 'Add Funds' }).click()
  await expect(modal.getByRole('heading', { name: 'Fund account' })).toBeVisible()
  const popupOpened = page.waitForEvent('popup')
  await modal.getByRole('button', { name: 'Continue' }).click()
  const popup = await popupOpened
  await popup.waitForURL(/\/dev\/moonpay\/widget\?/)
  await popup.getByRole('button', { name: 'Complete the payment' }).click()
  await expect(popup.locator('body')).toHaveAttribute('data-state', 'picked', { timeout: 15_000 })
  const picked = (await popup.locator('#result').textContent()) ?? ''
  const funded = /transaction (0x[0-9a-f]{64})/.exec(picked)?.[1] as `0x${string}` | undefined
  expect(funded, picked).toBeDefined()
  await popup.close()

  // the poll reads 'completed' and the modal goes back to the same transaction, balance read again
  await expect(modal.getByRole('heading', { name: 'Send ETH' })).toBeVisible({ timeout: 15_000 })
  await expect(short).toBeHidden({ timeout: 10_000 })
  const submit = modal.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeEnabled()
  const credit = await chain.client().getTransactionReceipt({ hash: funded as `0x${string}` })
  expect(credit.status).toBe('success')
  expect(credit.to?.toLowerCase()).toBe(wallet.toLowerCase())
  expect(await chain.client().getBalance({ address: wallet })).toBe(BOUGHT)

  await submit.click()
  await expect(modal.getByRole('heading', { name: 'Transaction complete' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('tx-status')).toHaveText('success')
  const hash = (await page.getByTestId('tx-hash').textContent()) as `0x${string}`
  const receipt = await chain.client().getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(wallet.toLowerCase())
  expect(await chain.client().getBalance({ address: recipient })).toBe(parseEther('0.01'))
})
