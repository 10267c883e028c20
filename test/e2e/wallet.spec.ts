/**
 * External wallets in Chromium against the real server: a test wallet (viem local account) injected with
 * `addInitScript` announces itself by EIP-6963. Login with it on default-ui (SIWE checked by the server), a second
 * wallet linked after an email login and unlinked once the login is no longer fresh ('Confirm it's you'), a rejected
 * signature then a retry, connect-only without a session, no WalletConnect code or request during an email login,
 * and axe on the wallet screens, light and dark.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { DEFAULT_UI_URL, FRESH_LOGIN_SECONDS } from './env'
import {
  ageSessions,
  animationsSettled,
  dialog,
  freshKey,
  GALLERY_READY_MS,
  lastOutboxId,
  loginWithEmail,
  readCode,
  typeCode,
  withWallet,
} from './helpers'

async function openWalletList(page: Page) {
  await page.getByRole('button', { name: 'Log in' }).click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Continue with a wallet' }).click()
  await expect(modal.getByRole('heading', { name: 'Log in with a wallet' })).toBeVisible()
  return modal
}

const accounts = (page: Page) => page.getByRole('list', { name: 'Linked accounts' })

test('log in with the test wallet on default-ui: connect, sign, the server verifies the SIWE message', async ({
  page,
}) => {
  const address = await withWallet(page, freshKey())
  await page.goto(DEFAULT_UI_URL)
  const modal = await openWalletList(page)
  const rows = modal.locator('[data-part="wallet-row"]')
  await expect(rows.first()).toContainText('Latch Test Wallet')
  await expect(rows.last()).toContainText('WalletConnect')
  await modal.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 20_000 })
  await expect(accounts(page)).toContainText(address)
  const calls = await page.evaluate(
    () => (window as unknown as { __latchTestWallet: { calls: string[] } }).__latchTestWallet.calls,
  )
  expect(calls).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']))
})

test('link a second wallet after an email login, then unlink it past the fresh-login window', async ({
  page,
}) => {
  const address = await withWallet(page, freshKey())
  await page.goto(DEFAULT_UI_URL)
  const email = await loginWithEmail(page, 'wallet-link')
  await page.getByRole('button', { name: 'Link a wallet' }).click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Link your wallet' })).toBeVisible()
  await modal.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
  await expect(modal).toBeHidden({ timeout: 15_000 })
  const linked = page.getByRole('list', { name: 'Linked wallets' })
  await expect(linked).toContainText(address)
  await expect(accounts(page)).toContainText(address)
  // later (the login no longer fresh), the unlink is refused with step_up_required: 'Confirm it's you' sends a code
  // to the email, and the unlink goes again with it
  ageSessions(email, FRESH_LOGIN_SECONDS + 60)
  const after = await lastOutboxId(email)
  await page.getByRole('button', { name: `Unlink wallet ${address}` }).click()
  await expect(modal.getByRole('heading', { name: "Confirm it's you" })).toBeVisible()
  await typeCode(page, await readCode(email, after))
  await expect(modal).toBeHidden()
  await expect(linked).not.toContainText(address)
  await expect(accounts(page)).not.toContainText(address)
})

test("a rejected signature shows 'Signature rejected'; a retry after the wallet accepts logs in", async ({
  page,
}) => {
  const address = await withWallet(page, freshKey(), { rejectSignatures: true })
  await page.goto(DEFAULT_UI_URL)
  const modal = await openWalletList(page)
  await modal.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
  await expect(modal.getByRole('heading', { name: 'Signature rejected' })).toBeVisible()
  await expect(modal.getByText('Please try signing again.')).toBeVisible()
  await expect(modal.locator('[data-part="spinner"]')).toHaveCount(0)
  await page.evaluate(() =>
    (
      window as unknown as { __latchTestWallet: { configure(o: { rejectSignatures: boolean }): void } }
    ).__latchTestWallet.configure({ rejectSignatures: false }),
  )
  await modal.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible({ timeout: 20_000 })
  await expect(accounts(page)).toContainText(address)
})

test('connect-only: the wallet connects and is listed, and no session is made', async ({ page }) => {
  const address = await withWallet(page, freshKey())
  await page.goto(DEFAULT_UI_URL)
  await page.getByRole('button', { name: 'Connect a wallet' }).click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Connect a wallet' })).toBeVisible()
  await modal.getByRole('button', { name: 'Connect Latch Test Wallet' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByRole('list', { name: 'Connected wallets' })).toContainText(address)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  const calls = await page.evaluate(
    () => (window as unknown as { __latchTestWallet: { calls: string[] } }).__latchTestWallet.calls,
  )
  expect(calls).not.toContain('personal_sign')
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => /token/i.test(k)))
  expect(stored).toEqual([])
})

test('an email login loads no WalletConnect code and sends it no request', async ({ page }) => {
  const urls: string[] = []
  const scripts: Promise<string>[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await page.goto(DEFAULT_UI_URL)
  await loginWithEmail(page, 'no-walletconnect')
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible()
  expect(urls.filter((u) => /walletconnect|web3modal|reown/i.test(u))).toEqual([])
  const bodies = await Promise.all(scripts)
  expect(bodies.length).toBeGreaterThan(0)
  // WalletConnect's provider carries its relay's address; no script of the page may contain it.
  expect(bodies.filter((b) => b.includes('relay.walletconnect'))).toEqual([])
})

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

for (const mode of ['light', 'dark'] as const) {
  test(`axe: the wallet screens in every gallery state and the live wallet list (${mode})`, async ({
    page,
  }) => {
    test.setTimeout(GALLERY_READY_MS + 90_000)
    await page.goto(`${DEFAULT_UI_URL}/gallery.html?mode=${mode}`)
    await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: GALLERY_READY_MS })
    const cases = page.locator('figure[data-case^="wallet-"]')
    expect(await cases.count()).toBeGreaterThanOrEqual(14)
    await expect(page.locator('figure[data-case^="wallet-"][data-status="failed"]')).toHaveCount(0)
    await animationsSettled(page)
    const gallery = await new AxeBuilder({ page })
      .withTags(TAGS)
      .include('figure[data-case^="wallet-"]')
      .disableRules(['landmark-unique'])
      .analyze()
    expect(
      gallery.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])

    await withWallet(page, freshKey())
    await page.goto(`${DEFAULT_UI_URL}/?theme=${mode}`)
    const modal = await openWalletList(page)
    await expect(modal.getByRole('button', { name: 'Connect Latch Test Wallet' })).toBeVisible()
    await animationsSettled(page)
    const live = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    expect(
      live.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([])
  })
}
