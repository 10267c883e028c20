/**
 * Dev mode only: codes and security notices "sent" by email and SMS land in the outbox (storage), readable at
 * GET /dev/outbox. A notice is stored with the flow `notice:<event>`, its text and no code.
 */
import { Hono } from 'hono'
import type { Deliver } from '../config'
import type { HonoEnv } from '../context'
import { safeEqual } from '../crypto'
import { badRequest, HttpError } from '../http'
import type { Storage } from '../storage'

export const outboxDelivery =
  (storage: Storage, now: () => number): Deliver =>
  async (m) => {
    const createdAt = Math.floor(now() / 1000)
    const { appId, channel, to } = m
    if (m.kind === 'notice') {
      await storage.addOutbox({
        appId,
        channel,
        to,
        flow: `notice:${m.event}`,
        code: '',
        text: m.text,
        createdAt,
      })
    } else {
      await storage.addOutbox({ appId, channel, to, flow: m.flow, code: m.code, createdAt })
    }
  }

/**
 * GET /dev/outbox?to=<email or E.164 phone>&app_id=<id>&limit=<n>&kind=<code|notice|all> ->
 * { messages: [{ id, app_id, channel, to, flow, code, text, created_at }] }, newest first; `kind` defaults to codes only
 * (a notice sent after a link never stands in for the code a reader waits for).
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
    const kindParam = c.req.query('kind') ?? 'code'
    if (kindParam !== 'code' && kindParam !== 'notice' && kindParam !== 'all')
      throw badRequest("Invalid query 'kind'")
    const kind = kindParam === 'all' ? undefined : kindParam
    const messages = await storage.listOutbox({
      appId: c.req.query('app_id'),
      to: to || undefined,
      kind,
      limit,
    })
    c.header('Cache-Control', 'no-store')
    return c.json({
      messages: messages.map((m) => ({
        id: m.id,
        app_id: m.appId,
        channel: m.channel,
        to: m.to,
        flow: m.flow,
        code: m.code,
        text: m.text ?? null,
        created_at: m.createdAt,
      })),
    })
  })
  return r
}
