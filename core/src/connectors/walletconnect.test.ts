import { atom } from 'nanostores'
import { base, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import {
  createFakeProvider,
  createStepClock,
  type FakeProvider,
  flush,
} from '../../../test/fixtures/core/connectors'
import { createMemoryStorage } from '../env'
import { createQrCode } from './qr'
import {
  createWalletConnectConnector,
  type WalletConnectInitOptions,
  type WalletConnectModule,
  type WalletConnectProviderLike,
} from './walletconnect'
import { createWallets } from './wallets.store'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/** A fake `@walletconnect/ethereum-provider` module whose provider pairs when `connect()` is called. */
function fakeModule() {
  const state: {
    loads: number
    inits: WalletConnectInitOptions[]
    provider?: FakeProvider & WalletConnectProviderLike
  } = {
    loads: 0,
    inits: [],
  }
  const load = async (): Promise<WalletConnectModule> => {
    state.loads++
    return {
      EthereumProvider: {
        init: async (options) => {
          state.inits.push(options)
          const fake = createFakeProvider({
            eth_requestAccounts: () => [ADDRESS],
            eth_chainId: () => '0x2105',
          })
          const provider = Object.assign(fake, {
            connect: async () => {
              fake.emit('display_uri', URI)
            },
            disconnect: async () => {},
          }) as FakeProvider & WalletConnectProviderLike
          state.provider = provider
          return provider
        },
      },
    }
  }
  return { state, load }
}

const metadata = { name: 'Latch', description: 'Latch demo', url: 'https://app.example.com', icons: [] }

describe('WalletConnect connector', () => {
  it('loads the provider only on connect, shows the pairing URI, then connects like any wallet', async () => {
    const { state, load } = fakeModule()
    const uris: string[] = []
    const clock = createStepClock()
    const connector = createWalletConnectConnector({
      projectId: 'project-1',
      chains: [base, mainnet],
      rpcUrls: { [mainnet.id]: 'https://rpc.mainnet.example' },
      metadata,
      load,
      onDisplayUri: (uri) => uris.push(uri),
      clock,
    })
    const wallets = createWallets({
      env: { clock, storage: createMemoryStorage(), logger: console },
      $config: atom({ supportedChains: [base, mainnet], defaultChain: base, rpcConfig: { rpcUrls: {} } }),
    })
    expect(state.loads).toBe(0)
    const wallet = await wallets.connect(connector)
    expect(state.loads).toBe(1)
    expect(state.inits[0]).toMatchObject({
      projectId: 'project-1',
      showQrModal: false,
      optionalChains: [8453, 1],
      rpcMap: { '8453': base.rpcUrls.default.http[0], '1': 'https://rpc.mainnet.example' },
      metadata,
    })
    expect(uris).toEqual([URI])
    expect(wallet).toMatchObject({
      address: ADDRESS,
      chainId: 'eip155:8453',
      connectorType: 'wallet_connect_v2',
      walletClientType: 'wallet_connect',
    })
    // events of the real provider reach the store (listeners were attached through the stand-in)
    state.provider?.emit('chainChanged', '0x1')
    expect(wallets.$wallets.get()[0]?.chainId).toBe('eip155:1')
  })

  it('without a project id it fails with a configuration error and loads nothing', async () => {
    const { state, load } = fakeModule()
    const connector = createWalletConnectConnector({
      projectId: null,
      chains: [mainnet],
      metadata,
      load,
      onDisplayUri: () => {},
      clock: createStepClock(),
    })
    await expect(connector.connect()).rejects.toMatchObject({
      code: 'invalid_config',
      message: "WalletConnect needs the app's WalletConnect Cloud project id",
    })
    expect(state.loads).toBe(0)
  })

  it('a failed load (offline chunk) is a retryable wallet error, and the next connect loads again', async () => {
    const { state, load } = fakeModule()
    let fail = true
    const connector = createWalletConnectConnector({
      projectId: 'p',
      chains: [mainnet],
      metadata,
      load: () =>
        fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : load(),
      onDisplayUri: () => {},
      clock: createStepClock(),
    })
    await expect(connector.connect()).rejects.toMatchObject({
      name: 'WalletError',
      message: 'Unable to connect to wallet.',
      retryable: true,
    })
    fail = false
    await flush()
    await expect(connector.connect()).resolves.toMatchObject({ accounts: [ADDRESS] })
    expect(state.loads).toBe(1)
  })

  it('before pairing, requests fail as disconnected (4900)', async () => {
    const { load } = fakeModule()
    const connector = createWalletConnectConnector({
      projectId: 'p',
      chains: [mainnet],
      metadata,
      load,
      onDisplayUri: () => {},
      clock: createStepClock(),
    })
    await expect(connector.provider.request({ method: 'eth_accounts' })).rejects.toMatchObject({ code: 4900 })
  })

  it("the real package's module has the shape the loader expects", async () => {
    const module: WalletConnectModule = await import('@walletconnect/ethereum-provider')
    expect(typeof module.EthereumProvider.init).toBe('function')
  }, 30_000)
})

describe('createQrCode', () => {
  it('encodes with error correction H and draws the dark modules in currentColor', async () => {
    const qr = await createQrCode(URI)
    expect(qr.size).toBe(qr.modules.length)
    expect(qr.modules.every((row) => row.length === qr.size)).toBe(true)
    expect(qr.svg).toContain(`viewBox="0 0 ${qr.size} ${qr.size}"`)
    expect(qr.svg).toContain('fill="currentColor"')
    const { encode } = await import('uqr')
    expect(encode(URI, { ecc: 'H', border: 2 }).data).toEqual(qr.modules)
    // level L of the same text needs fewer modules: the code really uses the higher level
    expect(encode(URI, { ecc: 'L', border: 2 }).size).toBeLessThan(qr.size)
  })
})
