/** Guest commands, loaded with `import()` on first use ('Continue as guest', or a host's `loginAsGuest()`). */
import { parseAuthResponseJSON } from '../../api/shapes'
import type { LatchContext } from '../../context'
import { GUEST_AUTHENTICATE } from '../../protocol/endpoints'
import { guestError, guestRefusal } from './guest.rules'
import type { GuestStore } from './guest.store'
import type { LoginAsGuestReturnType } from './guest.types'

/** What guest commands need. */
export interface GuestCommandContext {
  ctx: LatchContext
  store: GuestStore
}

/** Makes a guest account on the server and signs it in (the app must have guests on). */
export async function loginAsGuest(c: GuestCommandContext): Promise<LoginAsGuestReturnType> {
  const { ctx, store } = c
  const refused = guestRefusal(
    {
      authenticated: ctx.$auth.get().status === 'authenticated',
      enabled: ctx.$config.get().loginMethods.guest === true,
    },
    ctx.messages,
  )
  if (refused) throw refused
  // one guest account per press: a second call while the first runs waits for it
  if (store.pending) return store.pending
  store.$state.set({ step: 'creating' })
  store.pending = (async () => {
    try {
      const result = await ctx.session.authenticate(() =>
        ctx.api.request({ ...GUEST_AUTHENTICATE, body: {}, parse: parseAuthResponseJSON }),
      )
      store.$state.set({ step: 'done', mode: 'login', user: result.user })
      return result
    } catch (cause) {
      const error = guestError(cause, ctx.messages)
      store.$state.set({ step: 'error', error, message: error.message })
      throw error
    } finally {
      store.pending = null
    }
  })()
  return store.pending
}
