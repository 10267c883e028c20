/**
 * The MFA commands (loaded on first use): enrolment and removal through the server, every call wrapped in the
 * guard so a server asking for a fresh verification opens the prompt; the prompt itself is a pending request
 * ('mfa-code') whose answer is `{ method, code }`, or `{ method: 'passkey' }`: then the guard runs the WebAuthn
 * ceremony (`@simplewebauthn/browser`, loaded on first use) with one of the user's passkeys.
 */

import { createQrCode, qrPath } from '../../connectors/qr'
import { MFA_MAX_ATTEMPTS } from '../../constants'
import type { WebAuthnLike } from '../../env'
import { isLatchError, LatchError } from '../../errors'
import { formatWalletMessage } from '../../messages.wallet'
import * as api from '../../mfa/mfa.api'
import {
  isInvalidMfaCodeError,
  isMfaError,
  isMfaLockedOutError,
  mfaError,
  mfaScreenError,
} from '../../mfa/mfa.errors'
import { invalidCodeText, runMfaGuarded } from '../../mfa/mfa.guard'
import type { MfaCodeRequest, MfaMethod, MfaSubmission, TotpEnrollment } from '../../mfa/mfa.types'
import { isCeremonyCancelled, isCeremonyNotAllowed } from '../../passkey/errors'
import {
  enrollPasskeyMfaCall,
  loadWebAuthn,
  type PasskeyMfaCallContext,
  verifyPasskeyMfaCall,
} from '../../passkey/webauthn'
import { mfaCodeIssue, normalizeMfaCode } from '../../rules/mfa'
import { loadPhoneRules } from '../../rules/phone'
import type { AnyScreenEntry } from '../../services/modal/modal.types'
import type { User } from '../../user/types'
import type { MfaCommandContext } from './mfa.context'
import type {
  InitEnrollmentWithSmsParameters,
  MfaEnrollmentReturnType,
  MfaGuardOptions,
  MfaTotpSetup,
  SubmitEnrollmentWithSmsParameters,
  SubmitEnrollmentWithTotpParameters,
  SubmitMfaVerificationParameters,
} from './mfa.types'

const MFA_REQUEST_KIND = 'mfa-code'

const text = (c: MfaCommandContext, key: Parameters<typeof formatWalletMessage>[1]) =>
  formatWalletMessage(c.ctx.messages, key)

const toLatchError = (error: unknown): LatchError =>
  error instanceof LatchError ? error : new LatchError('unknown_error', String(error), { cause: error })

/** The error an enrolment step shows: code refusals read as the prompt's texts; the rest keep their message. */
function shownError(c: MfaCommandContext, error: unknown): LatchError {
  const e = toLatchError(error)
  if (e.code === 'invalid_input' || isMfaError(e)) return e
  if (isInvalidMfaCodeError(e) || isMfaLockedOutError(e)) {
    return new LatchError(e.code, text(c, mfaScreenError(e).key), { cause: e })
  }
  return e
}

function pendingMfaRequest(c: MfaCommandContext): boolean {
  const state = c.request().$state.get()
  return state.step === 'pending' && state.request.kind === MFA_REQUEST_KIND
}

/** The prompt's ask for one code: publishes the pending request and waits for `{ method, code }`. */
async function askForCode(c: MfaCommandContext, request: MfaCodeRequest): Promise<MfaSubmission> {
  if (c.prompt.closedWhileVerifying) {
    c.prompt.closedWhileVerifying = false
    throw mfaError('mfa_canceled', { catalogue: c.ctx.messages })
  }
  const methods = c.$enrolledMethods.get()
  const remembered = c.prompt.method && methods.includes(c.prompt.method) ? c.prompt.method : null
  const method = remembered ?? (methods.length === 1 ? methods[0] : null)
  const base = { methods, summary: c.prompt.summary }
  if (method) {
    c.prompt.method = method
    c.$verification.set({
      step: 'awaiting-code',
      method,
      ...base,
      attempt: request.attempt,
      maxAttempts: request.maxAttempts,
      error: request.error,
      inputError: null,
    })
  } else {
    c.$verification.set({ step: 'choosing', ...base, error: request.error })
  }
  const prompt = !c.ctx.$config.get().mfa.noPromptOnMfaRequired
  const before = c.modal.$state.get()
  const wasOpen = before.open
  const answer = c.request().ask<MfaSubmission>({
    kind: MFA_REQUEST_KIND,
    payload: { attempt: request.attempt, maxAttempts: request.maxAttempts, error: request.error },
    screen: 'MFA_ENROLLMENT_FLOW_SCREEN',
    prompt,
    cancelError: () => mfaError('mfa_canceled', { catalogue: c.ctx.messages }),
  })
  if (prompt && request.attempt === 1) {
    c.prompt.openedModal = !wasOpen
    c.prompt.returnTo =
      wasOpen && before.screen !== 'MFA_ENROLLMENT_FLOW_SCREEN'
        ? ({ screen: before.screen, data: before.data } satisfies AnyScreenEntry)
        : null
  }
  const id = (c.request().$state.get() as { request?: { id: number } }).request?.id
  const onAbort = () => {
    const state = c.request().$state.get()
    if (state.step === 'pending' && state.request.id === id) {
      c.request().reject(mfaError('mfa_timeout', { catalogue: c.ctx.messages }))
    }
  }
  request.signal.addEventListener('abort', onAbort, { once: true })
  // an SMS code is sent as soon as the method is known (the person may still pick another one)
  if (method === 'sms' && request.attempt === 1) void sendSmsCode(c).catch(() => undefined)
  try {
    const submission = await answer
    const v = c.$verification.get()
    if (v.step === 'awaiting-code')
      c.$verification.set({ ...v, step: 'verifying', method: submission.method })
    return submission
  } finally {
    request.signal.removeEventListener('abort', onAbort)
  }
}

async function sendSmsCode(c: MfaCommandContext): Promise<void> {
  const before = c.$verification.get()
  if (before.step === 'awaiting-code' || before.step === 'choosing') {
    c.$verification.set({
      step: 'sending',
      method: 'sms',
      methods: before.methods,
      summary: before.summary,
      attempt: before.step === 'awaiting-code' ? before.attempt : 1,
      maxAttempts: before.step === 'awaiting-code' ? before.maxAttempts : MFA_MAX_ATTEMPTS,
      error: before.error,
      inputError: null,
    })
  }
  try {
    await api.initMfaVerificationWithSms(c.ctx.api)
  } finally {
    const after = c.$verification.get()
    if (after.step === 'sending') c.$verification.set({ ...after, step: 'awaiting-code' })
  }
}

/** Runs `call`, asking for a code whenever the server wants a fresh MFA verification (see `MfaFlow.guard`). */
export async function guard<T>(
  c: MfaCommandContext,
  call: () => Promise<T>,
  options: MfaGuardOptions = {},
): Promise<T> {
  c.prompt.summary = options.summary ?? null
  c.prompt.closedWhileVerifying = false
  c.prompt.openedModal = false
  c.prompt.returnTo = null
  try {
    const result = await runMfaGuarded({
      call,
      askForCode: (request) => askForCode(c, request),
      verify: (s) =>
        s.method === 'passkey'
          ? withPasskey(c, (call) => verifyPasskeyMfaCall(call))
          : api.verifyMfa(c.ctx.api, { method: s.method, mfaCode: s.code }),
      retryText,
      clock: c.ctx.env.clock,
      methods: c.$enrolledMethods.get(),
      catalogue: c.ctx.messages,
    })
    if (c.$verification.get().step !== 'idle') {
      c.$verification.set({ step: 'idle' })
      leavePrompt(c)
    }
    return result
  } catch (error) {
    const v = c.$verification.get()
    const base = { methods: c.$enrolledMethods.get(), summary: c.prompt.summary }
    if (isMfaError(error, 'mfa_canceled') || v.step === 'idle') {
      c.$verification.set({ step: 'idle' })
    } else if (isMfaError(error, 'mfa_verification_max_attempts_reached') || isMfaLockedOutError(error)) {
      c.$verification.set({ step: 'locked', ...base, error: 'mfa.maxAttemptsScreen' })
    } else {
      c.$verification.set({ step: 'failed', ...base, error: mfaScreenError(error).key })
    }
    throw error
  } finally {
    c.prompt.closedWhileVerifying = false
  }
}

/** Asks for a code now and resolves once the session is freshly verified. */
export async function promptMfa(c: MfaCommandContext, options?: MfaGuardOptions): Promise<void> {
  if (c.$enrolledMethods.get().length === 0)
    throw mfaError('unsupported_mfa_method', { catalogue: c.ctx.messages })
  let verified = false
  await guard(
    c,
    async () => {
      if (!verified) {
        verified = true
        throw mfaError('missing_or_invalid_mfa', { catalogue: c.ctx.messages })
      }
    },
    options,
  )
}

/** Picks the prompt's method; SMS sends a code to the enrolled phone. */
export async function initMfaVerification(c: MfaCommandContext, method: MfaMethod): Promise<void> {
  const v = c.$verification.get()
  if (v.step === 'idle' || v.step === 'locked' || v.step === 'failed' || v.step === 'verifying') {
    throw new LatchError('invalid_state', 'No MFA verification is waiting for a method')
  }
  if (!v.methods.includes(method)) throw mfaError('unsupported_mfa_method', { catalogue: c.ctx.messages })
  c.prompt.method = method
  const attempt = ('attempt' in v ? v.attempt : undefined) ?? 1
  const maxAttempts = ('maxAttempts' in v ? v.maxAttempts : undefined) ?? MFA_MAX_ATTEMPTS
  c.$verification.set({
    step: 'awaiting-code',
    method,
    methods: v.methods,
    summary: v.summary,
    attempt,
    maxAttempts,
    error: v.error,
    inputError: null,
  })
  if (method === 'sms') await sendSmsCode(c)
}

/** Answers the prompt: the code is checked first and never sent when it is not 6 digits. */
export async function submitMfaVerification(
  c: MfaCommandContext,
  parameters: SubmitMfaVerificationParameters,
): Promise<void> {
  const v = c.$verification.get()
  if (!pendingMfaRequest(c) || (v.step !== 'awaiting-code' && v.step !== 'choosing')) {
    throw new LatchError('invalid_state', 'No MFA verification is waiting for a code')
  }
  const method = parameters?.method ?? (v.step === 'awaiting-code' ? v.method : null)
  if (!method || !v.methods.includes(method))
    throw mfaError('unsupported_mfa_method', { catalogue: c.ctx.messages })
  if (method === 'passkey') {
    // no code: the guard runs the passkey ceremony (the browser's sheet) and verifies its answer
    c.prompt.method = method
    c.request().approve({ method } satisfies MfaSubmission)
    return
  }
  const issue = mfaCodeIssue(parameters?.mfaCode)
  if (issue) {
    if (v.step === 'awaiting-code') c.$verification.set({ ...v, inputError: text(c, issue) })
    throw new LatchError('invalid_input', text(c, issue))
  }
  c.prompt.method = method
  c.request().approve({ method, code: normalizeMfaCode(parameters.mfaCode) } satisfies MfaSubmission)
}

/** 'Not Now' / closing the prompt: a waiting guarded call rejects with 'MFA canceled'. */
export function cancelMfaVerification(c: MfaCommandContext): void {
  // a passkey sheet open for the prompt closes with it
  c.prompt.webauthn?.cancel()
  if (pendingMfaRequest(c)) c.request().reject(mfaError('mfa_canceled', { catalogue: c.ctx.messages }))
  else if (c.$verification.get().step === 'verifying') c.prompt.closedWhileVerifying = true
  else c.$verification.set({ step: 'idle' })
  leavePrompt(c)
}

/** After the prompt: closes the modal it opened, or shows again the screen it replaced. */
function leavePrompt(c: MfaCommandContext): void {
  const { openedModal, returnTo } = c.prompt
  c.prompt.openedModal = false
  c.prompt.returnTo = null
  c.$exit.set({ openedModal, returnTo })
}

// ── Enrolment ──────────────────────────────────────────────────────────────

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

/** Server refusals of a passkey's answer that another try may pass (a spent or expired challenge, a bad answer). */
const PASSKEY_REFUSALS = new Set(['invalid_passkey_response', 'challenge_expired', 'passkey_not_found'])

/**
 * The prompt's text for a failed verification that may be tried again: a passkey sheet closed (or no passkey of
 * this site on the device), a passkey answer the server refused, or a wrong code.
 */
function retryText(error: unknown): ReturnType<typeof invalidCodeText> {
  if (isCeremonyNotAllowed(error) || isCeremonyCancelled(error)) return 'mfa.passkeyNotUsed'
  if (isLatchError(error) && PASSKEY_REFUSALS.has(error.code)) return 'mfa.passkeyRefused'
  return invalidCodeText(error)
}

/** Runs a passkey MFA call with this client's WebAuthn; the prompt's Cancel (or closing it) ends its sheet. */
async function withPasskey<T>(
  c: MfaCommandContext,
  run: (call: PasskeyMfaCallContext) => Promise<T>,
): Promise<T> {
  c.prompt.webauthnLoaded ??= loadWebAuthn(c.ctx.env)
  const webauthn: WebAuthnLike = await c.prompt.webauthnLoaded
  if (!webauthn.supported()) {
    throw new LatchError('passkey_unsupported', c.ctx.messages['passkey.unsupported'])
  }
  c.prompt.webauthn = webauthn
  try {
    return await run({ api: c.ctx.api, webauthn })
  } finally {
    if (c.prompt.webauthn === webauthn) c.prompt.webauthn = null
  }
}

/** A browser's refusal as the flow's error: the sheet closed (or no passkey here) reads 'cancelled or not allowed'. */
function passkeyFailure(c: MfaCommandContext, error: unknown): unknown {
  if (isCeremonyNotAllowed(error) || isCeremonyCancelled(error)) {
    return new LatchError('passkey_not_allowed', c.ctx.messages['passkey.notAllowed'], {
      cause: error,
      retryable: true,
    })
  }
  return error
}

function requireUser(c: MfaCommandContext): void {
  if (c.ctx.$auth.get().status !== 'authenticated') {
    throw new LatchError('must_be_authenticated', c.ctx.messages['error.mustBeAuthenticated'])
  }
}

/**
 * Turns passkeys on as the user's MFA method: one of the user's passkeys answers now (the browser's sheet). The
 * step goes starting -> enrolled, or back to the method list with the error (no passkey on the account yet:
 * 'Add a passkey to your account first.').
 */
export async function enrollPasskeyMfa(c: MfaCommandContext): Promise<User> {
  requireUser(c)
  c.$state.set({ step: 'starting', method: 'passkey', phoneNumber: null })
  try {
    const user = await guard(c, () => withPasskey(c, (call) => enrollPasskeyMfaCall(call)))
    c.ctx.session.setUser(user)
    c.$state.set({ step: 'enrolled', method: 'passkey' })
    return user
  } catch (error) {
    const failure = passkeyFailure(c, error)
    c.$state.set({ step: 'choose', error: shownError(c, failure) })
    throw failure
  }
}

/** Verifies the second factor with one of the user's passkeys, outside a prompt (this session is then fresh). */
export async function verifyPasskeyMfa(c: MfaCommandContext): Promise<void> {
  requireUser(c)
  try {
    await withPasskey(c, (call) => verifyPasskeyMfaCall(call))
  } catch (error) {
    throw passkeyFailure(c, error)
  }
}

/** Turns passkey MFA off (a stale session is asked to verify first). */
export function unenrollPasskeyMfa(c: MfaCommandContext): Promise<User> {
  return unenroll(c, 'passkey')
}
