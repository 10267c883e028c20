/**
 * Email and SMS one-time codes: passwordless/{init,authenticate,link,unlink} and the same under passwordless_sms.
 * Codes: 6 digits from the CSPRNG, stored hashed and bound to app + flow + recipient, 10 minutes, single use,
 * dead after 5 wrong tries. Sends are limited per recipient and per IP.
 */
import { Hono } from 'hono'
import { checkAllowlist, link, login, requireCaller, requireLinkGrant, unlink } from '../auth'
import { verifyCaptcha } from '../captcha'
import type { Ctx, Deps, HonoEnv } from '../context'
import { limitAuthIp, limitSendIp, sendCode, verifyCode } from '../domain/codes'
import { linkTarget } from '../grants'
import { type Body, HttpError, normalizeEmail, normalizePhone, readCode, readJson, str } from '../http'
import { isSessionLive } from '../sessions'
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

/** The caller if a valid bearer came with the request (init for a link skips the allowlist). */
async function optionalCaller(deps: Deps, c: Ctx): Promise<string | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')
  if (!match?.[1]) return null
  const claims = await verifyAccessToken(deps.keys, match[1], {
    issuer: deps.config.issuer,
    appId: c.get('app').id,
    now: deps.config.now(),
  })
  if (!claims) return null
  // a revoked or expired session does not count as a caller
  const session = await deps.storage.getSession(claims.sessionId)
  if (!session || !(await isSessionLive(deps, session, c.get('app').id))) return null
  return claims.userId
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
      // the rate limit first, so neither the captcha nor the allowlist can be probed without limit
      await limitSendIp(deps, c)
      await verifyCaptcha(deps, c, body.token)
      if (!(await optionalCaller(deps, c))) checkAllowlist(c.get('app'), { kind: ch.allowKind, value: to })
      await sendCode(deps, c, { flow: ch.flow, channel: ch.channel, to })
      return c.json({ success: true as const })
    })

    r.post(`/${ch.path}/authenticate`, async (c) => {
      const body = await readJson(c)
      const to = recipient(body, ch.field)
      const code = readCode(body)
      if (!ch.enabled(c)) throw disabled()
      // the rate limit first, so the allowlist cannot be probed without limit
      await limitAuthIp(deps, c)
      checkAllowlist(c.get('app'), { kind: ch.allowKind, value: to })
      await verifyCode(deps, c, { flow: ch.flow, to, code }, { ipCounted: true })
      return c.json(await login(deps, c.get('app'), ch.account(to), c))
    })

    const linkOf = async (c: Ctx) => linkTarget(ch.account(recipient(await readJson(c), ch.field)))
    r.post(`/${ch.path}/link`, requireCaller(deps), requireLinkGrant(deps, linkOf), async (c) => {
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
