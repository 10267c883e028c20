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

/**
 * A call that got no answer (the connection dropped, or every try timed out): its own message ('Network request
 * failed', 'Request timed out'), which tells the person that trying again may work, rather than a verdict on
 * what they typed. Null for any other failure.
 */
function transportMessage(error: unknown, catalogue: Messages): string | null {
  if (!isLatchError(error)) return null
  if (error.code === 'network_error') return catalogue['error.network']
  if (error.code === 'client_request_timeout') return catalogue['error.requestTimeout']
  return null
}

function isCaptchaError(error: unknown): boolean {
  return isLatchError(error) && error.code.startsWith('captcha_')
}

/**
 * Email or phone submit: 422 shows the server's message; allowlist_rejected goes to the rejection screen; captcha
 * failures 'Issue verifying you are a human'; no answer 'Network request failed' / 'Request timed out'; else 'Issue
 * submitting email' / 'Issue submitting phone number'.
 */
export function mapSubmitError(
  error: unknown,
  issueSubmitting: LoginMessageKey,
  catalogue: Messages,
): ScreenError {
  if (isAllowlistRejection(error)) return { message: catalogue['allowlist.title'], allowlist: true }
  if (isCaptchaError(error)) return { message: catalogue['captcha.issueVerifying'], allowlist: false }
  const transport = transportMessage(error, catalogue)
  if (transport) return { message: transport, allowlist: false }
  if (isApiError(error) && error.status === 422 && error.message)
    return { message: error.message, allowlist: false }
  return { message: catalogue[issueSubmitting], allowlist: false }
}

/**
 * Code check: 422 'Invalid or expired verification code'; allowlist_rejected to the rejection screen; a link refused
 * by the server shows its message ('User already has ... linked to their account.'); no answer 'Network request
 * failed' / 'Request timed out' (the code was not judged: it may be sent again); else 'Issue verifying code'.
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
  const transport = transportMessage(error, catalogue)
  if (transport) return { message: transport, allowlist: false }
  if (isApiError(error) && error.status === 422)
    return { message: catalogue['code.invalidOrExpired'], allowlist: false }
  return { message: catalogue['code.issueVerifying'], allowlist: false }
}
