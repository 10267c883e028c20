/**
 * Pure validators and formatters (DESIGN.md "core rules"). Each returns the SPEC.md message or `null`.
 * Every rule file adds its names under its own banner.
 */

// ── Config (core/src/rules/config.ts) ─────────────────────────────────────────
export {
  isSupportedWalletName,
  normalizeSupportedWallets,
  relativeLuminance,
  resolveShowWalletLoginFirst,
  validateApiUrl,
  validateAppId,
  validateBackgroundColor,
  validateCaptchaSiteKey,
  validateLoginMethods,
  validateSupportedChains,
  validateTransactionConfirmation,
} from './config'

// ── Login (email, code, phone: added by the flows work) ──────────────────────
