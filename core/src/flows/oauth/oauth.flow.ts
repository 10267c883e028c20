/**
 * Binds the OAuth store to its commands and view selectors. The commands (PKCE, the redirect, the code exchange)
 * load with `import()` on a social button press, or at start-up only when the address carries an OAuth return.
 */
import type { ReadableAtom } from 'nanostores'
import { computed } from 'nanostores'
import type { OAuthProvider } from '../../config/types'
import { parseOAuthReturn } from '../../rules/oauth'
import { createDisposer, defineFlowModule } from '../../services/flow-module'
import { linkOutcomeOf } from '../../services/link-channels/link-channels.service'
import { bindRoute } from '../../services/router/route.types'
import { OAUTH_METHODS } from '../../user/methods/oauth'
import type { OAuthCommandContext } from './oauth.commands'
import { routeOAuth } from './oauth.route'
import { oauthScreens } from './oauth.screens'
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

/**
 * The OAuth flow module; a return found in the address completes after `ready()` restores the session. It also links
 * a social account to a logged-in user (its link channel: the same redirect and return in link mode).
 */
export const oauthModule = defineFlowModule({
  name: 'oauth',
  methods: [...OAUTH_METHODS],
  screens: oauthScreens,
  create(ctx) {
    const c: OAuthCommandContext = { ctx, store: createOAuthStore() }
    const disposer = createDisposer()
    const load = () => import('./oauth.commands')
    const hasReturn = () => {
      const location = ctx.env.location
      return location !== undefined && parseOAuthReturn(location.href()) !== null
    }
    const handleReturn: OAuthFlow['handleReturn'] = (parameters) => {
      if (c.store.inFlight) return c.store.inFlight
      if (!hasReturn()) return Promise.resolve(null)
      return load().then((commands) => commands.handleOAuthReturn(c, parameters))
    }
    // Once the session has restored (leaving 'loading'), an OAuth return in the address completes by itself.
    let wasLoading = ctx.$auth.get().status === 'loading'
    disposer.add(
      ctx.$auth.listen((auth) => {
        if (wasLoading && auth.status !== 'loading' && hasReturn()) void handleReturn().catch(() => undefined)
        wasLoading = auth.status === 'loading'
      }),
    )
    const $state = c.store.$state
    const flow: OAuthFlow = {
      $state,
      $pendingProvider: computed($state, (s) =>
        s.step === 'redirecting' || s.step === 'authenticating' ? s.provider : null,
      ),
      $error: computed($state, (s) => (s.step === 'error' ? s.message : null)),
      $retryable: computed($state, (s) => s.step === 'error' && s.retryable),
      init: async (parameters) => (await load()).initLoginWithOAuth(c, parameters),
      handleReturn,
      reset: () => c.store.$state.set({ step: 'idle' }),
    }
    disposer.add(
      ctx.linkChannels.provide('oauth', { start: (provider) => flow.init({ provider, mode: 'link' }) }),
    )
    disposer.add(
      $state.listen((state) => {
        const outcome = linkOutcomeOf(state)
        if (outcome && state.step !== 'idle' && state.provider) ctx.linkChannels.end(state.provider, outcome)
      }),
    )
    const oauthCommands: OAuthCommands = {
      initLoginWithOAuth: (provider) => flow.init({ provider }),
      loginWithOAuth: (provider) => flow.handleReturn(provider ? { provider } : {}),
    }
    return {
      flow,
      commands: oauthCommands,
      dispose: disposer.dispose,
      route: bindRoute(flow.$state, routeOAuth),
      intents: {
        screens: Object.keys(oauthScreens),
        reads: [$state],
        load: () => load().then((m) => m.oauthIntents(flow)),
      },
    }
  },
})
