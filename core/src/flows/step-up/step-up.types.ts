/** The step-up prompt's state: 'Confirm it's you' for a user without MFA whose login is no longer fresh. */
import type { StepUpMethod } from '../../services/step-up/step-up.api'

/** Where a step-up code can go: the user's oldest email or phone (the server sends to that one). */
export interface StepUpTarget {
  type: StepUpMethod
  /** The address or number, as the user linked it. */
  recipient: string
}

/** Whether a code was sent again from the code entry. */
export type StepUpResend = 'idle' | 'sending' | 'sent'

/**
 * `flows.stepUp.$state`: idle; choosing where the code goes (or back there after a failed send, with its message);
 * sending; waiting for the code (with the last refusal's message); verifying; or, for a user with neither email nor
 * phone, asking them to log in again.
 */
export type StepUpState =
  | { step: 'idle' }
  | { step: 'choosing'; targets: StepUpTarget[]; error: string | null }
  | { step: 'sending'; target: StepUpTarget; targets: StepUpTarget[] }
  | {
      step: 'awaiting-code'
      target: StepUpTarget
      targets: StepUpTarget[]
      resend: StepUpResend
      error: string | null
    }
  | { step: 'verifying'; target: StepUpTarget; targets: StepUpTarget[] }
  | { step: 'relogin' }
