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
import { Hono } from 'hono'
import { createRemoteJWKSet, importSPKI, type JWTVerifyOptions, jwtVerify } from 'jose'
import { checkAllowlist, limit, login } from '../auth'
import { type Deps, type HonoEnv, nowSeconds } from '../context'
import { validateCustomAuth } from '../domain/custom-jwt'
import { HttpError, readJson, str } from '../http'
import { securityEvent } from '../security-events'

export function customJwtRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

  r.post('/custom_jwt_account/authenticate', async (c) => {
    const body = await readJson(c)
    const token = str(body, 'token', 16_384)
    const app = c.get('app')
    const cfg = app.settings.customAuth
    if (!cfg?.enabled || (!cfg.jwksUrl && !cfg.publicKeyPem)) {
      throw new HttpError(403, 'invalid_request', 'Custom authentication is not enabled')
    }
    await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
    // The config is checked at seeding; checked again here so an app stored by an older version cannot go lax.
    try {
      validateCustomAuth(app.id, cfg, deps.config.devMode)
    } catch {
      throw new HttpError(403, 'invalid_request', 'Custom authentication is misconfigured')
    }
    const alg = cfg.algorithm || 'RS256'
    const userIdClaim = cfg.userIdClaim || 'sub'
    const options: JWTVerifyOptions = {
      currentDate: new Date(deps.config.now()),
      issuer: cfg.issuer as string,
      audience: cfg.audience as string,
      algorithms: [alg],
      requiredClaims: [...new Set(['exp', 'iat', 'sub', userIdClaim])],
      maxTokenAge: deps.config.customJwtMaxAge,
    }
    let userId: unknown
    let email: unknown
    let jti: unknown
    let usableUntil = 0
    try {
      let payload: Record<string, unknown>
      if (cfg.jwksUrl) {
        let set = jwks.get(cfg.jwksUrl)
        if (!set) {
          set = createRemoteJWKSet(new URL(cfg.jwksUrl))
          jwks.set(cfg.jwksUrl, set)
        }
        payload = (await jwtVerify(token, set, options)).payload
      } else {
        const key = await importSPKI(cfg.publicKeyPem as string, alg)
        payload = (await jwtVerify(token, key, options)).payload
      }
      userId = payload[userIdClaim]
      email = payload.email
      jti = payload.jti
      usableUntil = Math.min(payload.exp as number, (payload.iat as number) + deps.config.customJwtMaxAge)
    } catch {
      await securityEvent(deps, c, 'login_failure', { method: 'custom_jwt' })
      throw new HttpError(401, 'invalid_credentials', 'Invalid custom auth token')
    }
    if (typeof userId !== 'string' || userId === '' || userId.length > 256) {
      throw new HttpError(401, 'invalid_credentials', 'The custom auth token has no user id')
    }
    if (jti !== undefined && (typeof jti !== 'string' || jti === '' || jti.length > 256)) {
      throw new HttpError(401, 'invalid_credentials', "The custom auth token's 'jti' is not a usable id")
    }
    checkAllowlist(app, { kind: 'email', value: typeof email === 'string' ? email : null })
    // the last check before the login: a token refused for another reason is not spent
    const fresh =
      typeof jti === 'string' &&
      (await deps.storage.useJwtId(app.id, jti, Math.ceil(usableUntil) + 1, nowSeconds(deps)))
    if (!fresh && jti !== undefined)
      await securityEvent(deps, c, 'custom_jwt_replayed', { method: 'custom_jwt' })
    return c.json(await login(deps, app, { type: 'custom_auth', key: userId, data: {} }, c, { fresh }))
  })

  return r
}
