/**
 * Running it as a service: GET /api/health (the process is alive), GET /api/ready (the database answers, every
 * migration is applied, codes can be delivered (outside dev mode), the wallet frame bundle builds, and the server is
 * not shutting down: a load balancer sends traffic only while this is 200; a 503 lists every reason), GET /metrics (Prometheus text, behind `Authorization: Bearer <LATCH_METRICS_TOKEN>`; not served without a
 * token).
 */
import { Hono } from 'hono'
import type { Deps, HonoEnv } from '../context'
import { safeEqual } from '../crypto'
import { buildFrameBundle } from '../domain/frame-bundle'
import { HttpError } from '../http'
import { isStorageUnavailable } from '../storage'

export function opsRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  r.get('/api/health', (c) => c.json({ ok: true }))

  r.get('/api/ready', async (c) => {
    c.header('Cache-Control', 'no-store')
    if (deps.lifecycle.draining) {
      const reason = { code: 'shutting_down', reason: 'The server is shutting down' }
      return c.json({ ready: false, ...reason, reasons: [reason] }, 503)
    }
    // every part that cannot work, at once: the first is also `code` and `reason`
    const reasons: Array<{ code: string; reason: string }> = []
    try {
      const { pendingMigrations } = await deps.storage.health()
      if (pendingMigrations > 0) {
        reasons.push({
          code: 'migrations_pending',
          reason: `${pendingMigrations} migrations are not applied (latch-server migrate)`,
        })
      }
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error
      reasons.push({ code: 'database_unavailable', reason: 'The database is unavailable' })
    }
    if (!deps.config.devMode && !deps.config.deliver) {
      reasons.push({
        code: 'delivery_unconfigured',
        reason: 'No code delivery is configured (LATCH_SMTP_URL, LATCH_SMS_*, LATCH_DELIVERY_HOOK_URL)',
      })
    }
    try {
      await buildFrameBundle(deps.config.walletFrameEntry)
    } catch (error) {
      // esbuild's first error names what is missing (`Could not resolve "idb-keyval"`); no secret is in it
      const first = (error as { errors?: Array<{ text?: string }> }).errors?.[0]?.text
      reasons.push({
        code: 'wallet_frame_unbuildable',
        reason: `The embedded wallet frame cannot be built${first ? `: ${first}` : ''}`,
      })
    }
    if (reasons.length > 0) return c.json({ ready: false, ...reasons[0], reasons }, 503)
    return c.json({ ready: true, engine: deps.storage.engine })
  })

  r.get('/metrics', async (c) => {
    const token = deps.config.metricsToken
    if (!token) throw new HttpError(404, 'not_found', 'Not found')
    const given = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    if (!safeEqual(given, token)) {
      throw new HttpError(401, 'missing_or_invalid_token', 'Missing or invalid metrics token', {
        'WWW-Authenticate': 'Bearer realm="metrics"',
      })
    }
    c.header('Content-Type', deps.metrics.registry.contentType)
    c.header('Cache-Control', 'no-store')
    return c.body(await deps.metrics.registry.metrics())
  })

  return r
}
