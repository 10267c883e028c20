/**
 * The unlink commands. Each needs a session, runs inside the step-up guard, and answers the user, which replaces the
 * session's user.
 */
import { parseUserResponseJSON } from '../../api/shapes'
import { EMAIL_UNLINK, OAUTH_UNLINK, SMS_UNLINK } from '../../protocol/endpoints'
import { toUser } from '../../user/parse'
import { fail, type LinkCommandContext, requireUser } from './link.context'
import type { LinkTarget, UnlinkOAuthParameters, UnlinkReturnType } from './link.types'

async function unlink(
  c: LinkCommandContext,
  target: LinkTarget,
  path: string,
  body: Record<string, string>,
): Promise<UnlinkReturnType> {
  requireUser(c, target)
  c.store.$state.set({ step: 'unlinking', target })
  try {
    // With MFA on, the server wants a fresh verification of this session (403 missing_or_invalid_mfa); without MFA
    // and without a fresh login, 403 step_up_required. The step-up guard asks for the code its provider handles
    // and sends the unlink again; with no provider, the refusal (a message the host can show) passes through.
    const json = await c.ctx.stepUp.guard(() =>
      c.ctx.api.request({
        method: 'POST',
        path,
        body,
        auth: 'protected',
        parse: parseUserResponseJSON,
      }),
    )
    const user = toUser(json)
    c.ctx.session.setUser(user)
    c.store.$state.set({ step: 'done', target, user })
    return user
  } catch (error) {
    throw fail(c, target, error)
  }
}

/** Unlinks an email address from the current user. */
export function unlinkEmail(c: LinkCommandContext, address: string): Promise<UnlinkReturnType> {
  return unlink(c, 'email', EMAIL_UNLINK.path, { address })
}

/** Unlinks a phone number (E.164) from the current user. */
export function unlinkPhone(c: LinkCommandContext, phoneNumber: string): Promise<UnlinkReturnType> {
  return unlink(c, 'phone', SMS_UNLINK.path, { phoneNumber })
}

/** Unlinks a social account (provider and subject) from the current user. */
export function unlinkOAuth(
  c: LinkCommandContext,
  parameters: UnlinkOAuthParameters,
): Promise<UnlinkReturnType> {
  return unlink(c, parameters.provider, OAUTH_UNLINK.path, {
    provider: parameters.provider,
    subject: parameters.subject,
  })
}
