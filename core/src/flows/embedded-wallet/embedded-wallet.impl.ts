/**
 * The embedded wallet flow's implementation, loaded with `import()` on first use (one chunk): creation, connection
 * with recovery and the provider, key export, the recovery password flow, and the wallet's presence on the page.
 * Every delay goes through the clock.
 */
export { getProvider, handOut, recover, signer } from './embedded-wallet.connect'
export {
  createAfterHeadlessLogin,
  createOnLogin,
  createWallet,
  creationError,
} from './embedded-wallet.create'
export { listDevices, revokeDevice } from './embedded-wallet.devices'
export { exportWallet } from './embedded-wallet.export'
export { embeddedWalletIntents } from './embedded-wallet.intents'
export { passkeyRecoverySupported, setWalletRecoveryPasskey, startPasskey } from './embedded-wallet.passkey'
export {
  acknowledge,
  cancelPassword,
  generate,
  inputPassword,
  nextPasswordStep,
  previousPasswordStep,
  setWalletPassword,
  startPassword,
} from './embedded-wallet.password'
export { downloadRecoveryFile, recoveryFileName } from './embedded-wallet.recovery-file'
export { finish, proxyOf } from './embedded-wallet.runtime'
export { announce, listWallet, loginAgain, onModalClosed, reset, withdraw } from './embedded-wallet.session'
export { createSolanaWallet } from './embedded-wallet.solana'
