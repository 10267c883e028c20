/** The passkey flow's screen: the wait while the browser's passkey sheet is open, shown before login. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'
import type { PasskeyMode } from './passkey.types'

/** AWAITING_PASSKEY_SCREEN: what the ceremony is for. */
export const passkeyScreens = {
  AWAITING_PASSKEY_SCREEN: screen<{ mode: PasskeyMode }>({ beforeLogin: true }),
}

/** The data of the passkey screens. */
export type PasskeyScreens = ScreenDataOf<typeof passkeyScreens>
