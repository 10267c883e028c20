/** The external wallet flow's screens: the lists, the connection in progress, Phantom, and the link screen. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** Every wallet screen (no data: the flow's state says which wallet and step). */
export const walletsScreens = {
  AWAITING_CONNECTION: screen({ beforeLogin: true }),
  AWAITING_CONNECT_ONLY_CONNECTION: screen({ beforeLogin: true }),
  PHANTOM_INTERSTITIAL_SCREEN: screen({ beforeLogin: true }),
  INSTALL_PHANTOM_SCREEN: screen({ beforeLogin: true }),
  CONNECT_ONLY_LANDING_SCREEN: screen({ beforeLogin: true }),
  LINK_WALLET_SCREEN: screen(),
  CONNECT_ONLY_AUTHENTICATED_SCREEN: screen(),
}

/** The data of the wallet screens. */
export type WalletsScreens = ScreenDataOf<typeof walletsScreens>
