/**
 * WalletConnect v2: a connector over `@walletconnect/ethereum-provider`, which is loaded only when the user picks
 * WalletConnect (the host passes the loader, usually `() => import('@walletconnect/ethereum-provider')`, so core
 * never bundles it). The pairing URI goes to `onDisplayUri` (for a QR code or a mobile deep link); after pairing it
 * behaves as any EIP-1193 connector.
 */
import type { Chain } from 'viem'
import type { Clock } from '../env'
import { LatchError } from '../errors'
import { formatMessage, type Messages } from '../messages'
import { formatWalletMessage } from '../messages.wallet'
import { toWalletError } from '../rules/wallet-errors'
import { createEip1193Connector, type WalletConnector } from './connector'
import type { EIP1193ProviderLike, ProviderListener } from './types'

/** The part of WalletConnect's EthereumProvider used here. */
export interface WalletConnectProviderLike extends EIP1193ProviderLike {
  connect(options?: { optionalChains?: number[] }): Promise<void>
  disconnect(): Promise<void>
  on(event: string, listener: ProviderListener): unknown
  removeListener(event: string, listener: ProviderListener): unknown
}

/** Options passed to `EthereumProvider.init`. */
export interface WalletConnectInitOptions {
  projectId: string
  showQrModal: false
  optionalChains: [number, ...number[]]
  rpcMap: Record<string, string>
  metadata: { name: string; description: string; url: string; icons: string[] }
}

/** What the loader resolves to: the `@walletconnect/ethereum-provider` module (its `EthereumProvider` export). */
export interface WalletConnectModule {
  EthereumProvider: { init(options: WalletConnectInitOptions): Promise<WalletConnectProviderLike> }
}

/** Parameters of `createWalletConnectConnector`. */
export interface CreateWalletConnectConnectorParameters {
  /** The app's WalletConnect Cloud project id (`wallet_connect_cloud_project_id` of the app config). */
  projectId: string | null | undefined
  /** The app's chains; the first is asked for first. */
  chains: readonly Chain[]
  /** RPC urls by chain id (the host's `rpcConfig.rpcUrls`), else each chain's default. */
  rpcUrls?: Record<number, string>
  /** What the wallet shows about the app. */
  metadata: WalletConnectInitOptions['metadata']
  /** Loads `@walletconnect/ethereum-provider`; called on the first `connect()` only. */
  load: () => Promise<WalletConnectModule>
  /** Receives the pairing URI (show it as a QR code, or open a wallet's deep link with it). */
  onDisplayUri: (uri: string) => void
  clock: Clock
  messages?: Partial<Messages>
}

function notConnected(): Error {
  return Object.assign(new Error('WalletConnect is not connected'), { code: 4900 })
}

/** Creates the WalletConnect connector; nothing is loaded until `connect()`. */
export function createWalletConnectConnector(
  parameters: CreateWalletConnectConnectorParameters,
): WalletConnector {
  const { messages } = parameters
  let real: WalletConnectProviderLike | undefined
  let loading: Promise<WalletConnectProviderLike> | undefined
  const listeners: Array<[string, ProviderListener]> = []

  // A stand-in until the real provider exists, so listeners can subscribe before pairing.
  const provider: EIP1193ProviderLike = {
    request: (args) => (real ? real.request(args) : Promise.reject(notConnected())),
    on: (event, listener) => {
      listeners.push([event, listener])
      real?.on(event, listener)
    },
    removeListener: (event, listener) => {
      const at = listeners.findIndex(([e, l]) => e === event && l === listener)
      if (at !== -1) listeners.splice(at, 1)
      real?.removeListener(event, listener)
    },
  }
  const inner = createEip1193Connector({
    id: 'wallet_connect',
    name: 'WalletConnect',
    provider,
    connectorType: 'wallet_connect_v2',
    walletClientType: 'wallet_connect',
    clock: parameters.clock,
    ...(messages ? { messages } : {}),
  })

  const init = (): Promise<WalletConnectProviderLike> => {
    loading ??= (async () => {
      const projectId = parameters.projectId
      if (!projectId)
        throw new LatchError('invalid_config', formatWalletMessage(messages, 'walletConnect.noProjectId'))
      const [first, ...rest] = parameters.chains.map((c) => c.id)
      if (first === undefined)
        throw new LatchError('invalid_config', formatMessage(messages, 'config.emptySupportedChains'))
      const rpcMap: Record<string, string> = {}
      for (const chain of parameters.chains) {
        const url = parameters.rpcUrls?.[chain.id] ?? chain.rpcUrls.default.http[0]
        if (url) rpcMap[String(chain.id)] = url
      }
      const module = await parameters.load()
      const created = await module.EthereumProvider.init({
        projectId,
        showQrModal: false,
        optionalChains: [first, ...rest],
        rpcMap,
        metadata: parameters.metadata,
      })
      created.on('display_uri', (uri: unknown) => {
        if (typeof uri === 'string' && uri.startsWith('wc:')) parameters.onDisplayUri(uri)
      })
      for (const [event, listener] of listeners) created.on(event, listener)
      real = created
      return created
    })()
    loading.catch(() => {
      loading = undefined
    })
    return loading
  }

  return {
    ...inner,
    async connect() {
      try {
        const wc = await init()
        await wc.connect()
      } catch (error) {
        if (error instanceof LatchError && error.code === 'invalid_config') throw error
        throw toWalletError(error, 'connect', messages)
      }
      return inner.connect()
    },
    async disconnect() {
      try {
        await real?.disconnect()
      } catch {
        // The session may already be gone on the wallet's side.
      }
    },
  }
}
