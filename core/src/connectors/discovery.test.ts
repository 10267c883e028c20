import { announceProvider } from 'mipd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeProvider, createStepClock, flush } from '../../../test/fixtures/core/connectors'
import { createDefaultEnv, type WalletHostLike } from '../env'
import { createWalletDiscovery, mergeDiscoveredWallets } from './discovery'

const icon = 'data:image/svg+xml,<svg/>' as const

describe('discovery through EIP-6963 (mipd) on a stand-in window', () => {
  beforeEach(() => {
    vi.stubGlobal('window', new EventTarget())
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const host = (injected: unknown): WalletHostLike => ({
    createProviderStore: async () => (await import('mipd')).createStore(),
    injectedProvider: () => injected,
  })

  it('two announced providers and one injected duplicate give 2 wallets; injected joins only after the wait', async () => {
    const metamask = Object.assign(createFakeProvider(), { isMetaMask: true })
    const rabby = createFakeProvider()
    const clock = createStepClock()
    const discovery = createWalletDiscovery({
      env: { walletHost: host(metamask), clock, logger: console },
    })
    const seen: number[] = []
    const stop = discovery.$wallets.subscribe((list) => seen.push(list.length))
    expect(discovery.$status.get()).toBe('detecting')
    await flush()
    announceProvider({
      info: { uuid: 'u-mm', name: 'MetaMask', icon, rdns: 'io.metamask' },
      provider: metamask as never,
    })
    announceProvider({
      info: { uuid: 'u-rb', name: 'Rabby Wallet 🐰', icon, rdns: 'io.rabby' },
      provider: rabby as never,
    })
    // the same announcement again (a wallet re-announces on every request) is not a new wallet
    announceProvider({
      info: { uuid: 'u-mm', name: 'MetaMask', icon, rdns: 'io.metamask' },
      provider: metamask as never,
    })
    await flush()
    expect(discovery.$wallets.get().map((w) => w.id)).toEqual(['u-mm', 'u-rb'])
    await clock.advance(2999)
    expect(discovery.$status.get()).toBe('detecting')
    await clock.advance(1)
    expect(discovery.$status.get()).toBe('ready')
    const wallets = discovery.$wallets.get()
    expect(wallets).toHaveLength(2)
    expect(wallets.map((w) => [w.name, w.walletClientType, w.source])).toEqual([
      ['MetaMask', 'metamask', 'eip6963'],
      ['Rabby Wallet', 'rabby', 'eip6963'],
    ])
    expect(seen.at(-1)).toBe(2)
    stop()
  })

  it('with nothing announced, window.ethereum appears after the 3000 ms wait', async () => {
    const injected = Object.assign(createFakeProvider(), { isMetaMask: true })
    const clock = createStepClock()
    const discovery = createWalletDiscovery({ env: { walletHost: host(injected), clock, logger: console } })
    const stop = discovery.$wallets.listen(() => {})
    await flush()
    expect(discovery.$wallets.get()).toEqual([])
    await clock.advance(3000)
    expect(discovery.$wallets.get()).toMatchObject([
      {
        id: 'injected',
        name: 'MetaMask',
        source: 'injected',
        walletClientType: 'metamask',
        connectorType: 'injected',
      },
    ])
    stop()
  })

  it('the default env of a window uses mipd and window.ethereum', async () => {
    const injected = createFakeProvider()
    ;(globalThis.window as unknown as { ethereum: unknown }).ethereum = injected
    const env = createDefaultEnv()
    expect(env.walletHost?.injectedProvider()).toBe(injected)
    const store = await env.walletHost?.createProviderStore()
    announceProvider({
      info: { uuid: 'u-1', name: 'One', icon, rdns: 'one.example' },
      provider: injected as never,
    })
    expect(store?.getProviders().map((p) => p.info.uuid)).toEqual(['u-1'])
    store?.destroy()
  })
})

describe('mergeDiscoveredWallets', () => {
  it('drops an injected provider whose wallet announced itself under another object (by its flags)', () => {
    const announced = createFakeProvider()
    const injectedProxy = Object.assign(createFakeProvider(), { isCoinbaseWallet: true })
    const list = mergeDiscoveredWallets(
      [
        {
          info: { uuid: 'u-cb', name: 'Coinbase Wallet', icon, rdns: 'com.coinbase.wallet' },
          provider: announced,
        },
      ],
      injectedProxy,
    )
    expect(list.map((w) => [w.id, w.connectorType])).toEqual([['u-cb', 'coinbase_wallet']])
  })

  it("leaves the user's own embedded wallet (announced for wagmi-style hosts) out of the login list", () => {
    const list = mergeDiscoveredWallets(
      [
        {
          info: { uuid: 'u-emb', name: 'Latch Embedded Wallet', icon, rdns: 'org.latch.embedded' },
          provider: createFakeProvider(),
        },
        {
          info: { uuid: 'u-mm', name: 'MetaMask', icon, rdns: 'io.metamask' },
          provider: createFakeProvider(),
        },
      ],
      undefined,
    )
    expect(list.map((w) => w.id)).toEqual(['u-mm'])
  })

  it('ignores announcements without a provider and a non-provider window.ethereum', () => {
    const list = mergeDiscoveredWallets(
      [{ info: { uuid: 'u-x', name: 'X', icon, rdns: 'x' }, provider: { notRequest: true } }],
      'ethereum',
    )
    expect(list).toEqual([])
  })

  it('a provider announced under two uuids is listed once', () => {
    const p = createFakeProvider()
    const list = mergeDiscoveredWallets(
      [
        { info: { uuid: 'a', name: 'A', icon, rdns: 'a' }, provider: p },
        { info: { uuid: 'b', name: 'A again', icon, rdns: 'a' }, provider: p },
      ],
      undefined,
    )
    expect(list.map((w) => w.id)).toEqual(['a'])
  })
})

describe('on a server', () => {
  it('there is no wallet host and discovery is ready with no wallets', () => {
    const env = createDefaultEnv()
    expect(env.walletHost).toBeUndefined()
    const discovery = createWalletDiscovery({ env: { ...env, clock: createStepClock() } })
    const stop = discovery.$wallets.listen(() => {})
    expect(discovery.$status.get()).toBe('ready')
    expect(discovery.$wallets.get()).toEqual([])
    stop()
  })
})
