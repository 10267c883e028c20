/**
 * Passkey rules: whether this browser can use passkeys, and what a failed ceremony means to a person. Pure: the
 * flow, the screens and a host's own button ask the same rule.
 */

import { PASSKEY_NAME_MAX_LENGTH } from '../../constants'
import { isLatchError, LatchError } from '../../errors'
import { formatMessage, type Messages, messages } from '../../messages'
import { ceremonyErrorName, isCeremonyCancelled } from '../../passkey/errors'
import type { PasskeyMode } from './passkey.types'

/** Whether passkeys can be used here (shared with the MFA flow, which offers the passkey method only then). */
export { isPasskeySupported } from '../../passkey/support'
export { isCeremonyCancelled }

/** The error of a browser that has no passkeys. */
export function unsupportedError(messages: Messages): LatchError {
  return new LatchError('passkey_unsupported', messages['passkey.unsupported'])
}

/**
 * A failed ceremony as an error a person can read. Server refusals keep their code and message (passkey_not_found,
 * invalid_passkey_response, challenge_expired, ...). The browser says `NotAllowedError` both when the person closes
 * its sheet and when no passkey of this site is on the device (it may not tell which, by design): a login says
 * so in one sentence that covers both, other ceremonies say "cancelled or not allowed".
 */
export function passkeyError(error: unknown, mode: PasskeyMode, messages: Messages): LatchError {
  if (isLatchError(error)) return error
  const { name, code } = ceremonyErrorName(error)
  if (name === 'NotAllowedError') {
    return mode === 'login'
      ? new LatchError('passkey_not_allowed', messages['passkey.noPasskey'], {
          cause: error,
          retryable: true,
        })
      : new LatchError('passkey_not_allowed', messages['passkey.notAllowed'], {
          cause: error,
          retryable: true,
        })
  }
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new LatchError('passkey_already_registered', messages['passkey.alreadyRegistered'], {
      cause: error,
    })
  }
  if (name === 'NotSupportedError') {
    return new LatchError('passkey_unsupported', messages['passkey.unsupported'], { cause: error })
  }
  return new LatchError('passkey_failed', messages['passkey.failed'], { cause: error, retryable: true })
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/**
 * The message key of what is wrong with a passkey name, or null: after trimming it must not be empty
 * ('passkey.nameRequired'), have at most `PASSKEY_NAME_MAX_LENGTH` (64) characters ('passkey.nameTooLong'), and
 * hold no control characters, not even at its ends ('passkey.nameInvalid'). The server applies the same rule.
 */
export function passkeyNameIssue(
  input: unknown,
): 'passkey.nameRequired' | 'passkey.nameTooLong' | 'passkey.nameInvalid' | null {
  const raw = typeof input === 'string' ? input : ''
  const name = raw.trim()
  if (name === '') return 'passkey.nameRequired'
  if (CONTROL_CHARACTERS.test(raw)) return 'passkey.nameInvalid'
  // UTF-16 code units, as the server counts them
  if (name.length > PASSKEY_NAME_MAX_LENGTH) return 'passkey.nameTooLong'
  return null
}

/** Validates a passkey name: null when it can be saved, else the text of its issue (English unless given). */
export function validatePasskeyName(input: unknown, catalogue: Messages = messages): string | null {
  const issue = passkeyNameIssue(input)
  return issue && formatMessage(catalogue, issue, { max: PASSKEY_NAME_MAX_LENGTH })
}
