/**
 * The test wallet fixture that end-to-end tests inject with `page.addInitScript`: its esbuild bundle, run against a
 * stand-in window, announces an EIP-1193 provider by EIP-6963 that core discovers, connects and signs with.
 */
import { atom } from 'nanostores'
import { verifyMessage } from 'viem'
import { mainnet } from 'viem/chains'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectorForDiscoveredWallet } from '../../core/src/connectors/connector'
import { createWalletDiscovery } from '../../core/src/connectors/discovery'
import { createWallets } from '../../core/src/connectors/wallets.store'
import { createMemoryStorage } from '../../core/src/env'
import { createStepClock, flush } from '../fixtures/core/connectors'
import { buildTestWalletInitScript } from '../fixtures/wallet/index'

const KEY = '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6' as const

describe('test wallet init script', () => {
  beforeEach(() => {
    vi.stubGlobal('window', new EventTarget())
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('announces itself by EIP-6963; core discovers it, connects, and gets a real signature; rejection is 4001', async () => {
    const script = await buildTestWalletInitScript({ privateKey: KEY, info: { uuid: 'test-wallet-1' } })
    expect(script.length).toBeLessThan(200_000)
    new Function(script)()
    const clock = createStepClock()
    const discovery = createWalletDiscovery({
      env: {
        clock,
        logger: console,
        walletHost: {
          createProviderStore: async () => (await import('mipd')).createStore(),
          injectedProvider: () => (globalThis.window as unknown as { ethereum?: unknown }).ethereum,
        },
      },
    })
    const stop = discovery.$wallets.listen(() => {})
    // mipd is loaded with import() on first use: wait for the store to pick up the announcement
    await vi.waitFor(() => expect(discovery.$wallets.get()).toHaveLength(1))
    await clock.advance(3000)
    await flush()
    const [found] = discovery.$wallets.get()
    expect(discovery.$wallets.get()).toHaveLength(1)
    expect(found).toMatchObject({ id: 'test-wallet-1', name: 'Latch Test Wallet', source: 'eip6963' })
    if (!found) throw new Error('not discovered')

    const wallets = createWallets({
      env: { clock, storage: createMemoryStorage(), logger: console },
      $config: atom({ supportedChains: [mainnet], defaultChain: mainnet, rpcConfig: { rpcUrls: {} } }),
    })
    const wallet = await wallets.connect(connectorForDiscoveredWallet(found, { clock }))
    const controls = (
      globalThis.window as unknown as { __latchTestWallet: { address: string; configure(o: object): void } }
    ).__latchTestWallet
    expect(wallet.address).toBe(controls.address)
    const signature = await wallet.sign('Sign in to Latch')
    expect(await verifyMessage({ address: wallet.address, message: 'Sign in to Latch', signature })).toBe(
      true,
    )

    controls.configure({ rejectSignatures: true })
    await expect(wallet.sign('again')).rejects.toMatchObject({
      message: 'Signature rejected',
      retryable: true,
    })
    controls.configure({ rejectSignatures: false })
    await expect(wallet.sign('again')).resolves.toMatch(/^0x[0-9a-f]{130}$/)
    stop()
  })

  it('as window.ethereum only (injected fallback)', async () => {
    new Function(await buildTestWalletInitScript({ privateKey: KEY, injected: true }))()
    const injected = (
      globalThis.window as unknown as { ethereum?: { request: (a: object) => Promise<unknown> } }
    ).ethereum
    expect(await injected?.request({ method: 'eth_chainId' })).toBe('0x1')
  })
})
