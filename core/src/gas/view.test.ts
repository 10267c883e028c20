import { HttpResponse, http } from 'msw'
import { hardhat } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { type RpcAnswer, rpcNode } from '../../../test/fixtures/msw/rpc.handlers'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../test/fixtures/msw/test-env'
import { createApi } from '../api/client'
import { createChainClient } from '../chains/client'
import { resolveConfig } from '../config/resolve'
import { prepareTransactionView } from './view'

const server = useMswServer(createMswServer())
const RPC = 'http://rpc.test/hardhat'
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const GWEI = 10n ** 9n
const ETH = 10n ** 18n
const hex = (v: bigint) => `0x${v.toString(16)}`

const config = resolveConfig({ supportedChains: [hardhat], rpcConfig: { rpcUrls: { 31337: RPC } } }).config
const client = () => createChainClient({ config, chainId: 31337, retryCount: 0 })
const api = () =>
  createApi({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env: createTestEnv(), retries: 0, retryDelayMs: 1 })

const block = {
  number: '0x1',
  hash: `0x${'ab'.repeat(32)}`,
  timestamp: '0x6553f100',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  transactions: [],
  baseFeePerGas: hex(GWEI),
}
// viem: maxFee = base fee x 1.2 + priority fee = 1.2 gwei + 0.8 gwei = 2 gwei
const chainAnswers = (balance: bigint, extra: Record<string, RpcAnswer> = {}) => ({
  eth_getBalance: hex(balance),
  eth_estimateGas: '0x5208',
  eth_getBlockByNumber: block,
  eth_maxPriorityFeePerGas: hex(800_000_000n),
  ...extra,
})

function price(usd: number | null, seen: string[] = []) {
  return http.get(`${TEST_API_URL}/api/v1/token_price`, ({ request }) => {
    seen.push(new URL(request.url).search)
    return usd === null
      ? HttpResponse.json({ error: 'No price for ETH', code: 'not_found' }, { status: 404 })
      : HttpResponse.json({ usd })
  })
}

describe('prepareTransactionView', () => {
  it('a plain transfer: "Send ETH", fee and total in fiat first and ETH second, from the server price', async () => {
    const seen: string[] = []
    const rpc = rpcNode(RPC, chainAnswers(ETH))
    server.use(rpc.handler, price(3000, seen))
    const view = await prepareTransactionView({
      client: client(),
      api: api(),
      from: FROM,
      request: { to: TO.toLowerCase(), value: '0x2386f26fc10000', chainId: 31337 },
    })
    expect(view.title).toBe('Send ETH')
    expect(view.buttonText).toBe('Submit')
    expect(view.isPlainTransfer).toBe(true)
    expect(view.request).toMatchObject({ from: FROM, to: TO, value: 10n ** 16n, chainId: 31337 })
    expect(view.gas).toMatchObject({
      gas: 21_000n,
      pricePerGas: 2n * GWEI,
      totalFee: 42_000n * GWEI,
      l1Fee: 0n,
    })
    expect(view.priceUsd).toBe(3000)
    expect(view.value).toEqual({
      wei: 10n ** 16n,
      native: '0.01 ETH',
      fiat: '$30.00',
      primary: '$30.00',
      secondary: '0.01 ETH',
    })
    // 42 000 gwei = 0.000042 ETH = $0.126
    expect(view.fee).toMatchObject({ native: '<0.001 ETH', fiat: '$0.13' })
    expect(view.total).toMatchObject({
      wei: 10n ** 16n + 42_000n * GWEI,
      native: '0.010042 ETH',
      fiat: '$30.13',
    })
    expect(view.balance.native).toBe('1 ETH')
    expect(view).toMatchObject({ insufficientFunds: false, error: null })
    expect(seen).toEqual(['?chainId=31337&tokenSymbol=ETH'])
  })

  it('a contract call: "Review transaction"; header, button and priceDisplay follow the options', async () => {
    server.use(rpcNode(RPC, chainAnswers(ETH)).handler, price(3000))
    const common = { client: client(), api: api(), from: FROM } as const
    const call = { to: TO, data: '0xa9059cbb', value: 0 }
    expect((await prepareTransactionView({ ...common, request: call })).title).toBe('Review transaction')
    const custom = await prepareTransactionView({
      ...common,
      request: call,
      uiOptions: { header: 'Mint', buttonText: 'Mint it' },
      priceDisplay: { primary: 'native-token', secondary: null },
    })
    expect(custom).toMatchObject({ title: 'Mint', buttonText: 'Mint it' })
    expect(custom.total).toMatchObject({ primary: '<0.001 ETH', secondary: null })
    const overridden = await prepareTransactionView({
      ...common,
      request: { to: TO, value: 1 },
      messages: { 'transaction.sendTitle': 'Envoyer {symbol}' },
    })
    expect(overridden.title).toBe('Envoyer ETH')
  })

  it('balance minus value not positive: insufficient funds, even when the estimate fails because of it', async () => {
    server.use(
      rpcNode(
        RPC,
        chainAnswers(10n ** 16n, {
          eth_estimateGas: () => {
            throw new Error('insufficient funds for gas * price + value')
          },
        }),
      ).handler,
      price(3000),
    )
    const view = await prepareTransactionView({
      client: client(),
      api: api(),
      from: FROM,
      request: { to: TO, value: 10n ** 16n },
    })
    expect(view).toMatchObject({
      insufficientFunds: true,
      error: 'Wallet has insufficient funds for this transaction.',
      gas: null,
      fee: null,
      total: null,
    })
    // one wei left over is enough by the rule (the fee is the wallet's to check when it sends)
    server.use(rpcNode(RPC, chainAnswers(10n ** 16n + 1n)).handler)
    const enough = await prepareTransactionView({
      client: client(),
      api: api(),
      from: FROM,
      request: { to: TO, value: 10n ** 16n },
    })
    expect(enough).toMatchObject({ insufficientFunds: false, error: null })
  })

  it('no price: native amounts only, the screen still prepares', async () => {
    server.use(rpcNode(RPC, chainAnswers(ETH)).handler, price(null))
    const view = await prepareTransactionView({
      client: client(),
      api: api(),
      from: FROM,
      request: { to: TO, value: 1 },
    })
    expect(view.priceUsd).toBeNull()
    expect(view.value).toMatchObject({ fiat: null, primary: '<0.001 ETH', secondary: null })
  })

  it("an RPC that answers garbage: 'There was an error preparing your transaction', typed, with the lookup error as cause", async () => {
    server.use(rpcNode(RPC, {}, { fault: 'garbage' }).handler, price(3000))
    const error = await prepareTransactionView({
      client: client(),
      api: api(),
      from: FROM,
      request: { to: TO, value: 1 },
    }).catch((e) => e)
    expect(error).toMatchObject({
      code: 'transaction_prepare_failed',
      message: 'There was an error preparing your transaction. Please try again.',
      cause: { code: 'rpc_error' },
    })
  })

  it('a bad field is refused before any call; a request for another chain too', async () => {
    const rpc = rpcNode(RPC, chainAnswers(ETH))
    server.use(rpc.handler, price(3000))
    for (const request of [
      { to: TO, value: -1 },
      { to: TO, data: 'zz' },
      { to: TO, chainId: '31337' },
    ]) {
      await expect(
        prepareTransactionView({ client: client(), api: api(), from: FROM, request }),
      ).rejects.toMatchObject({ code: 'invalid_request_arguments' })
    }
    await expect(
      prepareTransactionView({ client: client(), api: api(), from: FROM, request: { to: TO, chainId: 1 } }),
    ).rejects.toMatchObject({ code: 'invalid_request_arguments' })
    expect(rpc.calls).toEqual([])
  })

  it('balance, gas and price are fetched in parallel', async () => {
    const started = new Set<string>()
    let release: () => void = () => {}
    const allStarted = new Promise<void>((resolve) => {
      release = resolve
    })
    const gate = async (name: string) => {
      started.add(name)
      if (started.has('balance') && started.has('gas') && started.has('price')) release()
      // each lookup answers only once all three have started: run in sequence, this would never finish
      await Promise.race([
        allStarted,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`${name} alone`)), 2000)),
      ])
    }
    server.use(
      http.post(RPC, async ({ request }) => {
        const body = (await request.json()) as { id: number; method: string }
        if (body.method === 'eth_getBalance') await gate('balance')
        if (body.method === 'eth_estimateGas') await gate('gas')
        const answers = chainAnswers(ETH) as Record<string, unknown>
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: answers[body.method] })
      }),
      http.get(`${TEST_API_URL}/api/v1/token_price`, async () => {
        await gate('price')
        return HttpResponse.json({ usd: 3000 })
      }),
    )
    const view = await prepareTransactionView({
      client: client(),
      api: api(),
      from: FROM,
      request: { to: TO, value: 1 },
    })
    expect(view.priceUsd).toBe(3000)
    expect([...started].sort()).toEqual(['balance', 'gas', 'price'])
  })
})
