/**
 * Email and SMS one-time codes: passwordless/{init,authenticate,link,unlink} and the same under passwordless_sms.
 * Codes: 6 digits from the CSPRNG, stored hashed and bound to app + flow + recipient, 10 minutes, single use,
 * dead after 5 wrong tries. Sends are limited per recipient and per IP.
 */
import { Hono } from 'hono'
import { checkAllowlist, limit, link, login, requireCaller, requireLinkGrant, unlink } from '../auth'
import { verifyCaptcha } from '../captcha'
import type { RateLimit } from '../config'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { codeHash, codeHashes, randomCode } from '../crypto'
import { deliveryUnavailable, requestLocale } from '../delivery'
import { linkTarget } from '../grants'
import {
  type Body,
  HttpError,
  invalidCode,
  normalizeEmail,
  normalizePhone,
  rateLimited,
  readCode,
  readJson,
  str,
} from '../http'
import { securityEvent } from '../security-events'
import { isSessionLive } from '../sessions'
import { testAccountCode } from '../test-accounts'
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

/** Counts a code send against the client IP's limit (first, before anything else about the request is checked). */
export const limitSendIp = (deps: Deps, c: Ctx) =>
  limit(deps, `code-ip:${c.get('ip')}`, deps.config.rateLimits.codePerIp)

/** SMS to a country outside the app's list is refused (toll fraud by premium numbers). */
function assertSmsCountry(_deps: Deps, c: Ctx, phone: string): void {
  const allowed = c.get('app').settings.smsAllowedCountryCodes ?? []
  if (allowed.length === 0) return
  if (!allowed.some((code) => phone.startsWith(`+${code}`))) {
    throw new HttpError(422, 'invalid_data', 'SMS is not available for this phone number')
  }
}

/** Sends a one-time code (shared with SMS MFA); the caller has counted the IP with `limitSendIp`. */
export async function sendCode(
  deps: Deps,
  c: Ctx,
  m: { flow: string; channel: 'email' | 'sms'; to: string },
): Promise<void> {
  const app = c.get('app')
  const { rateLimits, codeTtl } = deps.config
  if (m.channel === 'sms') assertSmsCountry(deps, c, m.to)
  await limit(deps, `code:${app.id}:${m.channel}:${m.to}`, rateLimits.codePerRecipient)
  if (m.channel === 'sms') {
    // the app's daily SMS budget, across all recipients: caps what a botnet can cost the app
    const budget = app.settings.smsDailyBudget ?? 1000
    await limit(deps, `sms-budget:${app.id}`, { max: budget, windowSeconds: 86_400 })
  }
  // an app's test account logs in with its fixed code, delivered nowhere (and written in the security log)
  const fixed = testAccountCode(app.settings, m.flow, m.to)
  const code = fixed ?? randomCode()
  await deps.storage.putCode({
    appId: app.id,
    flow: m.flow,
    recipient: m.to,
    hash: codeHash(deps, app.id, m.flow, m.to, code),
    expiresAt: nowSeconds(deps) + codeTtl,
  })
  if (fixed) {
    await securityEvent(deps, c, 'test_account_code', { method: m.channel, user: c.get('caller')?.userId })
    return
  }
  // nothing can send it (outside dev mode, no delivery configured): a retryable refusal, not a code never sent
  if (!deps.config.deliver) throw deliveryUnavailable(m.channel)
  await deps.config.deliver({
    kind: 'code',
    appId: app.id,
    channel: m.channel,
    to: m.to,
    flow: m.flow,
    code,
    locale: requestLocale(c),
  })
}

/**
 * Failure counters of one code check (every flow; a resend does not reset them): the recipient's from this client
 * IP (the lockout), the recipient's over all IPs (a much higher ceiling) and, when a user is known (link, MFA), the
 * user's. Each allows `rule.max` wrong codes per long window.
 */
function failureKeys(deps: Deps, c: Ctx, to: string): Array<{ key: string; rule: RateLimit }> {
  const { codeFailuresPerRecipientIp, codeFailuresPerRecipient, mfaFailuresPerUser } = deps.config.rateLimits
  const app = c.get('app').id
  const keys = [
    { key: `code-fail-ip:${app}:${to}:${c.get('ip')}`, rule: codeFailuresPerRecipientIp },
    { key: `code-fail:${app}:${to}`, rule: codeFailuresPerRecipient },
  ]
  const caller = c.get('caller')
  if (caller) keys.push({ key: `mfa-fail:${caller.userId}`, rule: mfaFailuresPerUser })
  return keys
}

/** 429 with Retry-After while any of the counters is at its maximum (even for the right code). */
export async function assertNotLockedOut(
  deps: Deps,
  _c: Ctx,
  keys: Array<{ key: string; rule: RateLimit }>,
): Promise<void> {
  for (const { key, rule } of keys) {
    const state = await deps.storage.peekRateLimit(key, rule.windowSeconds, nowSeconds(deps))
    if (state.count >= rule.max) throw rateLimited(state.retryAfter)
  }
}

/** Counts one wrong code against each counter; logs the lockout when one reaches its maximum. */
export async function countFailure(
  deps: Deps,
  c: Ctx,
  keys: Array<{ key: string; rule: RateLimit }>,
): Promise<void> {
  for (const { key, rule } of keys) {
    await deps.storage.hitRateLimit(key, Number.MAX_SAFE_INTEGER, rule.windowSeconds, nowSeconds(deps))
    const state = await deps.storage.peekRateLimit(key, rule.windowSeconds, nowSeconds(deps))
    if (state.count === rule.max) {
      await securityEvent(deps, c, 'lockout', { counter: key.split(':')[0], user: c.get('caller')?.userId })
    }
  }
}

/** Counts a code check against the client IP's limit. */
export const limitAuthIp = (deps: Deps, c: Ctx) =>
  limit(deps, `auth-ip:${c.get('ip')}`, deps.config.rateLimits.authPerIp)

/** Checks (and consumes) a code; 422 when wrong, expired, used or dead; 429 while the recipient is locked out. */
export async function verifyCode(
  deps: Deps,
  c: Ctx,
  m: { flow: string; to: string; code: string },
  opts: { ipCounted?: boolean } = {},
): Promise<void> {
  const app = c.get('app')
  if (!opts.ipCounted) await limitAuthIp(deps, c)
  const keys = failureKeys(deps, c, m.to)
  await assertNotLockedOut(deps, c, keys)
  const result = await deps.storage.checkCode(
    { appId: app.id, flow: m.flow, recipient: m.to, hash: codeHashes(deps, app.id, m.flow, m.to, m.code) },
    nowSeconds(deps),
    deps.config.codeMaxAttempts,
  )
  if (result === 'invalid') await countFailure(deps, c, keys)
  if (result !== 'ok') {
    await securityEvent(deps, c, 'login_failure', {
      method: m.flow.split(':')[0],
      user: c.get('caller')?.userId,
    })
    throw invalidCode()
  }
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
