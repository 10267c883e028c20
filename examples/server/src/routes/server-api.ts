/**
 * The server API for host backends, in Privy's shape: HTTP Basic with the app id and the app secret, plus the
 * `privy-app-id` header (the same id). Server to server only: a request with an `Origin` header (a browser) is
 * refused, so an app secret is never usable from a page.
 *
 *   GET    /api/v1/users/:id                     one user                                  (404 not_found)
 *   GET    /api/v1/users?cursor=&limit=          { data: [user], next_cursor }             (limit 1..100, default 100)
 *   POST   /api/v1/users/email/address           { address }        -> user by email        (404 not_found)
 *   POST   /api/v1/users/phone/number            { number }         -> user by phone        (404 not_found)
 *   POST   /api/v1/users/wallet/address          { address }        -> user by wallet       (404 not_found)
 *   POST   /api/v1/users/custom_auth/id          { custom_user_id } -> user by custom id    (404 not_found)
 *   POST   /api/v1/users                         { linked_accounts: [...] } -> the new user (400 linked_to_another_user)
 *   DELETE /api/v1/users/:id                     204; the user, accounts, sessions, MFA and wallet shares are gone
 *   POST   /api/v1/users/:id/custom_metadata     { custom_metadata: {...} } -> the user      (replaces it whole)
 *          400 invalid_custom_metadata (not a JSON object), 413 custom_metadata_too_large (over 4,096 bytes of
 *          JSON), 404 not_found. Only here: a page reads it in its user and has no call that sets it.
 *
 * A user is the client's `UserJSON` (`id`, `created_at`, `linked_accounts`, `mfa_methods`, `custom_metadata`). Any credential problem
 * (no or malformed header, unknown app, wrong secret, header and Basic id differing) is the same 401
 * `invalid_app_credentials`, which does not say which part was wrong. Failed attempts are limited per IP, calls per
 * app; both are 429 `rate_limited` over the limit. Imports, deletions and refused credentials are security events.
 */
import { Hono, type MiddlewareHandler } from 'hono'
import { importedAccount, verifyAppSecret } from '../apps'
import { limit, securityLog } from '../auth'
import { type Deps, type HonoEnv, nowSeconds } from '../context'
import { newUserId } from '../crypto'
import {
  badRequest,
  HttpError,
  normalizeEmail,
  normalizePhone,
  notFound,
  rateLimited,
  readJson,
  str,
} from '../http'
import type { NewAccount } from '../storage'
import { userToJSON } from '../users'

const MAX_PAGE = 100
/** The largest custom metadata a user may carry: its JSON text, in UTF-8 bytes. */
export const MAX_CUSTOM_METADATA_BYTES = 4096
/** Linked accounts one import may carry. */
const MAX_IMPORT_ACCOUNTS = 20

const invalidCredentials = () =>
  new HttpError(401, 'invalid_app_credentials', 'Invalid app ID or app secret', {
    'WWW-Authenticate': 'Basic realm="latch"',
  })

/** `Authorization: Basic base64(appId:secret)` → its parts, or null. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '')?.[1]
  if (!encoded) return null
  const decoded = Buffer.from(encoded, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  if (colon <= 0) return null
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) }
}

/** Authenticates the host backend and sets the request's app. */
function requireAppSecret(deps: Deps): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    if (c.req.header('origin')) {
      throw new HttpError(
        403,
        'origin_not_allowed',
        'The server API is for servers: never send the app secret from a browser',
      )
    }
    const failKey = `server-api-fail:${c.get('ip')}`
    const rule = deps.config.rateLimits.serverApiFailuresPerIp
    const failures = await deps.storage.peekRateLimit(failKey, rule.windowSeconds, nowSeconds(deps))
    if (failures.count >= rule.max) throw rateLimited(failures.retryAfter)

    const given = basicCredentials(c.req.header('authorization'))
    const headerId = c.req.header('privy-app-id') ?? ''
    const app =
      given && given.id === headerId && headerId.length === 25 ? await deps.storage.getApp(headerId) : null
    // the secret is checked (hashed) whether or not the app exists, so timing does not tell either
    const secretOk = given ? await verifyAppSecret(deps.storage, headerId, given.secret) : false
    if (!app || !secretOk) {
      await deps.storage.hitRateLimit(failKey, Number.MAX_SAFE_INTEGER, rule.windowSeconds, nowSeconds(deps))
      securityLog(deps, c, 'server_api_auth_failure', { app: app?.id })
      throw invalidCredentials()
    }
    await limit(deps, `server-api:${app.id}`, deps.config.rateLimits.serverApiPerApp)
    c.set('app', app)
    await next()
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  }
}

/** Lookups by one linked account: path, body field, and how the field becomes the account's key. */
const LOOKUPS: Array<{ path: string; field: string; type: string; key: (v: string) => string | null }> = [
  { path: '/users/email/address', field: 'address', type: 'email', key: normalizeEmail },
  { path: '/users/phone/number', field: 'number', type: 'phone', key: normalizePhone },
  {
    path: '/users/wallet/address',
    field: 'address',
    type: 'wallet',
    key: (v) => (/^0x[0-9a-fA-F]{40}$/.test(v) ? v.toLowerCase() : null),
  },
  { path: '/users/custom_auth/id', field: 'custom_user_id', type: 'custom_auth', key: (v) => v },
]

export function serverApiRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  // Hono's '/users/*' also matches '/users' itself
  r.use('/users/*', requireAppSecret(deps))

  const userJson = async (appId: string, userId: string) => {
    const user = await deps.storage.getUser(appId, userId)
    if (!user) throw notFound('User not found')
    return userToJSON(user)
  }

  r.get('/users', async (c) => {
    const cursor = c.req.query('cursor') || null
    const limitParam = c.req.query('limit')
    const size = limitParam === undefined ? MAX_PAGE : Number(limitParam)
    if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE) {
      throw badRequest(`limit must be a whole number from 1 to ${MAX_PAGE}`)
    }
    // one extra row says whether there is a next page
    const users = await deps.storage.listUsers(c.get('app').id, { after: cursor, limit: size + 1 })
    const page = users.slice(0, size)
    const next = users.length > size ? (page[page.length - 1]?.id ?? null) : null
    return c.json({ data: page.map(userToJSON), next_cursor: next })
  })

  for (const lookup of LOOKUPS) {
    r.post(lookup.path, async (c) => {
      const value = str(await readJson(c), lookup.field, 512)
      const key = lookup.key(value)
      if (!key) throw badRequest(`Invalid field '${lookup.field}'`)
      const account = await deps.storage.findAccount(c.get('app').id, lookup.type, key)
      if (!account) throw notFound('User not found')
      return c.json(await userJson(c.get('app').id, account.userId))
    })
  }

  r.get('/users/:id', async (c) => c.json(await userJson(c.get('app').id, c.req.param('id'))))

  r.post('/users', async (c) => {
    const body = await readJson(c)
    const list = body.linked_accounts
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_IMPORT_ACCOUNTS) {
      throw badRequest(`linked_accounts must list 1 to ${MAX_IMPORT_ACCOUNTS} accounts`)
    }
    const accounts: NewAccount[] = []
    for (const item of list) {
      const account = importedAccount(item)
      if (typeof account === 'string') throw badRequest(`Invalid linked account: ${account}`)
      if (accounts.some((a) => a.type === account.type && (a.type !== 'wallet' || a.key === account.key))) {
        throw badRequest(`Invalid linked account: more than one ${account.type}`)
      }
      accounts.push(account)
    }
    const app = c.get('app')
    const userId = newUserId()
    // a user is new however they came: a backend that syncs users from webhooks sees imports too (queued with it)
    const created = deps.webhooks.outbox(app, (u) => [{ type: 'user.created', user: userToJSON(u) }])
    const result = await deps.storage.importUser(app.id, userId, accounts, nowSeconds(deps), created)
    if (result === 'taken') {
      throw new HttpError(400, 'linked_to_another_user', 'One of these accounts belongs to another user.')
    }
    securityLog(deps, c, 'user_imported', { app: app.id, user: userId })
    return c.json(await userJson(app.id, userId))
  })

  r.post('/users/:id/custom_metadata', async (c) => {
    const app = c.get('app')
    const userId = c.req.param('id')
    const metadata = (await readJson(c)).custom_metadata
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
      throw new HttpError(400, 'invalid_custom_metadata', 'custom_metadata must be a JSON object')
    }
    const json = JSON.stringify(metadata)
    const bytes = new TextEncoder().encode(json).length
    if (bytes > MAX_CUSTOM_METADATA_BYTES) {
      throw new HttpError(
        413,
        'custom_metadata_too_large',
        `custom_metadata must be at most ${MAX_CUSTOM_METADATA_BYTES} bytes of JSON (this one is ${bytes})`,
      )
    }
    if (!(await deps.storage.setCustomMetadata(app.id, userId, json))) throw notFound('User not found')
    return c.json(await userJson(app.id, userId))
  })

  r.delete('/users/:id', async (c) => {
    const app = c.get('app')
    const userId = c.req.param('id')
    const deleted = deps.webhooks.outbox(app, (u) => [{ type: 'user.deleted', user_id: u.id }])
    if (!(await deps.storage.deleteUser(app.id, userId, deleted))) throw notFound('User not found')
    securityLog(deps, c, 'user_deleted', { app: app.id, user: userId, by: 'server_api' })
    return c.body(null, 204)
  })

  return r
}
