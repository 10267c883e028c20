/**
 * The wagmi connector against @wagmi/core itself (createConfig, connect, reconnect, signMessage, switchChain,
 * disconnect) over a Latch client's stores. The client here is its stores plus the commands the connector calls;
 * the wallet is the test wallet (a viem local account behind EIP-1193). The real client, server, embedded wallet and
 * chain are test/e2e/wagmi.spec.ts's. It runs twice: against @wagmi/core 3 (project `core`) and 2 (project `wagmi2`).
 */
import * as wagmi from '@wagmi/core'
import { atom } from 'nanostores'
import { http, verifyMessage } from 'viem'
import { hardhat, mainnet } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { createTestWalletProvider } from '../../../test/fixtures/wallet/provider'
import type { ResolvedConfig } from '../config/types'
import type { ConnectedWallet } from '../connectors/types'
import { LatchError } from '../errors'
import type { EmbeddedWalletState } from '../flows/embedded-wallet/embedded-wallet.types'
import type { FlowErrorEvent } from '../services/errors/errors.service'
import type { AuthState } from '../session/types'
import type { User } from '../user/types'
import { LATCH_CONNECTOR_ID, type LatchConnectorClient, latch } from './latch'

const { connect, createConfig, createStorage, disconnect, reconnect, signMessage, switchChain } = wagmi
/**
 * wagmi 3's `getConnection`, wagmi 2's `getAccount` (renamed in 3): the same answer. The `wagmi2` project runs this
 * file against @wagmi/core 2 (the `wagmi-core-2` alias), the `core` project against 3.
 */
const getConnection: typeof wagmi.getConnection =
  (wagmi as { getConnection?: typeof wagmi.getConnection }).getConnection ??
  ((wagmi as unknown as { getAccount: typeof wagmi.getConnection }).getAccount as typeof wagmi.getConnection)

const KEY_A = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' // hardhat #1
const KEY_B = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdaf365a' // hardhat #2

const user = (embedded: boolean) =>
  ({ id: 'did:latch:u1', embeddedWallet: embedded ? {} : null }) as unknown as User

/** A wallet in `$wallets` backed by the test wallet, its chain kept in step with the provider's. */
function walletEntry(key: `0x${string}`, chainId: number, onChange: () => void) {
  const provider = createTestWalletProvider({ privateKey: key, chainId, knownChains: [1, 31337] })
  const entry: ConnectedWallet = {
    address: provider.address,
    chainId: `eip155:${chainId}`,
    connectedAt: Date.now(),
    walletClientType: 'privy',
    connectorType: 'embedded',
    connectorId: 'privy',
    sign: async () => '0x',
    switchChain: async (id) => {
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(id).toString(16)}` }],
      })
      entry.chainId = `eip155:${Number(id)}`
      onChange()
    },
    getEthereumProvider: async () => provider,
    disconnect: async () => {},
  }
  return entry
}

/** The client's stores and the commands the connector calls, driven by the test as Latch would drive them. */
function fakeClient(options: { createOnLogin?: ResolvedConfig['embeddedWallets']['createOnLogin'] } = {}) {
  const $auth = atom<AuthState>({ status: 'loading', user: null } as AuthState)
  const $wallets = atom<ConnectedWallet[]>([])
  const $lastError = atom<FlowErrorEvent | null>(null)
  const $state = atom<EmbeddedWalletState>({ step: 'idle' })
  const $config = atom({
    embeddedWallets: { createOnLogin: options.createOnLogin ?? 'off' },
  } as Pick<ResolvedConfig, 'embeddedWallets'>)
  const refresh = () => $wallets.set([...$wallets.get()])
  const signIn = (embedded = true) =>
    $auth.set({ status: 'authenticated', user: user(embedded) } as AuthState)
  const list = (key: `0x${string}`, chainId = 31337) => {
    const entry = walletEntry(key, chainId, refresh)
    $wallets.set([entry, ...$wallets.get()])
    return entry
  }
  const client = {
    $auth,
    $wallets,
    $lastError,
    $config,
    flows: { embeddedWallet: { $state } },
    ready: vi.fn(async () => {
      if ($auth.get().status === 'loading') $auth.set({ status: 'unauthenticated', user: null } as AuthState)
    }),
    login: vi.fn(() => true),
    logout: vi.fn(async () => {
      $wallets.set([])
      $auth.set({ status: 'unauthenticated', user: null } as AuthState)
    }),
    createWallet: vi.fn(async () => {
      const entry = list(KEY_A)
      return { address: entry.address } as never
    }),
  } satisfies LatchConnectorClient
  return { client, signIn, list, $state, $lastError }
}

/** One config's own storage (wagmi keeps the recent connector and the connections there). */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

function wagmiConfig(client: LatchConnectorClient) {
  return createConfig({
    chains: [hardhat, mainnet],
    connectors: [latch({ client })],
    transports: { [hardhat.id]: http('http://127.0.0.1:1'), [mainnet.id]: http('http://127.0.0.1:1') },
    storage: createStorage({ storage: memoryStorage() }),
    multiInjectedProviderDiscovery: false,
  })
}

/** The config's one connector, Latch's. */
function latchOf(config: ReturnType<typeof wagmiConfig>) {
  const [connector] = config.connectors
  if (!connector) throw new Error('no connector')
  return connector
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('latch() wagmi connector', () => {
  it('runs against the @wagmi/core major its project names (3 in core, 2 in wagmi2)', () => {
    expect(wagmi.version.split('.')[0]).toBe(process.env.LATCH_TEST_WAGMI_MAJOR ?? '3')
  })

  it('connect opens the login modal, resolves with the wallet the login made; wagmi signs with it', async () => {
    const fake = fakeClient({ createOnLogin: 'users-without-wallets' })
    const config = wagmiConfig(fake.client)
    const connector = latchOf(config)
    expect(connector.id).toBe(LATCH_CONNECTOR_ID)
    const pending = connect(config, { connector })
    await flush()
    expect(fake.client.login).toHaveBeenCalledOnce()
    fake.signIn(false) // logged in, no wallet yet: the login creates one (createOnLogin), the connector waits
    fake.$state.set({ step: 'creating', origin: 'login' })
    await flush()
    const wallet = fake.list(KEY_A)
    const result = await pending
    expect(result).toEqual({ accounts: [wallet.address], chainId: hardhat.id })
    expect(fake.client.createWallet).not.toHaveBeenCalled()
    expect(getConnection(config)).toMatchObject({
      status: 'connected',
      address: wallet.address,
      chainId: 31337,
    })

    const signature = await signMessage(config, { message: 'hello wagmi' })
    expect(await verifyMessage({ address: wallet.address, message: 'hello wagmi', signature })).toBe(true)
  })

  it('a signed-in person without a wallet (the app creates none on login) gets one made by connect', async () => {
    const fake = fakeClient()
    fake.signIn(false)
    const config = wagmiConfig(fake.client)
    const result = await connect(config, { connector: latchOf(config) })
    expect(fake.client.login).not.toHaveBeenCalled()
    expect(fake.client.createWallet).toHaveBeenCalledOnce()
    expect(result.accounts).toHaveLength(1)
  })

  it('closing the modal rejects with UserRejectedRequestError; wagmi stays disconnected', async () => {
    const fake = fakeClient()
    const config = wagmiConfig(fake.client)
    const pending = connect(config, { connector: latchOf(config) })
    await flush()
    fake.$lastError.set({
      flow: 'modal',
      error: new LatchError('exited_auth_flow', 'User exited the auth flow'),
      at: 0,
    })
    await expect(pending).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('a wallet creation that fails rejects connect with its error', async () => {
    const fake = fakeClient({ createOnLogin: 'all-users' })
    fake.signIn(false)
    const config = wagmiConfig(fake.client)
    const pending = connect(config, { connector: latchOf(config) })
    await flush()
    const error = new LatchError('unknown_embedded_wallet_error', 'could not create')
    fake.$state.set({ step: 'error', error } as EmbeddedWalletState)
    await expect(pending).rejects.toMatchObject({ code: 'unknown_embedded_wallet_error' })
  })

  it('follows Latch: a login elsewhere connects, another active wallet and a chain switch change, a logout disconnects', async () => {
    const fake = fakeClient()
    const config = wagmiConfig(fake.client)
    await reconnect(config) // page load, nobody signed in
    expect(getConnection(config).status).toBe('disconnected')

    fake.signIn()
    const a = fake.list(KEY_A)
    await flush()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: a.address, chainId: 31337 })

    const b = fake.list(KEY_B, 1) // a newly connected wallet becomes the active one
    await flush()
    expect(getConnection(config)).toMatchObject({ address: b.address, chainId: 1 })

    await switchChain(config, { chainId: hardhat.id })
    expect(getConnection(config).chainId).toBe(31337)
    await expect(switchChain(config, { chainId: 10 as never })).rejects.toThrow()

    await fake.client.logout() // signed out through Latch's own button
    await flush()
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('reconnects on page load when the session is restored; disconnect logs out of Latch', async () => {
    const fake = fakeClient()
    fake.signIn()
    const a = fake.list(KEY_A)
    const config = wagmiConfig(fake.client)
    await reconnect(config)
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: a.address })
    expect(fake.client.login).not.toHaveBeenCalled()

    await disconnect(config)
    expect(fake.client.logout).toHaveBeenCalledOnce()
    expect(getConnection(config).status).toBe('disconnected')
  })
})
