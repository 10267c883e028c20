/** Custom token (host-issued JWT) types: `config.customAuth { enabled, getCustomAccessToken, isLoading }`. */
import type { LatchError } from '../../errors'
import type { User } from '../../user/types'

/** `$state` of the custom-auth flow, a union on `step`. Every path ends in a step that is not pending. */
export type CustomAuthState =
  | { step: 'disabled' }
  /** The host says it is still loading its own session. */
  | { step: 'waiting' }
  | { step: 'fetching-token' }
  | { step: 'authenticating' }
  | { step: 'authenticated'; user: User }
  /** The host has no session (its token is null): logged out here too. */
  | { step: 'unauthenticated' }
  | { step: 'error'; error: LatchError; message: string }

/** Return type of `loginWithCustomToken`: the user, or null when disabled, waiting or logged out. */
export type LoginWithCustomTokenReturnType = User | null
