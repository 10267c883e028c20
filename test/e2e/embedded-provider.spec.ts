/**
 * The embedded wallet's EIP-1193 provider in Chromium, as a dapp on the host page sees it: found by EIP-6963
 * discovery (rdns org.latch.embedded) on the default-ui page, used through ethers v6 (`BrowserProvider`) and viem
 * (`custom(provider)`) against a hardhat node (the page's RPC url for chain 31337 is routed to it): read a balance,
 * estimate, send through the send screen, read the receipt. personal_sign asks on the sign-request screen unless
 * noPromptOnSignature. After a logout the provider answers no accounts, and a second user on the same page sees only
 * their own address.
 */
import { fileURLToPath } from 'node:url'
import { expect, type Page, test } from '@playwright/test'
import { build } from 'esbuild'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { fundAddress } from '../fixtures/chain/accounts'
import { type HardhatNode, startHardhatNode } from '../fixtures/chain/node'
import { DEFAULT_UI_URL } from './env'
import { dialog, loginWithEmail } from './helpers'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** The page's RPC url of chain 31337 (the e2e build sets no other). */
const PAGE_RPC = 'http://127.0.0.1:8545'

/**
 * Runs in the page before its own scripts: ethers and viem as a dapp would bundle them, and an EIP-6963 listener
 * that keeps every provider announced (as mipd does).
 */
const DAPP_ENTRY = `
import { BrowserProvider } from 'ethers'
import { createPublicClient, createWalletClient, custom } from 'viem'
import { hardhat } from 'viem/chains'
window.dapp = { BrowserProvider, createPublicClient, createWalletClient, custom, hardhat, announced: [] }
window.addEventListener('eip6963:announceProvider', (event) => {
  const detail = event.detail
  if (!window.dapp.announced.some((d) => d.info.uuid === detail.info.uuid)) window.dapp.announced.push(detail)
})
`
let dappScript = ''
let node: HardhatNode

test.beforeAll(async () => {
  node = await startHardhatNode()
  const out = await build({
    stdin: { contents: DAPP_ENTRY, resolveDir: ROOT, loader: 'js' },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    logLevel: 'silent',
  })
  dappScript = out.outputFiles[0]?.text ?? ''
})
test.afterAll(async () => {
  await node?.stop()
})

const chain = () => createPublicClient({ chain: hardhat, transport: http(node.rpcUrl) })

/** The page with the dapp script, its local-chain RPC routed to the test's node. */
async function open(page: Page, query = '') {
  await page.addInitScript({ content: dappScript })
  await page.route(`${PAGE_RPC}/**`, async (route) => {
    const response = await route.fetch({ url: node.rpcUrl })
    await route.fulfill({ response })
  })
  await page.goto(`${DEFAULT_UI_URL}/${query}`)
}

/** Logs in (the wallet is created on login) and returns the wallet address shown by the page. */
async function signUp(page: Page, tag: string): Promise<`0x${string}`> {
  await loginWithEmail(page, tag)
  const address = page.getByTestId('embedded-address')
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 20_000 })
  return (await address.textContent()) as `0x${string}`
}

type DappWindow = {
  dapp: {
    announced: Array<{
      info: { uuid: string; rdns: string }
      provider: {
        request(a: { method: string; params?: unknown[] }): Promise<unknown>
        on(e: string, f: (...a: unknown[]) => void): void
      }
    }>
    // biome-ignore lint/suspicious/noExplicitAny: the libraries' own types do not cross into the page
    [name: string]: any
  }
  latchProvider: DappWindow['dapp']['announced'][number]['provider']
  events: unknown[]
  pending: Record<string, Promise<unknown>>
}

/** Asks for providers until the embedded wallet's is announced; keeps it as `window.latchProvider`. */
async function discover(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as DappWindow
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      const found = w.dapp.announced.filter((d) => d.info.rdns === 'org.latch.embedded')
      if (found.length === 0) return null
      w.latchProvider = (found[0] as (typeof found)[number]).provider
      return `${found.length}:${found[0]?.info.uuid}`
    },
    undefined,
    { timeout: 20_000, polling: 250 },
  )
  return (await handle.jsonValue()) as string
}

/** The local chain, as a dapp asks for it. */
async function toLocalChain(page: Page) {
  await page.evaluate(() =>
    (window as unknown as DappWindow).latchProvider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a69' }],
    }),
  )
}

/** Approves the transaction on the send screen; waits for the receipt view. */
async function submitOnSendScreen(page: Page) {
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Send ETH' })).toBeVisible({ timeout: 20_000 })
  await expect(modal.getByText('Estimated fee')).toBeVisible()
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByRole('heading', { name: 'Transaction complete' })).toBeVisible({ timeout: 30_000 })
  await modal.getByRole('button', { name: 'Done' }).click()
  await expect(modal).toBeHidden()
}

test('ethers v6 BrowserProvider on the embedded provider: balance, estimate, send through the send screen, receipt', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await open(page)
  const wallet = await signUp(page, 'ethers')
  await fundAddress({ rpcUrl: node.rpcUrl }, wallet, parseEther('2'))
  await discover(page)
  await toLocalChain(page)
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const reads = await page.evaluate(
    async ([address, to]) => {
      const w = window as unknown as DappWindow
      const provider = new w.dapp.BrowserProvider(w.latchProvider)
      const network = await provider.getNetwork()
      const balance = await provider.getBalance(address as string)
      const gas = await provider.estimateGas({ from: address, to, value: 10n ** 16n })
      const block = await provider.getBlockNumber()
      const code = await provider.getCode(to as string)
      return {
        chainId: network.chainId.toString(),
        balance: balance.toString(),
        gas: gas.toString(),
        block,
        code,
      }
    },
    [wallet, recipient],
  )
  expect(reads.chainId).toBe('31337')
  expect(BigInt(reads.balance)).toBe(await chain().getBalance({ address: wallet }))
  // the node's own estimate, asked directly
  expect(BigInt(reads.gas)).toBe(
    await chain().estimateGas({ account: wallet, to: recipient, value: parseEther('0.01') }),
  )
  expect(reads.block).toBe(Number(await chain().getBlockNumber()))
  expect(reads.code).toBe('0x')

  const before = await chain().getBalance({ address: recipient })
  await page.evaluate((to) => {
    const w = window as unknown as DappWindow
    w.pending = {
      sent: (async () => {
        const provider = new w.dapp.BrowserProvider(w.latchProvider)
        const signer = await provider.getSigner()
        const tx = await signer.sendTransaction({ to, value: 10n ** 16n })
        const receipt = await tx.wait()
        return { hash: tx.hash, from: signer.address, status: receipt?.status, block: receipt?.blockNumber }
      })(),
    }
  }, recipient)
  await submitOnSendScreen(page)
  const sent = (await page.evaluate(() => (window as unknown as DappWindow).pending.sent)) as {
    hash: `0x${string}`
    from: string
    status: number
    block: number
  }
  expect(sent.from.toLowerCase()).toBe(wallet.toLowerCase())
  expect(sent.status).toBe(1)
  const receipt = await chain().getTransactionReceipt({ hash: sent.hash })
  expect(receipt.status).toBe('success')
  expect(Number(receipt.blockNumber)).toBe(sent.block)
  expect((await chain().getBalance({ address: recipient })) - before).toBe(parseEther('0.01'))
})

test('viem on custom(provider): balance, estimate, send through the send screen, receipt', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await open(page)
  const wallet = await signUp(page, 'viem')
  await fundAddress({ rpcUrl: node.rpcUrl }, wallet, parseEther('2'))
  await discover(page)
  await toLocalChain(page)
  const recipient = privateKeyToAccount(generatePrivateKey()).address
  const reads = await page.evaluate(
    async ([address, to]) => {
      const w = window as unknown as DappWindow
      const { createPublicClient, custom, hardhat } = w.dapp
      const client = createPublicClient({ chain: hardhat, transport: custom(w.latchProvider) })
      const balance = await client.getBalance({ address })
      const gas = await client.estimateGas({ account: address, to, value: 10n ** 16n })
      const fees = await client.estimateFeesPerGas()
      return { balance: balance.toString(), gas: gas.toString(), maxFee: fees.maxFeePerGas.toString() }
    },
    [wallet, recipient],
  )
  expect(BigInt(reads.balance)).toBe(await chain().getBalance({ address: wallet }))
  expect(BigInt(reads.gas)).toBe(
    await chain().estimateGas({ account: wallet, to: recipient, value: parseEther('0.01') }),
  )
  expect(BigInt(reads.maxFee)).toBeGreaterThan(0n)

  await page.evaluate(
    ([address, to]) => {
      const w = window as unknown as DappWindow
      const { createPublicClient, createWalletClient, custom, hardhat } = w.dapp
      const transport = custom(w.latchProvider)
      w.pending = {
        sent: (async () => {
          const walletClient = createWalletClient({ account: address, chain: hardhat, transport })
          const hash = await walletClient.sendTransaction({ to, value: 10n ** 16n })
          const receipt = await createPublicClient({ chain: hardhat, transport }).waitForTransactionReceipt({
            hash,
          })
          return { hash, status: receipt.status, from: receipt.from }
        })(),
      }
    },
    [wallet, recipient],
  )
  await submitOnSendScreen(page)
  const sent = (await page.evaluate(() => (window as unknown as DappWindow).pending.sent)) as {
    hash: `0x${string}`
    status: string
    from: string
  }
  expect(sent.status).toBe('success')
  expect(sent.from.toLowerCase()).toBe(wallet.toLowerCase())
  expect((await chain().getTransactionReceipt({ hash: sent.hash })).status).toBe('success')
})

test('personal_sign through the provider opens the sign-request screen; with noPromptOnSignature it signs without one', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await open(page)
  const wallet = await signUp(page, 'prompt')
  await discover(page)
  await page.evaluate((address) => {
    const w = window as unknown as DappWindow
    w.pending = {
      signed: w.latchProvider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }),
    }
  }, wallet)
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Sign message' })).toBeVisible({ timeout: 20_000 })
  await expect(modal.getByLabel('Message')).toHaveText('hello')
  await modal.getByRole('button', { name: 'Sign and continue' }).click()
  const signature = (await page.evaluate(
    () => (window as unknown as DappWindow).pending.signed,
  )) as `0x${string}`
  expect(await verifyMessage({ address: wallet, message: 'hello', signature })).toBe(true)

  // the same page with noPromptOnSignature (the demo's ?noPrompt=1): no screen, the signature comes back at once
  await page.goto(`${DEFAULT_UI_URL}/?noPrompt=1`)
  await expect(page.getByTestId('embedded-address')).toHaveText(wallet, { timeout: 20_000 })
  await discover(page)
  const silent = (await page.evaluate(
    (address) =>
      (window as unknown as DappWindow).latchProvider.request({
        method: 'personal_sign',
        params: ['0x68656c6c6f', address],
      }),
    wallet,
  )) as `0x${string}`
  expect(await verifyMessage({ address: wallet, message: 'hello', signature: silent })).toBe(true)
  await expect(modal).toBeHidden()
})

test('logout ends the wallet in the page; a second user on the same page sees only their own address', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await open(page)
  const first = await signUp(page, 'first')
  const announcedAs = await discover(page)
  const frames = () => page.frames().filter((f) => f.url().includes('/embedded-wallets')).length
  expect(
    await page.evaluate(async () => {
      const w = window as unknown as DappWindow
      w.events = []
      for (const name of ['accountsChanged', 'disconnect', 'connect'])
        w.latchProvider.on(name, (arg) => w.events.push([name, (arg as { code?: number })?.code ?? arg]))
      const accounts = await w.latchProvider.request({ method: 'eth_requestAccounts' })
      // what connecting emitted is not the point here: only what the logout emits
      w.events.length = 0
      return accounts
    }),
  ).toEqual([first])
  expect(frames()).toBe(1)

  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  const after = await page.evaluate(async () => {
    const w = window as unknown as DappWindow
    const accounts = await w.latchProvider.request({ method: 'eth_accounts' })
    const signing = await w.latchProvider
      .request({ method: 'personal_sign', params: ['0x00', '0x0000000000000000000000000000000000000001'] })
      .then(
        () => 'signed',
        (e: { code: number }) => e.code,
      )
    return { accounts, signing, events: w.events }
  })
  expect(after).toEqual({
    accounts: [],
    signing: 4100,
    events: [
      ['accountsChanged', []],
      ['disconnect', 4900],
    ],
  })
  // the wallet frame (and every key it rebuilt) is gone from the page
  await expect.poll(frames, { timeout: 5000 }).toBe(0)

  const second = await signUp(page, 'second')
  expect(second).not.toBe(first)
  // the same announced provider (wagmi keeps the first one per rdns), now speaking for the second user only
  expect(await discover(page)).toBe(announcedAs)
  const seen = await page.evaluate(async () => {
    const w = window as unknown as DappWindow
    const requested = await w.latchProvider.request({ method: 'eth_requestAccounts' })
    const accounts = await w.latchProvider.request({ method: 'eth_accounts' })
    return { requested, accounts, events: w.events.slice(2) }
  })
  expect(seen.requested).toEqual([second])
  expect(seen.accounts).toEqual([second])
  expect(JSON.stringify(seen).toLowerCase()).not.toContain(first.slice(2).toLowerCase())
})
