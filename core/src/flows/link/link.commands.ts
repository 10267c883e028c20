/**
 * Link and unlink commands. Linking needs a session (`must_be_authenticated`, 'User must be authenticated') and no
 * account of that kind yet ('User already has ... linked to their account.'); unlink answers the user, which
 * replaces the session's user.
 */

import type { WritableAtom } from 'nanostores'
import { parseUserResponseJSON } from '../../api/shapes'
import type { OAuthProvider } from '../../config/types'
import type { LatchContext } from '../../context'
import { isLatchError, LatchError } from '../../errors'
import { isOAuthProvider } from '../../rules/oauth'
import type { StepUpProvider } from '../../services/step-up/step-up.service'
import { toUser } from '../../user/parse'
import type { User } from '../../user/types'
import type { OAuthFlow } from '../oauth/oauth.flow'
import type { EmailFlow } from '../passwordless/email.flow'
import type { SmsFlow } from '../passwordless/sms.flow'
import { alreadyLinkedMessage, hasLinked } from './link.rules'
import type { LinkState, LinkTarget, UnlinkOAuthParameters, UnlinkReturnType } from './link.types'

/** What link commands need: the shared deps, the link atom and the flows that run the links. */
export interface LinkCommandContext {
  ctx: LatchContext
  store: { $state: WritableAtom<LinkState> }
  email: EmailFlow
  sms: SmsFlow
  oauth: OAuthFlow
  /** The MFA guard: a user with MFA verifies a code before an account change (the server's step-up). */
  mfa: Pick<StepUpProvider, 'guard'>
}

/** Errors the link commands throw. */
export type LinkCommandErrorType = LatchError

function fail(c: LinkCommandContext, target: LinkTarget, error: unknown): LatchError {
  const latchError = isLatchError(error)
    ? error
    : new LatchError('unknown_auth_error', String(error), { cause: error })
  c.store.$state.set({ step: 'error', target, error: latchError, message: latchError.message })
  return latchError
}

/** The current user, or `must_be_authenticated` 'User must be authenticated'. */
function requireUser(c: LinkCommandContext, target: LinkTarget): User {
  const auth = c.ctx.$auth.get()
  if (auth.status !== 'authenticated') {
    throw fail(
      c,
      target,
      new LatchError('must_be_authenticated', c.ctx.messages['error.mustBeAuthenticated']),
    )
  }
  return auth.user
}

function startLink(c: LinkCommandContext, target: LinkTarget): void {
  const user = requireUser(c, target)
  if (hasLinked(user, target)) {
    throw fail(c, target, new LatchError('already_linked', alreadyLinkedMessage(target, c.ctx.messages)))
  }
  c.store.$state.set({ step: 'linking', target })
}

/** Starts linking an email: the email flow in link mode ('linking' shows LINK_EMAIL_SCREEN through the router). */
export function linkEmail(c: LinkCommandContext): void {
  startLink(c, 'email')
  c.email.reset('link')
}

/** Starts linking a phone: the SMS flow in link mode, its phone metadata loading (LINK_PHONE_SCREEN). */
export function linkPhone(c: LinkCommandContext): void {
  startLink(c, 'phone')
  c.sms.reset('link')
  void c.sms.start().catch(() => undefined)
}

/** Sends the browser to the provider to link that account to the current user. */
export async function linkOAuth(c: LinkCommandContext, provider: OAuthProvider): Promise<void> {
  if (!isOAuthProvider(provider)) {
    throw fail(c, 'email', new LatchError('invalid_input', `Unsupported OAuth provider: ${String(provider)}`))
  }
  startLink(c, provider)
  try {
    await c.oauth.init({ provider, mode: 'link' })
  } catch (error) {
    throw fail(c, provider, error)
  }
}

/**
 * Stops a link that has not finished (the person changed their mind): the email or SMS flow goes back to login mode,
 * the link state to idle, and the link screen closes (the route rule). Nothing to stop when no link is under way; a
 * code already being checked is left to finish (the server may have linked it already).
 */
export function cancelLink(c: LinkCommandContext): void {
  const current = c.store.$state.get()
  if (current.step !== 'linking') return
  const channel = current.target === 'email' ? c.email : current.target === 'phone' ? c.sms : null
  if (channel?.$verifying.get()) return
  channel?.reset('login')
  c.store.$state.set({ step: 'idle' })
}

async function unlink(
  c: LinkCommandContext,
  target: LinkTarget,
  path: string,
  body: Record<string, string>,
): Promise<UnlinkReturnType> {
  requireUser(c, target)
  c.store.$state.set({ step: 'unlinking', target })
  try {
    // With MFA on, the server wants a fresh verification of this session (403 missing_or_invalid_mfa): the guard
    // asks for a code and sends the unlink again. Without MFA and without a fresh login, the server's 403
    // step_up_required (a message the host can show) passes through.
    const json = await c.mfa.guard(() =>
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
  return unlink(c, 'email', '/api/v1/passwordless/unlink', { address })
}

/** Unlinks a phone number (E.164) from the current user. */
export function unlinkPhone(c: LinkCommandContext, phoneNumber: string): Promise<UnlinkReturnType> {
  return unlink(c, 'phone', '/api/v1/passwordless_sms/unlink', { phoneNumber })
}

/** Unlinks a social account (provider and subject) from the current user. */
export function unlinkOAuth(
  c: LinkCommandContext,
  parameters: UnlinkOAuthParameters,
): Promise<UnlinkReturnType> {
  return unlink(c, parameters.provider, '/api/v1/oauth/unlink', {
    provider: parameters.provider,
    subject: parameters.subject,
  })
}

/**
 * Reaction: a link that runs in the email, SMS or OAuth flow (mode 'link') ends the link state too, 'done' with
 * the user or 'error' with that flow's message.
 */
export function watchLinkFlows(c: LinkCommandContext): () => void {
  const follow = (
    state: { step: string; mode?: string; user?: User; error?: LatchError; message?: string },
    target: LinkTarget | null,
  ) => {
    const current = c.store.$state.get()
    if (state.mode !== 'link' || current.step !== 'linking' || target === null || current.target !== target)
      return
    if (state.step === 'done' && state.user) c.store.$state.set({ step: 'done', target, user: state.user })
    if (state.step === 'error' && state.error) {
      c.store.$state.set({
        step: 'error',
        target,
        error: state.error,
        message: state.message ?? state.error.message,
      })
    }
  }
  const offs = [
    c.email.$state.listen((state) => follow(state, 'email')),
    c.sms.$state.listen((state) => follow(state, 'phone')),
    c.oauth.$state.listen((state) =>
      follow(state, state.step === 'idle' ? null : (state.provider as LinkTarget | null)),
    ),
  ]
  return () => {
    for (const off of offs) off()
  }
}
