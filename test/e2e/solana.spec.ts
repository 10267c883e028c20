/**
 * Sign In With Solana in Chromium against the real server: a test Wallet Standard wallet (a real ed25519 key,
 * `solana:signIn` and `solana:signMessage`) registered by `addInitScript` is listed beside the EVM wallets on
 * default-ui (`?solana=1` lists Solana wallets); logging in with it signs the SIWS message core builds, the server
 * verifies it, and the Solana address is a linked account. A wallet with only `signMessage` logs in the same way; a
 * refusal in the wallet shows 'Signature rejected' and a retry logs in. (The server's refusals of replayed and
 * cross-domain messages are covered against the real server in test/contract/siws.test.ts.)
 */
import { expect, type Page, test } from '@playwright/test'
import {
  buildTestSolanaWalletInitScript,
  type TestSolanaWalletOptions,
} from '../fixtures/solana-wallet/index'
import { DEFAULT_UI_URL } from './env'
import { dialog } from './helpers'

const PAGE = `${DEFAULT_UI_URL}${DEFAULT_UI_URL.includes('?') ? '&' : '?'}solana=1`

/** A fresh ed25519 private key, hex. */
const freshSolanaKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')

/** Registers the test Solana wallet in every page of `page`; returns its address. */
async function withSolanaWallet(page: Page, options: TestSolanaWalletOptions = {}): Promise<string> {
  const { createTestSolanaWallet } = await import('../fixtures/solana-wallet/wallet')
  const privateKey = options.privateKey ?? freshSolanaKey()
  await page.addInitScript({ content: await buildTestSolanaWalletInitScript({ ...options, privateKey }) })
  return createTestSolanaWallet({ privateKey }).address
}

async function openWalletList(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect(modal.getByRole('heading', { name: 'Log in with a wallet' })).toBeVisible()
  return modal
}

const accounts = (page: Page) => page.getByRole('list', { name: 'Linked accounts' })

test('log in with a Wallet Standard Solana wallet: listed beside the EVM wallets, SIWS verified by the server', async ({
  page,
}) => {
  const address = await withSolanaWallet(page)
  await page.goto(PAGE)
  const modal = await openWalletList(page)
  await expect(modal.locator('[data-part="wallet-row"]').first()).toBeVisible()
  await modal.getByRole('button', { name: 'Connect Latch Test Solana' }).click()
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 20_000 })
  await expect(accounts(page)).toContainText(address)
})

test('a wallet with only solana:signMessage signs the same SIWS message and logs in', async ({ page }) => {
  const address = await withSolanaWallet(page, { features: ['signMessage'] })
  await page.goto(PAGE)
  const modal = await openWalletList(page)
  await modal.getByRole('button', { name: 'Connect Latch Test Solana' }).click()
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 20_000 })
  await expect(accounts(page)).toContainText(address)
})

test("a refusal in the wallet shows 'Signature rejected'; a retry after the wallet accepts logs in", async ({
  page,
}) => {
  const address = await withSolanaWallet(page, { reject: true })
  await page.goto(PAGE)
  const modal = await openWalletList(page)
  await modal.getByRole('button', { name: 'Connect Latch Test Solana' }).click()
  await expect(modal.getByRole('heading', { name: /rejected/ })).toBeVisible()
  await expect(modal.locator('[data-part="spinner"]')).toHaveCount(0)
  await page.evaluate(() => {
    ;(
      window as unknown as { __latchTestSolana: { behaviour: { reject: boolean } } }
    ).__latchTestSolana.behaviour.reject = false
  })
  await modal.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 20_000 })
  await expect(accounts(page)).toContainText(address)
})

test('without ?solana=1 (the default list) no Solana row is shown', async ({ page }) => {
  await withSolanaWallet(page)
  await page.goto(DEFAULT_UI_URL)
  const modal = await openWalletList(page)
  await expect(modal.locator('[data-part="wallet-row"]').first()).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Connect Latch Test Solana' })).toHaveCount(0)
})
