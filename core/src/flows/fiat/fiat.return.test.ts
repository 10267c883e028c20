/**
 * Add Funds from the send screen: funding started while a transaction waits goes back to that transaction's screen
 * when it ends (at once when the payment completed, with `back()` after a failure or to cancel), the same request
 * still pending and the balance read again from the chain. Two real flows in one client (the msw fake API, an msw
 * JSON-RPC node whose balance the test changes, the fake provider's status API).
 */
import { HttpResponse, http } from 'msw'
import { keccak256 } from 'viem'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY_0 } from '../../../../test/fixtures/chain/accounts'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createFundingHandlers, FAKE_PROVIDER_API_URL } from '../../../../test/fixtures/msw/funding.handlers'
import { rpcNode } from '../../../../test/fixtures/msw/rpc.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'
import { createLocalSigner } from '../../../../test/fixtures/wallet/local-signer'
import type { PopupLike } from '../../env'

const server = useMswServer(createMswServer())
const RPC = 'http://rpc.test/fund-and-send'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SEND = 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN'
const CENT_OF_ETH = 10n ** 16n
const hex = (v: bigint | number) => `0x${v.toString(16)}`

/** A node that mines what it is sent; `balance` is read on every eth_getBalance. */
function chain() {
  const state = { balance: 0n, balanceReads: 0, raws: [] as string[] }
  const mined = new Set<string>()
  const node = rpcNode(RPC, {
    eth_chainId: hex(31337),
    eth_getBalance: () => {
      state.balanceReads++
      return hex(state.balance)
    },
    eth_estimateGas: '0x5208',
    eth_getBlockByNumber: {
      number: '0x1',
      hash: `0x${'ab'.repeat(32)}`,
      timestamp: '0x6553f100',
      gasLimit: '0x1c9c380',
      gasUsed: '0x0',
      transactions: [],
      baseFeePerGas: hex(10n ** 9n),
    },
    eth_maxPriorityFeePerGas: hex(10n ** 8n),
    eth_getTransactionCount: '0x0',
    eth_blockNumber: '0x2',
    eth_call: '0x',
    eth_sendRawTransaction: ([raw]: unknown[]) => {
      state.raws.push(raw as string)
      const hash = keccak256(raw as `0x${string}`)
      mined.add(hash)
      return hash
    },
    eth_getTransactionByHash: () => null,
    eth_getTransactionReceipt: ([hash]: unknown[]) =>
      mined.has(hash as string)
        ? {
            transactionHash: hash,
            transactionIndex: '0x0',
            blockHash: `0x${'cd'.repeat(32)}`,
            blockNumber: '0x2',
            from: FROM,
            to: TO,
            cumulativeGasUsed: '0x5208',
            gasUsed: '0x5208',
            effectiveGasPrice: hex(10n ** 9n),
            contractAddress: null,
            logs: [],
            logsBloom: `0x${'00'.repeat(256)}`,
            status: '0x1',
            type: '0x2',
          }
        : null,
  })
  return { handler: node.handler, state }
}

async function setup() {
  await Promise.all([import('../send-transaction/send-transaction.impl'), import('./fiat.impl')])
  const popup: PopupLike = { closed: false, close() {} }
  const h = await createHarness(server, {
    config: {
      supportedChains: [hardhat],
      rpcConfig: { rpcUrls: { 31337: RPC } },
      fiatOnRamp: { apiUrl: FAKE_PROVIDER_API_URL, useSandbox: true },
      embeddedWallets: { transactionPreview: false },
    },
    appConfig: { fiat_on_ramp_enabled: true },
    env: { openWindow: () => popup },
  })
  const { handlers, funding } = createFundingHandlers(h.state)
  const node = chain()
  server.use(
    ...handlers,
    node.handler,
    http.get(`${TEST_API_URL}/api/v1/token_price`, () => HttpResponse.json({ usd: 3000 })),
  )
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  await h.clock.advance(1400)
  h.latch.closeModal()
  await h.clock.advance(500)
  const wallet = createLocalSigner(DEV_PRIVATE_KEY_0)
  h.latch.flows.sign.setSigner(() => wallet.signer)
  return { ...h, funding, node, wallet }
}
type Setup = Awaited<ReturnType<typeof setup>>

/** Waits (real time: viem's transport runs on real timers) until the send flow reaches `step`. */
async function until(h: Setup, step: string, ms = 5000) {
  const start = Date.now()
  while (h.latch.flows.sendTransaction.$state.get().step !== step) {
    if (Date.now() - start > ms) {
      throw new Error(`send flow still ${h.latch.flows.sendTransaction.$state.get().step}, not ${step}`)
    }
    await new Promise((r) => setTimeout(r, 5))
  }
  return h.latch.flows.sendTransaction.$state.get()
}

/** A send of 0.01 ETH with an empty wallet, then Add Funds: the funding prompt over the waiting transaction. */
async function sendThenAddFunds(h: Setup) {
  const sent = h.latch.sendTransaction({ to: TO, value: CENT_OF_ETH, chainId: 31337 })
  sent.catch(() => undefined)
  const short = await until(h, 'ready')
  expect(short).toMatchObject({ view: { insufficientFunds: true }, canAddFunds: true })
  const request = h.latch.$request.get()
  if (request.step !== 'pending') throw new Error('no pending request')
  const reads = h.node.state.balanceReads
  // what the send screen's Add Funds does
  const funded = h.latch.fundWallet(FROM)
  await settle()
  expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'FIAT_ON_RAMP_PROMPT_SCREEN' })
  expect(h.latch.flows.fiat.$state.get()).toMatchObject({
    step: 'prompt',
    origin: { requestId: request.request.id, screen: SEND },
  })
  expect(h.latch.flows.fiat.$canGoBack.get()).toBe(true)
  return { sent, funded, requestId: request.request.id, reads }
}

/** Continue on the prompt, then the provider's status answers `record`. */
async function pay(h: Setup, record: Record<string, unknown>) {
  await h.latch.flows.fiat.start()
  expect(h.latch.$modal.get().screen).toBe('FIAT_ON_RAMP_STATUS_SCREEN')
  h.funding.answers.set(h.funding.signed.at(-1) as string, [{ record }])
  await h.clock.advance(3000)
}

const stillPending = (h: Setup, id: number) =>
  expect(h.latch.$request.get()).toMatchObject({ step: 'pending', request: { id, kind: 'send-transaction' } })

describe('Add Funds from the send screen', () => {
  it('a completed payment goes back to the send screen at once; the balance is read again and Submit sends', async () => {
    const h = await setup()
    const { sent, funded, requestId, reads } = await sendThenAddFunds(h)
    // the provider delivers the purchase before it reports the payment completed
    h.node.state.balance = 15n * 10n ** 15n
    await pay(h, { status: 'completed', paymentMethod: 'credit_debit_card', cryptoTransactionId: '0xabc' })
    await expect(funded).resolves.toBe('completed')
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: SEND })
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'returned', status: 'completed' })
    expect(h.latch.flows.fiat.$canGoBack.get()).toBe(false)
    stillPending(h, requestId)
    // read again from the chain: the insufficient-funds state has cleared
    const ready = await until(h, 'ready')
    expect(h.node.state.balanceReads).toBeGreaterThan(reads)
    expect(ready).toMatchObject({ view: { insufficientFunds: false, error: null }, canAddFunds: false })
    expect(h.latch.flows.sendTransaction.$canSubmit.get()).toBe(true)
    await h.latch.flows.sendTransaction.submit()
    const result = await sent
    expect(h.node.state.raws).toHaveLength(1)
    expect(keccak256(h.node.state.raws[0] as `0x${string}`)).toBe(result.transactionHash)
    expect(h.latch.flows.sendTransaction.$state.get()).toMatchObject({ step: 'complete' })
  })

  it('a failed payment stays on its status screen with the reason; back() returns with the old balance, the request still pending', async () => {
    const h = await setup()
    const { funded, requestId, reads } = await sendThenAddFunds(h)
    await pay(h, { status: 'failed', paymentMethod: 'credit_debit_card' })
    await expect(funded).resolves.toBe('failed')
    expect(h.latch.$modal.get().screen).toBe('FIAT_ON_RAMP_STATUS_SCREEN')
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({
      step: 'status',
      status: 'failed',
      texts: { title: 'fiat.failedTitle', hint: 'fiat.failedDebitCardHint' },
    })
    expect(h.latch.flows.fiat.$canGoBack.get()).toBe(true)
    await h.latch.flows.fiat.back()
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: SEND })
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'returned', status: 'failed' })
    stillPending(h, requestId)
    const ready = await until(h, 'ready')
    expect(h.node.state.balanceReads).toBeGreaterThan(reads)
    expect(ready).toMatchObject({ view: { insufficientFunds: true }, canAddFunds: true })
    expect(h.latch.flows.sendTransaction.$canSubmit.get()).toBe(false)
  })

  it('cancelled on the prompt: back to the send screen, nothing signed, fundWallet resolves null', async () => {
    const h = await setup()
    const { funded, requestId } = await sendThenAddFunds(h)
    await h.latch.flows.fiat.back()
    await expect(funded).resolves.toBeNull()
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: SEND })
    expect(h.funding.signed).toEqual([])
    stillPending(h, requestId)
    expect(await until(h, 'ready')).toMatchObject({ view: { insufficientFunds: true } })
  })

  it('cancelled while the payment is pending: polling stops, back to the send screen', async () => {
    const h = await setup()
    const { funded, requestId } = await sendThenAddFunds(h)
    await pay(h, { status: 'waitingPayment', paymentMethod: 'credit_debit_card' })
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'status', status: 'pending' })
    await h.latch.flows.fiat.back()
    await expect(funded).resolves.toBeNull()
    expect(h.latch.$modal.get().screen).toBe(SEND)
    stillPending(h, requestId)
    await until(h, 'ready')
    // the status poll is gone: no timer left on the injected clock beyond the send flow's own
    const polled = h.funding.signed.length
    await h.clock.advance(9000)
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'returned', status: null })
    expect(h.funding.signed).toHaveLength(polled)
  })

  it('the host refuses the transaction during funding: a completed payment stays on its status screen', async () => {
    const h = await setup()
    const { sent, funded } = await sendThenAddFunds(h)
    await h.latch.flows.fiat.start()
    h.latch.rejectRequest()
    await expect(sent).rejects.toMatchObject({ code: 'user_rejected' })
    expect(h.latch.flows.fiat.$canGoBack.get()).toBe(false)
    h.funding.answers.set(h.funding.signed[0] as string, [
      { record: { status: 'completed', paymentMethod: 'credit_debit_card' } },
    ])
    await h.clock.advance(3000)
    await expect(funded).resolves.toBe('completed')
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'FIAT_ON_RAMP_STATUS_SCREEN' })
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'status', status: 'completed' })
    // back() has nowhere to go: a no-op
    await h.latch.flows.fiat.back()
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'status' })
  })

  it('funding opened on its own (no transaction waiting) has no way back and ends on its status screen', async () => {
    const h = await setup()
    const funded = h.latch.fundWallet(FROM)
    await settle()
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'prompt', origin: null })
    expect(h.latch.flows.fiat.$canGoBack.get()).toBe(false)
    await pay(h, { status: 'completed', paymentMethod: 'credit_debit_card' })
    await expect(funded).resolves.toBe('completed')
    expect(h.latch.$modal.get().screen).toBe('FIAT_ON_RAMP_STATUS_SCREEN')
  })

  it('closing the modal during funding ends both: the transaction is rejected, funding resolves null', async () => {
    const h = await setup()
    const { sent, funded } = await sendThenAddFunds(h)
    h.latch.closeModal()
    await expect(sent).rejects.toMatchObject({ code: 'user_rejected' })
    await expect(funded).resolves.toBeNull()
    expect(h.latch.flows.fiat.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.sendTransaction.$state.get()).toEqual({ step: 'idle' })
  })
})
