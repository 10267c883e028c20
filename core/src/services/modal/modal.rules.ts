/** Pure modal rules. */

import type { ResolvedConfig } from '../../config/types'
import { IN_DIALOG_NAVIGATION_REDUCTION_MS, MODAL_AUTO_CLOSE_MS } from '../../constants'
import type { User } from '../../user/types'

/** The screen to show to a person in this auth state: a screen not shown before login falls back to LANDING. */
export function resolveScreenIn<S extends string>(
  beforeLogin: ReadonlySet<string>,
  screen: S | undefined,
  authenticated: boolean,
): S | 'LANDING' {
  if (!screen) return 'LANDING'
  return authenticated || beforeLogin.has(screen) ? screen : 'LANDING'
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
