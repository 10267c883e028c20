/** What the MFA commands share: the client context, the flows they use, the stores and the open prompt's state. */
import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import type { MfaMethod } from '../../mfa/mfa.types'
import type { ModalFlow } from '../../services/modal/modal.service'
import type { ScreenEntry } from '../../services/modal/modal.types'
import type { RequestFlow } from '../../services/request/request.service'
import type { SmsFlow } from '../sms/sms.flow'
import type { MfaEnrollmentState, MfaPromptSummary, MfaVerificationState } from './mfa.types'

/** The MFA command context. */
export interface MfaCommandContext {
  ctx: LatchContext
  modal: ModalFlow
  /** The SMS login flow: its phone rules and chosen country are reused for the enrolment number. */
  sms: SmsFlow
  request(): RequestFlow
  $state: WritableAtom<MfaEnrollmentState>
  $verification: WritableAtom<MfaVerificationState>
  $enrolledMethods: ReadableAtom<MfaMethod[]>
  /** The running prompt: whether it opened the modal, whether the person closed it mid-verification. */
  prompt: {
    openedModal: boolean
    closedWhileVerifying: boolean
    method: MfaMethod | null
    summary: MfaPromptSummary | null
    /** The screen the prompt replaced in an open modal: shown again when the prompt is done. */
    returnTo: ScreenEntry | null
  }
}
