/** Binds the custom-auth store to its commands and reactions. */
import type { ReadableAtom } from 'nanostores'
import { defineFlowModule } from '../shared/module'
import * as commands from './custom-auth.commands'
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
    const c = { ctx, store: createCustomAuthStore() }
    const off = commands.watchCustomAuth(c)
    const flow: CustomAuthFlow = { $state: c.store.$state, sync: () => commands.loginWithCustomToken(c) }
    const customCommands: CustomAuthCommands = { loginWithCustomToken: flow.sync }
    return { flow, commands: customCommands, dispose: off }
  },
})
