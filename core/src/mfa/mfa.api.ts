/**
 * The MFA calls of the Latch server (bearer calls): SMS and authenticator enrolment, verification and removal.
 * Codes are checked first (6 digits), so letters or a 7-digit code never reach the server.
 *
 *   POST /api/v1/mfa/passwordless_sms/init      {action: 'enroll', phoneNumber} | {action: 'verify'}  -> {success}
 *   POST /api/v1/mfa/passwordless_sms/enroll    {phoneNumber, code}                                     -> {user}
 *   POST /api/v1/mfa/{passwordless_sms|totp}/verify    {code, action?, target?}          -> {success, verified_at, grant?}
 *   POST /api/v1/mfa/{passwordless_sms|totp}/unenroll  {}                                              -> {user}
 *   POST /api/v1/mfa/totp/init                  {}                                                      -> {secret, auth_url}
 *   POST /api/v1/mfa/totp/enroll                {code}                                                  -> {user}
 *   POST /api/v1/mfa/passkey/unenroll           {}                                                      -> {user}
 *   (passkey enrolment and verification are WebAuthn ceremonies: core/src/passkey/webauthn.ts)
 *
 * A verification made with the `grant` a refusal named (`getGrant(error)`: its action and target) mints a single-use
 * grant for this session, that action and that target; the refused call, sent again, spends it.
 */
import { parseGrantJSON, parseUserResponseJSON } from '../api/shapes'
import type { Api } from '../api/types'
import type { GrantJSON } from '../api/wire'
import { LatchError } from '../errors'
import { walletMessages } from '../messages.wallet'
import {
  MFA_PASSKEY_UNENROLL,
  MFA_SMS_ENROLL,
  MFA_SMS_INIT,
  MFA_SMS_UNENROLL,
  MFA_SMS_VERIFY,
  MFA_TOTP_ENROLL,
  MFA_TOTP_INIT,
  MFA_TOTP_UNENROLL,
  MFA_TOTP_VERIFY,
} from '../protocol/endpoints'
import { mfaCodeIssue, normalizeMfaCode } from '../rules/mfa'
import { toUser } from '../user/parse'
import { mfaError } from './mfa.errors'
import type {
  MfaCodeMethod,
  MfaMethod,
  MfaUserReturnType,
  MfaVerification,
  TotpEnrollment,
} from './mfa.types'

/** Path segment of each method. */
export const MFA_PATHS: Record<MfaMethod, string> = {
  sms: 'passwordless_sms',
  totp: 'totp',
  passkey: 'passkey',
}

/** The verify and unenroll endpoints of each method. */
const VERIFY = { sms: MFA_SMS_VERIFY, totp: MFA_TOTP_VERIFY } as const
const UNENROLL = { sms: MFA_SMS_UNENROLL, totp: MFA_TOTP_UNENROLL, passkey: MFA_PASSKEY_UNENROLL } as const

/** A method verified with a code (a passkey verifies with its ceremony instead: `verifyPasskeyMfaCall`). */
function assertCodeMethod(method: unknown): asserts method is MfaCodeMethod {
  if (method !== 'sms' && method !== 'totp') throw mfaError('unsupported_mfa_method')
}

function assertMethod(method: unknown): asserts method is MfaMethod {
  if (method !== 'passkey') assertCodeMethod(method)
}

/** The normalized code, or a typed 'invalid_input' error with the passcode text (no request is made). */
function checkedCode(code: unknown): string {
  const issue = mfaCodeIssue(code)
  if (issue) throw new LatchError('invalid_input', walletMessages[issue])
  return normalizeMfaCode(code)
}

function checkedPhone(phoneNumber: unknown): string {
  if (typeof phoneNumber !== 'string' || phoneNumber.trim() === '') {
    throw new LatchError('invalid_input', walletMessages['mfa.phoneRequired'])
  }
  return phoneNumber.trim()
}

const object = (json: unknown): Record<string, unknown> => {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new TypeError('$ is not an object')
  return json as Record<string, unknown>
}

/** `{ success: true }`. */
export function parseMfaSuccessJSON(json: unknown): { success: true } {
  if (object(json).success !== true) throw new TypeError('$.success is not true')
  return { success: true }
}

/** `{ secret, auth_url }` of an authenticator enrolment: a base32 secret and an `otpauth://totp/` URL. */
export function parseTotpInitJSON(json: unknown): TotpEnrollment {
  const o = object(json)
  if (typeof o.secret !== 'string' || !/^[A-Z2-7]+=*$/.test(o.secret))
    throw new TypeError('$.secret is not base32')
  if (typeof o.auth_url !== 'string' || !o.auth_url.startsWith('otpauth://totp/')) {
    throw new TypeError('$.auth_url is not an otpauth://totp/ URL')
  }
  return { secret: o.secret, authUrl: o.auth_url }
}

/** `{ success, verified_at, grant? }` of a verification. */
export function parseMfaVerifyJSON(json: unknown): MfaVerification {
  const o = object(json)
  if (o.success !== true) throw new TypeError('$.success is not true')
  if (typeof o.verified_at !== 'number' || !Number.isFinite(o.verified_at)) {
    throw new TypeError('$.verified_at is not a number')
  }
  const grant = parseGrantJSON(o.grant)
  return grant ? { verifiedAt: o.verified_at, grant } : { verifiedAt: o.verified_at }
}

/** `{ action, target }` of the grant a verification approves, for its body (nothing without one). */
export function grantBody(grant: Pick<GrantJSON, 'action' | 'target'> | null | undefined): {
  action?: string
  target?: string
} {
  return grant ? { action: grant.action, target: grant.target } : {}
}

const parseUser = (json: unknown): MfaUserReturnType => toUser(parseUserResponseJSON(json))

/** Sends an SMS code to `phoneNumber` to enrol it (the passwordless code channel). */
export async function initEnrollmentWithSms(api: Api, parameters: { phoneNumber: string }): Promise<void> {
  const phoneNumber = checkedPhone(parameters?.phoneNumber)
  await api.request({
    ...MFA_SMS_INIT,
    body: { action: 'enroll', phoneNumber },
    parse: parseMfaSuccessJSON,
  })
}

/** Enrols the phone with the code it received; answers the user with 'sms' in its MFA methods. */
export async function submitEnrollmentWithSms(
  api: Api,
  parameters: { phoneNumber: string; mfaCode: string },
): Promise<MfaUserReturnType> {
  const phoneNumber = checkedPhone(parameters?.phoneNumber)
  const code = checkedCode(parameters?.mfaCode)
  return api.request({
    ...MFA_SMS_ENROLL,
    body: { phoneNumber, code },
    parse: parseUser,
  })
}

/** Starts an authenticator enrolment: a new secret and its `otpauth://` URL. */
export async function initEnrollmentWithTotp(api: Api): Promise<TotpEnrollment> {
  return api.request({
    ...MFA_TOTP_INIT,
    body: {},
    parse: parseTotpInitJSON,
  })
}

/** Finishes the authenticator enrolment with a code from the app; answers the user with 'totp' in its methods. */
export async function submitEnrollmentWithTotp(
  api: Api,
  parameters: { mfaCode: string },
): Promise<MfaUserReturnType> {
  const code = checkedCode(parameters?.mfaCode)
  return api.request({
    ...MFA_TOTP_ENROLL,
    body: { code },
    parse: parseUser,
  })
}

/** Sends an SMS code to the enrolled phone, before `verifyMfa` with method 'sms'. */
export async function initMfaVerificationWithSms(api: Api): Promise<void> {
  await api.request({
    ...MFA_SMS_INIT,
    body: { action: 'verify' },
    parse: parseMfaSuccessJSON,
  })
}

/**
 * Verifies a code of an enrolled method, for the `grant` a refusal named (sent as `action` and `target`): the answer
 * carries the single-use grant it minted.
 */
export async function verifyMfa(
  api: Api,
  parameters: {
    method: MfaCodeMethod
    mfaCode: string
    grant?: Pick<GrantJSON, 'action' | 'target'> | null
  },
): Promise<MfaVerification> {
  assertCodeMethod(parameters?.method)
  const code = checkedCode(parameters.mfaCode)
  return api.request({
    ...VERIFY[parameters.method],
    body: { code, ...grantBody(parameters.grant) },
    // a wrong code must not be sent again by the client's retry on a network error: the user types a new one
    retry: false,
    parse: parseMfaVerifyJSON,
  })
}

/** Removes an enrolled method (a passkey method too); answers the user without it. */
export async function unenroll(api: Api, method: MfaMethod): Promise<MfaUserReturnType> {
  assertMethod(method)
  return api.request({
    ...UNENROLL[method],
    body: {},
    parse: parseUser,
  })
}
