/**
 * One-time codes, shared by email and SMS logins, SMS MFA and step-up: 6 digits from the CSPRNG, stored hashed and
 * bound to app + flow + recipient, single use, dead after too many wrong tries; sends limited per recipient, per IP
 * and (SMS) per app per day; wrong codes counted per recipient and IP, per recipient, and per user (the lockouts).
 */
import { limit } from '../auth'
import type { RateLimit } from '../config'
import { type Ctx, type Deps, nowSeconds } from '../context'
import { codeHash, codeHashes, randomCode } from '../crypto'
import { deliveryUnavailable, requestLocale } from '../delivery'
import { HttpError, invalidCode, rateLimited } from '../http'
import { securityEvent } from '../security-events'
import { testAccountCode } from '../test-accounts'

/** Counts a code send against the client IP's limit (first, before anything else about the request is checked). */
export const limitSendIp = (deps: Deps, c: Ctx) =>
  limit(deps, `code-ip:${c.get('ip')}`, deps.config.rateLimits.codePerIp)

/** SMS to a country outside the app's list is refused (toll fraud by premium numbers). */
function assertSmsCountry(_deps: Deps, c: Ctx, phone: string): void {
  const allowed = c.get('app').settings.smsAllowedCountryCodes ?? []
  if (allowed.length === 0) return
  if (!allowed.some((code) => phone.startsWith(`+${code}`))) {
    throw new HttpError(422, 'sms_unavailable', 'SMS is not available for this phone number')
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
