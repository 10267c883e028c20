/**
 * Step-up for a user without MFA: linking or unlinking a login method (a passkey included) and enrolling a first MFA
 * method after the login is no longer fresh (10 minutes) is refused with 403 `step_up_required`. A code sent to one
 * of the user's own methods, verified by this session, proves it is them; the change then goes through (for 10
 * minutes).
 *
 *   POST /api/v1/step_up/init    {type: 'email' | 'phone'}          -> {success}
 *   POST /api/v1/step_up/verify  {type: 'email' | 'phone', code}    -> {success, verified_at}
 *
 * The code goes to the user's oldest account of that type. A user with MFA verifies with MFA instead (the server
 * answers 400): the unlink's MFA prompt does it.
 */
import type { LatchContext } from '../../context'
import { LatchError } from '../../errors'
import { loginCodeIssue, normalizeLoginCode } from '../../rules/code'

/** Where a step-up code is sent: the user's email or phone. */
export type StepUpMethod = 'email' | 'phone'

/** Parameters of `submitStepUp`. */
export interface SubmitStepUpParameters {
  type: StepUpMethod
  /** The code that was sent (spaces, dashes and invisible characters are dropped). */
  code: string
}

function checkedType(ctx: LatchContext, type: unknown): StepUpMethod {
  if (type !== 'email' && type !== 'phone') {
    throw new LatchError('invalid_input', ctx.messages['stepUp.invalidType'])
  }
  return type
}

const success = (json: unknown): { success: true; verifiedAt: number | null } => {
  const o = json as { success?: unknown; verified_at?: unknown } | null
  if (o?.success !== true) throw new TypeError('$.success is not true')
  return { success: true, verifiedAt: typeof o.verified_at === 'number' ? o.verified_at : null }
}

/** Sends a step-up code to the user's email or phone. */
export async function initStepUp(ctx: LatchContext, type: StepUpMethod): Promise<void> {
  await ctx.api.request({
    method: 'POST',
    path: '/api/v1/step_up/init',
    body: { type: checkedType(ctx, type) },
    auth: 'protected',
    parse: success,
  })
}

/**
 * Verifies the step-up code for this session; resolves with the verification time (seconds). A malformed code is
 * `invalid_input` ('Code should be numeric') before any request; a wrong one is the server's 422. Not retried: the
 * first try may have used the code.
 */
export async function submitStepUp(
  ctx: LatchContext,
  parameters: SubmitStepUpParameters,
): Promise<{ verifiedAt: number | null }> {
  const type = checkedType(ctx, parameters?.type)
  const issue = loginCodeIssue(parameters?.code)
  if (issue) throw new LatchError('invalid_input', ctx.messages[issue])
  const { verifiedAt } = await ctx.api.request({
    method: 'POST',
    path: '/api/v1/step_up/verify',
    body: { type, code: normalizeLoginCode(parameters.code) },
    auth: 'protected',
    parse: success,
    retry: false,
  })
  return { verifiedAt }
}
