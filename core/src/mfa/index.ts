/** The MFA client's lower layer, framework-free: server calls, errors and texts, and the guarded wallet call. */

// ── Passcode rule ──────────────────────────────────────────────────────────
export { mfaCodeIssue, normalizeMfaCode, validateMfaCode } from '../rules/mfa'

// ── Server calls ───────────────────────────────────────────────────────────
export {
  initEnrollmentWithSms,
  initEnrollmentWithTotp,
  initMfaVerificationWithSms,
  MFA_PATHS,
  parseMfaSuccessJSON,
  parseMfaVerifyJSON,
  parseTotpInitJSON,
  submitEnrollmentWithSms,
  submitEnrollmentWithTotp,
  unenroll,
  verifyMfa,
} from './mfa.api'

// ── Errors and screen texts ────────────────────────────────────────────────
export {
  isInvalidMfaCodeError,
  isMfaError,
  isMfaLockedOutError,
  isMfaRequiredError,
  type MfaErrorCode,
  type MfaScreenError,
  mfaError,
  mfaScreenError,
} from './mfa.errors'

// ── Guarded call ───────────────────────────────────────────────────────────
export { type RunMfaGuardedParameters, runMfaGuarded } from './mfa.guard'
// ── Types ──────────────────────────────────────────────────────────────────
export type {
  MfaCodeMethod,
  MfaCodeRequest,
  MfaMethod,
  MfaSubmission,
  MfaUserReturnType,
  MfaVerification,
  TotpEnrollment,
} from './mfa.types'
