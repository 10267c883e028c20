/**
 * `latch()`: a wagmi connector for Latch. Connecting opens Latch's login modal (or reuses the session); the
 * account is Latch's active wallet (`latch.$wallets[0]`: the embedded wallet, or the external wallet the person
 * connected), and wagmi follows Latch: a login elsewhere on the page connects, a logout disconnects, a chain switch
 * or another active wallet is a `change`. Signing and sending go through that wallet's EIP-1193 provider, so the
 * embedded wallet's prompts (sign screen, send screen, MFA) show as usual.
 */
import { ChainNotConfiguredError, ConnectorNotConnectedError, createConnector } from '@wagmi/core'
import type { ReadableAtom } from 'nanostores'
import { type Address, getAddress, SwitchChainError, UserRejectedRequestError } from 'viem'
import type { ResolvedConfig } from '../config/types'
import type { ConnectedWallet, EIP1193ProviderLike } from '../connectors/types'
import { isLatchError } from '../errors'
import type { EmbeddedWalletState } from '../flows/embedded-wallet/embedded-wallet.types'
import type { Latch } from '../latch'
import { shouldCreateWalletOnLogin } from '../services/modal/modal.rules'

/** What the connector uses of a Latch client (a `Latch` from `createLatch`, or `useLatchClient()`'s). */
export type LatchConnectorClient = Pick<
  Latch,
  '$auth' | '$wallets' | '$lastError' | 'ready' | 'login' | 'logout' | 'createWallet'
> & {
  readonly $config: ReadableAtom<Pick<ResolvedConfig, 'embeddedWallets'>>
  readonly flows: { embeddedWallet: { $state: ReadableAtom<EmbeddedWalletState> } }
}

/** Parameters of `latch()`. */
export interface LatchConnectorParameters {
  /** The Latch client whose session and wallets the connector follows (give the same one to `<LatchProvider client>`). */
  client: LatchConnectorClient
  /**
   * `disconnect()` (wagmi's `useDisconnect`) also signs the person out of Latch; false only forgets the connection in
   * wagmi, and the next login or page load connects again. @default true
   */
  logoutOnDisconnect?: boolean
}

/** The connector's id, name and type in wagmi. */
export const LATCH_CONNECTOR_ID = 'latch'

/** The active wallet when signed in: the first of `$wallets`. */
function activeWallet(client: LatchConnectorClient): ConnectedWallet | null {
  return client.$auth.get().status === 'authenticated' ? (client.$wallets.get()[0] ?? null) : null
}

const chainIdOf = (wallet: ConnectedWallet) => Number(wallet.chainId.slice('eip155:'.length))

/**
 * Resolves when `pick` finds a value in the stores, rejects when `fail` finds an error; re-checked on every change
 * of the listened stores. Nothing waits on a timer: every end is an event (a login, the modal closed, a failure).
 */
function waitFor<T>(
  stores: ReadonlyArray<ReadableAtom<unknown>>,
  pick: () => T | null,
  fail: () => Error | null,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const offs: Array<() => void> = []
    const check = () => {
      const error = fail()
      const value = error ? null : pick()
      if (!error && value === null) return false
      for (const off of offs.splice(0)) off()
      error ? reject(error) : resolve(value as T)
      return true
    }
    if (check()) return
    for (const store of stores) offs.push(store.listen(() => void check()))
  })
}

/** The login ended without a session: the person closed the modal (`exited_auth_flow`). */
function exitedLogin(client: LatchConnectorClient, since: unknown): Error | null {
  const event = client.$lastError.get()
  if (!event || event === since || event.error.code !== 'exited_auth_flow') return null
  return new UserRejectedRequestError(event.error)
}

/**
 * A wagmi connector for Latch: `createConfig({ connectors: [latch({ client })], ... })`. `connect` opens the login
 * modal when nobody is signed in and resolves once a wallet is active (the embedded wallet created on login, or made
 * now when the app creates none); it rejects with viem's `UserRejectedRequestError` when the person closes the modal.
 */
export function latch(parameters: LatchConnectorParameters) {
  const { client, logoutOnDisconnect = true } = parameters
  type Properties = Record<string, unknown>

  return createConnector<EIP1193ProviderLike, Properties>((config) => {
    /** The account and chain wagmi last heard of, or null when wagmi is not connected to Latch. */
    let reported: { address: Address; chainId: number } | null = null
    /** A `connect()` is under way: its result, not the stores' changes, tells wagmi. */
    let connecting = false
    let stop: (() => void) | null = null

    const report = (wallet: ConnectedWallet) => {
      reported = { address: getAddress(wallet.address), chainId: chainIdOf(wallet) }
      return reported
    }

    /** Latch's stores moved: tell wagmi what changed (connect, change, disconnect). */
    const follow = () => {
      if (connecting) return
      const wallet = activeWallet(client)
      if (!wallet) {
        if (reported) {
          reported = null
          config.emitter.emit('disconnect')
        }
        return
      }
      const before = reported
      const now = report(wallet)
      if (!before) {
        config.emitter.emit('connect', { accounts: [now.address], chainId: now.chainId })
        return
      }
      if (before.address !== now.address) config.emitter.emit('change', { accounts: [now.address] })
      if (before.chainId !== now.chainId) config.emitter.emit('change', { chainId: now.chainId })
    }

    /** After a login: the active wallet, waiting for the one the login creates, or creating one. */
    async function walletAfterLogin(since: unknown): Promise<ConnectedWallet> {
      const listed = activeWallet(client)
      if (listed) return listed
      const user = client.$auth.get().user
      const creating =
        client.flows.embeddedWallet.$state.get().step === 'creating' ||
        (user !== null && shouldCreateWalletOnLogin(client.$config.get(), user))
      if (!creating) await client.createWallet()
      return waitFor(
        [client.$wallets, client.$auth, client.$lastError, client.flows.embeddedWallet.$state],
        () => activeWallet(client),
        () => {
          const state = client.flows.embeddedWallet.$state.get()
          if (state.step === 'error') return state.error
          if (client.$auth.get().status === 'unauthenticated') return new ConnectorNotConnectedError()
          return exitedLogin(client, since)
        },
      )
    }

    return {
      id: LATCH_CONNECTOR_ID,
      name: 'Latch',
      type: LATCH_CONNECTOR_ID,

      async setup() {
        stop?.()
        const offs = [client.$auth.listen(follow), client.$wallets.listen(follow)]
        stop = () => {
          for (const off of offs) off()
        }
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        connecting = true
        try {
          await client.ready()
          const since = client.$lastError.get()
          if (client.$auth.get().status !== 'authenticated') {
            if (isReconnecting) throw new ConnectorNotConnectedError()
            client.login()
            await waitFor(
              [client.$auth, client.$lastError],
              () => (client.$auth.get().status === 'authenticated' ? true : null),
              () => exitedLogin(client, since),
            )
          }
          let wallet = await walletAfterLogin(since)
          if (chainId !== undefined && chainIdOf(wallet) !== chainId) {
            await this.switchChain?.({ chainId })
            wallet = activeWallet(client) ?? wallet
          }
          const { address, chainId: current } = report(wallet)
          return {
            accounts: (withCapabilities ? [{ address, capabilities: {} }] : [address]) as never,
            chainId: current,
          }
        } catch (error) {
          if (error instanceof UserRejectedRequestError) throw error
          if (isLatchError(error) && error.code === 'exited_auth_flow')
            throw new UserRejectedRequestError(error)
          throw error
        } finally {
          connecting = false
        }
      },

      async disconnect() {
        reported = null
        if (logoutOnDisconnect && client.$auth.get().status === 'authenticated') await client.logout()
      },

      async getAccounts() {
        const wallet = activeWallet(client)
        return wallet ? [getAddress(wallet.address)] : []
      },

      async getChainId() {
        const wallet = activeWallet(client)
        return wallet ? chainIdOf(wallet) : config.chains[0].id
      },

      async getProvider() {
        const wallet = activeWallet(client)
        if (!wallet) throw new ConnectorNotConnectedError()
        return wallet.getEthereumProvider()
      },

      async isAuthorized() {
        try {
          await client.ready()
        } catch {
          return false
        }
        return activeWallet(client) !== null
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const wallet = activeWallet(client)
        if (!wallet) throw new ConnectorNotConnectedError()
        try {
          await wallet.switchChain(chainId)
        } catch (error) {
          if ((error as { code?: unknown }).code === 4001) throw new UserRejectedRequestError(error as Error)
          throw new SwitchChainError(error as Error)
        }
        if (reported && reported.chainId !== chainId) {
          reported = { ...reported, chainId }
          config.emitter.emit('change', { chainId })
        }
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a)) })
      },

      onChainChanged(chain) {
        config.emitter.emit('change', { chainId: Number(chain) })
      },

      onDisconnect() {
        reported = null
        config.emitter.emit('disconnect')
      },
    }
  })
}
