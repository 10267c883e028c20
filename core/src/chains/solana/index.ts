/**
 * The Solana chain family: addresses, Wallet Standard discovery, Sign In With Solana. The embedded Solana account
 * is derived in the wallet frame (`embedded-wallet/frame/seed.ts`).
 */
export { isSolanaAddress, solanaAddressBytes } from './address'
export type { BuildSiwsInputParameters, SiwsCredentials, SiwsDeps } from './siws'
export { buildSiwsInput, createSiwsCredentials, requestSiwsNonce, SIWS_PATHS, siwsMessageText } from './siws'
export type { SolanaWallets } from './wallet-standard'
export { createSolanaWallets, isSolanaSignInWallet, solanaAccountOf } from './wallet-standard'
