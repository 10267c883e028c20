/** The MFA flow: enrolment, removal and the verification prompt. */
export type { MfaCommands, MfaFlow } from './mfa.flow'
export { mfaModule } from './mfa.flow'
export type {
  InitEnrollmentWithSmsParameters,
  MfaEnrollmentReturnType,
  MfaEnrollmentState,
  MfaEnrollmentStep,
  MfaGuardOptions,
  MfaPromptSummary,
  MfaVerificationState,
  MfaVerificationStep,
  SubmitEnrollmentWithSmsParameters,
  SubmitEnrollmentWithTotpParameters,
  SubmitMfaVerificationParameters,
} from './mfa.types'
