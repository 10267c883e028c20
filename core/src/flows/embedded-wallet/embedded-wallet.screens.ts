/** The embedded wallet's screens: creation, connection, recovery, key export, the recovery password and passkey recovery. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** Every embedded wallet screen (no data: the flow's state says what each shows). */
export const embeddedWalletScreens = {
  EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: screen(),
  EMBEDDED_WALLET_CREATED_SCREEN: screen(),
  EMBEDDED_WALLET_CONNECTING_SCREEN: screen(),
  EMBEDDED_WALLET_RECOVERY_SCREEN: screen(),
  EMBEDDED_WALLET_KEY_EXPORT_SCREEN: screen(),
  EMBEDDED_WALLET_PASSKEY_SCREEN: screen(),
  EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN: screen(),
  EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: screen(),
}

/** The data of the embedded wallet screens. */
export type EmbeddedWalletScreens = ScreenDataOf<typeof embeddedWalletScreens>
