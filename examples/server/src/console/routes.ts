/**
 * The console's routes, from its descriptors (protocol.ts): sign-in (`/console/auth/*`), the API (`/console/api/*`,
 * operators only, checked by `operatorGuard`) and the pages (page.ts). Every change is written to the audit log with
 * the operator's id; a `support` operator reads and revokes sessions, and is refused secrets, settings and deletes.
 */
import { Hono } from 'hono'
import { rotateAppSecret } from '../apps'
import { limit } from '../auth'
import type { Ctx, Deps, HonoEnv } from '../context'
import { nowSeconds } from '../context'
import { codeHash, codeHashes, randomCode } from '../crypto'
import { badRequest, HttpError, normalizeEmail, notFound, readJson } from '../http'
import { route } from '../route'
import type { AppRecord, UserSearchKind, WebhookStatus } from '../storage'
import { userToJSON } from '../users'
import { newWebhookSecret, sealWebhookSecret } from '../webhooks/secret'
import {
  audit,
  endOperatorSession,
  operatorGuard,
  operatorToJSON,
  requireOwner,
  signedIn,
  signInGuard,
  startOperatorSession,
} from './auth'
import { acceptInvite, inviteOptions, signInOptions, verifySignIn } from './operators'
import { consolePages } from './page'
import * as P from './protocol'
import { applyAppUpdate, appToJSON, readAppUpdate } from './settings'

const CODE_FLOW = 'console'
const CODE_TTL_SECONDS = 10 * 60
const PAGE_MAX = 100

const pageSize = (v: string | undefined, fallback = 25): number => {
  if (v === undefined || v === '') return fallback
  const n = Number(v)
  if (!Number.isInteger(n) || n < 1 || n > PAGE_MAX)
    throw badRequest(`limit must be a whole number from 1 to ${PAGE_MAX}`)
  return n
}
const seconds = (v: string | undefined, name: string): number | undefined => {
  if (v === undefined || v === '') return undefined
  const n = Number(v)
  if (!Number.isInteger(n) || n < 0) throw badRequest(`${name} must be Unix seconds`)
  return n
}

/** What kind of identity a search text is, when the operator did not say. */
export function guessKind(q: string): UserSearchKind {
  if (q.includes('@')) return 'email'
  if (/^0x[0-9a-f]*$/i.test(q)) return 'wallet'
  if (q.startsWith('did:')) return 'user'
  if (/^\+?[\d\s().-]+$/.test(q)) return 'phone'
  return 'passkey'
}

/** The search text as stored: emails and EVM addresses in lower case, phone numbers as digits after a '+'. */
function normalizeQuery(kind: UserSearchKind, q: string): string {
  const t = q.trim()
  if (kind === 'email') return t.toLowerCase()
  if (kind === 'wallet') return /^0x/i.test(t) ? t.toLowerCase() : t
  if (kind === 'phone') return `+${t.replace(/\D/g, '')}`
  return t
}

const KINDS: readonly UserSearchKind[] = ['email', 'phone', 'wallet', 'passkey', 'user']

async function appOr404(deps: Deps, c: Ctx): Promise<AppRecord> {
  const app = await deps.storage.getApp(c.req.param('appId') ?? '')
  if (!app) throw notFound('No such app')
  return app
}

export function consoleRoutes(deps: Deps): Hono<HonoEnv> {
  const { storage } = deps
  const r = new Hono<HonoEnv>()
  const now = () => nowSeconds(deps)

  // ── sign-in ──
  const signIn = [signInGuard(deps)]
  const ipLimit = (c: Ctx) => limit(deps, `console-signin:${c.get('ip')}`, { max: 30, windowSeconds: 300 })
  route(r, P.CONSOLE_INVITE_OPTIONS, signIn, async (c) => {
    await ipLimit(c)
    const body = await readJson(c)
    return { options: await inviteOptions(deps, body.token) }
  })
  route(r, P.CONSOLE_INVITE_VERIFY, signIn, async (c) => {
    await ipLimit(c)
    const body = await readJson(c)
    const operator = await acceptInvite(deps, body.token, body.response)
    await audit(deps, c, operator, 'operator.invite_accepted', { target: operator.email })
    return startOperatorSession(deps, c, operator, 'passkey')
  })
  route(r, P.CONSOLE_PASSKEY_OPTIONS, signIn, async (c) => {
    await ipLimit(c)
    return { options: await signInOptions(deps) }
  })
  route(r, P.CONSOLE_PASSKEY_VERIFY, signIn, async (c) => {
    await ipLimit(c)
    const body = await readJson(c)
    return startOperatorSession(deps, c, await verifySignIn(deps, body.response), 'passkey')
  })
  route(r, P.CONSOLE_CODE_SEND, signIn, async (c) => {
    await ipLimit(c)
    const body = await readJson(c)
    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : null
    if (!email) throw badRequest('Enter the email address you were invited with')
    await limit(deps, `console-code:${email}`, { max: 5, windowSeconds: 3600 })
    const operator = await storage.getOperatorByEmail(email)
    // the same answer for an address that is no operator's: the page does not tell who operates this server
    if (!operator || operator.disabledAt !== null) return { success: true as const }
    if (!deps.config.deliver) {
      throw new HttpError(503, 'delivery_unavailable', 'No email delivery is configured on this server')
    }
    const code = randomCode()
    await storage.putCode({
      appId: '',
      flow: CODE_FLOW,
      recipient: email,
      hash: codeHash(deps, '', CODE_FLOW, email, code),
      expiresAt: now() + CODE_TTL_SECONDS,
    })
    await deps.config.deliver({ kind: 'code', appId: '', channel: 'email', to: email, flow: CODE_FLOW, code })
    return { success: true as const }
  })
  route(r, P.CONSOLE_CODE_VERIFY, signIn, async (c) => {
    await ipLimit(c)
    const body = await readJson(c)
    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : null
    const code = typeof body.code === 'string' ? body.code.trim() : ''
    if (!email || !/^\d{6}$/.test(code)) throw badRequest('Enter your email and the 6-digit code')
    const result = await storage.checkCode(
      { appId: '', flow: CODE_FLOW, recipient: email, hash: codeHashes(deps, '', CODE_FLOW, email, code) },
      now(),
      5,
    )
    const operator = result === 'ok' ? await storage.getOperatorByEmail(email) : null
    if (!operator || operator.disabledAt !== null) {
      throw new HttpError(422, 'invalid_credentials', 'Invalid or expired verification code')
    }
    return startOperatorSession(deps, c, operator, 'email_code')
  })

  // ── the API: operators only ──
  r.use('/console/api/*', operatorGuard(deps))
  route(r, P.CONSOLE_LOGOUT, [], async (c) => {
    await endOperatorSession(deps, c)
    return { success: true as const }
  })
  route(r, P.CONSOLE_ME, [], (c) => {
    const { operator, session } = signedIn(c)
    return { operator: operatorToJSON(operator), csrf: session.csrf }
  })

  // apps
  route(r, P.CONSOLE_APPS_LIST, [], async () => ({
    apps: await Promise.all((await storage.listApps()).map((a) => appToJSON(deps, a))),
  }))
  route(r, P.CONSOLE_APP_GET, [], async (c) => ({ app: await appToJSON(deps, await appOr404(deps, c)) }))
  route(r, P.CONSOLE_APP_UPDATE, [], async (c) => {
    const operator = requireOwner(c)
    const app = await appOr404(deps, c)
    const update = readAppUpdate(deps, app.id, await readJson(c))
    const updated = await applyAppUpdate(deps, app.id, update)
    await audit(deps, c, operator, 'app.updated', { appId: app.id, details: { fields: update.changed } })
    return { app: await appToJSON(deps, updated) }
  })
  route(r, P.CONSOLE_APP_ROTATE_SECRET, [], async (c) => {
    const operator = requireOwner(c)
    const app = await appOr404(deps, c)
    const secret = await rotateAppSecret(storage, app.id, now())
    if (!secret) throw notFound('No such app')
    await audit(deps, c, operator, 'app.secret_rotated', { appId: app.id })
    return { app_secret: secret }
  })
  route(r, P.CONSOLE_APP_ROTATE_WEBHOOK_SECRET, [], async (c) => {
    const operator = requireOwner(c)
    const app = await appOr404(deps, c)
    if (!app.settings.webhookUrl) {
      throw new HttpError(422, 'invalid_settings', 'The app has no webhook URL', {}, {
        fields: { webhook_url: 'set a webhook URL first' },
      } as never)
    }
    const fresh = newWebhookSecret()
    await storage.upsertApp(
      {
        id: app.id,
        name: app.name,
        settings: { ...app.settings, webhookSecret: sealWebhookSecret(deps.data, app.id, fresh) },
      },
      now(),
    )
    await audit(deps, c, operator, 'app.webhook_secret_rotated', { appId: app.id })
    return { webhook_secret: fresh }
  })

  // users
  route(r, P.CONSOLE_USERS_SEARCH, [], async (c) => {
    const q = (c.req.query('q') ?? '').trim()
    if (!q || q.length > 200)
      throw badRequest('q: an email, phone number, wallet address, passkey or user id')
    const given = c.req.query('kind')
    if (given !== undefined && !KINDS.includes(given as UserSearchKind)) {
      throw badRequest(`kind must be one of ${KINDS.join(', ')}`)
    }
    const kind = (given as UserSearchKind | undefined) ?? guessKind(q)
    const size = pageSize(c.req.query('limit'))
    const found = await storage.searchUsers({
      appId: c.req.query('app') || undefined,
      kind,
      query: normalizeQuery(kind, q),
      after: c.req.query('after') || undefined,
      limit: size + 1,
    })
    const page = found.slice(0, size)
    const users = []
    for (const f of page) {
      const u = await storage.getUser(f.appId, f.userId)
      if (!u) continue
      users.push({
        app_id: u.appId,
        user_id: u.id,
        created_at: u.createdAt,
        identities: u.accounts.map((a) => `${a.type}: ${a.key}`),
      })
    }
    return { users, kind, next: found.length > size ? (page.at(-1)?.userId ?? null) : null }
  })
  route(r, P.CONSOLE_USER_GET, [], async (c) => {
    const app = await appOr404(deps, c)
    const user = await storage.getUser(app.id, c.req.param('userId') ?? '')
    if (!user) throw notFound('No such user')
    const [sessions, devices, wallet] = await Promise.all([
      storage.listUserSessions(app.id, user.id),
      storage.listWalletDevices(app.id, user.id),
      storage.getEmbeddedWallet(app.id, user.id),
    ])
    const t = now()
    return {
      app_id: app.id,
      user: userToJSON(user) as unknown as Record<string, unknown>,
      sessions: sessions
        .filter((s) => s.revokedAt === null && s.expiresAt > t)
        .map((s) => ({
          id: s.id,
          created_at: s.createdAt,
          expires_at: s.expiresAt,
          revoked_at: s.revokedAt,
          forked_from: s.forkedFrom,
        })),
      passkeys: user.passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        created_at: p.createdAt,
        last_used_at: p.lastUsedAt,
      })),
      devices: devices.map((d) => ({ id: d.id, created_at: d.createdAt, last_used_at: d.lastUsedAt })),
      mfa_methods: user.mfa.map((m) => m.type),
      embedded_wallet: wallet ? { address: wallet.address, recovery_method: wallet.recoveryMethod } : null,
    }
  })
  route(r, P.CONSOLE_USER_REVOKE_SESSION, [], async (c) => {
    const { operator } = signedIn(c)
    const app = await appOr404(deps, c)
    const userId = c.req.param('userId') ?? ''
    const session = await storage.getSession(c.req.param('sessionId') ?? '')
    if (!session || session.appId !== app.id || session.userId !== userId) throw notFound('No such session')
    const revoked = await storage.revokeSessionTree(session.id, now())
    await audit(deps, c, operator, 'user.session_revoked', {
      appId: app.id,
      target: userId,
      details: { session: session.id, revoked: revoked.length },
    })
    return { revoked: revoked.length }
  })
  route(r, P.CONSOLE_USER_REVOKE_ALL, [], async (c) => {
    const { operator } = signedIn(c)
    const app = await appOr404(deps, c)
    const user = await storage.getUser(app.id, c.req.param('userId') ?? '')
    if (!user) throw notFound('No such user')
    const revoked = await storage.revokeUserSessions(app.id, user.id, now(), null)
    await audit(deps, c, operator, 'user.sessions_revoked', {
      appId: app.id,
      target: user.id,
      details: { revoked },
    })
    return { revoked }
  })
  route(r, P.CONSOLE_USER_DELETE, [], async (c) => {
    const operator = requireOwner(c)
    const app = await appOr404(deps, c)
    const user = await storage.getUser(app.id, c.req.param('userId') ?? '')
    if (!user) throw notFound('No such user')
    const body = await readJson(c)
    if (body.confirm !== user.id) {
      throw new HttpError(422, 'invalid_request', 'Type the user id to confirm the deletion', {}, {
        fields: { confirm: 'must repeat the user id' },
      } as never)
    }
    const outbox = deps.webhooks.outbox(app, (u) => [{ type: 'user.deleted', user_id: u.id }])
    await storage.deleteUser(app.id, user.id, outbox)
    await audit(deps, c, operator, 'user.deleted', { appId: app.id, target: user.id })
    return { success: true as const }
  })

  // the security log
  route(r, P.CONSOLE_SECURITY_EVENTS, [], async (c) => {
    const size = pageSize(c.req.query('limit'), 50)
    const format = c.req.query('format') ?? 'json'
    if (format !== 'json' && format !== 'jsonl') throw badRequest('format must be json or jsonl')
    const found = await storage.searchSecurityEvents({
      appId: c.req.query('app') || undefined,
      userId: c.req.query('user') || undefined,
      type: c.req.query('type') || undefined,
      since: seconds(c.req.query('since'), 'since'),
      until: seconds(c.req.query('until'), 'until'),
      before: seconds(c.req.query('before'), 'before'),
      limit: size + 1,
    })
    const events = found.slice(0, size).map((e) => ({
      id: e.id,
      app_id: e.appId,
      type: e.type,
      user_id: e.userId,
      session_id: e.sessionId,
      method: e.method,
      ip: e.ip,
      details: e.details,
      created_at: e.createdAt,
    }))
    if (format === 'jsonl') {
      return new Response(events.map((e) => JSON.stringify(e)).join('\n') + (events.length ? '\n' : ''), {
        headers: {
          'content-type': 'application/x-ndjson; charset=utf-8',
          'content-disposition': 'attachment; filename="security-log.jsonl"',
        },
      }) as never
    }
    return { events, next: found.length > size ? String(events.at(-1)?.id) : null }
  })

  // webhooks
  route(r, P.CONSOLE_WEBHOOKS, [], async (c) => {
    const app = await storage.getApp(c.req.query('app') ?? '')
    if (!app) throw badRequest('app: an app id')
    const status = c.req.query('status') || undefined
    const statuses = ['pending', 'delivering', 'delivered', 'dead']
    if (status !== undefined && !statuses.includes(status))
      throw badRequest(`status must be one of ${statuses.join(', ')}`)
    const list = await storage.listWebhooks(app.id, {
      status: status as WebhookStatus | undefined,
      limit: pageSize(c.req.query('limit'), 50),
    })
    return {
      deliveries: list.map((d) => ({
        id: d.id,
        app_id: d.appId,
        event_type: d.eventType,
        status: d.status,
        attempts: d.attempts,
        created_ms: d.createdMs,
        delivered_ms: d.deliveredMs,
        last_error: d.lastError,
      })),
    }
  })
  route(r, P.CONSOLE_WEBHOOK_REDELIVER, [], async (c) => {
    const operator = requireOwner(c)
    const id = c.req.param('deliveryId') ?? ''
    const result = await storage.redeliverWebhook(id, deps.config.now())
    if (result === 'missing') throw notFound('No such webhook delivery')
    if (result === 'open') {
      throw new HttpError(409, 'invalid_request', 'This delivery is still pending or in flight')
    }
    await audit(deps, c, operator, 'webhook.redelivered', { target: id })
    return { success: true as const }
  })

  // the audit log
  route(r, P.CONSOLE_AUDIT, [], async (c) => {
    requireOwner(c)
    const entries = await storage.listConsoleAudit({
      operatorId: c.req.query('operator') || undefined,
      before: seconds(c.req.query('before'), 'before'),
      limit: pageSize(c.req.query('limit'), 50),
    })
    return {
      entries: entries.map((e) => ({
        id: e.id,
        operator_id: e.operatorId,
        action: e.action,
        app_id: e.appId,
        target: e.target,
        ip: e.ip,
        details: e.details,
        created_at: e.createdAt,
      })),
    }
  })
  // an unknown console API path: the guard ran first, so an unsigned caller learns nothing
  r.all('/console/api/*', () => {
    throw notFound()
  })

  r.route('/', consolePages(deps))
  return r
}
