/**
 * Email and SMS one-time codes: passwordless/{init,authenticate,link,unlink} and the same under passwordless_sms.
 * Codes: 6 digits from the CSPRNG, stored hashed and bound to app + flow + recipient, 10 minutes, single use,
 * dead after 5 wrong tries. Sends are limited per recipient and per IP.
 */
import { Hono } from 'hono'
import { checkAllowlist, limit, link, login, requireCaller, unlink } from '../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { codeHash, randomCode } from '../crypto'
import {
  type Body,
  HttpError,
  invalidCode,
  normalizeEmail,
  normalizePhone,
  readCode,
  readJson,
  str,
} from '../http'
import { verifyAccessToken } from '../tokens'

interface Channel {
  /** Path segment. */
  path: 'passwordless' | 'passwordless_sms'
  /** Code flow (the code is bound to it). */
  flow: 'email' | 'sms'
  channel: 'email' | 'sms'
  /** Body field of the recipient. */
  field: 'email' | 'phoneNumber'
  /** Body field of unlink. */
  unlinkField: 'address' | 'phoneNumber'
  normalize: (v: string) => string | null
  invalidMessage: string
  enabled: (d: Ctx) => boolean
  account: (recipient: string) => { type: string; key: string; data: Record<string, unknown> }
  allowKind: 'email' | 'phone'
}

const CHANNELS: Channel[] = [
  {
    path: 'passwordless',
    flow: 'email',
    channel: 'email',
    field: 'email',
    unlinkField: 'address',
    normalize: normalizeEmail,
    invalidMessage: 'Invalid email address',
    enabled: (c) => c.get('app').settings.emailAuth,
    account: (email) => ({ type: 'email', key: email, data: { address: email } }),
    allowKind: 'email',
  },
  {
    path: 'passwordless_sms',
    flow: 'sms',
    channel: 'sms',
    field: 'phoneNumber',
    unlinkField: 'phoneNumber',
    normalize: normalizePhone,
    invalidMessage: 'Invalid phone number',
    enabled: (c) => c.get('app').settings.smsAuth,
    account: (phone) => ({ type: 'phone', key: phone, data: { phone_number: phone } }),
    allowKind: 'phone',
  },
]

/** Sends a one-time code (shared with SMS MFA). */
export async function sendCode(
  deps: Deps,
  c: Ctx,
  m: { flow: string; channel: 'email' | 'sms'; to: string },
): Promise<void> {
  const app = c.get('app')
  const { rateLimits, codeTtl } = deps.config
  await limit(deps, `code:${app.id}:${m.channel}:${m.to}`, rateLimits.codePerRecipient)
  await limit(deps, `code-ip:${c.get('ip')}`, rateLimits.codePerIp)
  const code = randomCode()
  await deps.storage.putCode({
    appId: app.id,
    flow: m.flow,
    recipient: m.to,
    hash: codeHash(app.id, m.flow, m.to, code),
    expiresAt: nowSeconds(deps) + codeTtl,
  })
  if (deps.config.deliver)
    await deps.config.deliver({ appId: app.id, channel: m.channel, to: m.to, flow: m.flow, code })
}

/** Checks (and consumes) a code; 422 when wrong, expired, used or dead. */
export async function verifyCode(
  deps: Deps,
  c: Ctx,
  m: { flow: string; to: string; code: string },
): Promise<void> {
  const app = c.get('app')
  await limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)
  const result = await deps.storage.checkCode(
    { appId: app.id, flow: m.flow, recipient: m.to, hash: codeHash(app.id, m.flow, m.to, m.code) },
    nowSeconds(deps),
    deps.config.codeMaxAttempts,
  )
  if (result !== 'ok') throw invalidCode()
}

/** The caller if a valid bearer came with the request (init for a link skips the allowlist). */
async function optionalCaller(deps: Deps, c: Ctx): Promise<string | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
  if (!match?.[1]) return null
  const claims = await verifyAccessToken(deps.keys, match[1], {
    issuer: deps.config.issuer,
    appId: c.get('app').id,
    now: deps.config.now(),
  })
  return claims?.userId ?? null
}

export function passwordlessRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  for (const ch of CHANNELS) {
    const recipient = (body: Body, field: string): string => {
      const to = ch.normalize(str(body, field, 320))
      if (!to) throw new HttpError(422, 'invalid_data', ch.invalidMessage)
      return to
    }
    const disabled = () =>
      new HttpError(
        403,
        'invalid_request',
        `${ch.channel === 'email' ? 'Email' : 'SMS'} login is not enabled`,
      )

    r.post(`/${ch.path}/init`, async (c) => {
      const body = await readJson(c)
      const to = recipient(body, ch.field)
      if (!ch.enabled(c)) throw disabled()
      if (!(await optionalCaller(deps, c))) checkAllowlist(c.get('app'), { kind: ch.allowKind, value: to })
      await sendCode(deps, c, { flow: ch.flow, channel: ch.channel, to })
      return c.json({ success: true as const })
    })

    r.post(`/${ch.path}/authenticate`, async (c) => {
      const body = await readJson(c)
      const to = recipient(body, ch.field)
      const code = readCode(body)
      if (!ch.enabled(c)) throw disabled()
      checkAllowlist(c.get('app'), { kind: ch.allowKind, value: to })
      await verifyCode(deps, c, { flow: ch.flow, to, code })
      return c.json(await login(deps, c.get('app'), ch.account(to), c))
    })

    r.post(`/${ch.path}/link`, requireCaller(deps), async (c) => {
      const body = await readJson(c)
      const to = recipient(body, ch.field)
      const code = readCode(body)
      await verifyCode(deps, c, { flow: ch.flow, to, code })
      return c.json(await link(deps, c, ch.account(to)))
    })

    r.post(`/${ch.path}/unlink`, requireCaller(deps), async (c) => {
      const body = await readJson(c)
      const to = recipient(body, ch.unlinkField)
      return c.json(await unlink(deps, c, ch.account(to).type, to))
    })
  }
  return r
}
