/**
 * The OAuth flow's intents on AWAITING_OAUTH_SCREEN (loaded with its commands): Back drops the attempt and returns to
 * the login options; Retry starts the same provider again, in the same mode, when the failure allows it.
 */
import type { ReadableAtom } from 'nanostores'
import type { OAuthProvider } from '../../config/types'
import type { IntentRule } from '../../services/router/intents'
import { showScreen } from '../../services/router/intents'
import type { FlowMode } from '../shared/deps'
import type { OAuthState } from './oauth.types'

/** What the rule uses of the flow. */
export interface OAuthIntentDeps {
  $state: ReadableAtom<OAuthState>
  reset(): void
  init(parameters: { provider: OAuthProvider; mode?: FlowMode }): Promise<unknown>
}

/** The rule over the flow. */
export function oauthIntents(flow: OAuthIntentDeps): IntentRule {
  return ({ data }) => {
    const s = flow.$state.get()
    const provider =
      (s.step === 'idle' ? null : s.provider) ?? (data as { provider?: OAuthProvider } | null)?.provider
    return {
      back() {
        flow.reset()
        return showScreen('LANDING')
      },
      retry:
        s.step === 'error' && s.retryable && provider
          ? () => void flow.init({ provider, mode: s.mode }).catch(() => undefined)
          : null,
    }
  }
}
