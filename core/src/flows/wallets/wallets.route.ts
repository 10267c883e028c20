/**
 * The wallet flow's route rule (eager, so kept small): which screen each step shows, and what the modal does when
 * a login, a link or a connect-only connection ends.
 */
import { shouldCreateWalletOnLogin } from '../../services/modal/modal.rules'
import type { ModalAction, RouteContext } from '../../services/router/route.types'
import type { LoginOutcomeScreens } from '../shared/login-route'
import { routeAllowlist } from '../shared/login-route'
import type { WalletsScreens } from './wallets.screens'
import type { WalletFlowState } from './wallets.types'

/** A wallet screen, or the login failure it may end on. */
type WalletScreen = keyof WalletsScreens | 'LOGIN_FAILED_SCREEN'

const PROGRESS = {
  login: 'AWAITING_CONNECTION',
  link: 'LINK_WALLET_SCREEN',
  connect: 'AWAITING_CONNECT_ONLY_CONNECTION',
} as const

/** The screen of a state, or null when it has none. `authenticated` picks the connect-only landing variant. */
export function walletScreenOf(state: WalletFlowState, authenticated: boolean): WalletScreen | null {
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
  context: Pick<RouteContext, 'config' | 'appConfig' | 'messages' | 'authenticated'>,
): ModalAction<WalletsScreens & LoginOutcomeScreens> | null {
  if (next.step === 'done' || next.step === 'connected') {
    if (prev.step === next.step) return null
    return next.step === 'done' && next.mode === 'login'
      ? { kind: 'afterLogin', createWallet: shouldCreateWalletOnLogin(context.config, next.user) }
      : { kind: 'close' }
  }
  const refused = routeAllowlist(next, context)
  if (refused) return refused
  const screen = walletScreenOf(next, context.authenticated)
  if (!screen || (prev.step === next.step && screen === walletScreenOf(prev, context.authenticated)))
    return null
  const onlyIfOpen = next.step !== 'choosing'
  if (screen === 'LOGIN_FAILED_SCREEN') {
    const message = next.step === 'error' ? next.error.message : undefined
    return {
      kind: 'navigate',
      entry: { screen, data: { message, retryScreen: 'AWAITING_CONNECTION' } },
      onlyIfOpen,
    }
  }
  return { kind: 'navigate', entry: { screen, data: null }, onlyIfOpen }
}
