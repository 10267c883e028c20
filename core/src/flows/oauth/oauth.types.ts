/** OAuth types: the redirect leg and the return leg. */
import type { OAuthProvider } from '../../config/types'
import type { ApiError, LatchError, ServerErrorType, TransportErrorType } from '../../errors'
import type { User } from '../../user/types'
import type { FlowMode } from '../shared/deps'

/** `$state` of the OAuth flow, a union on `step`. */
export type OAuthState =
  | { step: 'idle' }
  /** Asking the server for the authorization URL, then leaving the page. */
  | { step: 'redirecting'; provider: OAuthProvider; mode: FlowMode }
  /** Back from the provider: exchanging the code. */
  | { step: 'authenticating'; provider: OAuthProvider; mode: FlowMode }
  | { step: 'done'; provider: OAuthProvider; mode: FlowMode; user: User; isNewUser: boolean }
  | {
      step: 'error'
      provider: OAuthProvider | null
      mode: FlowMode
      error: LatchError
      /** The screen message, from the client's catalogue. */
      message: string
      /** True when trying again may help (invalid_credentials, oauth_user_denied). */
      retryable: boolean
      /** Set when the failure sends the user elsewhere (the allowlist rejection screen). */
      reason?: 'allowlist'
    }

/** What is kept in session storage across the redirect. */
export interface PendingOAuth {
  provider: OAuthProvider
  /** The state the server will send back; null when it could not be known (then any return is refused). */
  state: string | null
  mode: FlowMode
  /** PKCE verifier, when a challenge was sent. */
  codeVerifier?: string
  /** The page left, with its own query and hash, when it had any (restored after the return). */
  page?: string
}

/** Parameters of `initLoginWithOAuth`. */
export interface InitLoginWithOAuthParameters {
  provider: OAuthProvider
  /** @default 'login' */
  mode?: FlowMode
}
/** Resolves after the browser was sent to the provider. */
export type InitLoginWithOAuthReturnType = undefined

/** Parameters of `handleOAuthReturn` / `loginWithOAuth`. */
export interface HandleOAuthReturnParameters {
  /** When given, a return for another provider is refused. */
  provider?: OAuthProvider
}
/** The user, or null when the address carries no OAuth return. */
export type HandleOAuthReturnReturnType = { user: User; isNewUser: boolean } | null

/** What `initLoginWithOAuth` may reject with: a provider the app does not offer, or the API. */
export type InitLoginWithOAuthErrorType =
  | LatchError<'invalid_input' | 'already_authenticated'>
  | TransportErrorType
  | ServerErrorType

/** What `loginWithOAuth` (the return from the provider) may reject with. */
export type LoginWithOAuthErrorType =
  | LatchError<'oauth_state_mismatch' | 'oauth_user_denied' | 'unknown_auth_error'>
  | ApiError<'allowlist_rejected' | 'invalid_credentials' | 'linked_to_another_user' | 'oauth_failed'>
  | TransportErrorType
  | ServerErrorType
