/**
 * Pure validators and formatters (DESIGN.md "core rules"). Each returns the SPEC.md message or `null`.
 * Every rule file adds its names under its own banner.
 */

export { normaliseLoginCode, validateLoginCode } from './code'
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
export { isValidEmail, normaliseEmail, validateEmail } from './email'
export type { LegalLine, LegalLink } from './landing'
export { isAllowedLogoUrl, legalLine } from './landing'
export type { OAuthReturn } from './oauth'
export { isOAuthProvider, parseOAuthReturn, readStateFromAuthorizationUrl, stripOAuthParams } from './oauth'
export type { PhoneCountry, PhoneNumberLib, PhoneRules } from './phone'
export { createPhoneRules, loadPhoneRules, normalisePhone, validatePhoneNumber } from './phone'
