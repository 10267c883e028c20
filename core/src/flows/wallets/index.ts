/** The external wallet flow. */
export type { WalletCommands, WalletsFlow } from './wallets.flow'
export { walletsModule } from './wallets.flow'
export type {
  LoginWithWalletReturnType,
  PairingQr,
  WalletChoice,
  WalletConnectLoader,
  WalletEntry,
  WalletFlowState,
  WalletMode,
  WalletTarget,
  WalletView,
} from './wallets.types'
