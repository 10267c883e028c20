/**
 * Step-up for a user without MFA: linking or unlinking a login method (a passkey included) and enrolling a first MFA
 * method after the login is no longer fresh (10 minutes) is refused with 403 `step_up_required`. A code sent to one
 * of the user's own methods, verified by this session, proves it is them; the change then goes through (for 10
 * minutes).
 *
 *   POST /api/v1/step_up/init    {type: 'email' | 'phone'}                          -> {success}
 *   POST /api/v1/step_up/verify  {type: 'email' | 'phone', code, action?, target?}  -> {success, verified_at, grant?}
 *
 * With the `grant` a refusal named (`getGrant(error)`: its action and target), the verification mints a single-use
 * grant for this session, that action and that target, and the refused call spends it; without one it approves
 * nothing the server guards by grant.
 * The code goes to the user's oldest account of that type. A user with MFA verifies with MFA instead (the server
 * answers 400): the unlink's MFA prompt does it.
 */
import { parseGrantJSON } from '../../api/shapes'
import type { GrantJSON } from '../../api/wire'
import type { LatchContext } from '../../context'
import { LatchError } from '../../errors'
import { STEP_UP_INIT, STEP_UP_VERIFY } from '../../protocol/endpoints'
import { loginCodeIssue, normalizeLoginCode } from '../../rules/code'

/** Where a step-up code is sent: the user's email or phone. */
export type StepUpMethod = 'email' | 'phone'

/** Parameters of `submitStepUp`. */
export interface SubmitStepUpParameters {
  type: StepUpMethod
  /** The code that was sent (spaces, dashes and invisible characters are dropped). */
  code: string
  /** What the code approves: the grant the refusal named (`getGrant(error)`); sent as `action` and `target`. */
  grant?: Pick<GrantJSON, 'action' | 'target'> | null
}

/** What a verified step-up code answers: when, and the grant it minted (when the verification named one). */
export interface StepUpVerification {
  /** Seconds since the epoch, or null when the server did not say. */
  verifiedAt: number | null
  /** The single-use grant this verification minted, with its expiry. */
  grant: GrantJSON | null
}

function checkedType(ctx: LatchContext, type: unknown): StepUpMethod {
  if (type !== 'email' && type !== 'phone') {
    throw new LatchError('invalid_input', ctx.messages['stepUp.invalidType'])
  }
  return type
}

const success = (json: unknown): { success: true } & StepUpVerification => {
  const o = json as { success?: unknown; verified_at?: unknown; grant?: unknown } | null
  if (o?.success !== true) throw new TypeError('$.success is not true')
  return {
    success: true,
    verifiedAt: typeof o.verified_at === 'number' ? o.verified_at : null,
    grant: parseGrantJSON(o.grant),
  }
}

/** `{ action, target }` of a grant, for a verification's body (nothing when there is none). */
export function grantFields(grant: Pick<GrantJSON, 'action' | 'target'> | null | undefined): {
  action?: string
  target?: string
} {
  return grant ? { action: grant.action, target: grant.target } : {}
}

/** Sends a step-up code to the user's email or phone. */
export async function initStepUp(ctx: LatchContext, type: StepUpMethod): Promise<void> {
  await ctx.api.request({
    ...STEP_UP_INIT,
    body: { type: checkedType(ctx, type) },
    parse: success,
  })
}

/**
 * Verifies the step-up code for this session, for the grant it approves; resolves with the verification time
 * (seconds) and the minted grant. A malformed code is `invalid_input` ('Code should be numeric') before any request;
 * a wrong one is the server's 422. Not retried: the first try may have used the code.
 */
export async function submitStepUp(
  ctx: LatchContext,
  parameters: SubmitStepUpParameters,
): Promise<StepUpVerification> {
  const type = checkedType(ctx, parameters?.type)
  const issue = loginCodeIssue(parameters?.code)
  if (issue) throw new LatchError('invalid_input', ctx.messages[issue])
  const { verifiedAt, grant } = await ctx.api.request({
    ...STEP_UP_VERIFY,
    body: { type, code: normalizeLoginCode(parameters.code), ...grantFields(parameters.grant) },
    parse: success,
    retry: false,
  })
  return { verifiedAt, grant }
}
