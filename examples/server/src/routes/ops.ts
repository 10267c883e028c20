/**
 * Running it as a service: GET /api/health (the process is alive), GET /api/ready (the database answers, every
 * migration is applied, and the server is not shutting down: a load balancer sends traffic only while this is
 * 200), GET /metrics (Prometheus text, behind `Authorization: Bearer <LATCH_METRICS_TOKEN>`; not served without a
 * token).
 */
import { Hono } from 'hono'
import type { Deps, HonoEnv } from '../context'
import { safeEqual } from '../crypto'
import { HttpError } from '../http'
import { isStorageUnavailable } from '../storage'

export function opsRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  r.get('/api/health', (c) => c.json({ ok: true }))

  r.get('/api/ready', async (c) => {
    c.header('Cache-Control', 'no-store')
    const notReady = (reason: string, code: string) => c.json({ ready: false, reason, code }, 503)
    if (deps.lifecycle.draining) return notReady('The server is shutting down', 'shutting_down')
    try {
      const { pendingMigrations } = await deps.storage.health()
      if (pendingMigrations > 0) {
        return notReady(
          `${pendingMigrations} migrations are not applied (latch-server migrate)`,
          'migrations_pending',
        )
      }
    } catch (error) {
      if (!isStorageUnavailable(error)) throw error
      return notReady('The database is unavailable', 'database_unavailable')
    }
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
