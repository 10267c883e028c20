/**
 * The wallet flow's intents (loaded with its code). On a wallet list or an attempt, Back returns to the list from an
 * attempt, and from a login's list to the login options (a link's or a connect-only list has no Back: it was opened
 * on its own). The Phantom screens' Back returns to the list. (LOGIN_FAILED_SCREEN's Retry is in the eager module.)
 */
import type { ReadableAtom } from 'nanostores'
import type { IntentRule } from '../../services/router/intents'
import { showScreen } from '../../services/router/intents'
import type { WalletFlowState, WalletMode } from './wallets.types'

/** The mode of each wallet list screen. */
const LIST_MODE: Readonly<Record<string, WalletMode>> = {
  AWAITING_CONNECTION: 'login',
  LINK_WALLET_SCREEN: 'link',
  CONNECT_ONLY_LANDING_SCREEN: 'connect',
  CONNECT_ONLY_AUTHENTICATED_SCREEN: 'connect',
  AWAITING_CONNECT_ONLY_CONNECTION: 'connect',
}

/** What the rule uses of the flow. */
export interface WalletIntentDeps {
  $state: ReadableAtom<WalletFlowState>
  chooseAnother(): void
  reset(): void
}

/** The wallet flow's rule over its flow. */
export function walletIntents(flow: WalletIntentDeps): IntentRule {
  return ({ screen }) => {
    const s = flow.$state.get()
    const mode = LIST_MODE[screen]
    if (mode) {
      if (s.step !== 'idle' && s.step !== 'choosing') return { back: () => flow.chooseAnother() }
      if (mode !== 'login') return {}
      return {
        back() {
          flow.reset()
          return showScreen('LANDING')
        },
      }
    }
    // PHANTOM_INTERSTITIAL_SCREEN, INSTALL_PHANTOM_SCREEN
    return { back: () => flow.chooseAnother() }
  }
}
