/**
 * `$wallets`: the connected external wallets, newest first (the active wallet, when set, first of all), with the
 * connection state (disconnected, connecting, switching_to_supported_chain, connected) and the connection history
 * in storage. A connector's events keep it in sync: a chain change updates every wallet of that connector, an
 * empty account list disconnects it.
 */
import { atom, computed, type ReadableAtom } from 'nanostores'
import type { Address, Chain, Hex } from 'viem'
import { STORAGE_KEYS, WALLET_CONNECTION_HISTORY_MAX } from '../constants'
import type { LatchEnv } from '../env'
import { LatchError } from '../errors'
import type { Messages } from '../messages'
import { formatWalletMessage } from '../messages.wallet'
import { mapWalletError } from '../rules/wallet-errors'
import { normalizeChainIdInput, parseWalletAccounts, toCaip2ChainId } from '../rules/wallet-validate'
import { unsupportedChainError, type WalletConnector } from './connector'
import type { ConnectedWallet, WalletConnectionRecord, WalletConnectionState } from './types'

/** What `createWallets` needs: a subset of the client context. */
export interface WalletsDeps {
  env: Pick<LatchEnv, 'clock' | 'storage' | 'logger'>
  messages?: Partial<Messages>
  /** The app's chains and RPC urls (the resolved config). */
  $config: ReadableAtom<{
    supportedChains: readonly Chain[]
    defaultChain: Chain
    rpcConfig: { rpcUrls: Record<number, string> }
  }>
}

/** Options of `connect`. */
export interface ConnectWalletOptions {
  /** Switch to the default chain when the wallet is on a chain the app does not support. @default true */
  switchToSupportedChain?: boolean
}

/** The `$wallets` store and its commands. */
export interface Wallets {
  /** Connected wallets: the active one first, then newest first. */
  $wallets: ReadableAtom<ConnectedWallet[]>
  $state: ReadableAtom<WalletConnectionState>
  /** The remembered connections, newest first. */
  $history: ReadableAtom<WalletConnectionRecord[]>
  /** Connects a wallet through a connector; resolves with its first account's wallet. */
  connect(connector: WalletConnector, options?: ConnectWalletOptions): Promise<ConnectedWallet>
  /**
   * Reconnects, without prompting (`eth_accounts`), the remembered connections among these connectors; failures are
   * logged and skipped. Resolves with the wallets restored.
   */
  restore(connectors: readonly WalletConnector[]): Promise<ConnectedWallet[]>
  /** Makes this address the active wallet (listed first). */
  setActiveWallet(address: string | null): void
  /** Disconnects every connector. */
  disconnectAll(): Promise<void>
  /** Stops listening to every provider (the wallets stay listed). */
  destroy(): void
}

interface Entry {
  connector: WalletConnector
  unsubscribe: () => void
  wallets: ConnectedWallet[]
}

function readHistory(env: WalletsDeps['env']): WalletConnectionRecord[] {
  try {
    const parsed: unknown = JSON.parse(env.storage.getItem(STORAGE_KEYS.connections) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (r): r is WalletConnectionRecord =>
        typeof r === 'object' &&
        r !== null &&
        typeof r.address === 'string' &&
        parseWalletAccounts([r.address]) !== null &&
        typeof r.connectorType === 'string' &&
        typeof r.walletClientType === 'string' &&
        typeof r.connectorId === 'string' &&
        typeof r.connectedAt === 'number',
    )
  } catch {
    return []
  }
}

/** Creates the connected-wallets store (one per client; nothing is shared between two calls). */
export function createWallets(deps: WalletsDeps): Wallets {
  const { env, messages } = deps
  const entries = new Map<string, Entry>()
  const $list = atom<ConnectedWallet[]>([])
  const $active = atom<string | null>(null)
  const $state = atom<WalletConnectionState>({ status: 'disconnected', connectorId: null, error: null })
  const $history = atom<WalletConnectionRecord[]>(readHistory(env))

  const $wallets = computed([$list, $active], (list, active) => {
    const sorted = [...list].sort((a, b) => b.connectedAt - a.connectedAt)
    const at = active ? sorted.findIndex((w) => w.address.toLowerCase() === active) : -1
    if (at > 0) sorted.unshift(...sorted.splice(at, 1))
    return sorted
  })

  const publish = () => $list.set([...entries.values()].flatMap((e) => e.wallets))

  const remember = (wallets: ConnectedWallet[]) => {
    const records = wallets.map((w) => ({
      address: w.address,
      connectorType: w.connectorType,
      walletClientType: w.walletClientType,
      connectorId: w.connectorId,
      connectedAt: w.connectedAt,
    }))
    const key = (r: WalletConnectionRecord) => `${r.connectorType}:${r.address.toLowerCase()}`
    const keys = new Set(records.map(key))
    const next = [...records, ...$history.get().filter((r) => !keys.has(key(r)))].slice(
      0,
      WALLET_CONNECTION_HISTORY_MAX,
    )
    $history.set(next)
    env.storage.setItem(STORAGE_KEYS.connections, JSON.stringify(next))
  }

  const chainFor = (input: unknown): Chain => {
    const id = normalizeChainIdInput(input)
    const chain = id === null ? undefined : deps.$config.get().supportedChains.find((c) => c.id === id)
    if (!chain) throw unsupportedChainError(input, messages)
    return chain
  }

  const switchConnector = async (entry: Entry, input: unknown) => {
    const chain = chainFor(input)
    await entry.connector.switchChain(chain, deps.$config.get().rpcConfig.rpcUrls[chain.id])
    setChain(entry, chain.id)
  }

  const setChain = (entry: Entry, chainId: number) => {
    entry.wallets = entry.wallets.map((w) => ({ ...w, chainId: toCaip2ChainId(chainId) }))
    publish()
  }

  const drop = (connectorId: string) => {
    const entry = entries.get(connectorId)
    if (!entry) return
    entry.unsubscribe()
    entries.delete(connectorId)
    publish()
    if (entries.size === 0 && $state.get().status === 'connected')
      $state.set({ status: 'disconnected', connectorId: null, error: null })
  }

  const makeWallet = (
    entry: Entry,
    address: Address,
    chainId: number,
    connectedAt: number,
  ): ConnectedWallet => {
    const { connector } = entry
    const wallet: ConnectedWallet = {
      address,
      chainId: toCaip2ChainId(chainId),
      connectedAt,
      walletClientType: connector.walletClientType,
      connectorType: connector.connectorType,
      connectorId: connector.id,
      sign: async (message: string): Promise<Hex> => {
        if (typeof message !== 'string' || message.length === 0)
          throw new LatchError('invalid_input', formatWalletMessage(messages, 'walletError.emptyMessage'))
        if (entries.get(connector.id) !== entry || !entry.wallets.some((w) => w.address === address))
          throw new LatchError(
            'wallet_not_connected',
            formatWalletMessage(messages, 'walletError.notConnected'),
          )
        return connector.signMessage(address, message)
      },
      switchChain: (chainId) => switchConnector(entry, chainId),
      getEthereumProvider: async () => connector.provider,
      disconnect: async () => {
        drop(connector.id)
        await connector.disconnect()
      },
    }
    return wallet
  }

  const syncAccounts = (entry: Entry, accounts: Address[], chainId: number) => {
    const now = env.clock.now()
    const existing = new Map(entry.wallets.map((w) => [w.address, w]))
    entry.wallets = accounts.map((address, i) => {
      const old = existing.get(address)
      // The first account is the wallet's selected one: it counts as the newest.
      return old ?? makeWallet(entry, address, chainId, now + (accounts.length - i - 1))
    })
  }

  /** Listens to the connector's events and lists its wallets. */
  const attach = (entry: Entry) => {
    const { connector } = entry
    entry.unsubscribe = connector.subscribe({
      accountsChanged: (accounts) => {
        if (entries.get(connector.id) !== entry) return
        if (accounts.length === 0) return drop(connector.id)
        const chainId = normalizeChainIdInput(entry.wallets[0]?.chainId) ?? 1
        syncAccounts(entry, accounts, chainId)
        remember(entry.wallets)
        publish()
      },
      chainChanged: (chainId) => {
        if (entries.get(connector.id) === entry) setChain(entry, chainId)
      },
      disconnect: () => drop(connector.id),
    })
    entries.set(connector.id, entry)
    publish()
    remember(entry.wallets)
  }

  return {
    $wallets,
    $state,
    $history,

    async connect(connector, options = {}) {
      const switchToSupported = options.switchToSupportedChain ?? true
      $state.set({ status: 'connecting', connectorId: connector.id, error: null })
      const previous = entries.get(connector.id)
      previous?.unsubscribe()
      const entry: Entry = { connector, unsubscribe: () => {}, wallets: [] }
      // A reconnection keeps each account's connectedAt, but its wallets must belong to the new entry (their
      // `sign` checks that their entry is the connector's current one).
      entry.wallets = (previous?.wallets ?? []).map((w) =>
        makeWallet(entry, w.address, normalizeChainIdInput(w.chainId) ?? 1, w.connectedAt),
      )
      try {
        const { accounts, chainId } = await connector.connect()
        let chain = chainId
        const supported = deps.$config.get().supportedChains
        if (switchToSupported && !supported.some((c) => c.id === chainId)) {
          $state.set({ status: 'switching_to_supported_chain', connectorId: connector.id, error: null })
          const target = deps.$config.get().defaultChain
          await connector.switchChain(target, deps.$config.get().rpcConfig.rpcUrls[target.id])
          chain = target.id
        }
        syncAccounts(entry, accounts, chain)
      } catch (error) {
        if (previous) drop(connector.id)
        const info = mapWalletError(error, 'connect', messages)
        $state.set({ status: 'disconnected', connectorId: connector.id, error: info })
        throw error
      }
      attach(entry)
      $state.set({ status: 'connected', connectorId: connector.id, error: null })
      const first = entry.wallets[0]
      if (!first) throw new Error('unreachable: a connection has at least one account')
      return first
    },

    async restore(connectors) {
      const known = new Set($history.get().map((r) => r.connectorId))
      const restored: ConnectedWallet[] = []
      for (const connector of connectors) {
        if (!known.has(connector.id) || entries.has(connector.id)) continue
        try {
          const accounts = await connector.getAccounts()
          if (accounts.length === 0) continue
          const entry: Entry = { connector, unsubscribe: () => {}, wallets: [] }
          syncAccounts(entry, accounts, await connector.getChainId())
          attach(entry)
          restored.push(...entry.wallets)
        } catch (error) {
          env.logger.warn(
            'A remembered wallet could not be reconnected',
            mapWalletError(error, 'connect').code,
          )
        }
      }
      if (restored.length > 0 && $state.get().status === 'disconnected')
        $state.set({ status: 'connected', connectorId: restored[0]?.connectorId ?? null, error: null })
      return restored
    },

    setActiveWallet(address) {
      $active.set(address ? address.toLowerCase() : null)
    },

    async disconnectAll() {
      const all = [...entries.values()]
      for (const entry of all) drop(entry.connector.id)
      await Promise.all(all.map((entry) => entry.connector.disconnect()))
      $state.set({ status: 'disconnected', connectorId: null, error: null })
    },

    destroy() {
      for (const entry of entries.values()) entry.unsubscribe()
    },
  }
}
