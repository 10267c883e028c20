import { atom } from 'nanostores'
import { type Address, hexToString, recoverMessageAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base, mainnet, sepolia } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import {
  createFakeProvider,
  createStepClock,
  type FakeProvider,
  flush,
  rpcError,
} from '../../../test/fixtures/core/connectors'
import { STORAGE_KEYS } from '../constants'
import { createMemoryStorage } from '../env'
import { createEip1193Connector } from './connector'
import type { WalletConnectionStatus } from './types'
import { createWallets } from './wallets.store'

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const other = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')

/** A wallet on `chainHex` holding the test account, signing for real. */
function walletProvider(chainHex = '0x1', accounts: Address[] = [account.address]): FakeProvider {
  let chain = chainHex
  return createFakeProvider({
    eth_requestAccounts: () => accounts,
    eth_accounts: () => accounts,
    eth_chainId: () => chain,
    personal_sign: (params) => {
      const [hex] = params as [`0x${string}`, Address]
      return account.signMessage({ message: hexToString(hex) })
    },
    wallet_switchEthereumChain: (params) => {
      chain = (params as [{ chainId: string }])[0].chainId
      return null
    },
  })
}

function setup(provider: FakeProvider, id = 'u-1') {
  const clock = createStepClock()
  const storage = createMemoryStorage()
  const $config = atom({
    supportedChains: [mainnet, base, sepolia],
    defaultChain: base,
    rpcConfig: { rpcUrls: { [sepolia.id]: 'https://rpc.sepolia.example' } as Record<number, string> },
  })
  const wallets = createWallets({ env: { clock, storage, logger: console }, $config })
  const connector = createEip1193Connector({
    id,
    name: 'Test',
    provider,
    connectorType: 'injected',
    walletClientType: 'metamask',
    clock,
  })
  const states: WalletConnectionStatus[] = []
  wallets.$state.subscribe((s) => states.push(s.status))
  return { wallets, connector, clock, storage, states }
}

describe('connect and sign', () => {
  it('connects, lists the wallet with its CAIP-2 chain, and signs a message the address really signed', async () => {
    const { wallets, connector, states, storage } = setup(walletProvider('0x2105'))
    const wallet = await wallets.connect(connector)
    expect(states).toEqual(['disconnected', 'connecting', 'connected'])
    expect(wallet).toMatchObject({
      address: account.address,
      chainId: 'eip155:8453',
      walletClientType: 'metamask',
      connectorType: 'injected',
    })
    expect(wallets.$wallets.get()).toHaveLength(1)
    const signature = await wallet.sign('hello latch')
    expect(await recoverMessageAddress({ message: 'hello latch', signature })).toBe(account.address)
    await expect(wallet.sign('')).rejects.toThrow('Message to sign must be a non-empty string')
    expect(await wallet.getEthereumProvider()).toBe(connector.provider)
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.connections) ?? '[]')).toMatchObject([
      {
        address: account.address,
        connectorType: 'injected',
        walletClientType: 'metamask',
        connectorId: 'u-1',
      },
    ])
  })

  it('a wallet on an unsupported chain is switched to the default chain first', async () => {
    const provider = walletProvider('0x89')
    const { wallets, connector, states } = setup(provider)
    const wallet = await wallets.connect(connector)
    expect(states).toEqual(['disconnected', 'connecting', 'switching_to_supported_chain', 'connected'])
    expect(wallet.chainId).toBe('eip155:8453')
    expect(provider.calls.map((c) => c.method)).toContain('wallet_switchEthereumChain')
  })

  it('a failing chain query falls back to 0x1', async () => {
    const provider = walletProvider()
    provider.handlers.eth_chainId = () => {
      throw rpcError(-32603, 'Internal error')
    }
    const { wallets, connector } = setup(provider)
    expect((await wallets.connect(connector)).chainId).toBe('eip155:1')
  })

  it('a disconnected wallet cannot sign', async () => {
    const { wallets, connector } = setup(walletProvider())
    const wallet = await wallets.connect(connector)
    await wallet.disconnect()
    expect(wallets.$wallets.get()).toEqual([])
    await expect(wallet.sign('hi')).rejects.toThrow('A wallet must be connected before signing')
  })
})

describe('chain switching', () => {
  it('4902 adds the chain (with the configured RPC url) and retries the switch, which succeeds', async () => {
    const provider = walletProvider()
    let known = false
    provider.handlers.wallet_switchEthereumChain = () => {
      if (!known)
        throw rpcError(
          4902,
          'Unrecognized chain ID "0xaa36a7". Try adding the chain using wallet_addEthereumChain first.',
        )
      return null
    }
    provider.handlers.wallet_addEthereumChain = () => {
      known = true
      return null
    }
    const { wallets, connector } = setup(provider)
    const wallet = await wallets.connect(connector)
    await wallet.switchChain('eip155:11155111')
    expect(provider.calls.slice(-3).map((c) => c.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
    expect(provider.calls.at(-2)?.params).toMatchObject([
      { chainId: '0xaa36a7', chainName: 'Sepolia', rpcUrls: ['https://rpc.sepolia.example'] },
    ])
    expect(wallets.$wallets.get()[0]?.chainId).toBe('eip155:11155111')
  })

  it('a chain outside the supported chains is refused before asking the wallet', async () => {
    const provider = walletProvider()
    const { wallets, connector } = setup(provider)
    const wallet = await wallets.connect(connector)
    const before = provider.calls.length
    await expect(wallet.switchChain(137)).rejects.toMatchObject({
      message: 'Unsupported chainId',
      details:
        'Chain ID 137 is not supported. It must be added to the config.supportedChains property of the LatchProvider.',
    })
    expect(provider.calls.length).toBe(before)
  })

  it('a rejected switch is a mapped, retryable error', async () => {
    const provider = walletProvider()
    provider.handlers.wallet_switchEthereumChain = () => {
      throw rpcError(4001, 'User rejected the request.')
    }
    const { wallets, connector } = setup(provider)
    const wallet = await wallets.connect(connector, { switchToSupportedChain: false })
    await expect(wallet.switchChain(8453)).rejects.toMatchObject({
      name: 'WalletError',
      message: 'You rejected the request',
      retryable: true,
    })
  })
})

describe('provider events', () => {
  it('a chain change updates every wallet of the connector; garbage chain ids fall back to 0x1', async () => {
    const provider = walletProvider('0x1', [account.address, other.address])
    const { wallets, connector } = setup(provider)
    await wallets.connect(connector)
    provider.emit('chainChanged', '0x2105')
    expect(wallets.$wallets.get().map((w) => w.chainId)).toEqual(['eip155:8453', 'eip155:8453'])
    provider.emit('chainChanged', 'banana')
    expect(wallets.$wallets.get().map((w) => w.chainId)).toEqual(['eip155:1', 'eip155:1'])
  })

  it('an empty account list disconnects; the listeners are removed', async () => {
    const provider = walletProvider()
    const { wallets, connector, states } = setup(provider)
    await wallets.connect(connector)
    expect(provider.listenerCount('accountsChanged')).toBe(1)
    provider.emit('accountsChanged', [])
    expect(wallets.$wallets.get()).toEqual([])
    expect(states.at(-1)).toBe('disconnected')
    expect(provider.listenerCount('accountsChanged')).toBe(0)
  })

  it('a changed account replaces the old one and comes first', async () => {
    const provider = walletProvider()
    const { wallets, connector, clock } = setup(provider)
    await wallets.connect(connector)
    await clock.advance(1000)
    provider.emit('accountsChanged', [other.address.toLowerCase()])
    expect(wallets.$wallets.get().map((w) => w.address)).toEqual([other.address])
  })
})

describe('order', () => {
  it('newest first, unless an active wallet is set', async () => {
    const first = setup(walletProvider(), 'a')
    const { wallets, clock } = first
    await wallets.connect(first.connector)
    await clock.advance(10)
    const second = createEip1193Connector({
      id: 'b',
      name: 'B',
      provider: walletProvider('0x1', [other.address]),
      connectorType: 'coinbase_wallet',
      walletClientType: 'coinbase_wallet',
      clock,
    })
    await wallets.connect(second)
    expect(wallets.$wallets.get().map((w) => w.address)).toEqual([other.address, account.address])
    wallets.setActiveWallet(account.address.toLowerCase())
    expect(wallets.$wallets.get().map((w) => w.address)).toEqual([account.address, other.address])
    expect(wallets.$history.get().map((r) => r.connectorId)).toEqual(['b', 'a'])
  })
})

describe('garbage from a provider ends in a mapped, retryable error and the disconnected state', () => {
  const cases: Array<[string, Partial<Record<string, () => unknown>>, string]> = [
    ['no accounts', { eth_requestAccounts: () => [] }, 'Wallet might be locked'],
    ['a malformed address', { eth_requestAccounts: () => ['0x1234'] }, 'Unable to connect to wallet.'],
    [
      'not an array',
      { eth_requestAccounts: () => ({ address: account.address }) },
      'Unable to connect to wallet.',
    ],
    ['a non-hex chain id', { eth_chainId: () => '1' }, 'Unable to connect to wallet.'],
    ['a negative-looking chain id', { eth_chainId: () => '0x' }, 'Unable to connect to wallet.'],
  ]
  it.each(cases)('%s', async (_name, handlers, message) => {
    const provider = walletProvider()
    Object.assign(provider.handlers, handlers)
    const { wallets, connector, states } = setup(provider)
    await expect(wallets.connect(connector)).rejects.toMatchObject({ message, retryable: true })
    expect(states.at(-1)).toBe('disconnected')
    expect(wallets.$state.get().error).toMatchObject({ message, retryable: true })
    expect(wallets.$wallets.get()).toEqual([])
  })

  it('a signature of the wrong length', async () => {
    const provider = walletProvider()
    provider.handlers.personal_sign = () => '0x1234'
    const { wallets, connector } = setup(provider)
    const wallet = await wallets.connect(connector)
    await expect(wallet.sign('hi')).rejects.toMatchObject({
      message: 'Unable to connect to wallet.',
      retryable: true,
    })
    provider.handlers.personal_sign = () => `0x${'ab'.repeat(65)}z`
    await expect(wallet.sign('hi')).rejects.toMatchObject({ code: 'generic_connect_wallet_error' })
  })

  it('a wallet that never answers times out (on the injected clock) with a retryable error', async () => {
    const provider = walletProvider()
    provider.handlers.eth_requestAccounts = () => new Promise(() => {})
    const { wallets, connector, clock, states } = setup(provider)
    const pending = wallets.connect(connector)
    pending.catch(() => {})
    await flush()
    expect(states.at(-1)).toBe('connecting')
    await clock.advance(120_000)
    await expect(pending).rejects.toMatchObject({ message: 'Wallet request timed out', retryable: true })
    expect(states.at(-1)).toBe('disconnected')
  })

  it('a user rejection while connecting', async () => {
    const provider = walletProvider()
    provider.handlers.eth_requestAccounts = () => {
      throw rpcError(4001, 'User rejected the request.')
    }
    const { wallets, connector } = setup(provider)
    await expect(wallets.connect(connector)).rejects.toMatchObject({ message: 'You rejected the request' })
  })
})

describe('history', () => {
  it('is read back from storage by a new store and ignores garbage', () => {
    const storage = createMemoryStorage()
    storage.setItem(
      STORAGE_KEYS.connections,
      JSON.stringify([
        {
          address: account.address,
          connectorType: 'injected',
          walletClientType: 'metamask',
          connectorId: 'x',
          connectedAt: 5,
        },
        {
          address: 'nope',
          connectorType: 'injected',
          walletClientType: 'x',
          connectorId: 'y',
          connectedAt: 1,
        },
      ]),
    )
    const wallets = createWallets({
      env: { clock: createStepClock(), storage, logger: console },
      $config: atom({ supportedChains: [mainnet], defaultChain: mainnet, rpcConfig: { rpcUrls: {} } }),
    })
    expect(wallets.$history.get().map((r) => r.connectorId)).toEqual(['x'])
    storage.setItem(STORAGE_KEYS.connections, '{not json')
    const again = createWallets({
      env: { clock: createStepClock(), storage, logger: console },
      $config: atom({ supportedChains: [mainnet], defaultChain: mainnet, rpcConfig: { rpcUrls: {} } }),
    })
    expect(again.$history.get()).toEqual([])
  })
})

describe('restore', () => {
  it('reconnects remembered wallets without prompting; unknown or unauthorised connectors are skipped', async () => {
    const storage = createMemoryStorage()
    const clock = createStepClock()
    const $config = atom({
      supportedChains: [mainnet, base],
      defaultChain: mainnet,
      rpcConfig: { rpcUrls: {} },
    })
    const first = createWallets({ env: { clock, storage, logger: console }, $config })
    const provider = walletProvider('0x2105')
    const connector = () =>
      createEip1193Connector({
        id: 'remembered',
        name: 'R',
        provider,
        connectorType: 'injected',
        walletClientType: 'metamask',
        clock,
      })
    await first.connect(connector())
    first.destroy()

    // a new page load: same storage, a fresh store
    const second = createWallets({ env: { clock, storage, logger: console }, $config })
    const stranger = createEip1193Connector({
      id: 'never-connected',
      name: 'S',
      provider: walletProvider(),
      connectorType: 'injected',
      walletClientType: 'rabby',
      clock,
    })
    provider.calls.length = 0
    const restored = await second.restore([connector(), stranger])
    expect(restored.map((w) => [w.address, w.chainId])).toEqual([[account.address, 'eip155:8453']])
    expect(provider.calls.map((c) => c.method)).toEqual(['eth_accounts', 'eth_chainId'])
    expect(second.$state.get().status).toBe('connected')
    // events flow after a restore too
    provider.emit('accountsChanged', [])
    expect(second.$wallets.get()).toEqual([])
  })

  it('a remembered wallet that no longer authorises the site stays disconnected', async () => {
    const storage = createMemoryStorage()
    const clock = createStepClock()
    const $config = atom({ supportedChains: [mainnet], defaultChain: mainnet, rpcConfig: { rpcUrls: {} } })
    const provider = walletProvider()
    const make = () =>
      createEip1193Connector({
        id: 'x',
        name: 'X',
        provider,
        connectorType: 'injected',
        walletClientType: 'm',
        clock,
      })
    await createWallets({ env: { clock, storage, logger: console }, $config }).connect(make())
    provider.handlers.eth_accounts = () => []
    const later = createWallets({ env: { clock, storage, logger: console }, $config })
    expect(await later.restore([make()])).toEqual([])
    expect(later.$state.get().status).toBe('disconnected')
  })
})
