/**
 * The wallet flow's intents. On a wallet list or an attempt, Back returns to the list from an attempt, and from a
 * login's list to the login options (a link's or a connect-only list has no Back: it was opened on its own). The
 * Phantom screens' Back returns to the list. LOGIN_FAILED_SCREEN's Retry tries the failed wallet again in one click,
 * or, with no wallet attempt to retry, shows the screen its data names (LANDING by default).
 */
import type { FlowIntents, ScreenMoves } from '../../services/router/intents'
import { showScreen } from '../../services/router/intents'
import type { LoginOutcomeScreens } from '../shared/login-route'
import type { WalletsFlow } from './wallets.flow'
import type { WalletMode } from './wallets.types'

/** The mode of each wallet list screen. */
const LIST_MODE: Readonly<Record<string, WalletMode>> = {
  AWAITING_CONNECTION: 'login',
  LINK_WALLET_SCREEN: 'link',
  CONNECT_ONLY_LANDING_SCREEN: 'connect',
  CONNECT_ONLY_AUTHENTICATED_SCREEN: 'connect',
  AWAITING_CONNECT_ONLY_CONNECTION: 'connect',
}

/** The wallet flow's intents over its flow. */
export function walletIntents(
  flow: Pick<WalletsFlow, '$state' | 'chooseAnother' | 'reset' | 'tryAgain'>,
): FlowIntents {
  return {
    reads: [flow.$state],
    on({ screen, data }): ScreenMoves | null {
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
      if (screen === 'PHANTOM_INTERSTITIAL_SCREEN' || screen === 'INSTALL_PHANTOM_SCREEN')
        return { back: () => flow.chooseAnother() }
      if (screen === 'LOGIN_FAILED_SCREEN') {
        const retryScreen = (data as LoginOutcomeScreens['LOGIN_FAILED_SCREEN'])?.retryScreen ?? 'LANDING'
        return { retry: () => (flow.tryAgain() ? null : showScreen(retryScreen)) }
      }
      return null
    },
  }
}
