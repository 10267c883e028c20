/** Passkey flow types: what a ceremony is for, and the one state its screens and route read. */
import type {
  AuthRequiredErrorType,
  LatchError,
  MfaErrorType,
  ServerErrorType,
  TransportErrorType,
} from '../../errors'
import type { User } from '../../user/types'

/** What a ceremony is for: a login, adding a passkey to the user, or the passkey MFA method. */
export type PasskeyMode = 'login' | 'link' | 'mfa-enroll' | 'mfa-verify'

/**
 * The passkey flow's state. `awaiting`: the browser's sheet is open (or, `conditional`, the request waits in the
 * email input's autofill); `verifying`: the server checks the answer; `cancelled`: the person left the wait.
 */
export type PasskeyState =
  | { step: 'idle' }
  | { step: 'awaiting'; mode: PasskeyMode; conditional: boolean }
  | { step: 'verifying'; mode: PasskeyMode }
  | { step: 'done'; mode: PasskeyMode; user: User }
  | { step: 'cancelled'; mode: PasskeyMode }
  | {
      step: 'error'
      mode: PasskeyMode
      error: LatchError
      message: string
      /** 'allowlist' when the server refused the person (the rejection screen shows). */
      reason?: 'allowlist'
    }

/** What `loginWithPasskey` resolves to. */
export interface LoginWithPasskeyReturnType {
  user: User
  isNewUser: boolean
}

/** Options of `loginWithPasskey`. */
export interface LoginWithPasskeyOptions {
  /**
   * Waits in the autofill of an input marked `autocomplete="username webauthn"` instead of opening the browser's
   * sheet (WebAuthn conditional mediation): the person picks a saved passkey while typing their email.
   */
  conditional?: boolean
}

/** The browser's passkey ceremony failed: canceled, refused, no passkey for this site, or no passkeys here. */
export type PasskeyCeremonyErrorType = LatchError<
  'passkey_cancelled' | 'passkey_failed' | 'passkey_not_allowed' | 'passkey_not_found' | 'passkey_unsupported'
>

/** What `loginWithPasskey` may reject with. */
export type LoginWithPasskeyErrorType =
  | LatchError<'already_authenticated' | 'allowlist_rejected'>
  | PasskeyCeremonyErrorType
  | TransportErrorType
  | ServerErrorType

/** What `linkPasskey` may reject with. */
export type LinkPasskeyErrorType =
  | AuthRequiredErrorType
  | LatchError<'passkey_already_registered'>
  | PasskeyCeremonyErrorType
  | MfaErrorType
  | TransportErrorType
  | ServerErrorType
