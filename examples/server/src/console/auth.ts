/**
 * Operator sessions and the console's request checks. Operators are their own principals (never end users): a
 * session is a random token in an HttpOnly, SameSite=Strict cookie (`__Host-latch_console`, Secure, when the
 * console is served over https; `latch_console` without Secure on a loopback http address, where a browser would
 * refuse a Secure cookie's prefix on some hosts), stored as its SHA-256, ending after 30 minutes idle or 8 hours.
 * Every console request from another site is refused (`Sec-Fetch-Site` other than same-origin, or an `Origin` that is
 * not the console's); every change also needs the session's CSRF token in `x-latch-console-csrf`. An end user's
 * bearer token is refused, never looked at.
 */

import type { MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { Ctx, Deps, HonoEnv } from '../context'
import { nowSeconds } from '../context'
import { randomToken, safeEqual, sha256Hex } from '../crypto'
import { HttpError } from '../http'
import type { OperatorRecord, OperatorSessionRecord } from '../storage'
import { CONSOLE_CSRF_HEADER, type ConsoleSessionJSON } from './protocol'

/** A session ends after this long without a request. */
export const CONSOLE_IDLE_SECONDS = 30 * 60
/** And at the latest this long after the sign-in. */
export const CONSOLE_MAX_SECONDS = 8 * 60 * 60

/** The console's origin and whether its cookie can be Secure: from the server's public URL. */
export function consoleOrigin(deps: Deps): { origin: string; host: string; secure: boolean } {
  const url = new URL(deps.config.publicUrl)
  return { origin: url.origin, host: url.hostname, secure: url.protocol === 'https:' }
}

export const cookieName = (secure: boolean) => (secure ? '__Host-latch_console' : 'latch_console')

/** The refusal of a call without a valid operator session. */
export const sessionRequired = (message = 'Sign in to the console') =>
  new HttpError(401, 'console_session_required', message)
export const csrfRefused = (message: string) => new HttpError(403, 'console_csrf_refused', message)
export const roleRefused = () =>
  new HttpError(403, 'console_role_refused', 'Your role does not allow this (owners only)')

/**
 * Refuses a request made by another site: `Sec-Fetch-Site` (sent by every current browser) must be same-origin, and
 * an `Origin` must be the console's. `navigation`: a page load, where a typed address (`none`) is fine too.
 */
export function refuseCrossSite(deps: Deps, c: Ctx, navigation = false): void {
  const site = c.req.header('sec-fetch-site')
  if (site !== undefined && site !== 'same-origin' && !(navigation && site === 'none')) {
    throw csrfRefused('Console requests must come from the console itself')
  }
  const origin = c.req.header('origin')
  if (origin !== undefined && origin !== consoleOrigin(deps).origin) {
    throw csrfRefused('Console requests must come from the console itself')
  }
}

/** Sign-in calls (no session yet): same-origin proof required, by `Sec-Fetch-Site` or a matching `Origin`. */
export const signInGuard =
  (deps: Deps): MiddlewareHandler<HonoEnv> =>
  async (c, next) => {
    refuseCrossSite(deps, c)
    if (c.req.header('sec-fetch-site') === undefined && c.req.header('origin') === undefined) {
      throw csrfRefused('A sign-in needs the Origin header of the console')
    }
    await next()
  }

interface Signed {
  operator: OperatorRecord
  session: OperatorSessionRecord
}
/** Per request (its context object, the same in every middleware and the handler). */
const SIGNED = new WeakMap<Ctx, Signed>()

/** The operator of a request that passed `operatorGuard`. */
export function signedIn(c: Ctx): Signed {
  const s = SIGNED.get(c)
  if (!s) throw sessionRequired()
  return s
}

/** Refuses a `support` operator (secrets, deletes, settings, redeliveries). */
export function requireOwner(c: Ctx): OperatorRecord {
  const { operator } = signedIn(c)
  if (operator.role !== 'owner') throw roleRefused()
  return operator
}

/**
 * Every `/console/api` call: from the console's own site, with a live operator session (cookie), and for a change
 * (any method but GET) the session's CSRF token.
 */
export const operatorGuard =
  (deps: Deps): MiddlewareHandler<HonoEnv> =>
  async (c, next) => {
    refuseCrossSite(deps, c)
    if (c.req.header('authorization') !== undefined) {
      throw sessionRequired(
        'End-user and app credentials are not accepted by the console: sign in as an operator',
      )
    }
    const { secure } = consoleOrigin(deps)
    const token = getCookie(c, cookieName(secure))
    if (!token) throw sessionRequired()
    const now = nowSeconds(deps)
    const session = await deps.storage.getOperatorSession(sha256Hex(token))
    if (
      !session ||
      session.revokedAt !== null ||
      session.expiresAt <= now ||
      session.lastSeenAt + CONSOLE_IDLE_SECONDS <= now
    ) {
      throw sessionRequired('The console session ended: sign in again')
    }
    const operator = await deps.storage.getOperator(session.operatorId)
    if (!operator || operator.disabledAt !== null) throw sessionRequired()
    if (c.req.method !== 'GET') {
      const given = c.req.header(CONSOLE_CSRF_HEADER) ?? ''
      if (!given || !safeEqual(given, session.csrf)) {
        throw csrfRefused(`A change needs the session's CSRF token in ${CONSOLE_CSRF_HEADER}`)
      }
    }
    // the idle clock: written at most once a minute
    if (now - session.lastSeenAt >= 60) await deps.storage.touchOperatorSession(session.id, now)
    SIGNED.set(c, { operator, session })
    await next()
    c.header('Cache-Control', 'no-store')
  }

/** Starts a session for `operator`: the cookie is set on `c`; the answer carries the CSRF token. */
export async function startOperatorSession(
  deps: Deps,
  c: Ctx,
  operator: OperatorRecord,
  method: string,
): Promise<ConsoleSessionJSON> {
  const now = nowSeconds(deps)
  const token = randomToken(32)
  const csrf = randomToken(24)
  await deps.storage.createOperatorSession({
    id: sha256Hex(token),
    operatorId: operator.id,
    csrf,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + CONSOLE_MAX_SECONDS,
  })
  const { secure } = consoleOrigin(deps)
  setCookie(c, cookieName(secure), token, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'Strict',
    maxAge: CONSOLE_MAX_SECONDS,
  })
  await audit(deps, c, operator, 'operator.login', { details: { method } })
  c.header('Cache-Control', 'no-store')
  return { operator: operatorToJSON(operator), csrf }
}

/** Ends the request's session and clears the cookie. */
export async function endOperatorSession(deps: Deps, c: Ctx): Promise<void> {
  const { session, operator } = signedIn(c)
  await deps.storage.revokeOperatorSession(session.id, nowSeconds(deps))
  const { secure } = consoleOrigin(deps)
  setCookie(c, cookieName(secure), '', { path: '/', httpOnly: true, secure, sameSite: 'Strict', maxAge: 0 })
  await audit(deps, c, operator, 'operator.logout', {})
}

export const operatorToJSON = (o: OperatorRecord) => ({ id: o.id, email: o.email, role: o.role })

/** Writes one operator action to the audit log, with the operator's id and the request's IP. Never a secret. */
export async function audit(
  deps: Deps,
  c: Ctx,
  operator: OperatorRecord,
  action: string,
  entry: { appId?: string; target?: string; details?: Record<string, unknown> },
): Promise<void> {
  await deps.storage.addConsoleAudit({
    operatorId: operator.id,
    action,
    appId: entry.appId ?? null,
    target: entry.target ?? null,
    ip: c.get('ip') ?? null,
    details: entry.details ?? {},
    createdAt: nowSeconds(deps),
  })
}
