/** Guest flow types: the one state its route and the landing button read. */
import type { LatchError, ServerErrorType, TransportErrorType } from '../../errors'
import type { User } from '../../user/types'

/** The guest flow's state: `creating` while the server makes the account. */
export type GuestState =
  | { step: 'idle' }
  | { step: 'creating' }
  | { step: 'done'; mode: 'login'; user: User }
  | { step: 'error'; error: LatchError; message: string }

/** What `loginAsGuest` resolves to. */
export interface LoginAsGuestReturnType {
  user: User
  isNewUser: boolean
}

/** Why `loginAsGuest` failed: someone is logged in, guests are off for the app, the server or the network. */
export type LoginAsGuestErrorType =
  | LatchError<'already_authenticated' | 'guest_disabled' | 'guest_failed'>
  | ServerErrorType
  | TransportErrorType
