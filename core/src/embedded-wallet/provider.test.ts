import { HttpResponse, http } from 'msw'
import { type Chain, parseTransaction, recoverTransactionAddress, verifyMessage, verifyTypedData } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { createMemoryStorage } from '../env'
import { EmbeddedWalletError } from '../errors'
import { signRpc } from './frame/rpc'
import { announceEmbeddedWalletProvider, createEmbeddedWalletProvider, embeddedChainKey } from './provider'
import type { EmbeddedWalletProxy } from './proxy'

const RPC = 'http://rpc.latch.test'
const chain = (id: number, name: string): Chain => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [RPC] } },
})
const CHAINS = [chain(1, 'Ethereum'), chain(31337, 'Local')]

const server = useMswServer(
  createMswServer(
    http.post(RPC, async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string }
      const results: Record<string, unknown> = {
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

describe('embedded wallet EIP-1193 provider', () => {
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
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
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
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x5' }] }),
    ).rejects.toMatchObject({
      code: 4902,
      message:
        'Chain ID 5 is not supported. It must be added to the config.supportedChains property of the PrivyProvider.',
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
    expect(server.listHandlers()).toHaveLength(1)
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
