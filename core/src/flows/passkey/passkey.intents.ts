/**
 * The passkey flow's intents on AWAITING_PASSKEY_SCREEN (loaded with its commands). Back (and the screen's Cancel)
 * ends the ceremony while the browser's sheet is open (the route then returns to the list); after it, a login returns
 * to the landing list and a new passkey to the person's passkeys. Retry runs the same ceremony again (a login, or
 * adding a passkey) when the failure allows it.
 */
import type { ReadableAtom } from 'nanostores'
import type { IntentRule } from '../../services/router/intents'
import { showScreen } from '../../services/router/intents'
import type { PasskeyMode, PasskeyState } from './passkey.types'

/** What the rule uses of the flow and its commands. */
export interface PasskeyIntentDeps {
  $state: ReadableAtom<PasskeyState>
  cancel(): void
  reset(): void
  loginWithPasskey(): Promise<unknown>
  linkPasskey(): Promise<unknown>
}

/** The rule over the flow. */
export function passkeyIntents(flow: PasskeyIntentDeps): IntentRule {
  return ({ data }) => {
    const s = flow.$state.get()
    const mode = ('mode' in s ? s.mode : null) ?? (data as { mode?: PasskeyMode } | null)?.mode ?? 'login'
    return {
      back() {
        if (s.step === 'awaiting' || s.step === 'verifying') return void flow.cancel()
        flow.reset()
        return showScreen(mode === 'link' ? 'LINK_PASSKEY_SCREEN' : 'LANDING')
      },
      retry:
        s.step === 'error' && s.error.retryable
          ? () => void (mode === 'link' ? flow.linkPasskey() : flow.loginWithPasskey()).catch(() => undefined)
          : null,
    }
  }
}
