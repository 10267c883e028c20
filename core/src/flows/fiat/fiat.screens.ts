/** The funding flow's screens: the prompt and the status while the provider's window is open. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** FIAT_ON_RAMP_PROMPT_SCREEN and FIAT_ON_RAMP_STATUS_SCREEN (no data). */
export const fiatScreens = {
  FIAT_ON_RAMP_PROMPT_SCREEN: screen(),
  FIAT_ON_RAMP_STATUS_SCREEN: screen(),
}

/** The data of the funding screens. */
export type FiatScreens = ScreenDataOf<typeof fiatScreens>
