/** custom_jwt_account/authenticate: a host-issued JWT verified against the app's JWKS URL or public key. */
import { Hono } from 'hono'
import { createRemoteJWKSet, importSPKI, type JWTVerifyOptions, jwtVerify } from 'jose'
import { limit, login } from '../auth'
import type { Deps, HonoEnv } from '../context'
import { HttpError, readJson, str } from '../http'

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
    const options: JWTVerifyOptions = { currentDate: new Date(deps.config.now()) }
    if (cfg.issuer) options.issuer = cfg.issuer
    if (cfg.audience) options.audience = cfg.audience
    let userId: unknown
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
        const alg = cfg.algorithm || 'RS256'
        const key = await importSPKI(cfg.publicKeyPem as string, alg)
        payload = (await jwtVerify(token, key, { ...options, algorithms: [alg] })).payload
      }
      userId = payload[cfg.userIdClaim || 'sub']
    } catch {
      throw new HttpError(401, 'invalid_credentials', 'Invalid custom auth token')
    }
    if (typeof userId !== 'string' || userId === '' || userId.length > 256) {
      throw new HttpError(401, 'invalid_credentials', 'The custom auth token has no user id')
    }
    return c.json(await login(deps, app, { type: 'custom_auth', key: userId, data: {} }))
  })

  return r
}
