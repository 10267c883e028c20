/**
 * External wallets: discovery (EIP-6963 and the injected fallback), connectors, the `$wallets` store, SIWE helpers,
 * the known wallets data and the wallet rules. Grouped by banner; no `export *`.
 */

// ── Rules (core/src/rules/wallet-*.ts) ────────────────────────────────────────
export type { WalletErrorCode, WalletErrorInfo, WalletOperation } from '../rules/wallet-errors'
export {
  findWalletRpcCode,
  invalidWalletResponse,
  isUnrecognizedChainError,
  isUserRejection,
  mapWalletError,
  toWalletError,
  USER_REJECTED_INTERNAL_MESSAGE,
  WALLET_RPC_CODES,
} from '../rules/wallet-errors'
export type { BrowserWalletInfo, OrderWalletOptionsParameters, WalletOption } from '../rules/wallet-list'
export {
  buildBrowseDeepLink,
  buildWalletConnectDeepLink,
  orderWalletOptions,
  stripEmoji,
} from '../rules/wallet-list'
export type { WalletReturnParams } from '../rules/wallet-query'
export { parseWalletReturnParams, stripQueryParams, withWalletReturnParams } from '../rules/wallet-query'
export {
  normalizeChainIdInput,
  parseWalletAccounts,
  parseWalletChainId,
  parseWalletSignature,
  toCaip2ChainId,
} from '../rules/wallet-validate'
// ── Connectors and $wallets ───────────────────────────────────────────────────
export type { ConnectorEvents, CreateConnectorParameters, WalletConnector } from './connector'
export { connectorForDiscoveredWallet, createEip1193Connector, unsupportedChainError } from './connector'
export { inAppBrowserLink, walletConnectLink } from './deep-links'
// ── Discovery ─────────────────────────────────────────────────────────────────
export type { DiscoveryStatus, WalletDiscovery, WalletDiscoveryDeps } from './discovery'
export { createWalletDiscovery, identifyInjectedProvider, mergeDiscoveredWallets } from './discovery'
// ── Known wallets and return parameters ───────────────────────────────────────
export type { KnownWallet } from './known-wallets'
export { findKnownWallet, findKnownWalletByRdns, KNOWN_WALLETS } from './known-wallets'
export type { QrCode } from './qr'
export { createQrCode } from './qr'
export { consumeWalletReturnParams } from './return-params'
// ── SIWE ──────────────────────────────────────────────────────────────────────
export type { BuildSiweMessageParameters, SiweCredentials, SiweDeps } from './siwe'
export {
  buildSiweMessage,
  createSiweCredentials,
  requestSiweNonce,
  SIWE_PATHS,
  siweOriginOf,
} from './siwe'
// ── Types ─────────────────────────────────────────────────────────────────────
export type {
  ConnectedWallet,
  ConnectorType,
  DiscoveredWallet,
  EIP1193ProviderLike,
  ProviderListener,
  WalletConnectionRecord,
  WalletConnectionState,
  WalletConnectionStatus,
} from './types'
// ── WalletConnect (loaded by the host's loader only when chosen) and QR codes ──
export type {
  CreateWalletConnectConnectorParameters,
  WalletConnectInitOptions,
  WalletConnectModule,
  WalletConnectProviderLike,
} from './walletconnect'
export { createWalletConnectConnector } from './walletconnect'
export type { ConnectWalletOptions, Wallets, WalletsDeps } from './wallets.store'
export { createWallets } from './wallets.store'
