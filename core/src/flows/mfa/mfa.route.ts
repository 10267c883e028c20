/**
 * The MFA flow's route rule. The enrolment screen opens when the enrolment leaves idle (`showMfaEnrollmentModal`);
 * the prompt opens through the pending request; when the prompt is done, the modal it opened closes, or the screen
 * it replaced shows again.
 */
import type { AnyScreenEntry, AnyScreens } from '../../services/modal/modal.types'
import type { FlowRoute } from '../../services/router/route.types'
import type { MfaEnrollmentState } from './mfa.types'

/** The prompt just left: whether it opened the modal, and the screen it replaced in an open modal. */
export interface MfaPromptExit {
  openedModal: boolean
  returnTo: AnyScreenEntry | null
}

/** What the MFA route reads: the enrolment, and the last prompt's exit. */
export interface MfaRouteState {
  enrolment: MfaEnrollmentState
  exit: MfaPromptExit | null
}

/** The modal action for the MFA flow going from `prev` to `next`, or null. */
export const routeMfa: FlowRoute<MfaRouteState, AnyScreens> = (prev, next, context) => {
  if (next.exit && next.exit !== prev.exit) {
    // Only while the prompt is still what the modal shows.
    if (!context.modal.open || context.modal.screen !== 'MFA_ENROLLMENT_FLOW_SCREEN') return null
    if (next.exit.openedModal) return { kind: 'close' }
    return next.exit.returnTo ? { kind: 'navigate', entry: next.exit.returnTo, onlyIfOpen: true } : null
  }
  if (prev.enrolment.step !== 'idle') return null
  if (next.enrolment.step !== 'intro' && next.enrolment.step !== 'choose') return null
  return { kind: 'navigate', entry: { screen: 'MFA_ENROLLMENT_FLOW_SCREEN', data: null }, onlyIfOpen: false }
}
