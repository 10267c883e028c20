/**
 * Wallet flow rules (pure, loaded with the wallet code): the view selector over `$state`, how retries count, the
 * mobile signature delay, the pairing QR path, the title and body keys of an attempt in progress, and where Phantom
 * is installed from.
 */
export { qrPath } from '../../connectors/qr'

import type { ConnectorType } from '../../connectors/types'
import {
  MOBILE_SIGNATURE_PROMPT_DELAY_MS,
  PHANTOM_INSTALL_URL,
  WALLET_CONNECT_MAX_RETRIES,
} from '../../constants'
import type { MessageKey } from '../../messages'
import type { WalletErrorInfo } from '../../rules/wallet-errors'
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
    pairingLink: state.step === 'pairing' && state.uri !== '' ? (state.appLink ?? state.uri) : null,
    pairingQr: state.step === 'pairing' ? state.qr : null,
  }
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

/**
 * What a wallet attempt in progress shows: the title and body keys for each step of `flows.wallets.$state` (the
 * default AWAITING_CONNECTION screen and a custom UI read the same rule); keys only, so the texts come from the
 * client's catalogue (`formatWalletMessage(latch.messages, key)`).
 */
export function walletProgressKeys(state: WalletFlowState): { title: MessageKey; body: MessageKey | null } {
  switch (state.step) {
    case 'pairing':
      return { title: 'walletScreen.scanTitle', body: 'walletScreen.scanBody' }
    case 'switching-chain':
      return { title: 'walletScreen.switching', body: 'walletScreen.switchingBody' }
    case 'signing':
      return { title: 'walletScreen.signing', body: 'walletScreen.signingBody' }
    case 'authenticating':
      return {
        title: state.mode === 'link' ? 'walletScreen.linking' : 'walletScreen.authenticating',
        body: null,
      }
    case 'connected':
      return { title: 'walletScreen.connected', body: null }
    case 'connecting':
      return { title: 'walletScreen.connecting', body: 'walletScreen.connectingBody' }
    default:
      return { title: 'walletScreen.connecting', body: null }
  }
}

/**
 * Where INSTALL_PHANTOM_SCREEN's 'Install Phantom' link points: the page the flow named when it stopped at the
 * install step, else Phantom's download page (`PHANTOM_INSTALL_URL`), so the link is never empty.
 */
export function phantomInstallUrl(state: WalletFlowState): string {
  return state.step === 'install' && state.installUrl ? state.installUrl : PHANTOM_INSTALL_URL
}
