/** The embedded wallet's routing rule: which screen its state shows (the modal router follows it). */
import type { ModalAction } from '../../services/router/route.types'
import type { EmbeddedWalletScreens } from './embedded-wallet.screens'
import type { EmbeddedWalletState } from './embedded-wallet.types'

/** The screen of each step that has one. */
type EmbeddedScreen = keyof EmbeddedWalletScreens
const SCREENS: Partial<Record<EmbeddedWalletState['step'], EmbeddedScreen>> = {
  created: 'EMBEDDED_WALLET_CREATED_SCREEN',
  connecting: 'EMBEDDED_WALLET_CONNECTING_SCREEN',
  recovery: 'EMBEDDED_WALLET_RECOVERY_SCREEN',
  exporting: 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN',
  passkey: 'EMBEDDED_WALLET_PASSKEY_SCREEN',
  'passkey-done': 'EMBEDDED_WALLET_PASSKEY_SCREEN',
  'password-splash': 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN',
  password: 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
}

/** True when the state shows nothing: a headless creation, a silent connection, a password asked on creation. */
const silent = (s: EmbeddedWalletState) =>
  (s.step === 'created' && s.origin !== 'login') ||
  (s.step === 'connecting' && s.target === 'provider') ||
  (s.step === 'password' && s.password.purpose === 'create')

/** The modal action for the embedded wallet flow going from `prev` to `next`, or null. */
export function routeEmbeddedWallet(
  prev: EmbeddedWalletState,
  next: EmbeddedWalletState,
): ModalAction<EmbeddedWalletScreens> | null {
  if (next.step === 'ready' || next.step === 'idle') {
    // Leaving a step that showed a screen (or its failure) closes the modal.
    const shown = prev.step === 'error' || (!!SCREENS[prev.step] && !silent(prev))
    return shown ? { kind: 'close' } : null
  }
  // A new device needs a recent login: the failure screen offers one, even after a silent connection.
  if (next.step === 'error' && next.action === 'login-again' && prev.step !== 'error') {
    return {
      kind: 'navigate',
      entry: { screen: 'EMBEDDED_WALLET_CONNECTING_SCREEN', data: null },
      onlyIfOpen: false,
    }
  }
  const screen = SCREENS[next.step]
  // a step on the screen already shown (the passkey screen's try and done) stays there
  if (!screen || prev.step === next.step || SCREENS[prev.step] === screen || silent(next)) return null
  // The created screen follows a login in the open modal; the others open it when needed.
  return {
    kind: 'navigate',
    entry: { screen, data: null },
    onlyIfOpen: next.step === 'created',
  }
}
