/**
 * Signing and sending from the embedded wallet in Chromium, against the real server and a real local chain: a
 * hardhat node on a random 127.0.0.1 port (the default-ui page's RPC url for chain 31337, 127.0.0.1:8545, is
 * routed to it). Sends 0.01 ETH through the send screen and checks the recipient's balance on the node; shows the
 * insufficient-funds message with Add Funds (the demo app has the on-ramp on); signs typed data through the sign screen (verified with viem) and without a screen
 * under noPromptOnSignature; axe on the gallery's sign and send states, light and dark.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { parseEther, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fundAddress } from '../fixtures/chain/accounts'
import { DEFAULT_UI_URL } from './env'
import {
  animationsSettled,
  dialog,
  GALLERY_READY_MS,
  keyMaterialIn,
  loginWithEmail,
  storageContents,
} from './helpers'
import { useLocalChain } from './local-chain'

const TYPED_DATA = {
  domain: { name: 'Latch Demo', version: '1', chainId: 31337 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: '0x0000000000000000000000000000000000000001' },
    to: { name: 'Bob', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    contents: 'Hello from the Latch demo',
  },
} as const

const node = useLocalChain()
const chain = node.client

/** Logs in on the default-ui page (an embedded wallet is created on login) and returns the wallet address. */
async function signedInWithWallet(page: Page, tag: string, query = ''): Promise<`0x${string}`> {
  await node.route(page)
  await page.goto(`${DEFAULT_UI_URL}/${query}`)
  await loginWithEmail(page, tag)
  const address = page.getByTestId('embedded-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  return (await address.textContent()) as `0x${string}`
}

test('send 0.01 ETH from the embedded wallet through the send screen: receipt shown, recipient balance changed; no key material stored on the host', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000)
  const wallet = await signedInWithWallet(page, 'tx-send')
  await fundAddress({ rpcUrl: node.rpcUrl() }, wallet, parseEther('1'))
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const before = await chain().getBalance({ address: recipient })
  await page.getByLabel('Recipient').fill(recipient)
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Send ETH' })).toBeVisible()
  await expect(modal.getByText('A transfer on the local hardhat chain')).toBeVisible()
  await expect(modal.getByText('Estimated fee')).toBeVisible()
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByRole('heading', { name: 'Transaction complete' })).toBeVisible({ timeout: 30_000 })
  await expect(modal.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(page.getByTestId('tx-status')).toHaveText('success')
  const hash = (await page.getByTestId('tx-hash').textContent()) as `0x${string}`
  const receipt = await chain().getTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(wallet.toLowerCase())
  expect((await chain().getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(modal).toBeHidden()
  // the host's storage areas (values of IndexedDB, CacheStorage, cookies, web storage): no 64-hex string, no mnemonic
  expect(keyMaterialIn(await storageContents(page, context, DEFAULT_UI_URL))).toEqual([])
})

test('insufficient funds: the send screen shows the message, Submit stays off, Add Funds opens the funding prompt', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await signedInWithWallet(page, 'tx-poor')
  await page.getByLabel('Amount (ETH)').fill('1000')
  await page.getByRole('button', { name: 'Send 1000 ETH' }).click()
  const modal = dialog(page)
  await expect(modal.getByText('Wallet has insufficient funds for this transaction.')).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Submit' })).toBeDisabled()
  // The demo app has the card on-ramp on: 'Add Funds' opens the funding prompt for this wallet.
  await modal.getByRole('button', { name: 'Add Funds' }).click()
  await expect(modal.getByRole('heading', { name: 'Fund account' })).toBeVisible()
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(modal).toBeHidden()
  await expect(page.getByTestId('transactions-error')).toHaveText('You rejected the request')
})

test('signTypedData through the sign screen verifies with viem verifyTypedData', async ({ page }) => {
  test.setTimeout(60_000)
  const wallet = await signedInWithWallet(page, 'tx-typed')
  await page.getByRole('button', { name: 'Sign typed data' }).click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Sign message' })).toBeVisible()
  await expect(modal.getByText('Signing this message will not cost you any fees.')).toBeVisible()
  await expect(modal.getByLabel('Typed data')).toContainText('Hello from the Latch demo')
  await modal.getByRole('button', { name: 'Sign and continue' }).click()
  await expect(modal.getByRole('heading', { name: 'Success' })).toBeVisible()
  await expect(modal).toBeHidden({ timeout: 5_000 })
  const signature = (await page.getByTestId('typed-signature').textContent()) as `0x${string}`
  expect(await verifyTypedData({ address: wallet, ...TYPED_DATA, signature })).toBe(true)
})

test('noPromptOnSignature: typed data is signed without a screen', async ({ page }) => {
  test.setTimeout(60_000)
  const wallet = await signedInWithWallet(page, 'tx-noprompt', '?noPrompt=1')
  let opened = false
  await page.exposeFunction('__dialogSeen', () => {
    opened = true
  })
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.querySelector('[data-scope="sign-request"], [data-scope="send-transaction"]'))
        (window as unknown as { __dialogSeen(): void }).__dialogSeen()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByRole('button', { name: 'Sign typed data' }).click()
  await expect(page.getByTestId('typed-signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.getByTestId('typed-signature').textContent()) as `0x${string}`
  expect(await verifyTypedData({ address: wallet, ...TYPED_DATA, signature })).toBe(true)
  expect(opened).toBe(false)
})

for (const mode of ['light', 'dark'] as const) {
  test(`gallery: the sign and send screens pass axe (${mode})`, async ({ page }) => {
    test.setTimeout(GALLERY_READY_MS + 90_000)
    await page.goto(`${DEFAULT_UI_URL}/gallery.html?mode=${mode}`)
    await expect(page.locator('main[data-gallery-ready="true"]')).toBeVisible({ timeout: GALLERY_READY_MS })
    const ours = page.locator('figure[data-case^="sign-"], figure[data-case^="send-"]')
    await expect(ours).toHaveCount(12)
    await expect(
      page.locator(
        'figure[data-case^="sign-"][data-status="failed"], figure[data-case^="send-"][data-status="failed"]',
      ),
    ).toHaveCount(0)
    await animationsSettled(page)
    const result = await new AxeBuilder({ page })
      .include('figure[data-case^="sign-"]')
      .include('figure[data-case^="send-"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .disableRules(['landmark-unique'])
      .analyze()
    expect(result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([])
  })
}
