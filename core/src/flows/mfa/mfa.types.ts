/** States and parameters of the MFA flow: enrolment (MFA_ENROLLMENT_FLOW_SCREEN) and the verification prompt. */
import type { LatchError } from '../../errors'
import type { WalletMessageKey } from '../../messages.wallet'
import type {
  MfaCodeMethod,
  MfaMethod,
  MfaPromptSummary,
  MfaUserReturnType,
  TotpEnrollment,
} from '../../mfa/mfa.types'

export type { MfaGuardOptions, MfaPromptSummary } from '../../mfa/mfa.types'

import type { PairingQr } from '../../connectors/qr'

/** An authenticator enrolment as the screen shows it: the secret, its URL, and the URL drawn as a QR path. */
export type MfaTotpSetup = TotpEnrollment & {
  /** The `otpauth://` URL as a QR code (high error correction), or null while uqr loads or when it failed. */
  qr: PairingQr | null
}

/**
 * The enrolment flow: intro, choose a method, (SMS: enter the phone) start, enter the code, enrolled; or confirm a
 * removal, removing, removed. `error` keeps the step the person is on and the error to show there.
 */
export type MfaEnrollmentState =
  | { step: 'idle' }
  | { step: 'intro' }
  | { step: 'choose'; error: LatchError | null }
  | { step: 'enter-phone'; error: LatchError | null }
  | { step: 'starting'; method: MfaMethod; phoneNumber: string | null }
  | {
      step: 'awaiting-code'
      method: MfaMethod
      phoneNumber: string | null
      totp: MfaTotpSetup | null
      error: LatchError | null
    }
  | { step: 'submitting'; method: MfaMethod; phoneNumber: string | null; totp: MfaTotpSetup | null }
  | { step: 'enrolled'; method: MfaMethod }
  | { step: 'confirm-remove'; method: MfaMethod; error: LatchError | null }
  | { step: 'removing'; method: MfaMethod }
  | { step: 'removed'; method: MfaMethod }

/** A step of the enrolment flow. */
export type MfaEnrollmentStep = MfaEnrollmentState['step']

/**
 * The verification prompt ('Verification Required'): idle; choosing a method; sending an SMS code; waiting for a
 * code (with the previous attempt's error text); verifying; locked (too many attempts: input disabled); failed
 * (time limit or another error: the prompt shows its text until closed).
 */
export type MfaVerificationState =
  | { step: 'idle' }
  | {
      step: 'choosing'
      methods: MfaMethod[]
      summary: MfaPromptSummary | null
      error: WalletMessageKey | null
      /** Kept when the person came back to the list from a code entry ('Choose another method'). */
      attempt?: number
      maxAttempts?: number
    }
  | {
      step: 'sending' | 'awaiting-code' | 'verifying'
      method: MfaMethod
      methods: MfaMethod[]
      attempt: number
      maxAttempts: number
      summary: MfaPromptSummary | null
      /** The text key of the last failure ('The code you entered is not valid'), else null. */
      error: WalletMessageKey | null
      /** A passcode rule message of the typed code ('Passcode can only be numbers'); it never reached the server. */
      inputError: string | null
    }
  | {
      step: 'locked' | 'failed'
      methods: MfaMethod[]
      summary: MfaPromptSummary | null
      error: WalletMessageKey
    }

/** A step of the verification prompt. */
export type MfaVerificationStep = MfaVerificationState['step']

/** Parameters of `initEnrollmentWithSms`. */
export interface InitEnrollmentWithSmsParameters {
  phoneNumber: string
}

/** Parameters of `submitEnrollmentWithSms`. */
export interface SubmitEnrollmentWithSmsParameters {
  phoneNumber: string
  mfaCode: string
}

/** Parameters of `submitEnrollmentWithTotp`. */
export interface SubmitEnrollmentWithTotpParameters {
  mfaCode: string
}

/**
 * Parameters of `submitMfaVerification`: the code, for the method chosen in the prompt unless given; or
 * `{ method: 'passkey' }`, which opens the browser's passkey sheet (call it from a click).
 */
export type SubmitMfaVerificationParameters =
  | { mfaCode: string; method?: MfaCodeMethod }
  | { method: 'passkey'; mfaCode?: undefined }

/** What the enrolment commands answer: the user with its new MFA methods. */
export type MfaEnrollmentReturnType = MfaUserReturnType
