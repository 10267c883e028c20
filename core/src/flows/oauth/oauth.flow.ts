/** Binds the OAuth store to its commands. */
import type { ReadableAtom } from 'nanostores'
import type { FlowDeps } from '../shared/deps'
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
  init(parameters: InitLoginWithOAuthParameters): Promise<void>
  /** Completes an OAuth return found in the address; null when there is none. `ready()` calls it on load. */
  handleReturn(parameters?: HandleOAuthReturnParameters): Promise<HandleOAuthReturnReturnType>
  reset(): void
}

/** Creates the OAuth flow; a return found in the address completes after `ready()` restores the session. */
export function createOAuthFlow(deps: FlowDeps): OAuthFlow {
  const c = { ...deps, store: createOAuthStore() }
  commands.watchOAuthReturn(c)
  return {
    $state: c.store.$state,
    init: (parameters) => commands.initLoginWithOAuth(c, parameters),
    handleReturn: (parameters) => commands.handleOAuthReturn(c, parameters),
    reset: () => commands.resetOAuth(c),
  }
}
