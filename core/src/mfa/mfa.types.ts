/** Types of the MFA client: methods, enrolment answers, and the guarded call's code requests. */
import type { GrantJSON } from '../api/wire'
import type { WalletMessageKey } from '../messages.wallet'
import type { MfaMethod, User } from '../user/types'

export type { MfaMethod }

/** The methods answered with a 6-digit code (a passkey answers with the browser's WebAuthn ceremony). */
export type MfaCodeMethod = Exclude<MfaMethod, 'passkey'>

/** What starting an authenticator enrolment gives: the secret and its `otpauth://` URL (for the QR code). */
export interface TotpEnrollment {
  /** Base32 secret, for typing into an authenticator by hand. */
  secret: string
  /** `otpauth://totp/...` URL. */
  authUrl: string
}

/** A successful verification: when the server marked the session as MFA-verified (unix seconds). */
export interface MfaVerification {
  verifiedAt: number
  /** The single-use grant the verification minted (when it was made for one), with its expiry. */
  grant?: GrantJSON
}

/** The user after an enrolment or removal (its `mfaMethods` changed). */
export type MfaUserReturnType = User

/** The prompt's answer: a code entered by the person and the method it is for, or the choice to use a passkey. */
export type MfaSubmission = { method: MfaCodeMethod; code: string } | { method: 'passkey' }

/** What the guarded call asks the prompt for: one code, and why the last one failed. */
export interface MfaCodeRequest {
  /** 1-based attempt number; at most `maxAttempts`. */
  attempt: number
  maxAttempts: number
  /** The screen text key of the previous failure ('mfa.invalidCodeScreen'), or null on the first ask. */
  error: WalletMessageKey | null
  /** Aborted when the wait times out: the prompt should close and leave no pending request behind. */
  signal: AbortSignal
}

/** What a guarded call shows under 'Verification Required': the pending transaction, if any. */
export interface MfaPromptSummary {
  title: string
  /** e.g. the amount and recipient of a transaction. */
  detail?: string
}

/** Options of a guarded call. */
export interface MfaGuardOptions {
  /** Shown in the prompt ('the pending transaction summary'). */
  summary?: MfaPromptSummary
  /**
   * What the verification approves when no refusal names it yet (`promptMfa` before a call the server guards by
   * grant, e.g. `{ action: 'wallet_export', target: address }`); a refusal's own grant wins.
   */
  grant?: Pick<GrantJSON, 'action' | 'target'>
}
