/** MFA errors (internal, typed by code) and the screen texts they map to. */
import { EmbeddedWalletError, isLatchError } from '../errors'
import { type WalletMessageKey, walletMessages } from '../messages.wallet'

/** Codes of the MFA errors. */
export type MfaErrorCode =
  | 'missing_or_invalid_mfa'
  | 'mfa_timeout'
  | 'mfa_verification_max_attempts_reached'
  | 'mfa_canceled'
  | 'unsupported_mfa_method'

const MFA_ERROR_TEXT: Record<MfaErrorCode, WalletMessageKey> = {
  missing_or_invalid_mfa: 'mfa.verificationFailed',
  mfa_timeout: 'mfa.timeout',
  mfa_verification_max_attempts_reached: 'mfa.maxAttempts',
  mfa_canceled: 'mfa.canceled',
  unsupported_mfa_method: 'mfa.unsupportedMethod',
}

/** An MFA error: the code as the error's `type` and `code`, the internal text as its message (a timeout is retryable). */
export function mfaError(
  code: MfaErrorCode,
  options: { cause?: unknown; catalogue?: Partial<Record<WalletMessageKey, string>> } = {},
): EmbeddedWalletError {
  const key = MFA_ERROR_TEXT[code]
  return new EmbeddedWalletError(code, options.catalogue?.[key] ?? walletMessages[key], {
    cause: options.cause,
    // nobody answered the prompt in time (no UI showed it, or the person was away): asking again may work
    retryable: code === 'mfa_timeout',
  })
}

/** True for an error carrying one of the MFA codes (by code, across package copies). */
export function isMfaError(error: unknown, code?: MfaErrorCode): boolean {
  if (!isLatchError(error)) return false
  return code ? error.code === code : error.code in MFA_ERROR_TEXT
}

const status = (error: unknown) => (error as { status?: unknown } | null)?.status

/** True when a call was refused because the session needs a (fresh) MFA verification. */
export function isMfaRequiredError(error: unknown): boolean {
  return isLatchError(error) && (error.code === 'missing_or_invalid_mfa' || error.code === 'mfa_required')
}

/** True when a verification was refused because the code was wrong, expired or already used. */
export function isInvalidMfaCodeError(error: unknown): boolean {
  if (!isLatchError(error)) return false
  return (
    error.code === 'invalid_credentials' || error.code === 'missing_or_invalid_mfa' || status(error) === 422
  )
}

/** True when the server refuses more codes for now (its failure budget or rate limit). */
export function isMfaLockedOutError(error: unknown): boolean {
  if (!isLatchError(error)) return false
  return (
    error.code === 'mfa_verification_max_attempts_reached' ||
    error.code === 'rate_limited' ||
    status(error) === 429
  )
}

/** What the prompt shows for an error: the text key, and whether the code input is disabled. */
export interface MfaScreenError {
  key: WalletMessageKey
  disableInput: boolean
}

/**
 * The prompt's text for a server or frame error: too many attempts (input disabled), an invalid code, the time
 * limit, else 'Unknown error'.
 */
export function mfaScreenError(error: unknown): MfaScreenError {
  if (isMfaLockedOutError(error)) return { key: 'mfa.maxAttemptsScreen', disableInput: true }
  if (isLatchError(error) && error.code === 'mfa_timeout')
    return { key: 'mfa.timeLimitScreen', disableInput: false }
  if (isInvalidMfaCodeError(error)) return { key: 'mfa.invalidCodeScreen', disableInput: false }
  return { key: 'mfa.unknownErrorScreen', disableInput: false }
}
