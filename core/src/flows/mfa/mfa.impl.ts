/**
 * The MFA commands, loaded with `import()` on first use (one chunk): the guard and its prompt (a pending request
 * 'mfa-code' answered with `{ method, code }`, or `{ method: 'passkey' }`: then the guard runs the WebAuthn ceremony,
 * `@simplewebauthn/browser` loaded on first use), enrolment and removal through the server, and passkey MFA.
 */
export {
  initEnrollmentWithSms,
  initEnrollmentWithTotp,
  submitEnrollmentWithSms,
  submitEnrollmentWithTotp,
  unenroll,
} from './mfa.enrollment'
export { mfaIntents } from './mfa.intents'
export { enrollPasskeyMfa, unenrollPasskeyMfa, verifyPasskeyMfa } from './mfa.passkey'
export {
  cancelMfaVerification,
  guard,
  initMfaVerification,
  promptMfa,
  submitMfaVerification,
} from './mfa.verify'
