/** Dev mode only: codes "sent" by email and SMS land in the outbox (storage), readable at GET /dev/outbox. */
import { Hono } from 'hono'
import type { DeliverCode } from '../config'
import type { HonoEnv } from '../context'
import { safeEqual } from '../crypto'
import { badRequest, HttpError } from '../http'
import type { Storage } from '../storage'

export const outboxDelivery =
  (storage: Storage, now: () => number): DeliverCode =>
  async (m) => {
    await storage.addOutbox({ ...m, createdAt: Math.floor(now() / 1000) })
  }

/**
 * GET /dev/outbox?to=<email or E.164 phone>&app_id=<id>&limit=<n> ->
 * { messages: [{ id, app_id, channel, to, flow, code, created_at }] }, newest first.
 * Needs the per-start token (header `x-latch-outbox-token` or query `token`): a page of another site, or another
 * user of the machine, cannot read the codes.
 */
export function outboxRoutes(storage: Storage, token: string): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  r.get('/dev/outbox', async (c) => {
    const presented = c.req.header('x-latch-outbox-token') ?? c.req.query('token') ?? ''
    if (!token || !safeEqual(presented, token)) {
      throw new HttpError(401, 'missing_or_invalid_token', 'Missing or invalid outbox token')
    }
    const limitParam = c.req.query('limit') ?? '50'
    const limit = Number(limitParam)
    if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw badRequest("Invalid query 'limit'")
    const raw = c.req.query('to')?.trim().toLowerCase() ?? ''
    // emails are stored lower-case; phone numbers in E.164 (a '+' may arrive as a space from an unencoded query)
    const to = raw.includes('@') ? raw : raw.replace(/[\s\-().]/g, '').replace(/^(\d)/, '+$1')
    const messages = await storage.listOutbox({ appId: c.req.query('app_id'), to: to || undefined, limit })
    c.header('Cache-Control', 'no-store')
    return c.json({
      messages: messages.map((m) => ({
        id: m.id,
        app_id: m.appId,
        channel: m.channel,
        to: m.to,
        flow: m.flow,
        code: m.code,
        created_at: m.createdAt,
      })),
    })
  })
  return r
}
