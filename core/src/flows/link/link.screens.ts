/** The link flow's screens: the address or number to link, shown to a logged-in person. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** LINK_EMAIL_SCREEN and LINK_PHONE_SCREEN (no data). */
export const linkScreens = {
  LINK_EMAIL_SCREEN: screen(),
  LINK_PHONE_SCREEN: screen(),
}

/** The data of the link screens. */
export type LinkScreens = ScreenDataOf<typeof linkScreens>
