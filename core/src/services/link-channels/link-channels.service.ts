/**
 * The link channels: how the link flow links an email, a phone or a social account to the logged-in user without
 * knowing the flows that do the work. A flow that can run a link (the email and SMS code flows, OAuth) offers a
 * channel here for its kind of account; the link runs in that flow, in its link mode (the same screens and calls as
 * a login, ending in the link call instead of the login call). When a link it ran ends, the flow says so with
 * `end`; the link flow hears every end with `onEnd` and keeps only the one it started.
 *
 *   link flow --get(kind).start(target)--> email | SMS | OAuth flow --end(target, outcome)--> link flow
 *
 * A kind nobody offers (a client built from a module list without that flow) has no channel: `get` answers null.
 */
import type { OAuthProvider } from '../../config/types'
import type { LatchError } from '../../errors'
import type { User } from '../../user/types'

/** What a link or unlink acts on: an email, a phone number, or the account at a social provider. */
export type LinkTarget = 'email' | 'phone' | OAuthProvider

/** The channel a target links through: one for email, one for phone, one for every social provider. */
export type LinkChannelKind = 'email' | 'phone' | 'oauth'

/** The targets a channel of one kind links. */
export type LinkTargetOf<K extends LinkChannelKind> = K extends 'oauth' ? OAuthProvider : K

/** How a link ended: the user with the new account, or the error with the message the flow shows. */
export type LinkOutcome = { step: 'done'; user: User } | { step: 'error'; error: LatchError; message: string }

/** What a flow that can run a link offers the link flow. */
export interface LinkChannel<T extends LinkTarget = LinkTarget> {
  /**
   * Starts linking `target` in the flow's link mode, which is set before this returns (so a screen shown right
   * after reads it). Resolves once the link is under way (OAuth: the browser sent to the provider; the phone flow:
   * its number rules loaded); rejects with the flow's error.
   */
  start(target: T): Promise<void>
  /**
   * Stops a link that has not finished: the flow goes back to login mode. Answers false, and changes nothing, when
   * it can no longer be stopped (a code already being checked: the server may have linked it). A channel without
   * `cancel` has nothing to stop once started (the page left for the provider).
   */
  cancel?(): boolean
}

/** The link channels of one client. */
export interface LinkChannels {
  /** Offers the channel of one kind (replacing an earlier one); returns its removal. */
  provide<K extends LinkChannelKind>(kind: K, channel: LinkChannel<LinkTargetOf<K>>): () => void
  /** The channel that links this target, or null when no flow offers one. */
  channelOf<T extends LinkTarget>(target: T): LinkChannel<T> | null
  /** Says that a link run by a channel ended (the flow that ran it calls this). */
  end(target: LinkTarget, outcome: LinkOutcome): void
  /** Hears every link's end; returns the removal. */
  onEnd(listener: (target: LinkTarget, outcome: LinkOutcome) => void): () => void
}

/** The kind of channel that links this target. */
export function linkChannelKind(target: LinkTarget): LinkChannelKind {
  return target === 'email' || target === 'phone' ? target : 'oauth'
}

/**
 * The end of a link in a flow's state, or null: a state of the link mode that is 'done' (with the user) or 'error'
 * (with its error and message). The code flows and OAuth share this shape of state.
 */
export function linkOutcomeOf(state: {
  step: string
  mode?: string
  user?: User
  error?: LatchError
  message?: string
}): LinkOutcome | null {
  if (state.mode !== 'link') return null
  if (state.step === 'done' && state.user) return { step: 'done', user: state.user }
  if (state.step === 'error' && state.error) {
    return { step: 'error', error: state.error, message: state.message ?? state.error.message }
  }
  return null
}

/** Creates the link channels of one client, with no channel offered yet. */
export function createLinkChannels(): LinkChannels {
  const channels = new Map<LinkChannelKind, LinkChannel<never>>()
  const listeners = new Set<(target: LinkTarget, outcome: LinkOutcome) => void>()
  return {
    provide(kind, channel) {
      channels.set(kind, channel)
      return () => {
        if (channels.get(kind) === channel) channels.delete(kind)
      }
    },
    channelOf<T extends LinkTarget>(target: T) {
      return (channels.get(linkChannelKind(target)) as LinkChannel<T> | undefined) ?? null
    },
    end(target, outcome) {
      for (const listener of [...listeners]) listener(target, outcome)
    },
    onEnd(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
