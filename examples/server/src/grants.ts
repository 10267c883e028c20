/**
 * Grants: a verification approves one action on one target, once, in the session that made it. A script on the host
 * page holds the session's token, so nothing that is true of the whole session (a fresh login, an MFA code typed a
 * minute ago for something else) may authorise a change to who controls the account or its keys.
 *
 * - A verification (a step-up code, `/step_up/verify`, or an MFA verification: SMS, authenticator app or passkey)
 *   sent WITH `{ action, target }` makes a grant: a row bound to the session, the action and the target, single use,
 *   dead `GRANT_TTL_SECONDS` after it is made.
 * - The route of the action claims it in one statement when it makes the change, and gives it back when the change
 *   fails before anything changed (a wrong link code does not burn the person's verification). Routes that spend
 *   something first (a link code, a SIWE nonce, an OAuth state, a passkey challenge) check it before (`peek`).
 * - Without it: 403 `missing_or_invalid_mfa` (the user has MFA) or `step_up_required` (not; `step_up_methods` lists
 *   the kinds of the user's methods whose code would be accepted for THIS action, oldest first), both with
 *   `grant: { action, target }` so the client asks for exactly that and repeats the call once.
 *
 * Who may mint what: a user with MFA only by an MFA verification (step-up codes are refused). A user without MFA by
 * a step-up code to one of their emails or phones, with two rules on which one: removing a method (`unlink`) needs
 * a code to a method first verified STRICTLY earlier (milliseconds) than the one removed, so neither a method the
 * attacker just added nor the login itself (nor the method removed) vouches for a removal; a new device key
 * (`device_register`) needs a code to a method the user had before this session began; a first MFA method
 * (`mfa_enroll`) a code to a method this session did not add. Linking a method without MFA is also allowed on a
 * fresh primary login of this session (sign up, then add a phone: one prompt, not two).
 */
import { randomBytes } from 'node:crypto'
import type { GrantAction, GrantJSON, StepUpMethodJSON } from '@latch/core/protocol'
import { GRANT_ACTIONS, MAX_GRANT_TARGET } from '@latch/core/protocol'
import { type Ctx, type Deps, nowSeconds } from './context'
import { type Body, HttpError } from './http'
import { securityEvent } from './security-events'
import { isFreshLogin } from './sessions'
import type { AccountRecord, GrantScope, SessionRecord, UserRecord } from './storage'

/** A grant is dead this long after the verification that made it. */
export const GRANT_TTL_SECONDS = 300
/**
 * A share release to a device key whose registration claimed a `device_register` grant this recently needs no
 * further grant: the verification was for that device (recovery on a new device is one prompt, not two).
 */
export const DEVICE_GRANT_WINDOW_SECONDS = 600
// the action list and the target bound are the wire's, shared with the client
export { GRANT_ACTIONS, MAX_GRANT_TARGET }

/** What a verification is asked to approve, or what an action needs. */
export interface GrantAsk {
  action: GrantAction
  target: string
}

const ADDRESS = /^0x[0-9a-f]{40}$/
const MFA_TYPES = /^(sms|totp|passkey)$/
/** The cheap shape check of each action's target (the action route checks the target exists). */
const TARGETS: Record<GrantAction, RegExp> = {
  link: /^(email:[^\s@:A-Z]+@[^\s@A-Z]+|phone:\+[0-9]{6,16}|wallet:0x[0-9a-f]{40}|(?:oidc:[a-z0-9-]+|[a-z0-9]+)_oauth|passkey)$/,
  unlink: /^[a-z0-9_]+:\S+$/,
  mfa_enroll: MFA_TYPES,
  mfa_remove: MFA_TYPES,
  passkey_rename: /^\S+$/,
  recovery_password: ADDRESS,
  recovery_method: ADDRESS,
  wallet_export: ADDRESS,
  wallet_sign: /^0x[0-9a-f]{40}:([0-9a-f]{64}|unknown)$/,
  device_register: /^[A-Za-z0-9_-]{43}$/,
  device_revoke: /^[A-Za-z0-9_-]{1,128}$/,
}

/** True when `target` has the shape of a target of `action`. */
export function validGrantTarget(action: GrantAction, target: string): boolean {
  return target.length > 0 && target.length <= MAX_GRANT_TARGET && TARGETS[action].test(target)
}

/**
 * The optional `action` and `target` of a verification's body: null when neither is there (the verification then
 * mints nothing); 400 `invalid_request` when one is missing or malformed.
 */
export function readGrantAsk(body: Body): GrantAsk | null {
  const { action, target } = body as { action?: unknown; target?: unknown }
  if (action === undefined && target === undefined) return null
  if (typeof action !== 'string' || !GRANT_ACTIONS.includes(action as GrantAction)) {
    throw new HttpError(400, 'invalid_request', "Invalid field 'action'")
  }
  if (typeof target !== 'string' || !validGrantTarget(action as GrantAction, target)) {
    throw new HttpError(400, 'invalid_request', "Invalid field 'target'")
  }
  return { action: action as GrantAction, target }
}

/** The target naming a login method as the wire does: `<type>:<key>` (`email:a@b.c`, `google_oauth:<subject>`). */
export const accountTarget = (a: { type: string; key: string }) => `${a.type}:${a.key}`

/** The target of linking `a`: `<type>:<key>` for emails, phones and wallets, the type alone for the others. */
export const linkTarget = (a: { type: string; key: string }) =>
  a.type === 'email' || a.type === 'phone' || a.type === 'wallet' ? accountTarget(a) : a.type

/** The user's account an `unlink` target names, or null. */
export function accountOfTarget(user: UserRecord, target: string): AccountRecord | null {
  return user.accounts.find((a) => accountTarget(a) === target) ?? null
}

/** The accounts a step-up code may go to: of each kind (email, phone) the oldest, oldest first. */
export function stepUpMethods(user: UserRecord): AccountRecord[] {
  const sorted = user.accounts
    .filter((a) => a.type === 'email' || a.type === 'phone')
    .sort((a, b) => a.firstVerifiedMs - b.firstVerifiedMs || a.id - b.id)
  return sorted.filter((a, i) => sorted.findIndex((b) => b.type === a.type) === i)
}

/**
 * True when a step-up code sent to `via` may vouch for `ask` of `user` in `session`: for `unlink`, `via` was first
 * verified strictly before the account removed; for `device_register`, before the session began; for `mfa_enroll`,
 * `via` is not a method this session added (no later than the account the session signed in with, or before the
 * session began: a token could link its own phone on the strength of a fresh login, then enrol its own
 * authenticator app with codes to that phone); anything else: yes.
 */
export function stepUpVouches(
  user: UserRecord,
  session: SessionRecord,
  via: AccountRecord,
  ask: GrantAsk,
): boolean {
  const beforeSession = via.firstVerifiedMs < session.createdAt * 1000
  if (ask.action === 'unlink') {
    const removed = accountOfTarget(user, ask.target)
    return removed !== null && removed.id !== via.id && via.firstVerifiedMs < removed.firstVerifiedMs
  }
  if (ask.action === 'device_register') return beforeSession
  if (ask.action === 'mfa_enroll') {
    const login = user.accounts.find((a) => a.id === session.authAccountId)
    return beforeSession || (login !== undefined && via.firstVerifiedMs <= login.firstVerifiedMs)
  }
  return true
}

/** The kinds of the user's step-up methods whose code would be accepted for `ask`, oldest first. */
export function stepUpKinds(user: UserRecord, session: SessionRecord, ask: GrantAsk): StepUpMethodJSON[] {
  return stepUpMethods(user)
    .filter((a) => stepUpVouches(user, session, a, ask))
    .map((a) => a.type as StepUpMethodJSON)
}

/** Stores a grant for `ask` made now by `verifiedBy` in the caller's session; its wire form. */
export async function mintGrant(
  deps: Deps,
  who: { appId: string; userId: string; sessionId: string },
  ask: GrantAsk,
  verifiedBy: string,
): Promise<GrantJSON> {
  const now = nowSeconds(deps)
  const expiresAt = now + GRANT_TTL_SECONDS
  await deps.storage.addGrant({
    id: `grt_${randomBytes(16).toString('hex')}`,
    ...who,
    ...ask,
    verifiedBy,
    createdAt: now,
    expiresAt,
  })
  return { ...ask, expires_at: expiresAt }
}

/** 403 for a user with MFA: an MFA verification for `ask` is needed. */
export const mfaRequired = (ask: GrantAsk) =>
  new HttpError(403, 'missing_or_invalid_mfa', 'MFA verification required', {}, { grant: ask })

/** 403 for a user without MFA: a code sent to one of `methods` (empty: none will do), verified for `ask`. */
export const stepUpRequired = (ask: GrantAsk, methods: StepUpMethodJSON[]) =>
  new HttpError(
    403,
    'step_up_required',
    methods.length > 0
      ? 'For your security, confirm it is you: enter a code sent to your email or phone.'
      : 'None of your other login methods can approve this change.',
    {},
    { step_up_methods: methods, grant: ask },
  )

/** A claimed grant: `release` gives it back when the action failed before changing anything. */
export interface Claimed {
  release(): Promise<void>
}
const NOTHING_CLAIMED: Claimed = { release: async () => {} }

interface GrantOptions {
  /** The user as loaded by the route (else read from storage). */
  user: UserRecord
  /** Link without MFA: a fresh primary login of this session (not a fork) is enough. */
  freshLoginSuffices?: boolean
}

/** The caller's session from storage (a revoked one was refused by `requireCaller`). */
async function callerSession(deps: Deps, c: Ctx): Promise<SessionRecord> {
  const session = await deps.storage.getSession(c.get('caller').sessionId)
  if (!session) throw new HttpError(401, 'missing_or_invalid_token', 'Missing or invalid token')
  return session
}

const scopeOf = (c: Ctx, ask: GrantAsk): GrantScope => ({ sessionId: c.get('caller').sessionId, ...ask })

/** A fresh primary login of this session; a fork (made from a refresh token any script holds) never is. */
const freshPrimaryLogin = (deps: Deps, session: SessionRecord) =>
  session.forkedFrom === null && isFreshLogin(deps, session)

/**
 * A link without MFA passes on the session alone when the user is a guest: a guest has no method to step up with,
 * and its session is all there is of it (whoever holds it holds the account), so linking a first method adds no
 * power over the account that the session did not have.
 */
const linkPasses = (deps: Deps, session: SessionRecord, o: GrantOptions) =>
  o.freshLoginSuffices === true &&
  o.user.mfa.length === 0 &&
  (o.user.isGuest || freshPrimaryLogin(deps, session))

/** The 403 for `ask`, recorded as `step_up_refused`. */
async function refusal(deps: Deps, c: Ctx, user: UserRecord, session: SessionRecord, ask: GrantAsk) {
  const mfa = user.mfa.length > 0
  await securityEvent(deps, c, 'step_up_refused', {
    user: user.id,
    session: session.id,
    action: ask.action,
    needs: mfa ? 'mfa' : 'step_up',
  })
  return mfa ? mfaRequired(ask) : stepUpRequired(ask, stepUpKinds(user, session, ask))
}

/**
 * Checks, without using it, that the caller may do `ask` (an unused grant, or the fresh login a link without MFA
 * accepts); throws its 403 otherwise. For routes that spend something before the change (then `claimGrant`).
 */
export async function peekGrant(deps: Deps, c: Ctx, ask: GrantAsk, o: GrantOptions): Promise<void> {
  const session = await callerSession(deps, c)
  if (linkPasses(deps, session, o)) return
  if (await deps.storage.hasGrant(scopeOf(c, ask), nowSeconds(deps))) return
  throw await refusal(deps, c, o.user, session, ask)
}

/** Claims the caller's grant for `ask` (or passes on the fresh login a link without MFA accepts); else its 403. */
export async function claimGrant(deps: Deps, c: Ctx, ask: GrantAsk, o: GrantOptions): Promise<Claimed> {
  const session = await callerSession(deps, c)
  if (linkPasses(deps, session, o)) {
    return NOTHING_CLAIMED
  }
  const id = await deps.storage.claimGrant(scopeOf(c, ask), nowSeconds(deps))
  if (!id) throw await refusal(deps, c, o.user, session, ask)
  return { release: () => deps.storage.releaseGrant(id) }
}

/** Runs `change` under the caller's grant for `ask`; the grant goes back when `change` throws. */
export async function withGrant<T>(
  deps: Deps,
  c: Ctx,
  ask: GrantAsk,
  o: GrantOptions,
  change: () => Promise<T>,
): Promise<T> {
  const claimed = await claimGrant(deps, c, ask, o)
  try {
    return await change()
  } catch (error) {
    await claimed.release()
    throw error
  }
}

/**
 * True when this session passed an MFA verification within `mfaFreshnessSeconds`. Authorises nothing (grants do):
 * only the recovery-password guess budget reads it, so someone else's wrong guesses do not lock a verified owner out.
 */
export function hasFreshMfa(deps: Deps, session: SessionRecord): boolean {
  const at = session.mfaVerifiedAt
  return at !== null && nowSeconds(deps) - at <= deps.config.mfaFreshnessSeconds
}

/** True when this session registered the device key `thumbprint` with a `device_register` grant recently. */
export async function deviceJustRegistered(deps: Deps, c: Ctx, thumbprint: string): Promise<boolean> {
  return deps.storage.grantUsedSince(
    scopeOf(c, { action: 'device_register', target: thumbprint }),
    nowSeconds(deps) - DEVICE_GRANT_WINDOW_SECONDS,
  )
}
