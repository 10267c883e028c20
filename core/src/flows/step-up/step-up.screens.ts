/** The step-up flow's screen: 'Confirm it's you'. */
import type { ScreenDataOf } from '../../services/modal/screens'
import { screen } from '../../services/modal/screens'

/** STEP_UP_SCREEN (no data): `flows.stepUp.$state` says which view it shows. */
export const stepUpScreens = {
  STEP_UP_SCREEN: screen(),
}

/** The data of the step-up screens. */
export type StepUpScreens = ScreenDataOf<typeof stepUpScreens>
