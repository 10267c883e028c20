/**
 * @latch/core/wallet: the wallet half's rules and texts, for code that itself loads lazily (the default wallet
 * screens, a custom UI's wallet step). Every name here is also exported by `@latch/core` (the index test checks it);
 * importing it from this entry instead keeps the wallet texts in the host's lazily loaded chunks, because a bundler
 * that splits by file would otherwise put them on the eager path of anything importing the package root.
 */

// ── Rules ────────────────────────────────────────────────────────────────────
export { KEY_EXPORT_GUIDE_URL, PHANTOM_INSTALL_URL } from './constants'
export type { OnRampStatusTexts } from './fiat/fiat.rules'
export { onRampStatusTexts } from './fiat/fiat.rules'
export type { PasswordStrength, PasswordStrengthLabel } from './flows/embedded-wallet/password.rules'
export { generatePassword, passwordStrength, validatePassword } from './flows/embedded-wallet/password.rules'
export { phantomInstallUrl, walletProgressKeys } from './flows/wallets/wallets.rules'
// ── Texts ────────────────────────────────────────────────────────────────────
export type { WalletMessageKey } from './messages.wallet'
export { formatWalletMessage, walletMessages } from './messages.wallet'
export { formatFiat, formatTokenAmount, shortenAddress } from './rules/format'
export { normalizeMfaCode, validateMfaCode } from './rules/mfa'
export type { MfaEnrollmentChoice, MfaMethodKeys } from './rules/mfa-methods'
export { mfaEnrollmentChoices, mfaMethodKeys } from './rules/mfa-methods'
export type { WalletErrorCode, WalletErrorInfo, WalletOperation } from './rules/wallet-errors'
export { mapWalletError } from './rules/wallet-errors'
