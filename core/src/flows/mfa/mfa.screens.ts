/** The MFA flow's screen: enrolment ('Transaction Protection') and the 'Verification Required' prompt. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** MFA_ENROLLMENT_FLOW_SCREEN (no data): the flow's stores say which view it shows. */
export const mfaScreens = {
  MFA_ENROLLMENT_FLOW_SCREEN: screen(),
}

/** The data of the MFA screens. */
export type MfaScreens = ScreenDataOf<typeof mfaScreens>
