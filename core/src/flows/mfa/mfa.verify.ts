/**
 * Verification: the guard that runs a call and asks for a code whenever the server wants a fresh MFA verification
 * (a code, or one of the user's passkeys), and the prompt's commands (pick a method, answer, cancel).
 */
import { computed } from 'nanostores'
import { getGrant, setGrant } from '../../api/client'
import type { GrantJSON } from '../../api/wire'
import { MFA_MAX_ATTEMPTS } from '../../constants'
import { isLatchError, LatchError } from '../../errors'
import type { Messages } from '../../messages'
import * as api from '../../mfa/mfa.api'
import { isMfaError, isMfaLockedOutError, mfaError, mfaScreenError } from '../../mfa/mfa.errors'
import { invalidCodeText, runMfaGuarded } from '../../mfa/mfa.guard'
import type { MfaMethod, MfaSubmission } from '../../mfa/mfa.types'
import { isCeremonyCancelled, isCeremonyNotAllowed } from '../../passkey/errors'
import { verifyPasskeyMfaCall } from '../../passkey/webauthn'
import { mfaCodeIssue, normalizeMfaCode } from '../../rules/mfa'
import { type ApprovalMode, approvesText } from '../../services/step-up/step-up.approves'
import type { MfaCommandContext } from './mfa.context'
import { askForCode, leavePrompt, offeredMethods, pendingMfaRequest, sendSmsCode } from './mfa.prompt'
import { text, withPasskey } from './mfa.shared'
import type { MfaGuardOptions, MfaVerificationState, SubmitMfaVerificationParameters } from './mfa.types'

/** The prompt's line saying what the verification approves ('Enter the code to approve this signature'), or null. */
export function approves(
  messages: Partial<Messages>,
  grant: Pick<GrantJSON, 'action' | 'target'> | null,
  v: MfaVerificationState,
): string | null {
  if (v.step === 'idle') return null
  const method = 'method' in v ? v.method : null
  const mode: ApprovalMode = !method ? 'confirm' : method === 'passkey' ? 'passkey' : 'code'
  return approvesText(messages, grant, v.step === 'locked' || v.step === 'failed' ? 'confirm' : mode)
}

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
  c.$grant.set(options.grant ?? null)
  // the line follows the prompt's step and the client's language while the guard runs
  const stopApproves = computed([c.$verification, c.$grant, c.ctx.intl.$intl], (v, grant, intl) =>
    approves(intl.messages, grant, v),
  ).subscribe((text) => c.$approves.set(text))
  // each refusal names the grant the next verification is for (the server's, or the wallet frame's via setGrant)
  const refused = async () => {
    try {
      return await call()
    } catch (error) {
      const grant = getGrant(error)
      if (grant) c.$grant.set({ action: grant.action, target: grant.target })
      throw error
    }
  }
  try {
    const result = await runMfaGuarded({
      call: refused,
      askForCode: (request) => askForCode(c, request),
      verify: (s) =>
        s.method === 'passkey'
          ? withPasskey(c, (call) => verifyPasskeyMfaCall(call, c.$grant.get()))
          : api.verifyMfa(c.ctx.api, { method: s.method, mfaCode: s.code, grant: c.$grant.get() }),
      retryText,
      clock: c.ctx.env.clock,
      methods: offeredMethods(c),
      catalogue: c.ctx.messages,
    })
    if (c.$verification.get().step !== 'idle') {
      c.$verification.set({ step: 'idle' })
      leavePrompt(c)
    }
    return result
  } catch (error) {
    const v = c.$verification.get()
    const base = { methods: offeredMethods(c), summary: c.prompt.summary }
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
    c.$grant.set(null)
    stopApproves()
    c.$approves.set(null)
  }
}

/**
 * Asks for a code now and resolves once the session is freshly verified; with `options.grant`, the verification
 * mints that single-use grant (e.g. `wallet_export` of the wallet before its export view opens).
 */
export async function promptMfa(c: MfaCommandContext, options?: MfaGuardOptions): Promise<void> {
  if (c.$enrolledMethods.get().length === 0)
    throw mfaError('unsupported_mfa_method', { catalogue: c.ctx.messages })
  let verified = false
  await guard(
    c,
    async () => {
      if (!verified) {
        verified = true
        throw setGrant(mfaError('missing_or_invalid_mfa', { catalogue: c.ctx.messages }), options?.grant)
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
