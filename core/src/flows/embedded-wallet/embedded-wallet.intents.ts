/**
 * The embedded wallet flow's intents (loaded with its code). The password offer (splash) is left through
 * `cancelPassword`; a failed creation or connection, and the passkey screen, through `finish`; the password steps go back one step, except
 * while the wallet is being made or once it is done.
 */
import type { ReadableAtom } from 'nanostores'
import type { IntentRule } from '../../services/router/intents'
import type { EmbeddedWalletState } from './embedded-wallet.types'

/** The screens that show a failed creation or connection (left through `finish`). */
const FAILURE_SCREENS: ReadonlySet<string> = new Set([
  'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
  'EMBEDDED_WALLET_CONNECTING_SCREEN',
])

/** What the rule uses of the flow. */
export interface EmbeddedWalletIntentDeps {
  $state: ReadableAtom<EmbeddedWalletState>
  finish(): void
  cancelPassword(): void
  previousPasswordStep(): void
}

/** The rule over the flow. */
export function embeddedWalletIntents(flow: EmbeddedWalletIntentDeps): IntentRule {
  return ({ screen }) => {
    const s = flow.$state.get()
    if (screen === 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN')
      return { leave: () => flow.cancelPassword() }
    if (s.step === 'error' && FAILURE_SCREENS.has(screen)) return { leave: () => flow.finish() }
    // the passkey screen is left (Close) at any try; the wallet and its recovery stay as they were
    if (screen === 'EMBEDDED_WALLET_PASSKEY_SCREEN') return { leave: () => flow.finish() }
    if (s.step !== 'password') return {}
    const p = s.password
    return {
      back:
        p.step !== 'creating' && p.step !== 'done' && !p.submitting
          ? () => flow.previousPasswordStep()
          : null,
    }
  }
}
