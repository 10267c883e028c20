/**
 * The email and SMS flows' link channel: linking an email or a phone is the code login in link mode (the same
 * screens and code, ending in the link call instead of the login call, see `authenticateOrLink`).
 */
import type { LatchContext } from '../../context'
import { linkOutcomeOf } from '../../services/link-channels/link-channels.service'
import type { PasswordlessFlow } from './passwordless.flow'

/**
 * Offers a code flow's link channel for `target` and tells the link channels how each of its links ends. `prepare`
 * runs when a link starts (the SMS flow loads its phone rules). Returns the removal of both.
 */
export function offerPasswordlessLink<K extends string>(
  ctx: LatchContext,
  target: 'email' | 'phone',
  flow: PasswordlessFlow<K>,
  prepare: () => Promise<unknown> = () => Promise.resolve(),
): () => void {
  const removeChannel = ctx.linkChannels.provide(target, {
    start: async () => {
      flow.reset('link')
      await prepare()
    },
    cancel: () => {
      if (flow.$verifying.get()) return false
      flow.reset('login')
      return true
    },
  })
  const stopFollowing = flow.$state.listen((state) => {
    const outcome = linkOutcomeOf(state)
    if (outcome) ctx.linkChannels.end(target, outcome)
  })
  return () => {
    removeChannel()
    stopFollowing()
  }
}
