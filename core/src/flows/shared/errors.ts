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

/** The catalogue texts of one channel's submit errors. */
export interface SubmitTexts {
  /** 'Issue submitting email' / 'Issue submitting phone number': a failure the server does not explain. */
  issueSubmitting: LoginMessageKey
  /** The server refused the recipient (422 invalid_data): 'Please enter a valid email address' / '... phone number'. */
  invalid: LoginMessageKey
}

/**
 * Email or phone submit: a 422 the server explains by a known code shows the catalogue's text for that code
 * (invalid_data: the channel's 'Please enter a valid ...'; sms_unavailable: 'SMS is not available for this phone
 * number'), so it reads in the user's locale; a 422 with a code this client does not know shows the server's message;
 * allowlist_rejected goes to the rejection screen; captcha failures 'Issue verifying you are a human'; no answer
 * 'Network request failed' / 'Request timed out'; else 'Issue
 * submitting email' / 'Issue submitting phone number'.
 */
export function mapSubmitError(error: unknown, texts: SubmitTexts, catalogue: Messages): ScreenError {
  if (isAllowlistRejection(error)) return { message: catalogue['allowlist.title'], allowlist: true }
  if (isCaptchaError(error)) return { message: catalogue['captcha.issueVerifying'], allowlist: false }
  const transport = transportMessage(error, catalogue)
  if (transport) return { message: transport, allowlist: false }
  if (isApiError(error) && error.status === 422) {
    if (error.code === 'invalid_data') return { message: catalogue[texts.invalid], allowlist: false }
    if (error.code === 'sms_unavailable') return { message: catalogue['sms.unavailable'], allowlist: false }
    if (error.message) return { message: error.message, allowlist: false }
  }
  return { message: catalogue[texts.issueSubmitting], allowlist: false }
}

/** True for the server's refusal of a link because the user already has an account of that kind (400 already_linked). */
export function isAlreadyLinked(error: unknown): boolean {
  return isLatchError(error) && error.code === 'already_linked'
}

/**
 * Code check: 422 'Invalid or expired verification code'; allowlist_rejected to the rejection screen; a link refused
 * by the server with already_linked shows `alreadyLinked` (the catalogue's 'User already has an email linked to their
 * account.' or its phone form, chosen by the caller, which knows what it links); no answer 'Network request failed' /
 * 'Request timed out' (the code was not judged: it may be sent again); else 'Issue verifying code'.
 */
export function mapCodeError(
  error: unknown,
  catalogue: Messages,
  mode: 'login' | 'link' = 'login',
  alreadyLinked?: string,
): ScreenError {
  if (isAllowlistRejection(error)) return { message: catalogue['allowlist.title'], allowlist: true }
  if (isLatchError(error) && error.code === 'linked_to_another_user') {
    return { message: catalogue['link.linkedToAnotherUser'], allowlist: false }
  }
  if (isLatchError(error) && error.code === 'must_be_authenticated') {
    return { message: catalogue['error.mustBeAuthenticated'], allowlist: false }
  }
  if (mode === 'link' && isAlreadyLinked(error)) {
    return { message: alreadyLinked ?? catalogue['code.issueVerifying'], allowlist: false }
  }
  if (isLatchError(error) && error.code === 'invalid_input')
    return { message: error.message, allowlist: false }
  const transport = transportMessage(error, catalogue)
  if (transport) return { message: transport, allowlist: false }
  if (isApiError(error) && error.status === 422)
    return { message: catalogue['code.invalidOrExpired'], allowlist: false }
  return { message: catalogue['code.issueVerifying'], allowlist: false }
}
