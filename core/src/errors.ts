/**
 * Errors. One base class with a stable `code` (the wire's spelling); guards compare `name`/`code`, never
 * `instanceof`, so they work across two copies of the package.
 */

/** Client error codes, plus Latch's own configuration and shape codes. */
export type LatchErrorCode =
  | 'client_request_timeout'
  | 'must_be_authenticated'
  | 'unknown_embedded_wallet_error'
  | 'oauth_user_denied'
  | 'unknown_auth_error'
  | 'generic_connect_wallet_error'
  | 'unknown_connect_wallet_error'
  | 'embedded_wallet_already_exists'
  | 'embedded_wallet_frame_blocked'
  | 'embedded_wallet_disconnected'
  | 'exited_auth_flow'
  | 'captcha_timeout'
  // API codes seen on the wire
  | 'missing_or_invalid_token'
  | 'linked_to_another_user'
  | 'invalid_credentials'
  | 'allowlist_rejected'
  | 'rate_limited'
  | 'origin_not_allowed'
  // Latch's own
  | 'invalid_app_id'
  | 'invalid_config'
  | 'invalid_response'
  | 'network_error'
  | 'invalid_input'
  | 'oauth_state_mismatch'
  | 'already_authenticated'
  | 'custom_auth_error'
  | (string & {})

export interface LatchErrorOptions {
  cause?: unknown
  details?: string
  retryable?: boolean
}

/**
 * Base error: a message, a stable code, whether retrying may help, and the cause. `C` types the code: a command's
 * `XxxErrorType` union names the codes it may fail with (`LatchError<'insufficient_funds'> | ...`), so a host's
 * `switch (error.code)` is checked; at run time every error is a `LatchError` whatever `C`.
 */
export class LatchError<C extends LatchErrorCode = LatchErrorCode> extends Error {
  override name = 'LatchError' as string
  readonly code: C
  readonly retryable: boolean
  readonly details: string | undefined
  /** The message without details. */
  readonly shortMessage: string

  constructor(code: C, message: string, options: LatchErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.shortMessage = message
    this.retryable = options.retryable ?? false
    this.details = options.details
  }
}

export interface ApiErrorOptions extends LatchErrorOptions {
  status: number
  type?: string | undefined
}

/** An error answered by the API (or the transport to it): adds HTTP `status` and the server's `type`. */
export class ApiError<C extends LatchErrorCode = LatchErrorCode> extends LatchError<C> {
  override name = 'ApiError' as const
  /** HTTP status; 0 when no response arrived. */
  readonly status: number
  readonly type: string | undefined

  constructor(code: C, message: string, options: ApiErrorOptions) {
    super(code, message, options)
    this.status = options.status
    this.type = options.type
  }

  /** Rate limited: HTTP 429, or the server says 'code 429' in its message. */
  get isRateLimited(): boolean {
    return this.status === 429 || this.code === 'rate_limited' || /code 429/i.test(this.message)
  }
}

/** An EIP-1193 / JSON-RPC error from a wallet. */
export class WalletError<C extends LatchErrorCode = LatchErrorCode> extends LatchError<C> {
  override name = 'WalletError' as const
  readonly rpcCode: number | undefined
  constructor(code: C, message: string, options: LatchErrorOptions & { rpcCode?: number } = {}) {
    super(code, message, options)
    this.rpcCode = options.rpcCode
  }
}

/** An error from the embedded-wallet frame, carrying its `type`. */
export class EmbeddedWalletError<C extends LatchErrorCode = LatchErrorCode> extends LatchError<C> {
  override name = 'EmbeddedWalletError' as const
  readonly type: string
  constructor(type: C, message: string, options: LatchErrorOptions = {}) {
    super(type, message, options)
    this.type = type
  }
}

/** True for any Latch error, across package copies. */
export function isLatchError(error: unknown): error is LatchError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    ['LatchError', 'ApiError', 'WalletError', 'EmbeddedWalletError'].includes((error as Error).name)
  )
}

/** True for an `ApiError`, across package copies. */
export function isApiError(error: unknown): error is ApiError {
  return isLatchError(error) && error.name === 'ApiError'
}

/** True when the error is rate limiting (HTTP 429 or 'code 429' in the message). */
export function isRateLimitError(error: unknown): boolean {
  if (isApiError(error))
    return error.status === 429 || error.code === 'rate_limited' || /code 429/i.test(error.message)
  return error instanceof Error && /code 429/i.test(error.message)
}

/** True when the error carries this code. */
export function hasErrorCode(error: unknown, code: LatchErrorCode): boolean {
  return isLatchError(error) && error.code === code
}

// ── Error types per command (wagmi's way: a union of the errors a command may reject with) ──

/** The API call itself failed: no answer, a malformed one, the rate limit, a session or origin the server refused. */
export type TransportErrorType = ApiError<
  | 'network_error'
  | 'client_request_timeout'
  | 'rate_limited'
  | 'invalid_response'
  | 'missing_or_invalid_token'
  | 'origin_not_allowed'
>

/** The server refused with a code of its own (any code of the wire; `status` and `type` say more). */
export type ServerErrorType = ApiError

/** Asking the person in the modal ended without an answer: closed, replaced, timed out, or the session ended. */
export type RequestErrorType = LatchError<
  'request_canceled' | 'request_pending' | 'request_timeout' | 'session_ended'
>

/** The second factor a guarded call asked for was not given (canceled, timed out, too many tries). */
export type MfaErrorType = LatchError<
  | 'mfa_canceled'
  | 'mfa_timeout'
  | 'missing_or_invalid_mfa'
  | 'mfa_verification_max_attempts_reached'
  | 'step_up_required'
>

/** The command needs a logged-in person. */
export type AuthRequiredErrorType = LatchError<'must_be_authenticated'>
