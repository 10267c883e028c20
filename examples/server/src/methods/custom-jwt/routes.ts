/**
 * custom_jwt_account/authenticate: a host-issued JWT verified against the app's JWKS URL or public key. Strict:
 * the app's config names issuer and audience (seeding fails otherwise), the algorithm is pinned, `exp`, `iat`, `jti`
 * and the user id claim are required, `iat` is at most `customJwtMaxAge` old, and a JWKS is fetched over https only
 * (plain http on a loopback address in dev mode). When the allowlist is on, the token's `email` claim must be on it.
 *
 * Single use for login freshness: a fresh login of a user without MFA may still link a method (nothing is removed),
 * so a token must vouch for one only once. Its `jti` is recorded in storage until the token could no longer be accepted
 * (its `exp`, or `iat` plus the maximum age, whichever is first) by one insert-or-fail statement the database
 * arbitrates, so two server instances cannot both count it. The first use is a fresh login; a replay (or a token
 * without `jti`) still signs in (two tabs, a restored page and a host that hands out its session token until it
 * expires all send the same token again) but its session is never fresh: it has no authentication time.
 */
import { CUSTOM_JWT_AUTHENTICATE } from '@latch/core/protocol'
import { Hono } from 'hono'
import { checkAllowlist, limit, login } from '../../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../../context'
import { HttpError, readJson, str } from '../../http'
import { route } from '../../route'
import { securityEvent } from '../../security-events'
import { CustomJwtError, createCustomJwtVerifier, enabledCustomAuth, spendJwtId } from './service'

/** A `CustomJwtError` as the HTTP error the API answers with (after the log has heard of a bad token). */
async function toHttp(deps: Deps, c: Ctx, error: unknown): Promise<unknown> {
  if (!(error instanceof CustomJwtError)) return error
  if (error.kind === 'disabled' || error.kind === 'misconfigured') {
    return new HttpError(403, 'invalid_request', error.message)
  }
  if (error.kind === 'invalid_token') await securityEvent(deps, c, 'login_failure', { method: 'custom_jwt' })
  return new HttpError(401, 'invalid_credentials', error.message)
}

export function customJwtRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const verifier = createCustomJwtVerifier({
    now: deps.config.now,
    maxAge: deps.config.customJwtMaxAge,
    devMode: deps.config.devMode,
  })

  route(r, CUSTOM_JWT_AUTHENTICATE, [], async (c) => {
    const body = await readJson(c)
    const token = str(body, 'token', 16_384)
    const app = c.get('app')
    try {
      const cfg = enabledCustomAuth(app.settings)
      await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
      const verified = await verifier.verify(app.id, cfg, token)
      checkAllowlist(app, { kind: 'email', value: verified.email })
      // the last check before the login: a token refused for another reason is not spent
      const fresh = await spendJwtId(deps.storage, app.id, verified, nowSeconds(deps))
      if (!fresh && verified.jti !== undefined)
        await securityEvent(deps, c, 'custom_jwt_replayed', { method: 'custom_jwt' })
      return await login(deps, app, { type: 'custom_auth', key: verified.userId, data: {} }, c, { fresh })
    } catch (error) {
      throw await toHttp(deps, c, error)
    }
  })

  return r
}
