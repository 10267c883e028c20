/**
 * Gallery cases of the external wallet screens. The wallet flow's state is set as a wallet would leave it (no
 * wallet extension is needed): the list, connecting, signing, pairing by WalletConnect, a rejected signature, the
 * retries used up, a wallet owned by another user, connect-only, and Phantom's interstitial and install screens.
 */
import type { Latch, ScreenName, WalletFlowState } from '@latch/core'
import type { WritableAtom } from 'nanostores'
import type { GalleryCase } from './case'

const target = { walletId: 'wallet-connect-demo', walletName: 'Rainbow', attempt: 0 }
const rejected = {
  code: 'signature_rejected',
  rpcCode: 4001,
  message: 'Signature rejected',
  detail: 'Please try signing again.',
  messageKey: 'walletError.signatureRejected',
  detailKey: 'walletError.signAgain',
  retryable: true,
} as const
const userExists = {
  code: 'user_exists_for_address',
  rpcCode: null,
  message: 'User already exists for this address',
  detail: 'Try another address!',
  messageKey: 'walletError.userExists',
  detailKey: 'walletError.tryAnotherAddress',
  retryable: false,
} as const
/** A small QR-like pattern (the real code is drawn by uqr from the pairing URI). */
const QR = {
  size: 9,
  path: 'M1 1h3v3h-3zM5 1h3v3h-3zM1 5h3v3h-3zM5 5h1v1h-1zM6 6h1v1h-1zM7 7h1v1h-1z',
}

function show(screen: ScreenName, state: WalletFlowState, signIn = false) {
  return async (latch: Latch): Promise<void> => {
    latch.openModal()
    if (signIn) {
      await latch.initLoginWithEmail('ada@example.com')
      await latch.loginWithCode('123456')
      latch.openModal()
    }
    ;(latch.flows.wallets.$state as WritableAtom<WalletFlowState>).set(state)
    latch.navigate(screen as 'LANDING')
  }
}

/** The wallet screens in their states. */
export function walletCases(): GalleryCase[] {
  const c = (
    id: string,
    screen: ScreenName,
    state: string,
    s: WalletFlowState,
    signIn = false,
  ): GalleryCase => ({
    id,
    screen,
    state,
    setup: show(screen, s, signIn),
  })
  return [
    c('wallet-list', 'AWAITING_CONNECTION', 'list', { step: 'choosing', mode: 'login' }),
    c('wallet-connecting', 'AWAITING_CONNECTION', 'connecting', {
      step: 'connecting',
      mode: 'login',
      ...target,
    }),
    c('wallet-signing', 'AWAITING_CONNECTION', 'signing', {
      step: 'signing',
      mode: 'login',
      ...target,
      address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      promptAt: 0,
    }),
    c('wallet-pairing', 'AWAITING_CONNECTION', 'walletconnect-qr', {
      step: 'pairing',
      mode: 'login',
      ...target,
      walletId: 'wallet_connect',
      walletName: 'WalletConnect',
      uri: 'wc:gallery@2?relay-protocol=irn&symKey=0',
      qr: QR,
    }),
    c('wallet-rejected', 'AWAITING_CONNECTION', 'signature-rejected', {
      step: 'error',
      mode: 'login',
      ...target,
      error: rejected,
      retriesLeft: 2,
      exhausted: false,
    }),
    c('wallet-exhausted', 'AWAITING_CONNECTION', 'unable-to-connect', {
      step: 'error',
      mode: 'login',
      ...target,
      attempt: 2,
      error: rejected,
      retriesLeft: 0,
      exhausted: true,
    }),
    c(
      'wallet-user-exists',
      'LINK_WALLET_SCREEN',
      'user-exists',
      {
        step: 'error',
        mode: 'link',
        ...target,
        error: userExists,
        retriesLeft: 0,
        exhausted: false,
      },
      true,
    ),
    c('wallet-link-list', 'LINK_WALLET_SCREEN', 'list', { step: 'choosing', mode: 'link' }, true),
    c('wallet-connect-only', 'CONNECT_ONLY_LANDING_SCREEN', 'list', { step: 'choosing', mode: 'connect' }),
    c(
      'wallet-connect-only-authenticated',
      'CONNECT_ONLY_AUTHENTICATED_SCREEN',
      'list',
      { step: 'choosing', mode: 'connect' },
      true,
    ),
    c('wallet-connect-only-connecting', 'AWAITING_CONNECT_ONLY_CONNECTION', 'connecting', {
      step: 'connecting',
      mode: 'connect',
      ...target,
    }),
    c('wallet-phantom', 'PHANTOM_INTERSTITIAL_SCREEN', 'redirecting', {
      step: 'redirecting',
      mode: 'login',
      walletId: 'phantom',
      walletName: 'Phantom',
      url: 'https://phantom.app/ul/browse/',
      fallback: false,
    }),
    c('wallet-phantom-fallback', 'PHANTOM_INTERSTITIAL_SCREEN', 'fallback', {
      step: 'redirecting',
      mode: 'login',
      walletId: 'phantom',
      walletName: 'Phantom',
      url: 'https://phantom.app/ul/browse/',
      fallback: true,
    }),
    c('wallet-install-phantom', 'INSTALL_PHANTOM_SCREEN', 'default', {
      step: 'install',
      mode: 'login',
      walletId: 'phantom',
      walletName: 'Phantom',
      installUrl: 'https://phantom.app/download',
    }),
  ]
}
