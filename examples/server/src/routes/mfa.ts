/**
 * MFA (transaction protection). Paths are Latch's own; all need a bearer.
 *
 *   POST /api/v1/mfa/passwordless_sms/init      {action: 'enroll', phoneNumber} | {action: 'verify'}  -> {success}
 *   POST /api/v1/mfa/passwordless_sms/enroll    {phoneNumber, code}                                     -> {user}
 *   POST /api/v1/mfa/passwordless_sms/verify    {code, action?, target?}                      -> {success, verified_at, grant?}
 *   POST /api/v1/mfa/passwordless_sms/unenroll  {}                                                      -> {user}
 *   POST /api/v1/mfa/totp/init                  {}                                                      -> {secret, auth_url}
 *   POST /api/v1/mfa/totp/enroll                {code}                                                  -> {user}
 *   POST /api/v1/mfa/totp/verify                {code, action?, target?}                      -> {success, verified_at, grant?}
 *   POST /api/v1/mfa/totp/unenroll              {}                                                      -> {user}
 *   POST /api/v1/mfa/passkey/{init,enroll,verify,unenroll}: passkeys as the method (routes/mfa.passkey.ts)
 *
 * A verify sent with `action` and `target` makes a single-use grant for that one change (grants.ts): the answer's
 * `grant`. Enrolling a method needs a grant `mfa_enroll <type>` (the first one: made by a step-up code; another: by
 * an MFA verification), removing one `mfa_remove <type>` (403 `step_up_required` / `missing_or_invalid_mfa` naming
 * it; checked before a code is sent, claimed when the method is stored, given back when the enrolment code is
 * wrong); enrolling a method already enrolled is refused (409 mfa_already_enrolled), so a stolen bearer can neither
 * drop protection nor swap the authenticator secret. A verify without them still marks the session
 * (sessions.mfa_verified_at) but authorises nothing. The state is read from storage on every call. An enrolment or
 * a removal signs out the user's other sessions, is written to the security log and tells the user (a notice to
 * their email or phone).
 */
import {
  MFA_PASSKEY_UNENROLL,
  MFA_SMS_ENROLL,
  MFA_SMS_INIT,
  MFA_SMS_UNENROLL,
  MFA_SMS_VERIFY,
  MFA_TOTP_ENROLL,
  MFA_TOTP_INIT,
  MFA_TOTP_UNENROLL,
  MFA_TOTP_VERIFY,
  type UserResponseJSON,
  type VerificationJSON,
} from '@latch/core/protocol'
import { Hono } from 'hono'
import { Secret, TOTP } from 'otpauth'
import { limit, loadUser, requireCaller } from '../auth'
import { type Ctx, type Deps, type HonoEnv, nowSeconds } from '../context'
import { assertNotLockedOut, countFailure, limitSendIp, sendCode, verifyCode } from '../domain/codes'
import { TOTP_PENDING_TTL, totpContext } from '../domain/totp'
import { type GrantAsk, mintGrant, peekGrant, readGrantAsk, withGrant } from '../grants'
import { HttpError, invalidCode, normalizePhone, readCode, readJson, str } from '../http'
import { route } from '../route'
import { securityEvent } from '../security-events'
import type { MfaType } from '../storage'
import { userToJSON } from '../users'
import { passkeyMfaRoutes } from './mfa.passkey'

const totpFor = (appName: string, label: string, secret: string) =>
  new TOTP({
    issuer: appName,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  })

export function mfaRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()
  r.use('/mfa/*', requireCaller(deps))

  const methodOn = (c: Ctx, m: MfaType) => {
    if (!c.get('app').settings.mfaMethods.includes(m)) {
      const name = { sms: 'SMS', totp: 'Authenticator app', passkey: 'Passkey' }[m]
      throw new HttpError(403, 'invalid_request', `${name} MFA is not enabled`)
    }
  }
  const sealTotp = (userId: string, secret: string) => deps.data.seal(secret, totpContext(userId))
  const openTotp = (userId: string, sealed: string) => deps.data.open(sealed, totpContext(userId))
  /** Wrong authenticator codes count against the user's MFA failure budget (a long window). */
  const totpFailures = (c: Ctx) => [
    { key: `mfa-fail:${c.get('caller').userId}`, rule: deps.config.rateLimits.mfaFailuresPerUser },
  ]
  const userLimit = (c: Ctx) =>
    limit(deps, `mfa:${c.get('caller').userId}`, deps.config.rateLimits.mfaPerUser)
  const userJSON = async (c: Ctx): Promise<UserResponseJSON> => ({
    user: userToJSON(await loadUser(deps, c.get('app').id, c.get('caller').userId)),
  })
  /** After a verification by `method`: the session marked, and the grant for `ask` when one was asked for. */
  const verified = async (c: Ctx, method: MfaType, ask: GrantAsk | null): Promise<VerificationJSON> => {
    const now = nowSeconds(deps)
    const { userId, sessionId } = c.get('caller')
    await deps.storage.setSessionMfaVerified(sessionId, now)
    await securityEvent(deps, c, 'mfa_verified', { user: userId, session: sessionId, method })
    const grant = ask
      ? await mintGrant(deps, { appId: c.get('app').id, userId, sessionId }, ask, `mfa:${method}`)
      : undefined
    return { success: true as const, verified_at: now, ...(grant ? { grant } : {}) }
  }
  const enrolled = async (c: Ctx, type: MfaType) => {
    const user = await loadUser(deps, c.get('app').id, c.get('caller').userId)
    const m = user.mfa.find((x) => x.type === type)
    if (!m) throw new HttpError(400, 'invalid_request', 'This MFA method is not enrolled')
    return m
  }
  /** Enrolment of `type`: refused when it is enrolled already, or without a grant `mfa_enroll <type>` (not used). */
  const mayEnroll = async (c: Ctx, type: MfaType) => {
    const user = await loadUser(deps, c.get('app').id, c.get('caller').userId)
    if (user.mfa.some((x) => x.type === type)) {
      throw new HttpError(409, 'mfa_already_enrolled', 'This MFA method is already enrolled')
    }
    await peekGrant(deps, c, { action: 'mfa_enroll', target: type }, { user })
  }
  /** Runs a change under the caller's grant for `ask` (given back when the change throws). */
  const underGrant = async <T>(c: Ctx, ask: GrantAsk, change: () => Promise<T>): Promise<T> => {
    const user = await loadUser(deps, c.get('app').id, c.get('caller').userId)
    return withGrant(deps, c, ask, { user }, change)
  }
  /** After an enrolment or removal: the user's other sessions end; the log and the user hear of it. */
  const changed = async (c: Ctx, event: 'mfa_enrolled' | 'mfa_removed', type: MfaType) => {
    const { userId, sessionId } = c.get('caller')
    const revoked = await deps.storage.revokeUserSessions(
      c.get('app').id,
      userId,
      nowSeconds(deps),
      sessionId,
    )
    await securityEvent(deps, c, event, {
      user: userId,
      session: sessionId,
      method: type,
      sessions_revoked: revoked,
    })
  }
  const phoneOf = (value: string) => {
    const phone = normalizePhone(value)
    if (!phone) throw new HttpError(422, 'invalid_data', 'Invalid phone number')
    return phone
  }

  // ── SMS ──────────────────────────────────────────────────────────────────────
  route(r, MFA_SMS_INIT, [], async (c) => {
    const body = await readJson(c)
    const action = str(body, 'action', 16)
    if (action !== 'enroll' && action !== 'verify')
      throw new HttpError(400, 'invalid_request', "Invalid field 'action'")
    const phone = action === 'enroll' ? phoneOf(str(body, 'phoneNumber', 64)) : null
    methodOn(c, 'sms')
    if (action === 'enroll') await mayEnroll(c, 'sms')
    const to = phone ?? (await enrolled(c, 'sms')).phone
    if (!to) throw new HttpError(400, 'invalid_request', 'This MFA method is not enrolled')
    await limitSendIp(deps, c)
    await sendCode(deps, c, { flow: `mfa_sms:${c.get('caller').userId}`, channel: 'sms', to })
    return { success: true as const }
  })

  /** The webhook event of an MFA change, queued in the transaction of the storage call that makes it. */
  const mfaOutbox = (c: Ctx, type: 'mfa.enabled' | 'mfa.disabled', method: MfaType) =>
    deps.webhooks.outbox(c.get('app'), (u) => [{ type, user_id: u.id, method }])

  /**
   * The end of every enrolment, once the method is stored: this session counts as verified now, the user's other
   * sessions end, the log, the user and the host hear of it; the answer is the user.
   */
  const enrolledNow = async (c: Ctx, method: MfaType, now: number) => {
    await deps.storage.setSessionMfaVerified(c.get('caller').sessionId, now)
    await changed(c, 'mfa_enrolled', method)
    return userJSON(c)
  }

  route(r, MFA_SMS_ENROLL, [], async (c) => {
    const body = await readJson(c)
    const phone = phoneOf(str(body, 'phoneNumber', 64))
    const code = readCode(body)
    methodOn(c, 'sms')
    await mayEnroll(c, 'sms')
    await userLimit(c)
    const now = await underGrant(c, { action: 'mfa_enroll', target: 'sms' }, async () => {
      await verifyCode(deps, c, { flow: `mfa_sms:${c.get('caller').userId}`, to: phone, code })
      const at = nowSeconds(deps)
      await deps.storage.setMfa(
        c.get('caller').userId,
        { type: 'sms', phone, secret: null, verifiedAt: at },
        mfaOutbox(c, 'mfa.enabled', 'sms'),
      )
      return at
    })
    return enrolledNow(c, 'sms', now)
  })

  route(r, MFA_SMS_VERIFY, [], async (c) => {
    const body = await readJson(c)
    const code = readCode(body)
    const ask = readGrantAsk(body)
    const m = await enrolled(c, 'sms')
    await userLimit(c)
    await verifyCode(deps, c, { flow: `mfa_sms:${c.get('caller').userId}`, to: m.phone as string, code })
    return verified(c, 'sms', ask)
  })

  // ── TOTP ─────────────────────────────────────────────────────────────────────
  route(r, MFA_TOTP_INIT, [], async (c) => {
    await readJson(c)
    methodOn(c, 'totp')
    await mayEnroll(c, 'totp')
    const secret = new Secret({ size: 20 }).base32
    const caller = c.get('caller')
    // stored sealed with the data key: a copy of the database does not give authenticator secrets away
    await deps.storage.putPendingTotp(caller.userId, sealTotp(caller.userId, secret), nowSeconds(deps))
    const label = await totpLabel(c.get('app').id, caller.userId)
    return { secret, auth_url: totpFor(c.get('app').name, label, secret).toString() }
  })

  /**
   * What the authenticator app lists the entry under: the user's email, else their phone, else a short account
   * name (never the internal user id, which means nothing to the person).
   */
  const totpLabel = async (appId: string, userId: string): Promise<string> => {
    const accounts = (await deps.storage.getUser(appId, userId))?.accounts ?? []
    const latest = (type: string) =>
      accounts.filter((a) => a.type === type).sort((a, b) => b.latestVerifiedAt - a.latestVerifiedAt)[0]?.key
    return latest('email') ?? latest('phone') ?? 'account'
  }

  /** The accepted time step of a code (±1 step of drift), or null. */
  const totpStep = (secret: string, code: string): number | null => {
    const now = deps.config.now()
    const delta = totpFor('latch', 'user', secret).validate({ token: code, timestamp: now, window: 1 })
    return delta === null ? null : Math.floor(now / 30_000) + delta
  }

  route(r, MFA_TOTP_ENROLL, [], async (c) => {
    const body = await readJson(c)
    const code = readCode(body)
    methodOn(c, 'totp')
    await mayEnroll(c, 'totp')
    const caller = c.get('caller')
    const sealed = await deps.storage.getPendingTotp(caller.userId, nowSeconds(deps), TOTP_PENDING_TTL)
    if (!sealed) throw new HttpError(400, 'invalid_request', 'Start the authenticator enrolment first')
    await userLimit(c)
    await assertNotLockedOut(deps, c, totpFailures(c))
    const now = await underGrant(c, { action: 'mfa_enroll', target: 'totp' }, async () => {
      const step = totpStep(openTotp(caller.userId, sealed), code)
      if (step === null) {
        await countFailure(deps, c, totpFailures(c))
        throw invalidCode()
      }
      const at = nowSeconds(deps)
      await deps.storage.setMfa(
        caller.userId,
        { type: 'totp', phone: null, secret: sealed, verifiedAt: at },
        mfaOutbox(c, 'mfa.enabled', 'totp'),
      )
      await deps.storage.useTotpStep(caller.userId, step)
      await deps.storage.deletePendingTotp(caller.userId)
      return at
    })
    return enrolledNow(c, 'totp', now)
  })

  route(r, MFA_TOTP_VERIFY, [], async (c) => {
    const body = await readJson(c)
    const code = readCode(body)
    const ask = readGrantAsk(body)
    const m = await enrolled(c, 'totp')
    await userLimit(c)
    await assertNotLockedOut(deps, c, totpFailures(c))
    const step = totpStep(openTotp(c.get('caller').userId, m.secret as string), code)
    // a code is good once: a replay within its 30 s window is refused
    if (step === null || !(await deps.storage.useTotpStep(c.get('caller').userId, step))) {
      await countFailure(deps, c, totpFailures(c))
      const { userId, sessionId } = c.get('caller')
      await securityEvent(deps, c, 'mfa_failed', { user: userId, session: sessionId, method: 'totp' })
      throw invalidCode()
    }
    return verified(c, 'totp', ask)
  })

  // ── passkey ──────────────────────────────────────────────────────────────────
  passkeyMfaRoutes(r, deps, {
    methodOn,
    enrolled,
    mayEnroll,
    underGrant,
    enrolledNow,
    mfaOutbox,
    verified,
    userLimit,
  })

  // ── unenrol ──────────────────────────────────────────────────────────────────
  for (const [endpoint, type] of [
    [MFA_SMS_UNENROLL, 'sms'],
    [MFA_TOTP_UNENROLL, 'totp'],
    [MFA_PASSKEY_UNENROLL, 'passkey'],
  ] as const) {
    route(r, endpoint, [], async (c) => {
      await readJson(c)
      await enrolled(c, type)
      await underGrant(c, { action: 'mfa_remove', target: type }, async () => {
        // removed meanwhile by another call: nothing changed, the grant goes back
        if (
          !(await deps.storage.removeMfa(c.get('caller').userId, type, mfaOutbox(c, 'mfa.disabled', type)))
        ) {
          throw new HttpError(400, 'invalid_request', 'This MFA method is not enrolled')
        }
      })
      await changed(c, 'mfa_removed', type)
      return userJSON(c)
    })
  }

  return r
}
