/** How calls may be repeated: the client's retry policy and the server's idempotency keys read the same lists. */

/**
 * Calls that are never retried blindly: a lost answer may mean the server already consumed the code, the OAuth
 * state or the refresh token, and a repeat would fail (or, for a fork, open a second session).
 */
export const NON_REPEATABLE_PATHS: readonly RegExp[] = [
  /^\/api\/v1\/(passwordless|passwordless_sms|siwe|oauth|telegram)\/(authenticate|link)$/,
  /^\/api\/v1\/custom_jwt_account\/authenticate$/,
  /^\/api\/v1\/sessions\/fork$/,
  /^\/api\/v1\/mfa\/.+\/(enroll|verify)$/,
]

/**
 * Calls with an effect that the client retries (network errors, timeouts, 5xx): each carries an idempotency key, so
 * a retry after a lost answer gets the first answer instead of a second effect (one code sent, not several).
 * Answers that carry secrets (tokens, TOTP secrets) are never keyed: the server would keep them.
 */
export const IDEMPOTENT_PATHS: readonly RegExp[] = [
  /^\/api\/v1\/(passwordless|passwordless_sms)\/init$/,
  /^\/api\/v1\/(passwordless|passwordless_sms|siwe|oauth|passkey|telegram)\/unlink$/,
  /^\/api\/v1\/mfa\/passwordless_sms\/init$/,
  /^\/api\/v1\/mfa\/(passwordless_sms|totp|passkey)\/unenroll$/,
  /^\/api\/v1\/step_up\/init$/,
]
