/** Binds the custom-auth store to its commands and reactions. */
import type { ReadableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import * as commands from './custom-auth.commands'
import { createCustomAuthStore } from './custom-auth.store'
import type { CustomAuthState, LoginWithCustomTokenReturnType } from './custom-auth.types'

/** The custom-auth flow of one client. */
export interface CustomAuthFlow {
  $state: ReadableAtom<CustomAuthState>
  /** Syncs with the host's token now (also runs by itself after `ready()` and on config changes). */
  sync(): Promise<LoginWithCustomTokenReturnType>
}

/** Creates the custom-auth flow and starts its reactions. */
export function createCustomAuthFlow(ctx: LatchContext): CustomAuthFlow {
  const c = { ctx, store: createCustomAuthStore() }
  commands.watchCustomAuth(c)
  return { $state: c.store.$state, sync: () => commands.loginWithCustomToken(c) }
}
