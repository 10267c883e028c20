/** The embedded wallet's routing rule: which screen its state shows (the modal router follows it). */
import type { ModalAction } from '../router/router.rules'
import type { EmbeddedWalletState } from './embedded-wallet.types'

const navigate = (
  screen:
    | 'EMBEDDED_WALLET_CREATED_SCREEN'
    | 'EMBEDDED_WALLET_CONNECTING_SCREEN'
    | 'EMBEDDED_WALLET_RECOVERY_SCREEN'
    | 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN'
    | 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN'
    | 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
  onlyIfOpen: boolean,
): ModalAction => ({ kind: 'navigate', entry: { screen, data: null }, onlyIfOpen })

/** Steps that show a screen of their own; leaving one of them for 'ready' or 'idle' closes the modal. */
const SCREEN_STEPS = new Set(['recovery', 'exporting', 'password-splash', 'password'])

/** The modal action for the embedded wallet flow going from `prev` to `next`, or null. */
export function routeEmbeddedWallet(prevState: unknown, nextState: unknown): ModalAction | null {
  const prev = prevState as EmbeddedWalletState
  const next = nextState as EmbeddedWalletState
  switch (next.step) {
    case 'created':
      // After a login the created screen shows (the modal is open); a headless creation shows nothing.
      return next.origin === 'login' && prev.step !== 'created'
        ? navigate('EMBEDDED_WALLET_CREATED_SCREEN', true)
        : null
    case 'connecting':
      // Export and the password flow show the connecting screen; the provider connects silently.
      return next.target !== 'provider' && prev.step !== 'connecting'
        ? navigate('EMBEDDED_WALLET_CONNECTING_SCREEN', false)
        : null
    case 'recovery':
      return prev.step !== 'recovery' ? navigate('EMBEDDED_WALLET_RECOVERY_SCREEN', false) : null
    case 'exporting':
      return prev.step !== 'exporting' ? navigate('EMBEDDED_WALLET_KEY_EXPORT_SCREEN', false) : null
    case 'password-splash':
      return prev.step !== 'password-splash'
        ? navigate('EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN', false)
        : null
    case 'password':
      // Creating with a password after login stays on the creation screen, which shows the same steps.
      return next.password.purpose === 'update' && prev.step !== 'password'
        ? navigate('EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN', false)
        : null
    case 'ready':
    case 'idle':
      if ((prev.step === 'created' && prev.origin === 'login') || SCREEN_STEPS.has(prev.step)) {
        return { kind: 'close' }
      }
      if (prev.step === 'error' || (prev.step === 'connecting' && prev.target !== 'provider')) {
        return { kind: 'close' }
      }
      return null
    default:
      return null
  }
}
