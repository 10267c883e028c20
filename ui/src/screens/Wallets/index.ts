/** The external wallet screens' parts: the list, its rows, the pairing QR code, progress. */

export {
  ConnectButton,
  ConnectedWalletRow as ConnectedRow,
  DifferentWalletButton,
  PairingQrCode,
  WalletHint as Hint,
  WalletLink as Link,
  WalletList as List,
  WalletLogo as Logo,
  WalletName as Name,
  WalletRetryButton as RetryButton,
  WalletRow as Row,
  WalletsRoot as Root,
} from './parts'
export { WalletChooser as Chooser } from './WalletChooser'
export { WalletProgress as Progress } from './WalletProgress'
