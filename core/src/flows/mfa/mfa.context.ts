/** What the MFA commands share: the client context, the flows they use, the stores and the open prompt's state. */
import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { GrantJSON } from '../../api/wire'
import type { LatchContext } from '../../context'
import type { WebAuthnLike } from '../../env'
import type { MfaMethod } from '../../mfa/mfa.types'
import type { ModalView } from '../../services/modal/modal.service'
import type { AnyScreenEntry } from '../../services/modal/modal.types'
import type { RequestFlow } from '../../services/request/request.service'
import type { MfaPromptExit } from './mfa.route'
import type { MfaEnrollmentState, MfaPromptSummary, MfaVerificationState } from './mfa.types'

/** The MFA command context. */
export interface MfaCommandContext {
  ctx: LatchContext
  /** The modal, read: the prompt remembers what it replaced. */
  modal: ModalView
  request(): RequestFlow
  /** The last prompt's exit: the route closes the modal it opened or shows again the screen it replaced. */
  $exit: WritableAtom<MfaPromptExit | null>
  $state: WritableAtom<MfaEnrollmentState>
  $verification: WritableAtom<MfaVerificationState>
  /** What the running prompt approves: the grant the refusal named (sent with the verification), else null. */
  $grant: WritableAtom<Pick<GrantJSON, 'action' | 'target'> | null>
  /** `flows.mfa.$approves`: the prompt's line for the grant, in the client's language (kept by the guard). */
  $approves: WritableAtom<string | null>
  $enrolledMethods: ReadableAtom<MfaMethod[]>
  /** The running prompt: whether it opened the modal, whether the person closed it mid-verification. */
  prompt: {
    openedModal: boolean
    closedWhileVerifying: boolean
    method: MfaMethod | null
    summary: MfaPromptSummary | null
    /** The screen the prompt replaced in an open modal: shown again when the prompt is done. */
    returnTo: AnyScreenEntry | null
    /** The WebAuthn whose sheet is open for a passkey verification (Cancel ends it), else null. */
    webauthn: WebAuthnLike | null
    /** The client's WebAuthn, loaded on the first passkey ceremony. */
    webauthnLoaded: Promise<WebAuthnLike> | null
  }
}
