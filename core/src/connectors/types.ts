/** Types of external wallets: providers, discovered wallets, connected wallets and the connection state. */
import type { Address, Hex } from 'viem'
import type { WalletErrorInfo } from '../rules/wallet-errors'

/** The EIP-1193 provider surface used here; anything a wallet injects is checked before use. */
export interface EIP1193ProviderLike {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: ProviderListener): unknown
  removeListener?(event: string, listener: ProviderListener): unknown
}

/** A provider event listener; its arguments are checked by the listener, never trusted. */
// biome-ignore lint/suspicious/noExplicitAny: providers type their listeners variously; any keeps them all assignable
export type ProviderListener = (...args: any[]) => void

/** How a wallet is connected. */
export type ConnectorType = 'injected' | 'coinbase_wallet' | 'wallet_connect_v2' | 'embedded'

/** A browser wallet found by EIP-6963, or the injected `window.ethereum` fallback. */
export interface DiscoveredWallet {
  /** EIP-6963 uuid, or 'injected' for the fallback. */
  id: string
  name: string
  icon: string | undefined
  rdns: string | undefined
  provider: EIP1193ProviderLike
  source: 'eip6963' | 'injected'
  /** The known wallet id (also the `walletClientType`), or 'unknown'. */
  walletClientType: string
  connectorType: ConnectorType
}

/** A connected external wallet. */
export interface ConnectedWallet {
  address: Address
  /** CAIP-2 chain id, e.g. 'eip155:1'. */
  chainId: `eip155:${number}`
  /** When this wallet was connected (ms since the epoch). */
  connectedAt: number
  walletClientType: string
  connectorType: ConnectorType
  /** The id of the connector (EIP-6963 uuid, 'injected', ...). */
  connectorId: string
  /** Signs a message with `personal_sign`; the signature is checked before it is returned. */
  sign(message: string): Promise<Hex>
  /** Switches the wallet to a supported chain (adds it to the wallet first when the wallet does not know it). */
  switchChain(chainId: number | `0x${string}` | `eip155:${number}`): Promise<void>
  /** The wallet's EIP-1193 provider. */
  getEthereumProvider(): Promise<EIP1193ProviderLike>
  /** Disconnects this wallet's connector (all its accounts). */
  disconnect(): Promise<void>
}

/** Where the wallet connection is. */
export type WalletConnectionStatus =
  | 'disconnected'
  | 'connecting'
  | 'switching_to_supported_chain'
  | 'connected'

/** The connection state: the step, the connector being connected, and the last error (mapped, with retryable). */
export interface WalletConnectionState {
  status: WalletConnectionStatus
  connectorId: string | null
  error: WalletErrorInfo | null
}

/** One remembered connection. */
export interface WalletConnectionRecord {
  address: Address
  connectorType: ConnectorType
  walletClientType: string
  connectorId: string
  connectedAt: number
}
