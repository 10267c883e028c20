import { HttpResponse, http } from 'msw'
import { keccak256, parseTransaction, recoverTransactionAddress } from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY_0 } from '../../../../test/fixtures/chain/accounts'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { type RpcAnswer, rpcNode } from '../../../../test/fixtures/msw/rpc.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'
import { createLocalSigner } from '../../../../test/fixtures/wallet/local-signer'
import type { LatchConfig } from '../../config/types'
import { RECEIPT_POLL_MS, REQUEST_WAIT_MS } from '../../constants'

const server = useMswServer(createMswServer())
const RPC = 'http://rpc.test/hardhat'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const GWEI = 10n ** 9n
const ETH = 10n ** 18n
const CENT_OF_ETH = 10n ** 16n
const hex = (v: bigint | number) => `0x${v.toString(16)}`

const block = {
  number: '0x1',
  hash: `0x${'ab'.repeat(32)}`,
  timestamp: '0x6553f100',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  transactions: [],
  baseFeePerGas: hex(GWEI),
}
const receiptFor = (hash: string, from: string) => ({
  transactionHash: hash,
  transactionIndex: '0x0',
  blockHash: `0x${'cd'.repeat(32)}`,
  blockNumber: '0x2',
  from,
  to: TO,
  cumulativeGasUsed: '0x5208',
  gasUsed: '0x5208',
  effectiveGasPrice: hex(2n * GWEI),
  contractAddress: null,
  logs: [],
  logsBloom: `0x${'00'.repeat(256)}`,
  status: '0x1',
  type: '0x2',
})

/** A JSON-RPC node that mines whatever it is sent: the raw transactions it got, in order. */
function chain(
  balance: bigint,
  extra: Record<string, RpcAnswer> = {},
  options?: Parameters<typeof rpcNode>[2],
) {
  const raws: string[] = []
  const mined = new Map<string, string>()
  const node = rpcNode(
    RPC,
    {
      eth_chainId: hex(31337),
      eth_getBalance: hex(balance),
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: block,
      eth_maxPriorityFeePerGas: hex(800_000_000n),
      eth_getTransactionCount: '0x7',
      eth_blockNumber: '0x2',
      eth_sendRawTransaction: ([raw]: unknown[]) => {
        raws.push(raw as string)
        const hash = keccak256(raw as `0x${string}`)
        mined.set(hash, raw as string)
        return hash
      },
      eth_getTransactionByHash: () => null,
      eth_getTransactionReceipt: ([hash]: unknown[]) =>
        mined.has(hash as string)
          ? receiptFor(hash as string, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
          : null,
      ...extra,
    },
    options,
  )
  return { ...node, raws }
}

const price = (usd: number | null) =>
  http.get(`${TEST_API_URL}/api/v1/token_price`, () =>
    usd === null
      ? HttpResponse.json({ error: 'No price for ETH', code: 'not_found' }, { status: 404 })
      : HttpResponse.json({ usd }),
  )

const baseConfig = (extra: LatchConfig = {}): LatchConfig => ({
  supportedChains: [hardhat],
  ...extra,
  rpcConfig: { rpcUrls: { 31337: RPC }, ...extra.rpcConfig },
})

async function setup(
  options: { config?: LatchConfig; onRamp?: boolean; balance?: bigint; node?: ReturnType<typeof chain> } = {},
) {
  await import('./send-transaction.impl')
  const h = await createHarness(server, {
    config: baseConfig(options.config),
    appConfig: { fiat_on_ramp_enabled: options.onRamp ?? false },
  })
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  await h.clock.advance(1400)
  h.latch.closeModal()
  await h.clock.advance(500)
  const wallet = createLocalSigner(DEV_PRIVATE_KEY_0)
  h.latch.flows.sign.setSigner(() => wallet.signer)
  const node = options.node ?? chain(options.balance ?? ETH)
  server.use(node.handler, price(3000))
  return { ...h, wallet, node }
}

/** Waits (real time: viem's transport and polling use real timers) until the flow reaches `step`. */
async function until(h: Awaited<ReturnType<typeof setup>>, step: string, ms = 5000) {
  const start = Date.now()
  while (h.latch.flows.sendTransaction.$state.get().step !== step) {
    if (Date.now() - start > ms) {
      throw new Error(`still ${JSON.stringify(h.latch.flows.sendTransaction.$state.get().step)}, not ${step}`)
    }
    await new Promise((r) => setTimeout(r, 5))
  }
  return h.latch.flows.sendTransaction.$state.get()
}

describe('sendTransaction', () => {
  it('a plain transfer: preparing, then ready ("Send ETH", Submit, fee and total in USD and ETH); Submit signs once, broadcasts, shows the receipt', async () => {
    const h = await setup()
    const steps: string[] = []
    h.latch.flows.sendTransaction.$state.listen((s) => steps.push(s.step))
    const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH, chainId: 31337 })
    await settle()
    expect(h.latch.$modal.get()).toMatchObject({
      open: true,
      screen: 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN',
    })
    const ready = await until(h, 'ready')
    if (ready.step !== 'ready') throw new Error('not ready')
    expect(ready.view).toMatchObject({
      title: 'Send ETH',
      buttonText: 'Submit',
      insufficientFunds: false,
      error: null,
      value: { native: '0.01 ETH', fiat: '$30.00' },
      fee: { native: '<0.001 ETH', fiat: '$0.13' },
      total: { primary: '$30.13', secondary: '0.010042 ETH' },
    })
    expect(ready.canAddFunds).toBe(false)
    await h.latch.flows.sendTransaction.submit()
    const result = await sent
    const done = h.latch.flows.sendTransaction.$state.get()
    expect(done).toMatchObject({
      step: 'complete',
      transactionHash: result.transactionHash,
      receipt: { status: 'success', gasUsed: 21_000n, fee: '<0.001 ETH', blockNumber: 2n },
    })
    expect(result.receipt?.status).toBe('success')
    expect(steps.slice(0, 4)).toEqual(['preparing', 'ready', 'submitting', 'complete'])
    // One signature, one broadcast: the signed transaction is what the screen showed.
    expect(h.wallet.calls.filter((c) => c.method === 'eth_signTransaction')).toHaveLength(1)
    expect(h.node.raws).toHaveLength(1)
    const raw = h.node.raws[0] as `0x${string}`
    expect(keccak256(raw)).toBe(result.transactionHash)
    expect(parseTransaction(raw)).toMatchObject({
      chainId: 31337,
      to: TO.toLowerCase(),
      value: CENT_OF_ETH,
      nonce: 7,
      gas: 21_000n,
      maxFeePerGas: 2n * GWEI,
      maxPriorityFeePerGas: 800_000_000n,
      type: 'eip1559',
    })
    // biome-ignore lint/suspicious/noExplicitAny: viem's serialized type
    expect(await recoverTransactionAddress({ serializedTransaction: raw as any })).toBe(
      h.wallet.signer.address,
    )
    h.latch.closeModal()
    expect(h.latch.flows.sendTransaction.$state.get()).toEqual({ step: 'idle' })
  })

  it('numeric fields as a number, a bigint or a hex string prepare the same amount', async () => {
    const h = await setup({ config: { embeddedWallets: { noPromptOnSignature: true } } })
    for (const value of [1_000_000_000_000_000, 10n ** 15n, '0x38d7ea4c68000'] as const) {
      const result = await h.latch.sendTransaction({ to: TO, value, chainId: 31337 })
      expect(result.receipt?.status).toBe('success')
    }
    expect(h.node.raws.map((raw) => parseTransaction(raw as `0x${string}`).value)).toEqual([
      10n ** 15n,
      10n ** 15n,
      10n ** 15n,
    ])
  })

  it('a contract call reads "Review transaction"; header overrides the title, buttonText and description show', async () => {
    const h = await setup()
    const first = h.latch.sendTransaction({ to: TO, data: '0xa9059cbb', chainId: 31337 })
    expect((await until(h, 'ready')) as { view: { title: string } }).toMatchObject({
      view: { title: 'Review transaction', isPlainTransfer: false },
    })
    h.latch.closeModal()
    await expect(first).rejects.toMatchObject({ code: 'user_rejected' })
    const second = h.latch.sendTransaction(
      { to: TO, value: 1n },
      {
        uiOptions: {
          header: 'Tip the author',
          buttonText: 'Send tip',
          description: 'Thanks!',
          transactionInfo: { title: 'Tip', action: 'Tip' },
          senderInfo: { name: 'Blog' },
        },
      },
    )
    const ready = await until(h, 'ready')
    expect(ready).toMatchObject({
      view: { title: 'Tip the author', buttonText: 'Send tip', description: 'Thanks!' },
      ui: { transactionInfo: { title: 'Tip' }, senderInfo: { name: 'Blog' } },
    })
    h.latch.closeModal()
    await expect(second).rejects.toMatchObject({ code: 'user_rejected' })
    expect(h.wallet.calls.filter((c) => c.method === 'eth_signTransaction')).toEqual([])
  })

  it('insufficient funds: the message, Submit does nothing, Add Funds only when the on-ramp is on', async () => {
    for (const onRamp of [false, true]) {
      const h = await setup({ balance: CENT_OF_ETH / 2n, onRamp })
      const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH })
      const ready = await until(h, 'ready')
      expect(ready).toMatchObject({
        view: { insufficientFunds: true, error: 'Wallet has insufficient funds for this transaction.' },
        canAddFunds: onRamp,
      })
      expect(h.latch.flows.sendTransaction.$canAddFunds.get()).toBe(onRamp)
      await h.latch.flows.sendTransaction.submit()
      expect(h.latch.flows.sendTransaction.$state.get().step).toBe('ready')
      expect(h.wallet.calls.filter((c) => c.method === 'eth_signTransaction')).toEqual([])
      h.latch.closeModal()
      await expect(sent).rejects.toMatchObject({ code: 'user_rejected' })
      h.latch.destroy()
    }
  })

  it('bad input and an unknown chain are refused before anything opens', async () => {
    const h = await setup()
    await expect(h.latch.sendTransaction({ to: TO, value: -1 })).rejects.toMatchObject({
      code: 'invalid_request_arguments',
      details: 'value',
    })
    await expect(h.latch.sendTransaction({ to: TO, data: 'hello' })).rejects.toMatchObject({
      code: 'invalid_request_arguments',
      details: 'data',
    })
    await expect(h.latch.sendTransaction({ to: TO, value: 1n, chainId: 1 })).rejects.toMatchObject({
      code: 'unsupported_chain',
      message: 'Unsupported chainId',
      details:
        'Chain ID 1 is not supported. It must be added to the config.supportedChains property of the LatchProvider.',
    })
    expect(h.latch.$modal.get().open).toBe(false)
    expect(h.node.calls).toEqual([])
  })

  it('an RPC node that times out: the prepare error, Try again prepares again, close rejects with it', async () => {
    const stalled = chain(ETH, {}, { fault: 'stall' })
    const h = await setup({ node: stalled, config: { rpcConfig: { rpcTimeouts: { privy: 100 } } } })
    const sent = h.latch.sendTransaction({ to: TO, value: 1n })
    const failed = await until(h, 'error')
    expect(failed).toMatchObject({
      message: 'There was an error preparing your transaction. Please try again.',
      retry: 'prepare',
      error: { code: 'transaction_prepare_failed' },
    })
    // The node answers again: Try again reaches ready.
    server.use(chain(ETH).handler)
    await h.latch.flows.sendTransaction.retry()
    await until(h, 'ready')
    h.latch.closeModal()
    await expect(sent).rejects.toMatchObject({ code: 'transaction_prepare_failed' })
  })

  it('an RPC node that answers garbage: the prepare error, and the modal can be left', async () => {
    const h = await setup({ node: chain(ETH, {}, { fault: 'garbage' }) })
    const sent = h.latch.sendTransaction({ to: TO, value: 1n })
    expect(await until(h, 'error')).toMatchObject({
      message: 'There was an error preparing your transaction. Please try again.',
    })
    h.latch.closeModal()
    await expect(sent).rejects.toMatchObject({ code: 'transaction_prepare_failed' })
    expect(h.latch.flows.sendTransaction.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('the token price failing leaves native amounts only', async () => {
    const h = await setup()
    server.use(price(null))
    const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH })
    expect(await until(h, 'ready')).toMatchObject({
      view: { priceUsd: null, value: { fiat: null, primary: '0.01 ETH' } },
    })
    h.latch.closeModal()
    await expect(sent).rejects.toBeDefined()
  })

  it('a logout while the review waits rejects with session_ended (4100); the flow and the request go idle', async () => {
    const h = await setup()
    const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH }).catch((error: unknown) => error)
    await until(h, 'ready')
    await h.latch.logout()
    expect(await sent).toMatchObject({ code: 'session_ended', rpcCode: 4100 })
    expect(h.latch.flows.sendTransaction.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    expect(h.latch.$modal.get().screen).not.toBe('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN')
  })

  it('a review no UI answers (a custom UI rendering none) rejects with request_timeout after REQUEST_WAIT_MS; nothing is signed', async () => {
    const h = await setup()
    const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH }).catch((error: unknown) => error)
    await until(h, 'ready')
    await h.clock.advance(REQUEST_WAIT_MS - 1)
    expect(h.latch.$request.get().step).toBe('pending')
    await h.clock.advance(1)
    expect(await sent).toMatchObject({ code: 'request_timeout', retryable: true })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    expect(h.wallet.calls.filter((c) => c.method === 'eth_signTransaction')).toHaveLength(0)
    expect(h.node.raws).toHaveLength(0)
  })

  it('once Submit is pressed the wait bound no longer applies: a failed broadcast waits for Try again past it', async () => {
    let refuse = true
    const node = chain(ETH, {
      eth_sendRawTransaction: ([raw]: unknown[]) => {
        if (refuse) throw new Error('connection reset')
        return keccak256(raw as `0x${string}`)
      },
      eth_getTransactionReceipt: ([hash]: unknown[]) =>
        refuse ? null : receiptFor(hash as string, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    })
    const h = await setup({ node })
    const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH })
    await until(h, 'ready')
    await h.latch.flows.sendTransaction.submit()
    expect(h.latch.flows.sendTransaction.$state.get()).toMatchObject({ step: 'error', retry: 'submit' })
    // the person is there (they pressed Submit): the bound's end passes, the review stays
    await h.clock.advance(REQUEST_WAIT_MS)
    expect(h.latch.$request.get().step).toBe('pending')
    refuse = false
    await h.latch.flows.sendTransaction.retry()
    await expect(sent).resolves.toMatchObject({ transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })

  it('Submit pressed twice signs and broadcasts once', async () => {
    const h = await setup()
    const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH })
    await until(h, 'ready')
    await Promise.all([h.latch.flows.sendTransaction.submit(), h.latch.flows.sendTransaction.submit()])
    await sent
    await h.latch.flows.sendTransaction.submit()
    expect(h.wallet.calls.filter((c) => c.method === 'eth_signTransaction')).toHaveLength(1)
    expect(h.node.raws).toHaveLength(1)
  })

  it('a failed broadcast shows the processing error; Try again re-broadcasts the same signed bytes, never a new signature', async () => {
    let refuse = true
    const raws: string[] = []
    const node = chain(ETH, {
      eth_sendRawTransaction: ([raw]: unknown[]) => {
        raws.push(raw as string)
        if (refuse) throw new Error('connection reset')
        return keccak256(raw as `0x${string}`)
      },
      eth_getTransactionReceipt: ([hash]: unknown[]) =>
        refuse ? null : receiptFor(hash as string, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    })
    const h = await setup({ node })
    const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH })
    await until(h, 'ready')
    await h.latch.flows.sendTransaction.submit()
    expect(h.latch.flows.sendTransaction.$state.get()).toMatchObject({
      step: 'error',
      message: 'There was an error processing your transaction. Please contact support.',
      retry: 'submit',
      error: { code: 'transaction_process_failed' },
    })
    refuse = false
    await h.latch.flows.sendTransaction.retry()
    const result = await sent
    expect(h.wallet.calls.filter((c) => c.method === 'eth_signTransaction')).toHaveLength(1)
    expect(new Set(raws).size).toBe(1)
    expect(keccak256(raws[0] as `0x${string}`)).toBe(result.transactionHash)
  })

  it('a broadcast whose answer was lost but which the node has counts as sent', async () => {
    const node = chain(ETH, {
      eth_sendRawTransaction: () => {
        throw new Error('already known')
      },
      eth_getTransactionByHash: ([hash]: unknown[]) => ({ hash }),
      eth_getTransactionReceipt: ([hash]: unknown[]) =>
        receiptFor(hash as string, '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    })
    const h = await setup({ node, config: { embeddedWallets: { noPromptOnSignature: true } } })
    const result = await h.latch.sendTransaction({ to: TO, value: 1n })
    expect(result.receipt?.transactionHash).toBe(result.transactionHash)
  })

  it('a logout after the transaction was sent rejects with transaction_sent_unconfirmed and its hash, not 4100', async () => {
    const node = chain(ETH, { eth_getTransactionReceipt: () => null })
    const h = await setup({ node })
    const sent = h.latch.sendTransaction({ to: TO, value: 1n }).catch((error: unknown) => error)
    await until(h, 'ready')
    void h.latch.flows.sendTransaction.submit()
    while (h.node.raws.length === 0) await new Promise((r) => setTimeout(r, 5))
    await h.latch.logout()
    expect(await sent).toMatchObject({
      code: 'transaction_sent_unconfirmed',
      details: keccak256(h.node.raws[0] as `0x${string}`),
    })
    expect(h.latch.flows.sendTransaction.$state.get()).toEqual({ step: 'idle' })
  })

  it('closing the screen after the transaction was sent rejects with transaction_sent_unconfirmed and its hash', async () => {
    const node = chain(ETH, { eth_getTransactionReceipt: () => null })
    const h = await setup({ node })
    const sent = h.latch.sendTransaction({ to: TO, value: 1n })
    await until(h, 'ready')
    void h.latch.flows.sendTransaction.submit()
    while (h.node.raws.length === 0) await new Promise((r) => setTimeout(r, 5))
    expect(h.latch.flows.sendTransaction.$state.get()).toMatchObject({
      step: 'submitting',
      message: 'Submitting (may take a few minutes)...',
    })
    // the receipt is being polled (viem watches the block number and asks for the receipt)
    const polls = () => h.node.calls.length
    while (!h.node.calls.some((c) => c.method === 'eth_getTransactionReceipt'))
      await new Promise((r) => setTimeout(r, 5))
    h.latch.closeModal()
    await expect(sent).rejects.toMatchObject({
      code: 'transaction_sent_unconfirmed',
      details: keccak256(h.node.raws[0] as `0x${string}`),
    })
    // closing the screen stopped the polling: no node request in the next polling intervals
    await new Promise((r) => setTimeout(r, RECEIPT_POLL_MS / 2))
    const after = polls()
    await new Promise((r) => setTimeout(r, 2.5 * RECEIPT_POLL_MS))
    expect(polls()).toBe(after)
  })

  it('noPromptOnSignature with waitForTransactionConfirmation false: sent without a screen, no receipt wait', async () => {
    const h = await setup({
      config: { embeddedWallets: { noPromptOnSignature: true, waitForTransactionConfirmation: false } },
    })
    const result = await h.latch.sendTransaction({ to: TO, value: 1n })
    expect(result.receipt).toBeNull()
    expect(h.latch.$modal.get().open).toBe(false)
    expect(h.node.calls.some((c) => c.method === 'eth_getTransactionReceipt')).toBe(false)
    expect(keccak256(h.node.raws[0] as `0x${string}`)).toBe(result.transactionHash)
  })

  it('noPromptOnSignature with insufficient funds rejects with the message and sends nothing', async () => {
    const h = await setup({ balance: 0n, config: { embeddedWallets: { noPromptOnSignature: true } } })
    await expect(h.latch.sendTransaction({ to: TO, value: 1n })).rejects.toMatchObject({
      code: 'insufficient_funds',
      message: 'Wallet has insufficient funds for this transaction.',
    })
    expect(h.node.raws).toEqual([])
  })

  it("withSendTransaction: a provider's eth_sendTransaction goes through the flow and answers the hash", async () => {
    const h = await setup({ config: { embeddedWallets: { noPromptOnSignature: true } } })
    const provider = h.latch.flows.sendTransaction.withSendTransaction(h.wallet.signer.provider)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ to: TO, value: '0x1' }] })
    expect(hash).toBe(keccak256(h.node.raws[0] as `0x${string}`))
  })
})
