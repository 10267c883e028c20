/**
 * Step-up for account changes. A stolen access token must not be enough to take an account over for good (link the
 * attacker's phone, unlink the victim's email), so changes to how the account is protected need proof that is
 * younger than the token:
 *
 * - When the user has an MFA method: linking, renaming (a passkey) and unlinking a login method, enrolling or
 *   removing MFA and setting a recovery password need an MFA verification of this same session within `mfaFreshnessSeconds`
 *   (403 `missing_or_invalid_mfa`; the client asks for a code and repeats the call).
 * - Without MFA, linking a login method (a passkey, an email, a phone, a wallet, a social account), renaming a
 *   passkey, enrolling the first MFA method and unlinking need either a fresh primary login of this session (`isFreshLogin`: signed in
 *   within `freshLoginSeconds`, 10 minutes; a refresh or a fork does not count) or a step-up code, sent to a method
 *   the user already has, verified by this session within `freshLoginSeconds` (403 `step_up_required`). Otherwise a
 *   stolen token could add the attacker's passkey (a login for good), or enrol the attacker's authenticator app and
 *   then pass the MFA check of every later change.
 *
 * The proof must come from a method the attacker could not have just added: a login or code counts only when its
 * method was linked no later than the method being removed, or at least `STEP_UP_METHOD_MIN_AGE` ago. Otherwise
 * "link my phone, sign in with it, remove the victim's email" would pass.
 */
import type { StepUpMethodJSON } from '../../../core/src/api/wire'
import type { Ctx, Deps } from './context'
import { nowSeconds } from './context'
import { HttpError } from './http'
import { securityEvent } from './security-events'
import { isFreshLogin } from './sessions'
import type { AccountRecord, SessionRecord, UserRecord } from './storage'

/** A method younger than this proves nothing about removing an older one (a day). */
export const STEP_UP_METHOD_MIN_AGE = 86_400

export type StepUpAction =
  | 'link'
  | 'unlink'
  | 'mfa_enroll'
  | 'mfa_remove'
  | 'recovery_password'
  | 'passkey_rename'

/** 403 for a user with MFA: a fresh MFA verification of this session is needed. */
export const mfaRequired = () => new HttpError(403, 'missing_or_invalid_mfa', 'MFA verification required')

/**
 * 403 for a user without MFA: sign in again, or verify a code sent to one of `methods` (the kinds of the user's own
 * methods whose code would be accepted for this change, older first), so a prompt offers only those.
 */
export const stepUpRequired = (methods: StepUpMethodJSON[]) =>
  new HttpError(
    403,
    'step_up_required',
    'For your security, confirm it is you: sign in again, or enter a code sent to your email or phone.',
    {},
    { step_up_methods: methods },
  )

/** True when this session passed an MFA code within `mfaFreshnessSeconds`. */
export function hasFreshMfa(deps: Deps, session: SessionRecord): boolean {
  const at = session.mfaVerifiedAt
  return at !== null && nowSeconds(deps) - at <= deps.config.mfaFreshnessSeconds
}

/** True when this session passed a step-up code within `freshLoginSeconds`. */
export function hasFreshStepUp(deps: Deps, session: SessionRecord): boolean {
  const at = session.stepUpAt
  return at !== null && nowSeconds(deps) - at <= deps.config.freshLoginSeconds
}

/**
 * True when `proof` (the account a login or step-up code came from) may vouch for removing `target`: it was linked
 * no later than the target, or long enough ago that its owner had time to see the link notice.
 */
export function mayVouchFor(
  deps: Deps,
  proof: AccountRecord | undefined,
  target: AccountRecord | null,
): boolean {
  if (!proof) return false
  if (target && proof.firstVerifiedAt <= target.firstVerifiedAt) return true
  return nowSeconds(deps) - proof.firstVerifiedAt >= STEP_UP_METHOD_MIN_AGE
}

/** Accounts a step-up code may be sent to: the user's emails and phones, oldest first. */
export function stepUpMethods(user: UserRecord): AccountRecord[] {
  return user.accounts
    .filter((a) => a.type === 'email' || a.type === 'phone')
    .sort((a, b) => a.firstVerifiedAt - b.firstVerifiedAt)
}

/**
 * Throws the 403 of the step-up rule for `action` on the caller's session, or returns. `target` is the account an
 * unlink removes. Reads the user and session from storage (never trusts the token's age).
 */
export async function requireStepUp(
  deps: Deps,
  c: Ctx,
  action: StepUpAction,
  user: UserRecord,
  target: AccountRecord | null = null,
): Promise<void> {
  const caller = c.get('caller')
  const session = await deps.storage.getSession(caller.sessionId)
  if (!session) throw mfaRequired()
  if (user.mfa.length > 0) {
    if (hasFreshMfa(deps, session)) return
    await refused(deps, c, action, 'mfa')
    throw mfaRequired()
  }
  // a code of a kind goes to the user's oldest account of that kind
  const methods = stepUpMethods(user).filter((a, i, all) => all.findIndex((b) => b.type === a.type) === i)
  if (action === 'link' || action === 'mfa_enroll' || action === 'passkey_rename') {
    // nothing is removed: any fresh proof of this session will do (a method added since needed one itself)
    if (isFreshLogin(deps, session) || hasFreshStepUp(deps, session)) return
    await refused(deps, c, action, 'fresh_login')
    throw stepUpRequired(kindsOf(methods))
  }
  if (action !== 'unlink') return
  const byId = (id: number | null) => user.accounts.find((a) => a.id === id)
  // a proof by the very account being removed shows control of it, whatever its age
  const vouches = (id: number | null) =>
    (target !== null && id === target.id) || mayVouchFor(deps, byId(id), target)
  if (isFreshLogin(deps, session) && vouches(session.authAccountId)) return
  if (hasFreshStepUp(deps, session) && vouches(session.stepUpAccountId)) return
  await refused(deps, c, action, 'fresh_login')
  throw stepUpRequired(kindsOf(methods.filter((a) => vouches(a.id))))
}

const kindsOf = (accounts: AccountRecord[]) => accounts.map((a) => a.type as StepUpMethodJSON)

async function refused(deps: Deps, c: Ctx, action: StepUpAction, needs: 'mfa' | 'fresh_login') {
  const caller = c.get('caller')
  await securityEvent(deps, c, 'step_up_refused', {
    user: caller.userId,
    session: caller.sessionId,
    action,
    needs,
  })
}
