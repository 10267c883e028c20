/** Pure modal rules. */

import type { ResolvedConfig } from '../../config/types'
import { IN_DIALOG_NAVIGATION_REDUCTION_MS, MODAL_AUTO_CLOSE_MS } from '../../constants'
import type { User } from '../../user/types'
import type { ScreenName } from './modal.types'

/** Screens an unauthenticated user may see; any other screen falls back to LANDING. */
export const LOGIN_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'LANDING',
  'AWAITING_PASSWORDLESS_CODE',
  'AWAITING_CONNECTION',
  'AWAITING_CONNECT_ONLY_CONNECTION',
  'PHANTOM_INTERSTITIAL_SCREEN',
  'INSTALL_PHANTOM_SCREEN',
  'LOGIN_FAILED_SCREEN',
  'AWAITING_OAUTH_SCREEN',
  'ALLOWLIST_REJECTION_SCREEN',
  'CONNECT_ONLY_LANDING_SCREEN',
])

/** The screen to show to a user in this auth state. */
export function resolveScreen(screen: ScreenName | undefined, authenticated: boolean): ScreenName {
  if (!screen) return 'LANDING'
  return authenticated || LOGIN_SCREENS.has(screen) ? screen : 'LANDING'
}

/** True when an embedded wallet should be created right after this login (config `createOnLogin`). */
export function shouldCreateWalletOnLogin(
  config: Pick<ResolvedConfig, 'embeddedWallets'>,
  user: User,
): boolean {
  const mode = config.embeddedWallets.createOnLogin
  if (mode === 'all-users') return !user.embeddedWallet
  if (mode === 'users-without-wallets') return !user.embeddedWallet && !user.wallet
  return false
}

/** Delay before leaving the success state: 1400 ms, or 900 ms before wallet creation inside a dialog. */
export function afterLoginDelay(createWallet: boolean, inDialog: boolean): number {
  return createWallet && inDialog
    ? MODAL_AUTO_CLOSE_MS - IN_DIALOG_NAVIGATION_REDUCTION_MS
    : MODAL_AUTO_CLOSE_MS
}
