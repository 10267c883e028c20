/**
 * Starting and stopping a link: what runs before anything is loaded. Linking needs a session
 * (`must_be_authenticated`, 'User must be authenticated') and no account of that kind yet ('User already has ...
 * linked to their account.'). The link itself runs in the channel that links its kind of account (the email or SMS
 * code flow, OAuth: the link channels service); this flow starts it there, can stop it, and ends with it.
 */
import type { OAuthProvider } from '../../config/types'
import { LatchError } from '../../errors'
import { isOAuthProvider } from '../../rules/oauth'
import type { LinkChannel } from '../../services/link-channels/link-channels.service'
import { fail, type LinkCommandContext, requireUser } from './link.context'
import { alreadyLinkedMessage, hasLinked } from './link.rules'
import type { LinkTarget } from './link.types'

/**
 * Checks that `target` may be linked now and finds its channel; the link state then goes 'linking'. A kind of
 * account no flow of this client links (its flow is not in the module list) is `invalid_flow_order`.
 */
function startLink<T extends LinkTarget>(c: LinkCommandContext, target: T): LinkChannel<T> {
  const user = requireUser(c, target)
  if (hasLinked(user, target)) {
    throw fail(c, target, new LatchError('already_linked', alreadyLinkedMessage(target, c.ctx.messages)))
  }
  const channel = c.ctx.linkChannels.channelOf(target)
  if (!channel) {
    throw fail(
      c,
      target,
      new LatchError(
        'invalid_flow_order',
        `No flow of this client links '${target}': list the flow that does`,
      ),
    )
  }
  c.store.$state.set({ step: 'linking', target })
  return channel
}

/** Starts linking an email: the email flow in link mode ('linking' shows LINK_EMAIL_SCREEN through the router). */
export function linkEmail(c: LinkCommandContext): void {
  void startLink(c, 'email')
    .start('email')
    .catch(() => undefined)
}

/**
 * Starts linking a phone: the SMS flow in link mode, its phone rules loading (LINK_PHONE_SCREEN); a failed load is
 * the screen's to show (the SMS flow's `$rulesStatus`).
 */
export function linkPhone(c: LinkCommandContext): void {
  void startLink(c, 'phone')
    .start('phone')
    .catch(() => undefined)
}

/**
 * Sends the browser to the provider to link that account to the current user (OAuth in link mode). Small and
 * eager on purpose: the OAuth flow loads its own commands, and loading this first would delay the redirect.
 */
export async function linkOAuth(c: LinkCommandContext, provider: OAuthProvider): Promise<void> {
  if (!isOAuthProvider(provider)) {
    throw fail(c, 'email', new LatchError('invalid_input', `Unsupported OAuth provider: ${String(provider)}`))
  }
  const channel = startLink(c, provider)
  try {
    await channel.start(provider)
  } catch (error) {
    throw fail(c, provider, error)
  }
}

/**
 * Stops a link that has not finished (the person changed their mind): its channel goes back to login mode, the link
 * state to idle, and the link screen closes (the route rule). Nothing to stop when no link is under way; a code
 * already being checked is left to finish (the server may have linked it already).
 */
export function cancelLink(c: LinkCommandContext): void {
  const current = c.store.$state.get()
  if (current.step !== 'linking') return
  if (c.ctx.linkChannels.channelOf(current.target)?.cancel?.() === false) return
  c.store.$state.set({ step: 'idle' })
}

/**
 * Reaction: the link this flow started ends when its channel says so, 'done' with the user or 'error' with the
 * channel's message. The end of a link this flow did not start (or of another target) changes nothing.
 */
export function followLinkEnds(c: LinkCommandContext): () => void {
  return c.ctx.linkChannels.onEnd((target, outcome) => {
    const current = c.store.$state.get()
    if (current.step !== 'linking' || current.target !== target) return
    c.store.$state.set(
      outcome.step === 'done' ? { step: 'done', target, user: outcome.user } : { ...outcome, target },
    )
  })
}
