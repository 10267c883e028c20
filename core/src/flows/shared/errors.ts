/** Maps errors of the login calls to the screens' messages, from the client's catalogue. Pure. */
import { isApiError, isLatchError } from '../../errors'
import type { LoginMessageKey, Messages } from '../../messages'

/** Where a failed submit or code check sends the user. */
export interface ScreenError {
  message: string
  /** True for allowlist_rejected: show ALLOWLIST_REJECTION_SCREEN. */
  allowlist: boolean
}

function isAllowlistRejection(error: unknown): boolean {
  return (
    isLatchError(error) &&
    (error.code === 'allowlist_rejected' || (isApiError(error) && error.type === 'allowlist_rejected'))
  )
}

function isCaptchaError(error: unknown): boolean {
  return isLatchError(error) && error.code.startsWith('captcha_')
}

/**
 * Email or phone submit: 422 shows the server's message; allowlist_rejected goes to the rejection screen; captcha
 * failures 'Issue verifying you are a human'; else 'Issue submitting email' / 'Issue submitting phone number'.
 */
export function mapSubmitError(
  error: unknown,
  issueSubmitting: LoginMessageKey,
  catalogue: Messages,
): ScreenError {
  if (isAllowlistRejection(error)) return { message: catalogue['allowlist.title'], allowlist: true }
  if (isCaptchaError(error)) return { message: catalogue['captcha.issueVerifying'], allowlist: false }
  if (isApiError(error) && error.status === 422 && error.message)
    return { message: error.message, allowlist: false }
  return { message: catalogue[issueSubmitting], allowlist: false }
}

/**
 * Code check: 422 'Invalid or expired verification code'; allowlist_rejected to the rejection screen; a link refused
 * by the server shows its message ('User already has ... linked to their account.'); else 'Issue verifying code'.
 */
export function mapCodeError(
  error: unknown,
  catalogue: Messages,
  mode: 'login' | 'link' = 'login',
): ScreenError {
  if (isAllowlistRejection(error)) return { message: catalogue['allowlist.title'], allowlist: true }
  if (isLatchError(error) && error.code === 'linked_to_another_user') {
    return { message: catalogue['link.linkedToAnotherUser'], allowlist: false }
  }
  if (isLatchError(error) && error.code === 'must_be_authenticated') {
    return { message: catalogue['error.mustBeAuthenticated'], allowlist: false }
  }
  if (mode === 'link' && isApiError(error) && error.status === 400 && /already/i.test(error.message)) {
    return { message: error.message, allowlist: false }
  }
  if (isLatchError(error) && error.code === 'invalid_input')
    return { message: error.message, allowlist: false }
  if (isApiError(error) && error.status === 422)
    return { message: catalogue['code.invalidOrExpired'], allowlist: false }
  return { message: catalogue['code.issueVerifying'], allowlist: false }
}
