/**
 * What the link commands share: the client context, the link atom, and the two steps every command starts with
 * (a session is required; a failure is the link state's error).
 */
import type { WritableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import { isLatchError, LatchError } from '../../errors'
import type { User } from '../../user/types'
import type { LinkState, LinkTarget } from './link.types'

/** What link commands need: the client context (its link channels and step-up guard) and the link atom. */
export interface LinkCommandContext {
  ctx: LatchContext
  store: { $state: WritableAtom<LinkState> }
}

/** Sets the link state's error for `target` and returns the error to throw (anything else becomes a LatchError). */
export function fail(c: LinkCommandContext, target: LinkTarget, error: unknown): LatchError {
  const latchError = isLatchError(error)
    ? error
    : new LatchError('unknown_auth_error', String(error), { cause: error })
  c.store.$state.set({ step: 'error', target, error: latchError, message: latchError.message })
  return latchError
}

/** The current user, or `must_be_authenticated` 'User must be authenticated'. */
export function requireUser(c: LinkCommandContext, target: LinkTarget): User {
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
