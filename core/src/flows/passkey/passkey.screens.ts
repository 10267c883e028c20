/**
 * The passkey flow's screens: the wait while the browser's passkey sheet is open (shown before login), and the
 * signed-in user's passkeys to add, rename and remove.
 */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'
import type { PasskeyMode } from './passkey.types'

/** AWAITING_PASSKEY_SCREEN: what the ceremony is for. LINK_PASSKEY_SCREEN: the user's passkeys (no data). */
export const passkeyScreens = {
  AWAITING_PASSKEY_SCREEN: screen<{ mode: PasskeyMode }>({ beforeLogin: true }),
  LINK_PASSKEY_SCREEN: screen(),
}

/** The data of the passkey screens. */
export type PasskeyScreens = ScreenDataOf<typeof passkeyScreens>
