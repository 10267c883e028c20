/**
 * Email and SMS one-time codes: passwordless/{init,authenticate,link,unlink} and the same under passwordless_sms.
 * Codes: 6 digits from the CSPRNG, stored hashed and bound to app + flow + recipient, 10 minutes, single use,
 * dead after 5 wrong tries. Sends are limited per recipient and per IP.
 */
import {
  EMAIL_AUTHENTICATE,
  EMAIL_INIT,
  EMAIL_LINK,
  EMAIL_UNLINK,
  SMS_AUTHENTICATE,
  SMS_INIT,
  SMS_LINK,
  SMS_UNLINK,
} from '@latch/core/protocol'
import { Hono } from 'hono'
import { checkAllowlist, link, login, requireCaller, requireLinkGrant, unlink } from '../../auth'
import { verifyCaptcha } from '../../captcha'
import type { Ctx, Deps, HonoEnv } from '../../context'
import { limitAuthIp, limitSendIp, sendCode, verifyCode } from '../../domain/codes'
import { linkTarget } from '../../grants'
import { type Body, HttpError, readCode, readJson, str } from '../../http'
import { route } from '../../route'
import { isSessionLive } from '../../sessions'
import { verifyAccessToken } from '../../tokens'
import { EMAIL_CHANNEL, type PasswordlessChannel, PasswordlessError, SMS_CHANNEL } from './service'

/** A channel's rules and the body fields and endpoints its calls use. */
interface Channel {
  rules: PasswordlessChannel
  endpoints: {
    init: typeof EMAIL_INIT | typeof SMS_INIT
    authenticate: typeof EMAIL_AUTHENTICATE | typeof SMS_AUTHENTICATE
    link: typeof EMAIL_LINK | typeof SMS_LINK
    unlink: typeof EMAIL_UNLINK | typeof SMS_UNLINK
  }
  /** Body field of the recipient. */
  field: 'email' | 'phoneNumber'
  /** Body field of unlink. */
  unlinkField: 'address' | 'phoneNumber'
}

const CHANNELS: Channel[] = [
  {
    rules: EMAIL_CHANNEL,
    endpoints: { init: EMAIL_INIT, authenticate: EMAIL_AUTHENTICATE, link: EMAIL_LINK, unlink: EMAIL_UNLINK },
    field: 'email',
    unlinkField: 'address',
  },
  {
    rules: SMS_CHANNEL,
    endpoints: { init: SMS_INIT, authenticate: SMS_AUTHENTICATE, link: SMS_LINK, unlink: SMS_UNLINK },
    field: 'phoneNumber',
    unlinkField: 'phoneNumber',
  },
]

/** A `PasswordlessError` as the HTTP error the API answers with. */
const toHttp = (error: PasswordlessError): HttpError =>
  error.kind === 'disabled'
    ? new HttpError(403, 'invalid_request', error.message)
    : new HttpError(422, 'invalid_data', error.message)

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
  for (const { rules: ch, endpoints, field, unlinkField } of CHANNELS) {
    const recipient = (body: Body, name: string): string => {
      const value = str(body, name, 320)
      try {
        return ch.recipient(value)
      } catch (error) {
        throw error instanceof PasswordlessError ? toHttp(error) : error
      }
    }
    const disabled = () => toHttp(ch.disabled())

    route(r, endpoints.init, [], async (c) => {
      const body = await readJson(c)
      const to = recipient(body, field)
      if (!ch.enabled(c.get('app').settings)) throw disabled()
      // the rate limit first, so neither the captcha nor the allowlist can be probed without limit
      await limitSendIp(deps, c)
      await verifyCaptcha(deps, c, body.token)
      if (!(await optionalCaller(deps, c))) checkAllowlist(c.get('app'), { kind: ch.allowKind, value: to })
      await sendCode(deps, c, { flow: ch.flow, channel: ch.channel, to })
      return { success: true as const }
    })

    route(r, endpoints.authenticate, [], async (c) => {
      const body = await readJson(c)
      const to = recipient(body, field)
      const code = readCode(body)
      if (!ch.enabled(c.get('app').settings)) throw disabled()
      // the rate limit first, so the allowlist cannot be probed without limit
      await limitAuthIp(deps, c)
      checkAllowlist(c.get('app'), { kind: ch.allowKind, value: to })
      await verifyCode(deps, c, { flow: ch.flow, to, code }, { ipCounted: true })
      return login(deps, c.get('app'), ch.account(to), c)
    })

    const linkOf = async (c: Ctx) => linkTarget(ch.account(recipient(await readJson(c), field)))
    route(r, endpoints.link, [requireCaller(deps), requireLinkGrant(deps, linkOf)], async (c) => {
      const body = await readJson(c)
      const to = recipient(body, field)
      const code = readCode(body)
      await verifyCode(deps, c, { flow: ch.flow, to, code })
      return link(deps, c, ch.account(to))
    })

    route(r, endpoints.unlink, [requireCaller(deps)], async (c) => {
      const body = await readJson(c)
      const to = recipient(body, unlinkField)
      return unlink(deps, c, ch.account(to).type, to)
    })
  }
  return r
}
