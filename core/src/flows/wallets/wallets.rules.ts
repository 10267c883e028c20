/**
 * Wallet flow rules (pure): the view selector over `$state`, how retries count, the mobile signature delay, and
 * which screen each step shows (the flow's route rule).
 */
import { MOBILE_SIGNATURE_PROMPT_DELAY_MS, WALLET_CONNECT_MAX_RETRIES } from '../../constants'
import type { WalletErrorInfo } from '../../rules/wallet-errors'
import type { ConnectorType } from '../../wallets/types'
import { shouldCreateWalletOnLogin } from '../modal/modal.rules'
import type { ScreenName } from '../modal/modal.types'
import type { ModalAction, RouteContext } from '../router/router.rules'
import type { WalletFlowState, WalletMode, WalletTarget, WalletView } from './wallets.types'

const BUSY: ReadonlySet<WalletFlowState['step']> = new Set([
  'connecting',
  'pairing',
  'switching-chain',
  'signing',
  'authenticating',
  'redirecting',
])

/** The view of a state: busy, error, retry and 'Use a different wallet' flags, the pairing URI. */
export function walletView(state: WalletFlowState): WalletView {
  const isError = state.step === 'error'
  return {
    step: state.step,
    mode: state.step === 'idle' ? null : state.mode,
    walletName: 'walletName' in state ? state.walletName : null,
    busy: BUSY.has(state.step) && !(state.step === 'pairing' && state.uri !== ''),
    error: isError
      ? {
          message: state.error.message,
          detail: state.error.detail,
          retryable: state.error.retryable,
          code: state.error.code,
        }
      : null,
    canRetry: isError && state.retriesLeft > 0,
    exhausted: isError && state.exhausted,
    offerDifferentWallet:
      isError &&
      (state.exhausted || state.error.code === 'user_exists_for_address' || !state.error.retryable),
    pairingUri: state.step === 'pairing' && state.uri !== '' ? state.uri : null,
    pairingQr: state.step === 'pairing' ? state.qr : null,
  }
}

/** A QR module matrix as one SVG path of unit squares (dark modules only). */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = ''
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return path
}

/**
 * The error step after attempt `attempt` failed: a retryable error leaves `WALLET_CONNECT_MAX_RETRIES - attempt`
 * retries; once they are used up the flow is exhausted ('Unable to connect wallet').
 */
export function errorStep(
  target: WalletTarget,
  mode: WalletMode,
  attempt: number,
  error: WalletErrorInfo,
): Extract<WalletFlowState, { step: 'error' }> {
  const left = Math.max(0, WALLET_CONNECT_MAX_RETRIES - attempt)
  return {
    step: 'error',
    mode,
    ...target,
    attempt,
    error,
    retriesLeft: error.retryable ? left : 0,
    exhausted: error.retryable && left === 0,
  }
}

/** A wallet reached through a phone (WalletConnect) gets a moment before the signature prompt. */
export function signaturePromptDelay(connectorType: ConnectorType): number {
  return connectorType === 'wallet_connect_v2' ? MOBILE_SIGNATURE_PROMPT_DELAY_MS : 0
}

function progressScreen(mode: WalletMode): ScreenName {
  if (mode === 'link') return 'LINK_WALLET_SCREEN'
  if (mode === 'connect') return 'AWAITING_CONNECT_ONLY_CONNECTION'
  return 'AWAITING_CONNECTION'
}

/** The screen of a state, or null when it has none. `authenticated` picks the connect-only landing variant. */
export function walletScreenOf(state: WalletFlowState, authenticated: boolean): ScreenName | null {
  switch (state.step) {
    case 'idle':
    case 'done':
    case 'connected':
      return null
    case 'choosing':
      if (state.mode === 'connect')
        return authenticated ? 'CONNECT_ONLY_AUTHENTICATED_SCREEN' : 'CONNECT_ONLY_LANDING_SCREEN'
      return progressScreen(state.mode)
    case 'redirecting':
      return 'PHANTOM_INTERSTITIAL_SCREEN'
    case 'install':
      return 'INSTALL_PHANTOM_SCREEN'
    case 'error':
      // The server refused the signed message: the wallet worked, the login did not.
      if (state.mode === 'login' && state.error.code === 'wallet_login_failed') return 'LOGIN_FAILED_SCREEN'
      return progressScreen(state.mode)
    default:
      return progressScreen(state.mode)
  }
}

/**
 * The wallet flow's route rule: the list opens the modal; progress moves it only when it is open (a headless
 * `loginWithWallet(wallet)` never opens it); a login goes on to the after-login step, a link or a connect-only
 * connection made in the modal closes it.
 */
export function routeWallets(
  prev: WalletFlowState,
  next: WalletFlowState,
  context: RouteContext & { authenticated: boolean },
): ModalAction | null {
  if (next.step === 'done' && prev.step !== 'done') {
    if (next.mode === 'login')
      return {
        kind: 'afterLogin',
        createWallet: shouldCreateWalletOnLogin(context.config, next.user),
      }
    return { kind: 'close' }
  }
  if (next.step === 'connected' && prev.step !== 'connected') return { kind: 'close' }
  const screen = walletScreenOf(next, context.authenticated)
  if (!screen) return null
  if (screen === walletScreenOf(prev, context.authenticated) && prev.step === next.step) return null
  if (screen === 'LOGIN_FAILED_SCREEN') {
    const message = next.step === 'error' ? next.error.message : undefined
    return {
      kind: 'navigate',
      entry: { screen, data: { ...(message ? { message } : {}), retryScreen: 'AWAITING_CONNECTION' } },
      onlyIfOpen: true,
    }
  }
  return {
    kind: 'navigate',
    entry: { screen, data: null } as never,
    onlyIfOpen: next.step !== 'choosing',
  }
}
