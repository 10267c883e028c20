/** The guest flow's rules: when a guest login may start, and a failure as the error a person reads. */
import { isLatchError, LatchError } from '../../errors'
import type { Messages } from '../../messages'

/** Why a guest login may not start now, or null when it may. */
export function guestRefusal(
  input: { authenticated: boolean; enabled: boolean },
  messages: Messages,
): LatchError | null {
  if (input.authenticated)
    return new LatchError('already_authenticated', messages['error.alreadyAuthenticated'])
  if (!input.enabled) return new LatchError('guest_disabled', messages['guest.disabled'])
  return null
}

/** A failed guest login: a coded Latch error is kept (its message is the person's); anything else is retryable. */
export function guestError(cause: unknown, messages: Messages): LatchError {
  if (isLatchError(cause)) return cause
  return new LatchError('guest_failed', messages['error.somethingWentWrong'], { cause, retryable: true })
}
