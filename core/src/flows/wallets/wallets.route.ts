/**
 * The wallet flow's route rule (eager, so kept small): which screen each step shows, and what the modal does when
 * a login, a link or a connect-only connection ends.
 */
import { shouldCreateWalletOnLogin } from '../../services/modal/modal.rules'
import type { ScreenName } from '../../services/modal/modal.types'
import type { ModalAction, RouteContext } from '../router/router.rules'
import { allowlistScreenData } from '../shared/allowlist'
import type { WalletFlowState } from './wallets.types'

const PROGRESS = {
  login: 'AWAITING_CONNECTION',
  link: 'LINK_WALLET_SCREEN',
  connect: 'AWAITING_CONNECT_ONLY_CONNECTION',
} as const

/** The screen of a state, or null when it has none. `authenticated` picks the connect-only landing variant. */
export function walletScreenOf(state: WalletFlowState, authenticated: boolean): ScreenName | null {
  const { step } = state
  if (step === 'idle' || step === 'done' || step === 'connected') return null
  if (step === 'redirecting') return 'PHANTOM_INTERSTITIAL_SCREEN'
  if (step === 'install') return 'INSTALL_PHANTOM_SCREEN'
  if (step === 'choosing' && state.mode === 'connect')
    return authenticated ? 'CONNECT_ONLY_AUTHENTICATED_SCREEN' : 'CONNECT_ONLY_LANDING_SCREEN'
  // The server refused the signed message: the wallet worked, the login did not.
  if (step === 'error' && state.mode === 'login' && state.error.code === 'wallet_login_failed')
    return 'LOGIN_FAILED_SCREEN'
  return PROGRESS[state.mode]
}

/**
 * The wallet flow's route rule: the list opens the modal; progress moves it only when it is open (a headless
 * `loginWithWallet(wallet)` never opens it); a login goes on to the after-login step, a link or a connect-only
 * connection closes it.
 */
export function routeWallets(
  prev: WalletFlowState,
  next: WalletFlowState,
  context: RouteContext & { authenticated: boolean },
): ModalAction | null {
  if (next.step === 'done' || next.step === 'connected') {
    if (prev.step === next.step) return null
    return next.step === 'done' && next.mode === 'login'
      ? { kind: 'afterLogin', createWallet: shouldCreateWalletOnLogin(context.config, next.user) }
      : { kind: 'close' }
  }
  if (next.step === 'error' && next.reason === 'allowlist')
    return {
      kind: 'navigate',
      entry: {
        screen: 'ALLOWLIST_REJECTION_SCREEN',
        data: allowlistScreenData(context.appConfig, context.messages),
      },
      onlyIfOpen: false,
    }
  const screen = walletScreenOf(next, context.authenticated)
  if (!screen || (prev.step === next.step && screen === walletScreenOf(prev, context.authenticated)))
    return null
  const data =
    screen === 'LOGIN_FAILED_SCREEN' && next.step === 'error'
      ? { message: next.error.message, retryScreen: 'AWAITING_CONNECTION' as const }
      : null
  return { kind: 'navigate', entry: { screen, data } as never, onlyIfOpen: next.step !== 'choosing' }
}
