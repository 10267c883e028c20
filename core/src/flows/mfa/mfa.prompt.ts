/**
 * The MFA prompt as a pending request ('mfa-code'): it shows the method (or the choice of one), waits for
 * `{ method, code }` or `{ method: 'passkey' }`, sends the SMS code as soon as SMS is the method, and on leaving
 * closes the modal it opened or shows again the screen it replaced.
 */
import { MFA_CODE_WAIT_MS, MFA_MAX_ATTEMPTS } from '../../constants'
import * as api from '../../mfa/mfa.api'
import { mfaError } from '../../mfa/mfa.errors'
import type { MfaCodeRequest, MfaSubmission } from '../../mfa/mfa.types'
import { isPasskeySupported, usableMfaMethods } from '../../passkey/support'
import type { AnyScreenEntry } from '../../services/modal/modal.types'
import type { MfaCommandContext } from './mfa.context'

/** The pending request kind of the prompt. */
export const MFA_REQUEST_KIND = 'mfa-code'

/** Whether the prompt's pending request is waiting for an answer. */
export function pendingMfaRequest(c: MfaCommandContext): boolean {
  const state = c.request().$state.get()
  return state.step === 'pending' && state.request.kind === MFA_REQUEST_KIND
}

/** The enrolled methods the prompt offers on this device (the passkey method only where passkeys work). */
export const offeredMethods = (c: MfaCommandContext) =>
  usableMfaMethods(c.$enrolledMethods.get(), isPasskeySupported(c.ctx.env))

/** The prompt's ask for one code: publishes the pending request and waits for `{ method, code }`. */
export async function askForCode(c: MfaCommandContext, request: MfaCodeRequest): Promise<MfaSubmission> {
  if (c.prompt.closedWhileVerifying) {
    c.prompt.closedWhileVerifying = false
    throw mfaError('mfa_canceled', { catalogue: c.ctx.messages })
  }
  const methods = offeredMethods(c)
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
    // the guard's own bound (MFA_CODE_WAIT_MS) normally ends it first, with the same error
    timeoutMs: MFA_CODE_WAIT_MS,
    timeoutError: () => mfaError('mfa_timeout', { catalogue: c.ctx.messages }),
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

/** Sends the SMS code of a verification; the prompt shows 'sending' meanwhile. */
export async function sendSmsCode(c: MfaCommandContext): Promise<void> {
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

/** After the prompt: closes the modal it opened, or shows again the screen it replaced. */
export function leavePrompt(c: MfaCommandContext): void {
  const { openedModal, returnTo } = c.prompt
  c.prompt.openedModal = false
  c.prompt.returnTo = null
  c.$exit.set({ openedModal, returnTo })
}

// ── Enrolment ──────────────────────────────────────────────────────────────
