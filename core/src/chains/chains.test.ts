import type { Chain } from 'viem'
import { getBlockNumber } from 'viem/actions'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { rpcNode } from '../../../test/fixtures/msw/rpc.handlers'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { resolveConfig } from '../config/resolve'
import { WALLET_RPC_TIMEOUT_MS } from '../constants'
import { messages } from '../messages'
import { createChainClient } from './client'
import { toRpcError } from './errors'
import { loadBuiltInChain, loadBuiltInChains } from './load'
import { findSupportedChain, rpcTimeoutFor, rpcUrlFor } from './rpc'

const server = useMswServer(createMswServer())
const RPC = 'http://rpc.test/base'

const config = (extra: Parameters<typeof resolveConfig>[0] = {}) =>
  resolveConfig({ supportedChains: [viemChains.base, viemChains.hardhat], ...extra }).config

describe('built-in chains', () => {
  it('has every known id, as the very objects of viem/chains, all with 18 decimals', async () => {
    const known: Record<number, string> = {
      1: 'Ethereum',
      5: 'Goerli',
      11155111: 'Sepolia',
      17000: 'Holesky',
      42161: 'Arbitrum One',
      421613: 'Arbitrum Goerli',
      421614: 'Arbitrum Sepolia',
      8453: 'Base',
      84531: 'Base Goerli',
      10: 'OP Mainnet',
      420: 'Optimism Goerli',
      7777777: 'Zora',
      999: 'Zora Goerli Testnet',
      137: 'Polygon',
      80001: 'Polygon Mumbai',
      42220: 'Celo',
      44787: 'Alfajores',
      314: 'Filecoin Mainnet',
      314159: 'Filecoin Calibration',
      59144: 'Linea Mainnet',
      59140: 'Linea Goerli Testnet',
      43114: 'Avalanche',
      43113: 'Avalanche Fuji',
      17069: 'Garnet Testnet',
      31337: 'Hardhat',
    }
    const all = await loadBuiltInChains()
    const fromViem = new Set<unknown>(Object.values(viemChains))
    for (const [id, name] of Object.entries(known)) {
      const chain = await loadBuiltInChain(Number(id))
      expect(chain?.name, `chain ${id}`).toBe(name)
      expect(chain?.nativeCurrency.decimals).toBe(18)
    }
    for (const chain of all) expect(fromViem.has(chain), chain.name).toBe(true)
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length)
    expect(await loadBuiltInChain(123456789)).toBeNull()
  })
})

describe('supported chains and RPC urls', () => {
  it("the host's rpcUrls win over the chain's default url", () => {
    expect(rpcUrlFor(config(), 8453)).toBe(viemChains.base.rpcUrls.default.http[0])
    expect(rpcUrlFor(config({ rpcConfig: { rpcUrls: { 8453: RPC } } }), 8453)).toBe(RPC)
    expect(findSupportedChain(config(), 31337)).toBe(viemChains.hardhat)
  })

  it("an unsupported chain: 'Unsupported chainId' with the exact details", () => {
    const expected = {
      code: 'unsupported_chain',
      message: 'Unsupported chainId',
      details:
        'Chain ID 137 is not supported. It must be added to the config.supportedChains property of the LatchProvider.',
    }
    expect(() => rpcUrlFor(config(), 137)).toThrow(expect.objectContaining(expected))
    expect(() => findSupportedChain(config(), 137)).toThrow(expect.objectContaining(expected))
    expect(() => createChainClient({ config: config(), chainId: 137 })).toThrow(
      expect.objectContaining(expected),
    )
    // the message keys are the catalogue's, so a host override applies
    expect(messages['config.unsupportedChainId']).toBe(expected.message)
    expect(() => rpcUrlFor(config(), 137, { 'config.unsupportedChainId': 'Nope' })).toThrow('Nope')
  })

  it('a supported chain without any RPC url is a typed error, not a client without a node', () => {
    const bare: Chain = { ...viemChains.hardhat, id: 4242, rpcUrls: { default: { http: [] } } }
    const c = resolveConfig({ supportedChains: [bare] }).config
    expect(() => rpcUrlFor(c, 4242)).toThrow(
      expect.objectContaining({ code: 'missing_rpc_url', message: expect.stringContaining('4242') }),
    )
    expect(() => createChainClient({ config: c, chainId: 4242 })).toThrow(
      expect.objectContaining({ code: 'missing_rpc_url' }),
    )
    expect(
      rpcUrlFor(
        resolveConfig({ supportedChains: [bare], rpcConfig: { rpcUrls: { 4242: RPC } } }).config,
        4242,
      ),
    ).toBe(RPC)
  })

  it('RPC timeout: 120 000 ms by default, per wallet type when configured', () => {
    expect(WALLET_RPC_TIMEOUT_MS).toBe(120_000)
    expect(rpcTimeoutFor(config())).toBe(120_000)
    const c = config({ rpcConfig: { rpcTimeouts: { privy: 30_000, metamask: 5000 } } })
    expect(rpcTimeoutFor(c)).toBe(30_000)
    expect(rpcTimeoutFor(c, 'metamask')).toBe(5000)
    expect(rpcTimeoutFor(c, 'rainbow')).toBe(120_000)
    expect(createChainClient({ config: c, chainId: 8453, walletClientType: 'metamask' }).latchTimeoutMs).toBe(
      5000,
    )
  })
})

describe('createChainClient', () => {
  const c = () => config({ rpcConfig: { rpcUrls: { 8453: RPC } } })

  it('talks to the configured url through the injected fetch', async () => {
    const node = rpcNode(RPC, { eth_chainId: '0x2105', eth_blockNumber: '0x10' })
    server.use(node.handler)
    const seen: string[] = []
    const client = createChainClient({
      config: c(),
      chainId: 8453,
      fetch: (input, init) => {
        seen.push(String(input))
        return fetch(input, init)
      },
    })
    expect(await getBlockNumber(client)).toBe(16n)
    expect(client.chain.id).toBe(8453)
    expect(seen).toEqual([RPC])
    expect(node.calls.map((x) => x.method)).toEqual(['eth_blockNumber'])
  })

  it('an RPC node that never answers: rpc_timeout after the timeout, no crash', async () => {
    server.use(rpcNode(RPC, {}, { fault: 'stall' }).handler)
    const client = createChainClient({ config: c(), chainId: 8453, timeoutMs: 50, retryCount: 0 })
    const started = Date.now()
    const error = await getBlockNumber(client).catch((e: unknown) =>
      toRpcError(e, { chainId: 8453, method: 'eth_blockNumber', timeoutMs: 50 }),
    )
    expect(error).toMatchObject({
      code: 'rpc_timeout',
      retryable: true,
      message: 'The RPC node of chain 8453 did not answer within 50 ms',
    })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('an RPC node that answers garbage or the wrong shape: rpc_error', async () => {
    for (const fault of ['garbage', 'wrong-shape'] as const) {
      server.use(rpcNode(RPC, {}, { fault }).handler)
      const client = createChainClient({ config: c(), chainId: 8453, retryCount: 0 })
      const error = await getBlockNumber(client).then(
        (v) => v,
        (e: unknown) => toRpcError(e, { chainId: 8453, method: 'eth_blockNumber', timeoutMs: 1 }),
      )
      expect(error, fault).toMatchObject({
        code: 'rpc_error',
        message: expect.stringContaining('eth_blockNumber'),
      })
    }
  })
})
