import { HttpResponse, http } from 'msw'
import { type Chain, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { embeddedChainKey } from '../constants'
import { createMemoryStorage } from '../env'
import { EmbeddedWalletError } from '../errors'
import { signRpc } from './frame/rpc'
import {
  announceEmbeddedWalletProvider,
  createEmbeddedWalletProvider,
  EMBEDDED_PROVIDER_METHODS,
  EmbeddedProviderError,
  FORWARDED_RPC_METHODS,
} from './provider'
import type { EmbeddedWalletProxy } from './proxy'

/** Each chain has its own node url, so a test can see which chain a read went to. */
const rpcOf = (id: number) => `http://rpc-${id}.latch.test/`
const chain = (id: number, name: string): Chain => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcOf(id)] } },
})
/** Chain 5 has a node that cannot be reached. */
const CHAINS = [chain(1, 'Ethereum'), chain(31337, 'Local'), chain(5, 'Down')]
/** Every JSON-RPC call the nodes received: url, method, params. */
const nodeCalls: Array<{ url: string; method: string; params: unknown }> = []
const REVERT_DATA = '0x08c379a0'

const server = useMswServer(
  createMswServer(
    http.post(rpcOf(5), () => HttpResponse.error()),
    http.post(/^http:\/\/rpc-\d+\.latch\.test\/$/, async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string; params?: unknown }
      nodeCalls.push({ url: request.url, method: body.method, params: body.params })
      if (body.method === 'eth_call') {
        return HttpResponse.json({
          jsonrpc: '2.0',
          id: body.id,
          error: { code: 3, message: 'execution reverted: nope', data: REVERT_DATA },
        })
      }
      const results: Record<string, unknown> = {
        eth_blockNumber: request.url.includes('31337') ? '0x20' : '0x10',
        eth_getBalance: '0xde0b6b3a7640000',
        net_version: '1',
        eth_chainId: '0x1',
        eth_getTransactionCount: '0x7',
        eth_estimateGas: '0x5208',
        eth_maxPriorityFeePerGas: '0x3b9aca00',
        eth_getBlockByNumber: {
          number: '0x10',
          baseFeePerGas: '0x3b9aca00',
          timestamp: '0x1',
          transactions: [],
        },
      }
      if (!(body.method in results))
        return HttpResponse.json({ jsonrpc: '2.0', id: body.id, error: { code: -32601, message: 'no' } })
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: results[body.method] })
    }),
  ),
)

/** A provider whose proxy signs with the frame's own signing code and a local key. */
function setup(opts: { token?: string | null; storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  const account = privateKeyToAccount(generatePrivateKey())
  const rpc = vi.fn(async (d: Parameters<EmbeddedWalletProxy['rpc']>[0]) => {
    try {
      return { method: d.request.method, result: await signRpc(account, d.request) }
    } catch (e) {
      const err = e as { type: string; message: string }
      throw new EmbeddedWalletError(err.type, err.message)
    }
  })
  const provider = createEmbeddedWalletProvider({
    proxy: { rpc } as unknown as EmbeddedWalletProxy,
    address: account.address,
    getAccessToken: async () => (opts.token === undefined ? 'token' : opts.token),
    chains: CHAINS,
    storage: opts.storage,
  })
  return { provider, account, rpc }
}

/** A provider whose frame answers every signing request with `rpc`. */
function setupWith(rpc: EmbeddedWalletProxy['rpc']) {
  return createEmbeddedWalletProvider({
    proxy: { rpc },
    address: '0x000000000000000000000000000000000000dEaD',
    getAccessToken: async () => 'token',
    chains: CHAINS,
  })
}

describe('embedded wallet EIP-1193 provider', () => {
  it('onRequest hears each request by method, outcome, duration and EIP-1193 code, never params or results', async () => {
    const heard: Array<{ method: string; outcome: string; ms: number; code?: string }> = []
    let t = 1000
    const account = privateKeyToAccount(generatePrivateKey())
    const provider = createEmbeddedWalletProvider({
      proxy: {
        rpc: async (d: Parameters<EmbeddedWalletProxy['rpc']>[0]) => {
          t += 25
          return { method: d.request.method, result: await signRpc(account, d.request) }
        },
      } as unknown as EmbeddedWalletProxy,
      address: account.address,
      getAccessToken: async () => 'token',
      chains: CHAINS,
      onRequest: (r) => heard.push(r),
      now: () => t,
    })
    const signature = await provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', account.address],
    })
    await expect(provider.request({ method: 'eth_nope' })).rejects.toMatchObject({ code: 4200 })
    expect(heard).toEqual([
      { method: 'personal_sign', outcome: 'ok', ms: 25 },
      { method: 'eth_nope', outcome: 'error', ms: 0, code: '4200' },
    ])
    expect(JSON.stringify(heard)).not.toContain(String(signature).slice(2, 20))
    expect(JSON.stringify(heard)).not.toContain(account.address.slice(2))
  })

  it('emits connect with the chain id after creation', async () => {
    const { provider } = setup()
    const connect = vi.fn()
    provider.on('connect', connect)
    await new Promise((r) => setTimeout(r, 0))
    expect(connect).toHaveBeenCalledWith({ chainId: '0x1' })
  })

  it('forwards read and node methods to the current chain node as they are; node errors keep their code and data', async () => {
    nodeCalls.length = 0
    const { provider, account, rpc } = setup()
    expect(await provider.request({ method: 'eth_getBalance', params: [account.address, 'latest'] })).toBe(
      '0xde0b6b3a7640000',
    )
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(await provider.request({ method: 'net_version', params: [] })).toBe('1')
    expect(nodeCalls.map((c) => [c.url, c.method])).toEqual([
      [rpcOf(1), 'eth_getBalance'],
      [rpcOf(1), 'eth_blockNumber'],
      [rpcOf(1), 'net_version'],
    ])
    expect(nodeCalls[0]?.params).toEqual([account.address, 'latest'])
    // after a switch, reads go to the new chain's node
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x20')
    expect(nodeCalls.at(-1)?.url).toBe(rpcOf(31337))
    // a revert keeps the node's code and revert data (ethers and viem decode it)
    await expect(
      provider.request({ method: 'eth_call', params: [{ to: account.address, data: '0x' }, 'latest'] }),
    ).rejects.toMatchObject({ name: 'EmbeddedProviderError', code: 3, data: REVERT_DATA })
    // a method the node does not know: its own -32601
    await expect(provider.request({ method: 'eth_getProof', params: [] })).rejects.toMatchObject({
      code: -32601,
    })
    expect(rpc).not.toHaveBeenCalled()
  })

  it('a node that cannot be reached: 4901 (chain disconnected)', async () => {
    const { provider } = setup()
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] })
    await expect(provider.request({ method: 'eth_blockNumber' })).rejects.toMatchObject({
      name: 'EmbeddedProviderError',
      code: 4901,
      message: 'The RPC node of chain 5 did not answer',
    })
  })

  it('end(): accountsChanged([]) and disconnect (4900) once; then no accounts, signing 4100 without asking the frame, reads 4900', async () => {
    nodeCalls.length = 0
    const { provider, account, rpc } = setup()
    const accounts = vi.fn()
    const disconnect = vi.fn()
    provider.on('accountsChanged', accounts).on('disconnect', disconnect)
    provider.end()
    provider.end()
    expect(accounts.mock.calls).toEqual([[[]]])
    expect(disconnect).toHaveBeenCalledTimes(1)
    expect(disconnect.mock.calls[0]?.[0]).toMatchObject({ code: 4900 })
    expect(provider.isConnected()).toBe(false)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    for (const method of ['personal_sign', 'eth_sign', 'eth_signTypedData_v4', 'eth_signTransaction']) {
      const params = method === 'eth_signTransaction' ? [{}] : ['0x00', account.address]
      await expect(provider.request({ method, params })).rejects.toMatchObject({ code: 4100 })
    }
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4100 })
    await expect(
      provider.request({ method: 'eth_getBalance', params: [account.address] }),
    ).rejects.toMatchObject({
      code: 4900,
    })
    expect(rpc).not.toHaveBeenCalled()
    expect(nodeCalls).toEqual([])
  })

  it('a frame that is down answers 4900; a session that ended while waiting answers 4100', async () => {
    const { LatchError } = await import('../errors')
    const down = setupWith(async () => {
      throw new LatchError('embedded_wallet_disconnected', 'down')
    })
    await expect(
      down.request({ method: 'personal_sign', params: ['0x00', down.address] }),
    ).rejects.toMatchObject({
      code: 4900,
    })
    const blocked = setupWith(async () => {
      throw new LatchError('embedded_wallet_frame_blocked', 'add frame-src')
    })
    await expect(
      blocked.request({ method: 'eth_sign', params: [blocked.address, '0x00'] }),
    ).rejects.toMatchObject({
      code: 4900,
      message: 'add frame-src',
    })
    const ended = setupWith(async () => {
      throw new LatchError('must_be_authenticated', 'User must be authenticated')
    })
    await expect(
      ended.request({ method: 'personal_sign', params: ['0x00', ended.address] }),
    ).rejects.toMatchObject({
      code: 4100,
    })
    expect(await ended.request({ method: 'eth_accounts' })).toEqual([ended.address])
  })

  it('bad input of any shape is a typed provider error with a numeric code, never another throw', async () => {
    const fc = await import('fast-check')
    const { provider } = setup()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom(...EMBEDDED_PROVIDER_METHODS, ...FORWARDED_RPC_METHODS)),
        fc.oneof(fc.anything({ maxDepth: 2 }), fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 })),
        async (method, params) => {
          try {
            await provider.request({ method, params } as never)
          } catch (error) {
            expect(error).toBeInstanceOf(EmbeddedProviderError)
            expect(typeof (error as EmbeddedProviderError).code).toBe('number')
          }
        },
      ),
      { numRuns: 100 },
    )
    for (const junk of [null, undefined, 'eth_accounts', 7]) {
      await expect(provider.request(junk as never)).rejects.toBeInstanceOf(EmbeddedProviderError)
    }
  })

  it('answers accounts and chain id without the frame', async () => {
    const { provider, account, rpc } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([account.address])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([account.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(rpc).not.toHaveBeenCalled()
  })

  it('personal_sign and eth_signTypedData_v4 go through the frame with the access token; signatures verify', async () => {
    const { provider, account, rpc } = setup()
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['hello', account.address],
    })) as `0x${string}`
    expect(await verifyMessage({ address: account.address, message: 'hello', signature })).toBe(true)
    expect(rpc.mock.calls[0]?.[0]).toMatchObject({ accessToken: 'token', address: account.address })
    const typed = {
      domain: { name: 'X', chainId: 1 },
      types: { A: [{ name: 'b', type: 'uint256' }] },
      primaryType: 'A' as const,
      message: { b: 1n },
    }
    const sig = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [account.address, JSON.stringify({ ...typed, message: { b: '1' } })],
    })) as `0x${string}`
    expect(await verifyTypedData({ address: account.address, ...typed, signature: sig })).toBe(true)
  })

  it('signing without a valid access token is refused with 4100 before the frame is asked', async () => {
    const { provider, account, rpc } = setup({ token: null })
    await expect(
      provider.request({ method: 'personal_sign', params: ['hi', account.address] }),
    ).rejects.toMatchObject({
      code: 4100,
      message: 'User must be authenticated',
    })
    await expect(
      provider.request({ method: 'eth_populateTransactionRequest', params: [{}] }),
    ).rejects.toMatchObject({
      code: 4100,
    })
    expect(rpc).not.toHaveBeenCalled()
  })

  it('unsupported methods and wrong params give 4200', async () => {
    const { provider, account } = setup()
    for (const method of [
      'eth_sendTransaction',
      'eth_subscribe',
      'wallet_addEthereumChain',
      'eth_coinbase',
    ]) {
      await expect(provider.request({ method, params: [] })).rejects.toMatchObject({ code: 4200 })
    }
    await expect(provider.request({ method: 'personal_sign', params: { a: 1 } })).rejects.toMatchObject({
      code: 4200,
    })
    // the frame refuses a wrong address parameter: invalid_request_arguments -> 4200
    await expect(
      provider.request({
        method: 'eth_sign',
        params: ['0x000000000000000000000000000000000000dEaD', '0x12'],
      }),
    ).rejects.toMatchObject({ code: 4200 })
    await expect(
      provider.request({ method: 'personal_sign', params: ['', account.address] }),
    ).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('wallet_switchEthereumChain: a supported chain is switched, announced and remembered per address', async () => {
    const storage = createMemoryStorage()
    const { provider, account } = setup({ storage })
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    expect(
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).toBeNull()
    expect(changed).toHaveBeenCalledWith('0x7a69')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(storage.getItem(embeddedChainKey(account.address))).toBe('31337')
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x6' }] }),
    ).rejects.toMatchObject({
      code: 4902,
      message:
        'Chain ID 6 is not supported. It must be added to the config.supportedChains property of the LatchProvider.',
    })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{}] }),
    ).rejects.toMatchObject({
      code: 4200,
    })
  })

  it('eth_signTransaction signs for the current chain when the transaction names none', async () => {
    const { provider, account } = setup()
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    const raw = (await provider.request({
      method: 'eth_signTransaction',
      params: [
        {
          to: '0x000000000000000000000000000000000000dEaD',
          value: '0x1',
          gas: '0x5208',
          nonce: '0x0',
          maxFeePerGas: '0x2',
          maxPriorityFeePerGas: '0x1',
        },
      ],
    })) as `0x${string}`
    const tx = parseTransaction(raw)
    expect(tx.chainId).toBe(31337)
    expect(tx.value).toBe(1n)
    expect(await recoverTransactionAddress({ serializedTransaction: raw as `0x02${string}` })).toBe(
      account.address,
    )
  })

  it("eth_populateTransactionRequest fills nonce, gas and fees from the chain's RPC url", async () => {
    const { provider, account } = setup()
    const tx = (await provider.request({
      method: 'eth_populateTransactionRequest',
      params: [{ to: '0x000000000000000000000000000000000000dEaD', value: '0x1' }],
    })) as Record<string, string>
    expect(tx).toMatchObject({
      from: account.address,
      chainId: '0x1',
      nonce: '0x7',
      gas: '0x5208',
      value: '0x1',
    })
    expect(BigInt(tx.maxFeePerGas as string)).toBeGreaterThan(0n)
    expect(server.listHandlers()).toHaveLength(2)
  })
})

describe('EIP-6963 announcement', () => {
  it('announces the provider, answers later discovery requests, and stops when asked', async () => {
    const { provider } = setup()
    expect(await announceEmbeddedWalletProvider(provider)).toBeTypeOf('function')
    const g = globalThis as { window?: EventTarget }
    g.window = new EventTarget()
    try {
      const seen: Array<{ info: { rdns: string; name: string; uuid: string }; provider: unknown }> = []
      g.window.addEventListener('eip6963:announceProvider', (e) => seen.push((e as CustomEvent).detail))
      const stop = await announceEmbeddedWalletProvider(provider)
      expect(seen).toHaveLength(1)
      expect(seen[0]?.info).toMatchObject({ rdns: 'org.latch.embedded', name: 'Latch Embedded Wallet' })
      expect(seen[0]?.provider).toBe(provider)
      const { requestProviders } = await import('mipd')
      const discovered: unknown[] = []
      const unwatch = requestProviders((detail) => discovered.push(detail.provider))
      expect(discovered).toEqual([provider])
      stop()
      g.window.dispatchEvent(new Event('eip6963:requestProvider'))
      expect(seen).toHaveLength(2)
      unwatch?.()
    } finally {
      delete g.window
    }
  })
})
