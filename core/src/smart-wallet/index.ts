/**
 * Smart wallets: ERC-4337 accounts owned by the embedded signer (a lazy chunk: nothing here is in the eager bundle).
 */
export { type SmartWalletOwner, toLatchSmartAccount } from './account'
export type { SmartWalletChainConfig, SmartWalletImplementation, SmartWalletsConfig } from './config'
export { SmartWalletError, type SmartWalletErrorCode, smartWalletError, toSmartWalletError } from './errors'
export { createSmartWalletProvider, type SmartWalletProvider } from './provider'
