import { delay, HttpResponse, http } from 'msw'
import type { Chain } from 'viem'
import { arbitrum, base, mainnet, optimism, polygon, polygonMumbai, zora } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { type RpcAnswer, rpcNode, uint256Word } from '../../../test/fixtures/msw/rpc.handlers'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { createChainClient } from '../chains/client'
import { resolveConfig } from '../config/resolve'
import { walletMessages } from '../messages.wallet'
import { estimateArbitrumFees } from './arbitrum'
import { estimateFees, estimateTransactionGas } from './estimate'
import { estimateOpStackL1Fee } from './l1-fee'
import { fetchPolygonGasTiers, polygonGasStationUrl } from './polygon'

const server = useMswServer(createMswServer())
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const rpcUrl = (chain: Chain) => `http://rpc.test/${chain.id}`
const GWEI = 10n ** 9n

function clientFor(chain: Chain, extra: { timeoutMs?: number } = {}) {
  const config = resolveConfig({
    supportedChains: [chain],
    rpcConfig: { rpcUrls: { [chain.id]: rpcUrl(chain) } },
  }).config
  return createChainClient({ config, chainId: chain.id, retryCount: 0, ...extra })
}

/** A latest block with this base fee (the fields viem's block formatter reads). */
const block = (baseFeePerGas: bigint | null) => ({
  number: '0x10',
  hash: `0x${'ab'.repeat(32)}`,
  parentHash: `0x${'cd'.repeat(32)}`,
  timestamp: '0x6553f100',
  gasLimit: '0x1c9c380',
  gasUsed: '0x0',
  transactions: [],
  ...(baseFeePerGas === null ? {} : { baseFeePerGas: `0x${baseFeePerGas.toString(16)}` }),
})

function node(chain: Chain, answers: Record<string, RpcAnswer>, fault?: 'stall' | 'garbage' | 'wrong-shape') {
  const n = rpcNode(rpcUrl(chain), answers, { fault })
  server.use(n.handler)
  return n
}

const STATION = {
  safeLow: { maxPriorityFee: 30.000000001, maxFee: 30.000000017 },
  standard: { maxPriorityFee: 31.5, maxFee: 31.500000016 },
  fast: { maxPriorityFee: 40, maxFee: 40.1 },
  estimatedBaseFee: 1.6e-8,
  blockTime: 2,
  blockNumber: 50_000_000,
}

describe('Polygon gas station v2', () => {
  it('mainnet and Mumbai use their own station; safeLow, standard and fast become wei', async () => {
    const seen: string[] = []
    server.use(
      http.get('https://gasstation.polygon.technology/v2', ({ request }) => {
        seen.push(request.url)
        return HttpResponse.json(STATION)
      }),
      http.get('https://gasstation-testnet.polygon.technology/v2', ({ request }) => {
        seen.push(request.url)
        return HttpResponse.json({ ...STATION, fast: { maxPriorityFee: 1, maxFee: 2 } })
      }),
    )
    const tiers = await fetchPolygonGasTiers({ chainId: 137, fetch })
    expect(tiers).toEqual({
      safeLow: { maxPriorityFeePerGas: 30n * GWEI + 1n, maxFeePerGas: 30n * GWEI + 17n },
      standard: { maxPriorityFeePerGas: 31_500_000_000n, maxFeePerGas: 31_500_000_016n },
      fast: { maxPriorityFeePerGas: 40n * GWEI, maxFeePerGas: 40_100_000_000n },
    })
    const mumbai = await fetchPolygonGasTiers({ chainId: 80001, fetch })
    expect(mumbai.fast).toEqual({ maxPriorityFeePerGas: GWEI, maxFeePerGas: 2n * GWEI })
    expect(seen).toEqual([
      'https://gasstation.polygon.technology/v2',
      'https://gasstation-testnet.polygon.technology/v2',
    ])
  })

  it('estimateFees on Polygon uses the standard tier by default, another when asked, and no RPC fee call', async () => {
    server.use(http.get('https://gasstation.polygon.technology/v2', () => HttpResponse.json(STATION)))
    const rpc = node(polygon, {})
    const fees = await estimateFees(clientFor(polygon), { fetch })
    expect(fees).toMatchObject({
      source: 'polygon-gas-station',
      maxPriorityFeePerGas: 31_500_000_000n,
      maxFeePerGas: 31_500_000_016n,
    })
    expect(fees.tiers?.fast.maxFeePerGas).toBe(40_100_000_000n)
    expect((await estimateFees(clientFor(polygon), { fetch, tier: 'fast' })).maxFeePerGas).toBe(
      40_100_000_000n,
    )
    expect(rpc.calls).toEqual([])
    // Mumbai goes to the testnet station
    server.use(http.get('https://gasstation-testnet.polygon.technology/v2', () => HttpResponse.json(STATION)))
    expect((await estimateFees(clientFor(polygonMumbai), { fetch, tier: 'safeLow' })).maxFeePerGas).toBe(
      30n * GWEI + 17n,
    )
  })

  it("a non-Polygon chain: 'Unsupported chain'", () => {
    expect(() => polygonGasStationUrl(1)).toThrow(
      expect.objectContaining({ code: 'unsupported_chain', message: 'Unsupported chain' }),
    )
    expect(walletMessages['gas.unsupportedChain']).toBe('Unsupported chain')
  })

  it('a station that fails, answers garbage, misses a tier or stalls: gas_station_failed naming the url', async () => {
    const station = 'https://gasstation.polygon.technology/v2'
    const cases: [string, () => Response | Promise<Response>, string][] = [
      ['500', () => new HttpResponse('oops', { status: 500 }), 'HTTP 500'],
      ['not json', () => new HttpResponse('<html>', { status: 200 }), 'not JSON'],
      [
        'missing tier',
        () => HttpResponse.json({ safeLow: STATION.safeLow, standard: STATION.standard }),
        'tiers',
      ],
      ['negative', () => HttpResponse.json({ ...STATION, fast: { maxPriorityFee: -1, maxFee: 3 } }), 'tiers'],
      ['network', () => HttpResponse.error(), 'network error'],
    ]
    for (const [name, answer, reason] of cases) {
      server.use(http.get(station, answer))
      const error = await fetchPolygonGasTiers({ chainId: 137, fetch }).catch((e) => e)
      expect(error, name).toMatchObject({
        code: 'gas_station_failed',
        message: expect.stringContaining(station),
      })
      expect(error.message, name).toContain(reason)
    }
    server.use(
      http.get(station, async () => {
        await delay('infinite')
        return HttpResponse.json(STATION)
      }),
    )
    const stalled = await fetchPolygonGasTiers({ chainId: 137, fetch, timeoutMs: 30 }).catch((e) => e)
    expect(stalled).toMatchObject({ code: 'gas_station_failed', retryable: true })
    expect(stalled.message).toContain('no answer within 30 ms')
  })
})

describe('Arbitrum: max fee = latest base fee x 1.2, priority fee 0', () => {
  it('reads the latest block and applies 1.2 exactly', async () => {
    const rpc = node(arbitrum, { eth_getBlockByNumber: block(100_000_000n) })
    expect(await estimateArbitrumFees(clientFor(arbitrum))).toEqual({
      maxFeePerGas: 120_000_000n,
      maxPriorityFeePerGas: 0n,
    })
    expect(rpc.calls[0]).toMatchObject({ method: 'eth_getBlockByNumber', params: ['latest', false] })
    const fees = await estimateFees(clientFor(arbitrum))
    expect(fees).toMatchObject({
      source: 'arbitrum-base-fee',
      maxFeePerGas: 120_000_000n,
      maxPriorityFeePerGas: 0n,
    })
    // no eth_maxPriorityFeePerGas call: the priority fee is 0 by rule
    expect(rpc.calls.map((c) => c.method)).not.toContain('eth_maxPriorityFeePerGas')
  })

  it('a block without a base fee, an RPC that stalls or answers garbage: gas_fees_failed, typed', async () => {
    node(arbitrum, { eth_getBlockByNumber: block(null) })
    await expect(estimateArbitrumFees(clientFor(arbitrum))).rejects.toMatchObject({
      code: 'gas_fees_failed',
      message: expect.stringContaining('base fee of the latest Arbitrum block on chain 42161'),
    })
    node(arbitrum, {}, 'stall')
    const timedOut = await estimateArbitrumFees(clientFor(arbitrum, { timeoutMs: 40 })).catch((e) => e)
    expect(timedOut).toMatchObject({
      code: 'gas_fees_failed',
      retryable: true,
      cause: { code: 'rpc_timeout' },
    })
    node(arbitrum, {}, 'garbage')
    const garbage = await estimateArbitrumFees(clientFor(arbitrum)).catch((e) => e)
    expect(garbage).toMatchObject({ code: 'gas_fees_failed', cause: { code: 'rpc_error' } })
    await expect(estimateArbitrumFees(clientFor(mainnet))).rejects.toMatchObject({
      message: 'Unsupported chain',
    })
  })
})

describe('OP-stack L1 data fee (Base, Optimism, Zora)', () => {
  const L1_FEE = 123_456_789_000n
  const answers = (calls: unknown[][]): Record<string, RpcAnswer> => ({
    eth_estimateGas: '0x5208',
    eth_getBlockByNumber: block(GWEI),
    eth_maxPriorityFeePerGas: `0x${(GWEI / 10n).toString(16)}`,
    eth_call: (params: unknown[]) => {
      calls.push(params)
      return uint256Word(L1_FEE)
    },
  })

  it('is read from the gas price oracle and added to the total', async () => {
    for (const chain of [base, optimism, zora]) {
      const calls: unknown[][] = []
      node(chain, answers(calls))
      const estimate = await estimateTransactionGas(clientFor(chain), {
        from: FROM,
        to: TO,
        value: 10n ** 16n,
      })
      expect(estimate.gas).toBe(21_000n)
      expect(estimate.l1Fee, chain.name).toBe(L1_FEE)
      expect(estimate.pricePerGas).toBe(estimate.fees.maxFeePerGas)
      expect(estimate.executionFee).toBe(21_000n * estimate.pricePerGas)
      expect(estimate.totalFee).toBe(estimate.executionFee + L1_FEE)
      // getL1Fee(bytes) on the predeploy 0x42…0F
      const call = calls[0]?.[0] as { to: string; data: string }
      expect(call.to.toLowerCase()).toBe('0x420000000000000000000000000000000000000f')
      expect(call.data.slice(0, 10)).toBe('0x49948e0e')
    }
  })

  it('a chain without an L1 fee makes no oracle call and adds nothing', async () => {
    const calls: unknown[][] = []
    node(mainnet, answers(calls))
    const estimate = await estimateTransactionGas(clientFor(mainnet), { from: FROM, to: TO, value: 1n })
    expect(estimate.l1Fee).toBe(0n)
    expect(estimate.totalFee).toBe(estimate.executionFee)
    expect(calls).toEqual([])
    await expect(estimateOpStackL1Fee(clientFor(mainnet), { account: FROM })).rejects.toMatchObject({
      code: 'unsupported_chain',
      message: 'Unsupported chain',
    })
  })

  it('an oracle call that fails: l1_fee_failed', async () => {
    node(base, {
      ...answers([]),
      eth_call: () => {
        throw new Error('execution reverted')
      },
    })
    await expect(estimateTransactionGas(clientFor(base), { from: FROM, to: TO })).rejects.toMatchObject({
      code: 'l1_fee_failed',
      message: 'Could not read the L1 data fee from the gas price oracle of chain 8453',
    })
  })
})

describe('estimateTransactionGas on any other chain (viem estimateGas + estimateFeesPerGas)', () => {
  it('a gas limit set by the host is used as is', async () => {
    const rpc = node(mainnet, { eth_getBlockByNumber: block(GWEI), eth_maxPriorityFeePerGas: '0x0' })
    const estimate = await estimateTransactionGas(clientFor(mainnet), { from: FROM, to: TO, gas: 50_000n })
    expect(estimate.gas).toBe(50_000n)
    expect(rpc.calls.map((c) => c.method)).not.toContain('eth_estimateGas')
    expect(estimate.fees.source).toBe('rpc')
  })

  it('an RPC that times out or answers garbage: gas_estimate_failed (or fees) with a typed cause, no crash', async () => {
    node(mainnet, {}, 'stall')
    const timedOut = await estimateTransactionGas(clientFor(mainnet, { timeoutMs: 40 }), {
      from: FROM,
      to: TO,
    }).catch((e) => e)
    expect(['gas_estimate_failed', 'gas_fees_failed']).toContain(timedOut.code)
    expect(timedOut).toMatchObject({ retryable: true, cause: { code: 'rpc_timeout' } })
    expect(timedOut.cause.message).toBe('The RPC node of chain 1 did not answer within 40 ms')

    node(mainnet, {}, 'garbage')
    const garbage = await estimateTransactionGas(clientFor(mainnet), { from: FROM, to: TO }).catch((e) => e)
    expect(['gas_estimate_failed', 'gas_fees_failed']).toContain(garbage.code)
    expect(garbage.cause).toMatchObject({ code: 'rpc_error' })

    node(mainnet, {
      eth_estimateGas: () => {
        throw new Error('insufficient funds for gas * price + value')
      },
      eth_getBlockByNumber: block(GWEI),
      eth_maxPriorityFeePerGas: '0x1',
    })
    const reverted = await estimateTransactionGas(clientFor(mainnet), { from: FROM, to: TO }).catch((e) => e)
    expect(reverted).toMatchObject({
      code: 'gas_estimate_failed',
      message: 'Could not estimate the gas of this transaction on chain 1',
    })
    expect(reverted.details).toMatch(/exceeds the balance/)
  })
})
