/** The sign-request flow's screen: loading, ready, signing, success or error (the flow's state says which). */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** EMBEDDED_WALLET_SIGN_REQUEST_SCREEN (no data: the pending request carries what it shows). */
export const signScreens = {
  EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: screen(),
}

/** The data of the sign-request screens. */
export type SignScreens = ScreenDataOf<typeof signScreens>
