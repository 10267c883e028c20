/**
 * The step-up flow's route rule. The prompt opens through the pending request (its screen is the request's); when
 * the prompt is over, the modal it opened closes, or the screen it replaced shows again.
 */
import type { AnyScreenEntry, AnyScreens } from '../../services/modal/modal.types'
import type { FlowRoute } from '../../services/router/route.types'

/** The prompt just ended: whether it opened the modal, and the screen it replaced in an open modal. */
export interface StepUpExit {
  openedModal: boolean
  returnTo: AnyScreenEntry | null
}

/** The modal action for the prompt's exit going from `prev` to `next`, or null. */
export const routeStepUp: FlowRoute<StepUpExit | null, AnyScreens> = (prev, next, context) => {
  if (!next || next === prev) return null
  // only while the prompt is still what the modal shows
  if (!context.modal.open || context.modal.screen !== 'STEP_UP_SCREEN') return null
  if (next.openedModal) return { kind: 'close' }
  return next.returnTo ? { kind: 'navigate', entry: next.returnTo, onlyIfOpen: true } : null
}
