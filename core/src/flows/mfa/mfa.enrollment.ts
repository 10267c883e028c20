/**
 * SMS and authenticator enrolment and the removal of a method, through the server. Enrolment calls run through
 * every step-up provider (`ctx.stepUp.guard`); removal through this flow's guard.
 */
import { createQrCode, qrPath } from '../../connectors/qr'
import { LatchError } from '../../errors'
import * as api from '../../mfa/mfa.api'
import { mfaError } from '../../mfa/mfa.errors'
import type { MfaMethod, TotpEnrollment } from '../../mfa/mfa.types'
import { mfaCodeIssue, normalizeMfaCode } from '../../rules/mfa'
import { loadPhoneRules } from '../../rules/phone'
import type { MfaCommandContext } from './mfa.context'
import { shownError, text } from './mfa.shared'
import type {
  InitEnrollmentWithSmsParameters,
  MfaEnrollmentReturnType,
  MfaTotpSetup,
  SubmitEnrollmentWithSmsParameters,
  SubmitEnrollmentWithTotpParameters,
} from './mfa.types'
import { guard } from './mfa.verify'

/** The phone as E.164, with the SMS login's phone rules and chosen country. */
async function e164(c: MfaCommandContext, phoneNumber: unknown): Promise<string> {
  if (typeof phoneNumber !== 'string' || phoneNumber.trim() === '') {
    throw new LatchError('invalid_input', text(c, 'mfa.phoneRequired'))
  }
  const rules = await loadPhoneRules()
  const normalized = rules.normalizePhone(phoneNumber, c.ctx.$config.get().intl.defaultCountry || 'US')
  if (!normalized) throw new LatchError('invalid_input', c.ctx.messages['sms.invalid'])
  return normalized
}

function checkCode(c: MfaCommandContext, code: unknown): string {
  const issue = mfaCodeIssue(code)
  if (issue) throw new LatchError('invalid_input', text(c, issue))
  return normalizeMfaCode(code)
}

// Enrolment calls run through every step-up provider (`ctx.stepUp.guard`: this flow's MFA prompt, and for a first
// method the step-up flow's 'Confirm it's you' when the login is no longer fresh).

/** Sends an SMS code to enrol the phone; the step goes to 'awaiting-code'. */
export async function initEnrollmentWithSms(
  c: MfaCommandContext,
  parameters: InitEnrollmentWithSmsParameters,
): Promise<void> {
  let phoneNumber: string
  try {
    phoneNumber = await e164(c, parameters?.phoneNumber)
  } catch (error) {
    c.$state.set({ step: 'enter-phone', error: shownError(c, error) })
    throw error
  }
  c.$state.set({ step: 'starting', method: 'sms', phoneNumber })
  try {
    await c.ctx.stepUp.guard(() => api.initEnrollmentWithSms(c.ctx.api, { phoneNumber }))
    c.$state.set({ step: 'awaiting-code', method: 'sms', phoneNumber, totp: null, error: null })
  } catch (error) {
    c.$state.set({ step: 'enter-phone', error: shownError(c, error) })
    throw error
  }
}

async function submitEnrollment(
  c: MfaCommandContext,
  method: MfaMethod,
  phoneNumber: string | null,
  code: unknown,
  send: (code: string) => Promise<MfaEnrollmentReturnType>,
): Promise<MfaEnrollmentReturnType> {
  const before = c.$state.get()
  const totp: MfaTotpSetup | null = before.step === 'awaiting-code' ? before.totp : null
  const back = (error: unknown) =>
    c.$state.set({ step: 'awaiting-code', method, phoneNumber, totp, error: shownError(c, error) })
  let checked: string
  try {
    checked = checkCode(c, code)
  } catch (error) {
    back(error)
    throw error
  }
  c.$state.set({ step: 'submitting', method, phoneNumber, totp })
  try {
    const user = await c.ctx.stepUp.guard(() => send(checked))
    c.ctx.session.setUser(user)
    c.$state.set({ step: 'enrolled', method })
    return user
  } catch (error) {
    back(error)
    throw error
  }
}

/** Enrols the phone with the code it received. */
export async function submitEnrollmentWithSms(
  c: MfaCommandContext,
  parameters: SubmitEnrollmentWithSmsParameters,
): Promise<MfaEnrollmentReturnType> {
  const phoneNumber = await e164(c, parameters?.phoneNumber)
  return submitEnrollment(c, 'sms', phoneNumber, parameters?.mfaCode, (code) =>
    api.submitEnrollmentWithSms(c.ctx.api, { phoneNumber, mfaCode: code }),
  )
}

/** Starts an authenticator enrolment; the step goes to 'awaiting-code' with the secret and its URL. */
export async function initEnrollmentWithTotp(c: MfaCommandContext): Promise<TotpEnrollment> {
  c.$state.set({ step: 'starting', method: 'totp', phoneNumber: null })
  try {
    const totp = await c.ctx.stepUp.guard(() => api.initEnrollmentWithTotp(c.ctx.api))
    const qr = await createQrCode(totp.authUrl).then(
      (code) => ({ size: code.size, path: qrPath(code.modules) }),
      () => null,
    )
    c.$state.set({
      step: 'awaiting-code',
      method: 'totp',
      phoneNumber: null,
      totp: { ...totp, qr },
      error: null,
    })
    return totp
  } catch (error) {
    c.$state.set({ step: 'choose', error: shownError(c, error) })
    throw error
  }
}

/** Finishes the authenticator enrolment with a code from the app. */
export function submitEnrollmentWithTotp(
  c: MfaCommandContext,
  parameters: SubmitEnrollmentWithTotpParameters,
): Promise<MfaEnrollmentReturnType> {
  return submitEnrollment(c, 'totp', null, parameters?.mfaCode, (code) =>
    api.submitEnrollmentWithTotp(c.ctx.api, { mfaCode: code }),
  )
}

/** Removes an enrolled method; a stale session is asked for a code first. */
export async function unenroll(c: MfaCommandContext, method: MfaMethod): Promise<MfaEnrollmentReturnType> {
  if (method !== 'sms' && method !== 'totp' && method !== 'passkey')
    throw mfaError('unsupported_mfa_method', { catalogue: c.ctx.messages })
  c.$state.set({ step: 'removing', method })
  try {
    const user = await guard(c, () => api.unenroll(c.ctx.api, method))
    c.ctx.session.setUser(user)
    c.$state.set({ step: 'removed', method })
    return user
  } catch (error) {
    c.$state.set({ step: 'confirm-remove', method, error: shownError(c, error) })
    throw error
  }
}

// ── Passkey ────────────────────────────────────────────────────────────────
