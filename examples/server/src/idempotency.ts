/**
 * Idempotency keys (`Idempotency-Key` header, as in Stripe's API and the IETF draft): a client that retries a call
 * with an effect (a code send, an MFA removal) after a lost answer sends the same key, and the server answers the
 * repeat with the first answer instead of acting twice (one code sent, not three).
 *
 * - Only calls with an effect whose answer holds no secret take a key (the client's list, IDEMPOTENT_PATHS: code
 *   sends, unlinks, MFA removal, step-up sends); elsewhere the header is ignored, so no token or TOTP secret is
 *   ever kept here.
 * - The key is 1 to 255 characters of [A-Za-z0-9_-]; anything else is a 400.
 * - A key binds to its request: method, path, body and bearer (a sha256 of them). The same key with another request
 *   is a 422 `idempotency_key_reused`, so a key seen by someone else never hands them the first answer.
 * - While the first request still runs, a repeat waits for it (up to 5 s), then gets 409 `idempotency_key_in_use`.
 * - 2xx and 4xx answers are kept for a day (purged by the cleanup job). A 5xx or a 429 is not kept: nothing was done,
 *   so a retry (after the Retry-After wait) runs again.
 */
import { createHash } from 'node:crypto'
import { IDEMPOTENT_PATHS } from '@latch/core/protocol'
import type { MiddlewareHandler } from 'hono'
import { type Deps, type HonoEnv, nowSeconds } from './context'
import { HttpError } from './http'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
const KEY = /^[A-Za-z0-9_-]{1,255}$/
const WAIT_MS = 5000
const POLL_MS = 50

export function idempotency(deps: Deps): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (key === undefined || c.req.method !== 'POST') return next()
    if (!IDEMPOTENT_PATHS.some((pattern) => pattern.test(c.req.path))) return next()
    if (!KEY.test(key)) {
      throw new HttpError(
        400,
        'invalid_request',
        "Invalid 'Idempotency-Key' header (1 to 255 of A-Z a-z 0-9 _ -)",
      )
    }
    const body = await c.req.text()
    const fingerprint = createHash('sha256')
      .update(`${c.req.method}\0${c.req.path}\0${c.req.header('authorization') ?? ''}\0${body}`)
      .digest('hex')
    const k = { appId: c.get('app').id, scope: c.req.path, key }
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      const claim = await deps.storage.claimIdempotencyKey({ ...k, fingerprint }, nowSeconds(deps))
      if (claim.state === 'new') break
      if (claim.state === 'mismatch') {
        throw new HttpError(
          422,
          'idempotency_key_reused',
          'This idempotency key was used with another request.',
        )
      }
      if (claim.state === 'done') {
        return new Response(claim.body, {
          status: claim.status,
          headers: {
            'content-type': 'application/json',
            'idempotent-replayed': 'true',
            'cache-control': 'no-store',
          },
        })
      }
      if (Date.now() >= deadline) {
        throw new HttpError(
          409,
          'idempotency_key_in_use',
          'A request with this idempotency key is still running.',
        )
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
    try {
      // a route's error is turned into its answer by the app's error handler before this returns
      await next()
    } catch (error) {
      await deps.storage.releaseIdempotencyKey(k)
      throw error
    }
    if (c.res.status >= 500 || c.res.status === 429) {
      await deps.storage.releaseIdempotencyKey(k)
      return
    }
    await deps.storage.completeIdempotencyKey(k, { status: c.res.status, body: await c.res.clone().text() })
  }
}
