/** Binds the OAuth store to its commands and view selectors. */
import type { ReadableAtom } from 'nanostores'
import { computed } from 'nanostores'
import type { OAuthProvider } from '../../config/types'
import { createDisposer, defineFlowModule } from '../shared/module'
import * as commands from './oauth.commands'
import { createOAuthStore } from './oauth.store'
import type {
  HandleOAuthReturnParameters,
  HandleOAuthReturnReturnType,
  InitLoginWithOAuthParameters,
  OAuthState,
} from './oauth.types'

/** The OAuth flow of one client. */
export interface OAuthFlow {
  $state: ReadableAtom<OAuthState>
  /** The provider being redirected to or returned from, else null (a screen shows its spinner on that button). */
  $pendingProvider: ReadableAtom<OAuthProvider | null>
  /** The error message of the last attempt, else null. */
  $error: ReadableAtom<string | null>
  /** True when the failed attempt may be tried again. */
  $retryable: ReadableAtom<boolean>
  init(parameters: InitLoginWithOAuthParameters): Promise<void>
  /** Completes an OAuth return found in the address; null when there is none. `ready()` calls it on load. */
  handleReturn(parameters?: HandleOAuthReturnParameters): Promise<HandleOAuthReturnReturnType>
  reset(): void
}

/** The OAuth commands a `Latch` exposes. */
export interface OAuthCommands {
  /** Sends the browser to the provider to log in. */
  initLoginWithOAuth(provider: OAuthProvider): Promise<void>
  /** Completes the OAuth return in the address (null when there is none). */
  loginWithOAuth(provider?: OAuthProvider): Promise<HandleOAuthReturnReturnType>
}

/** The OAuth flow module; a return found in the address completes after `ready()` restores the session. */
export const oauthModule = defineFlowModule({
  name: 'oauth',
  create(ctx) {
    const c: commands.OAuthCommandContext = { ctx, store: createOAuthStore() }
    const disposer = createDisposer()
    disposer.add(commands.watchOAuthReturn(c))
    const $state = c.store.$state
    const flow: OAuthFlow = {
      $state,
      $pendingProvider: computed($state, (s) =>
        s.step === 'redirecting' || s.step === 'authenticating' ? s.provider : null,
      ),
      $error: computed($state, (s) => (s.step === 'error' ? s.message : null)),
      $retryable: computed($state, (s) => s.step === 'error' && s.retryable),
      init: (parameters) => commands.initLoginWithOAuth(c, parameters),
      handleReturn: (parameters) => commands.handleOAuthReturn(c, parameters),
      reset: () => commands.resetOAuth(c),
    }
    const oauthCommands: OAuthCommands = {
      initLoginWithOAuth: (provider) => flow.init({ provider }),
      loginWithOAuth: (provider) => flow.handleReturn(provider ? { provider } : {}),
    }
    return { flow, commands: oauthCommands, dispose: disposer.dispose }
  },
})
