/**
 * The guest flow: 'Continue as guest' makes an account with no login method (`user.isGuest`), which keeps its id and
 * embedded wallet when a method is linked later. Its commands load with `import()` on first use; only this module
 * (its state) is in the eager bundle.
 */
import type { ReadableAtom } from 'nanostores'
import { computed } from 'nanostores'
import { defineFlowModule } from '../../services/flow-module'
import { bindRoute } from '../../services/router/route.types'
import { guestMethod } from '../../user/methods/guest'
import type { GuestCommandContext } from './guest.commands'
import { routeGuest } from './guest.route'
import { createGuestStore } from './guest.store'
import type { GuestState, LoginAsGuestReturnType } from './guest.types'

/** The guest flow of one client. */
export interface GuestFlow {
  $state: ReadableAtom<GuestState>
  /** True while the server makes the guest account. */
  $busy: ReadableAtom<boolean>
  reset(): void
}

/** The guest commands a `Latch` exposes. */
export interface GuestCommands {
  /**
   * Makes a guest account (no email, wallet or social account) and logs it in, when the app has guests on. Linking
   * any method later keeps the same user and wallet and ends `user.isGuest`.
   */
  loginAsGuest(): Promise<LoginAsGuestReturnType>
}

/** The guest flow module. */
export const guestModule = defineFlowModule({
  name: 'guest',
  methods: [guestMethod],
  create(ctx) {
    const c: GuestCommandContext = { ctx, store: createGuestStore() }
    const $state = c.store.$state
    const flow: GuestFlow = {
      $state,
      $busy: computed($state, (s) => s.step === 'creating'),
      reset: () => $state.set({ step: 'idle' }),
    }
    const commands: GuestCommands = {
      loginAsGuest: async () => (await import('./guest.commands')).loginAsGuest(c),
    }
    return { flow, commands, dispose: () => {}, route: bindRoute($state, routeGuest) }
  },
})
