/**
 * The server SDK's one error: a stable `code`, a message safe to log (never a token, secret or signature), and the
 * HTTP status of a server API answer when there was one. Guards compare `name` and `code`, never `instanceof`, so
 * they work across two copies of the package.
 */

export type LatchServerErrorCode =
  /** The access token is malformed, not ES256, for another app or issuer, or signed by a key the app does not use. */
  | 'invalid_token'
  /** The access token's `exp` has passed (beyond the clock tolerance). */
  | 'expired_token'
  /** No such user. */
  | 'not_found'
  /** The server refused the app id or app secret. */
  | 'unauthorized'
  /** A webhook whose signature (or its headers) does not check out. */
  | 'invalid_webhook'
  /** A webhook signed too long ago (or too far in the future): more than 5 minutes off. */
  | 'expired_webhook'
  /** A request the server (or this SDK) refused as malformed, e.g. an import with an invalid account. */
  | 'invalid_request'
  /** An account of an imported user belongs to another user. */
  | 'linked_to_another_user'
  | 'rate_limited'
  /** The server failed (5xx), or answered something that is not what the API promises. */
  | 'server_error'
  /** The server could not be reached in time. */
  | 'network_error'

export interface LatchServerErrorOptions {
  /** The HTTP status of the server's answer, when there was one. */
  status?: number
  cause?: unknown
}

/** What every method of the server SDK throws. */
export class LatchServerError extends Error {
  override readonly name = 'LatchServerError' as const
  readonly code: LatchServerErrorCode
  /** The HTTP status of the server's answer, or null. */
  readonly status: number | null

  constructor(code: LatchServerErrorCode, message: string, options: LatchServerErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.status = options.status ?? null
  }
}

/** True for a `LatchServerError` (optionally with this code), from this copy of the package or another. */
export function isLatchServerError(error: unknown, code?: LatchServerErrorCode): error is LatchServerError {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { name?: unknown; code?: unknown }
  return e.name === 'LatchServerError' && (code === undefined || e.code === code)
}
