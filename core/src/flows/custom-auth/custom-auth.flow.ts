/**
 * Binds the custom-auth store to its commands and reactions. The commands load with `import()` the first time a
 * host has custom auth on, so hosts without it never download them.
 */
import type { ReadableAtom } from 'nanostores'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { customAuthReadiness } from './custom-auth.rules'
import type { CustomAuthStore } from './custom-auth.store'
import { createCustomAuthStore } from './custom-auth.store'
import type { CustomAuthState, LoginWithCustomTokenReturnType } from './custom-auth.types'

/** The custom-auth flow of one client. */
export interface CustomAuthFlow {
  $state: ReadableAtom<CustomAuthState>
  /** Syncs with the host's token now (also runs by itself after `ready()` and on config changes). */
  sync(): Promise<LoginWithCustomTokenReturnType>
}

/** The custom-auth commands a `Latch` exposes. */
export interface CustomAuthCommands {
  /** Logs in (or out) to follow the host's own token now. */
  loginWithCustomToken(): Promise<LoginWithCustomTokenReturnType>
}

/** The custom-auth flow module. */
export const customAuthModule = defineFlowModule({
  name: 'customAuth',
  create(ctx) {
    const store: CustomAuthStore = createCustomAuthStore()
    const disposer = createDisposer()

    async function sync(): Promise<LoginWithCustomTokenReturnType> {
      const readiness = customAuthReadiness(ctx.$config.get().customAuth)
      if (readiness !== 'ready') {
        // Only the newest sync may set the state: this ends any sync in flight.
        store.run++
        store.$state.set({ step: readiness })
        return null
      }
      // The state says what is happening while the commands load.
      store.$state.set({ step: 'fetching-token' })
      const { loginWithCustomToken } = await import('./custom-auth.commands')
      return loginWithCustomToken({ ctx, store })
    }
    const syncQuietly = () => void sync().catch(() => undefined)

    // Reactions: sync once the session has restored (leaving 'loading') and again whenever the host's customAuth
    // config changes (loading finished, a new token getter).
    let previous = ctx.$config.get().customAuth
    disposer.add(
      ctx.$config.listen((config) => {
        const next = config.customAuth
        if (
          next?.enabled === previous?.enabled &&
          next?.isLoading === previous?.isLoading &&
          next?.getCustomAccessToken === previous?.getCustomAccessToken
        ) {
          return
        }
        previous = next
        if (ctx.$auth.get().status !== 'loading') syncQuietly()
      }),
    )
    let wasLoading = ctx.$auth.get().status === 'loading'
    disposer.add(
      ctx.$auth.listen((auth) => {
        if (wasLoading && auth.status !== 'loading') syncQuietly()
        wasLoading = auth.status === 'loading'
      }),
    )

    const flow: CustomAuthFlow = { $state: store.$state, sync }
    const commands: CustomAuthCommands = { loginWithCustomToken: sync }
    return { flow, commands, dispose: disposer.dispose }
  },
})
