/**
 * The Hono app, built from a config object. Tests call `app.request()` on it (no port); `startServer` (index.ts)
 * serves it on 127.0.0.1.
 */
import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import { API_PREFIX, SESSIONS_REFRESH } from '@latch/core/protocol'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { matchedRoutes } from 'hono/route'
import { seedApp } from './apps'
import { runCleanup } from './cleanup'
import { type AppSeed, resolveConfig, type ServerOptions } from './config'
import { consoleRoutes } from './console/routes'
import type { Deps, HonoEnv } from './context'
import { createDelivery } from './delivery'
import { devFaucetRoutes } from './dev/faucet'
import { outboxRoutes } from './dev/outbox'
import { HttpError, refuseOtherOrigins } from './http'
import { idempotency } from './idempotency'
import { requestId, writeLog } from './logging'
import { SERVER_METHODS } from './methods/list'
import { SERVER_METHOD_ROUTES } from './methods/mount'
import { createMetrics } from './metrics'
import { paymasterRoutes } from './paymaster/routes'
import { assertDataKeysOpen } from './reseal'
import { embeddedWalletRoutes } from './routes/embedded-wallets'
import { mfaRoutes } from './routes/mfa'
import { miscRoutes, publicAppRoutes } from './routes/misc'
import { onRampRoutes } from './routes/onramp'
import { opsRoutes } from './routes/ops'
import { serverApiRoutes } from './routes/server-api'
import { sessionRoutes } from './routes/sessions'
import { smartWalletRoutes } from './routes/smart-wallets'
import { stepUpRoutes } from './routes/step-up'
import { walletDeviceRoutes } from './routes/wallet-devices'
import { walletFrameRoutes } from './routes/wallet-frame'
import { createDataCrypto, loadDataKey, parsePreviousDataKeys } from './secrets'
import { isStorageUnavailable, openStorage, type Storage } from './storage'
import { createSigningKeys } from './tokens'
import { createWebhookDispatcher, type WebhookDispatcher } from './webhooks/dispatcher'
import { createWebhooks } from './webhooks/queue'

/** Request headers the client sends. */
const ALLOWED_HEADERS =
  'authorization, content-type, idempotency-key, privy-app-id, privy-ca-id, privy-client, x-request-id'

export { seedApp } from './apps'

export interface ServerApp {
  app: Hono<HonoEnv>
  deps: Deps
  /** Creates or updates an app (tests and seeding). */
  seedApp(seed: AppSeed): Promise<void>
  /**
   * Deletes expired rows now (the started server also runs it every `cleanupIntervalSeconds`); null when another
   * instance on the same database was running it.
   */
  cleanup(): Promise<Record<string, number> | null>
  /** Makes a new signing key for an app; the JWKS serves it and the previous one. */
  rotateSigningKey(appId: string): Promise<string>
  /** Sends the queued webhook events (`startServer` starts it; tests may `drain()` it by hand). */
  webhooks: WebhookDispatcher
  close(): Promise<void>
}

/**
 * Builds storage (the given one, else PostgreSQL at `databaseUrl` or SQLite in `dataDir`; migrations run), the
 * signing keys (made on first use), the seeded apps and the app.
 */
export async function createServerApp(partial: ServerOptions = {}, given?: Storage): Promise<ServerApp> {
  const config = resolveConfig(partial)
  if (!Number.isInteger(config.trustProxyHops) || config.trustProxyHops < 1) {
    throw new Error('trustProxyHops must be a whole number of at least 1')
  }
  // the data key first: a missing key must not leave a database connection open behind the error
  const data = createDataCrypto(
    loadDataKey({
      dataKey: config.dataKey,
      dataDir: config.dataDir,
      devMode: config.devMode,
      shared: !!config.databaseUrl,
    }),
    parsePreviousDataKeys(config.dataKeyPrevious),
  )
  const metrics = createMetrics()
  const opened =
    given ??
    (await openStorage({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      timeoutMs: config.databaseTimeoutMs,
    }))
  const storage = metrics.timeStorage(opened)
  // codes and notices: `deliver` given in code, else the configured adapters (and the dev outbox in dev mode)
  config.deliver = createDelivery({ config, storage })
  const keys = createSigningKeys(storage, data, config.now)
  const webhooks = createWebhooks(storage, config.now, config.log)
  const deps: Deps = {
    config,
    storage,
    keys,
    data,
    webhooks,
    metrics,
    lifecycle: { draining: false, inFlight: 0 },
  }
  const dispatcher = createWebhookDispatcher(deps)
  const nowS = () => Math.floor(config.now() / 1000)
  try {
    // a server without the key its wallet master key or signing keys were sealed with refuses to start
    await assertDataKeysOpen(storage, data)
    for (const seed of config.apps)
      await seedApp(storage, seed, nowS(), config.devMode, config.allowPrivateWebhookUrls)
    // the plain signing key of earlier versions: every app gets it as its own (sealed) key, then it is deleted
    if (await keys.retireLegacyKey((await storage.listApps()).map((a) => a.id)))
      config.log('signing keys: the plain key of an earlier version now lives sealed under each app; deleted')
  } catch (error) {
    await storage.close()
    throw error
  }
  return {
    app: buildApp(deps),
    deps,
    seedApp: (seed) => seedApp(storage, seed, nowS(), config.devMode, config.allowPrivateWebhookUrls),
    rotateSigningKey: async (appId) => (await keys.rotate(appId)).kid,
    cleanup: () => runCleanup(deps),
    webhooks: dispatcher,
    close: async () => {
      await dispatcher.stop()
      await storage.close()
    },
  }
}

/**
 * The client IP for rate limits and logs. Behind `trustProxyHops` trusted proxies, each appends the address it saw
 * to X-Forwarded-For, so the client is the entry that many places from the right; entries further left are
 * whatever the client sent and are ignored. The entry must be an IP address; otherwise the socket address is used.
 */
export function clientIp(c: import('hono').Context, trustProxy: boolean, hops = 1): string {
  if (trustProxy) {
    const chain = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const candidate = chain.length >= hops ? chain[chain.length - hops] : undefined
    if (candidate && isIP(candidate)) return candidate.toLowerCase()
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}

export function buildApp(deps: Deps): Hono<HonoEnv> {
  const { config, storage } = deps
  const app = new Hono<HonoEnv>()

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) c.header(k, v)
      return c.json(err.toJSON(), err.status)
    }
    const fields = { reqId: c.get('requestId'), err: { type: err.name, message: err.message } }
    // The database went away: the call wrote nothing (each storage call is one transaction); try again shortly.
    if (isStorageUnavailable(err)) {
      writeLog(config, 'warn', fields, 'database unavailable', `error: ${err.name}: ${err.message}`)
      c.header('Retry-After', '1')
      return c.json(
        { error: 'The database is unavailable; try again shortly', code: 'database_unavailable' },
        503,
      )
    }
    // Never log request data: only the error class and message.
    writeLog(config, 'error', fields, 'request failed', `error: ${err.name}: ${err.message}`)
    return c.json({ error: 'Internal server error', code: 'internal_error' }, 500)
  })
  app.notFound((c) => c.json({ error: 'Not found', code: 'not_found' }, 404))

  // Request id, access log and metrics: method, path (never the query string: OAuth codes travel there), matched
  // route, status, duration. Counts the request in flight for the graceful shutdown.
  app.use('*', async (c, next) => {
    const start = performance.now()
    const reqId = requestId(c.req.header('x-request-id'))
    c.set('requestId', reqId)
    c.set('ip', clientIp(c, config.trustProxy, config.trustProxyHops))
    deps.lifecycle.inFlight++
    try {
      await next()
    } finally {
      deps.lifecycle.inFlight--
    }
    c.header('x-request-id', reqId)
    const ms = performance.now() - start
    // the route the request was for (its first matching handler; middleware are registered for ALL methods), also
    // when a middleware answered before it
    const route = matchedRoutes(c).find((r) => r.method !== 'ALL')?.path ?? 'unmatched'
    const status = c.res.status
    deps.metrics.httpRequests.inc({ method: c.req.method, route, status: String(status) })
    deps.metrics.httpDuration.observe({ method: c.req.method, route }, ms / 1000)
    if (c.req.method === SESSIONS_REFRESH.method && route === SESSIONS_REFRESH.path) {
      const outcome =
        status === 200 ? 'ok' : status === 429 ? 'rate_limited' : status < 500 ? 'refused' : 'error'
      deps.metrics.refreshes.inc({ outcome })
    }
    const line = `${c.req.method} ${c.req.path} ${status} ${ms.toFixed(1)}ms`
    const fields = {
      reqId,
      method: c.req.method,
      path: c.req.path,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      ip: c.get('ip'),
    }
    writeLog(config, status >= 500 ? 'error' : 'info', fields, 'request', line)
  })

  // CORS for origins allowed by some app (a preflight does not say which app); the app middleware then checks the
  // origin against the request's own app. Never credentialed: no cookies are used, tokens travel in the body and
  // the Authorization header, so a page cannot ride on a browser's ambient credentials.
  // A page on an origin no app allows still gets its /api/v1 preflight answered, so that the browser sends the call
  // and can read the one answer such a page ever gets: the 403 `origin_not_allowed` refusal (it reveals nothing the
  // page did not send). Every other answer carries no CORS header for it; every /api/v1 route either refuses it
  // before acting or checks the origin itself (the wallet share calls), so the preflight enables nothing more.
  const cors: MiddlewareHandler<HonoEnv> = async (c, next) => {
    const origin = c.req.header('origin')
    const allowed = origin ? (await storage.allAllowedOrigins()).has(origin) : false
    if (c.req.method === 'OPTIONS') {
      const res = new Response(null, { status: 204 })
      res.headers.set('Vary', 'Origin')
      if (origin && (allowed || c.req.path.startsWith(`${API_PREFIX}/`))) {
        res.headers.set('Access-Control-Allow-Origin', origin)
        res.headers.set('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS')
        res.headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS)
        res.headers.set('Access-Control-Max-Age', '600')
      }
      return res
    }
    await next()
    c.header('Vary', 'Origin', { append: true })
    if (origin && (allowed || c.get('originRefused'))) {
      c.header('Access-Control-Allow-Origin', origin)
    }
  }
  app.use('/api/*', cors)
  // the outbox too, so a dev page can read codes (dev mode only: the route does not exist otherwise)
  if (config.devMode) app.use('/dev/*', cors)

  app.use(
    '*',
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: (c) => c.json({ error: 'Request body too large', code: 'invalid_request' }, 413),
    }),
  )

  app.route('/', opsRoutes(deps))
  // the operator console: its pages and /console/api (operators only: console/auth.ts)
  app.route('/', consoleRoutes(deps))
  if (config.devMode) app.route('/', outboxRoutes(storage, config.devOutboxToken))

  // Routes that need no app header: the app id is in the path, or the caller is the provider's redirect.
  const methods = SERVER_METHODS.map((m) => SERVER_METHOD_ROUTES[m.id](deps))
  app.route(API_PREFIX, publicAppRoutes(deps))
  for (const routes of methods) if (routes.public) app.route(API_PREFIX, routes.public)
  // Wallet shares and frame pages check their app themselves: share calls come from the frame's own origin.
  const walletDevices = walletDeviceRoutes(deps)
  app.route(API_PREFIX, embeddedWalletRoutes(deps))
  app.route(API_PREFIX, walletDevices.frame)
  app.route('/', walletFrameRoutes(deps))
  // The server API for host backends authenticates with the app secret (HTTP Basic), not the client's headers.
  app.route(API_PREFIX, serverApiRoutes(deps))

  // Every other /api/v1 call names its app in `privy-app-id`; a browser origin must be one of the app's.
  app.use(`${API_PREFIX}/*`, async (c, next) => {
    const id = c.req.header('privy-app-id') ?? ''
    const found = id.length === 25 ? await storage.getApp(id) : null
    if (!found) throw new HttpError(400, 'invalid_app_id', 'Missing or unknown privy-app-id header')
    refuseOtherOrigins(c, found)
    c.set('app', found)
    await next()
    // tokens, codes and TOTP secrets must never sit in a shared or browser cache
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
  })
  // a retried call with an effect (a code send) is answered once: see idempotency.ts
  app.use(`${API_PREFIX}/*`, idempotency(deps))
  app.route(API_PREFIX, stepUpRoutes(deps))
  app.route(API_PREFIX, sessionRoutes(deps))
  // each login method's calls (methods/list.ts)
  for (const routes of methods) app.route(API_PREFIX, routes.api)
  app.route(API_PREFIX, mfaRoutes(deps))
  app.route('/', onRampRoutes(deps))
  app.route(API_PREFIX, miscRoutes(deps))
  // dev mode only: 1 test ETH on the local dev chain for any wallet (the route does not exist otherwise)
  if (config.devMode) app.route(API_PREFIX, devFaucetRoutes(deps))
  // the ERC-7677 paymaster (only when configured)
  if (config.paymaster) app.route(API_PREFIX, paymasterRoutes(deps))
  // the embedded wallet's smart account (config.smartWallets) is linked from the host page
  app.route(API_PREFIX, smartWalletRoutes(deps))
  // the owner lists and revokes wallet device keys from the host page
  app.route(API_PREFIX, walletDevices.api)
  return app
}
