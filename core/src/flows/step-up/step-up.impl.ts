/**
 * The step-up prompt (loaded on the first `step_up_required`): a pending request ('step-up') on STEP_UP_SCREEN
 * that is approved once a code sent to the user's own email or phone is verified by this session, for the grant the
 * refusal named (its action and target go with the code; the prompt says what it approves). A user with one of them
 * gets the code at once; with both, they choose; with neither, they are asked to log in again. A wrong code keeps
 * the code entry with 'Invalid or expired verification code'; closing or 'Cancel' rejects the refused call with
 * `step_up_canceled` (nothing was changed); no answer within 5 minutes (no UI shows the prompt) rejects it with
 * `step_up_timeout` (retryable).
 */
import { computed } from 'nanostores'
import { getGrant, getStepUpMethods } from '../../api/client'
import type { GrantJSON } from '../../api/wire'
import { MFA_CODE_WAIT_MS } from '../../constants'
import { LatchError } from '../../errors'
import type { Messages } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import { loginCodeIssue } from '../../rules/code'
import type { AnyScreenEntry } from '../../services/modal/modal.types'
import { initStepUp, type StepUpMethod, submitStepUp } from '../../services/step-up/step-up.api'
import { type ApprovalMode, approvesText } from '../../services/step-up/step-up.approves'
import { mapCodeError } from '../shared/errors'
import { STEP_UP_REQUEST_KIND, type StepUpCommandContext } from './step-up.context'
import { stepUpTargets } from './step-up.rules'
import type { StepUpState, StepUpTarget } from './step-up.types'

/** The error a canceled prompt rejects the refused call with. */
export const stepUpCanceled = (c: StepUpCommandContext): LatchError =>
  new LatchError('step_up_canceled', formatWalletMessage(c.ctx.messages, 'stepUp.canceled'))

/** The error of a prompt nobody answered in time (no UI renders it): the refused call may be tried again. */
export const stepUpTimeout = (c: StepUpCommandContext): LatchError =>
  new LatchError('step_up_timeout', formatWalletMessage(c.ctx.messages, 'stepUp.timeout'), {
    retryable: true,
  })

/** The prompt's line saying what the code approves ('Enter the code to remove your email a@b.c'), or null. */
export function approves(
  messages: Partial<Messages>,
  grant: GrantJSON | null,
  state: StepUpState,
): string | null {
  if (state.step === 'idle') return null
  const mode: ApprovalMode = state.step === 'choosing' || state.step === 'relogin' ? 'confirm' : 'code'
  return approvesText(messages, grant, mode)
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : String(error)

const pending = (c: StepUpCommandContext) => {
  const request = c.ctx.requests.$state.get()
  return request.step === 'pending' && request.request.kind === STEP_UP_REQUEST_KIND
}

/**
 * Asks the person to confirm it is them; resolves once this session has a verified step-up code for the grant the
 * `refusal` named. Only the methods the server named in its `refusal` are offered (when it named none, any of the
 * user's).
 */
export async function confirm(c: StepUpCommandContext, refusal: unknown = null): Promise<void> {
  const named = getStepUpMethods(refusal)
  const targets = stepUpTargets(c.ctx.$user.get(), named)
  // removing a method that no other one was added before: no code can approve it, and a new login cannot either
  // (a login never vouches for a removal), so nothing is asked: the refusal says why
  if (named !== null && targets.length === 0 && getGrant(refusal)?.action === 'unlink') {
    throw new LatchError('step_up_required', formatWalletMessage(c.ctx.messages, 'stepUp.cannotRemove'), {
      cause: refusal,
    })
  }
  c.$grant.set(getGrant(refusal))
  // the line follows the prompt's step and the client's language while it is up
  const stopApproves = computed([c.$state, c.$grant, c.ctx.intl.$intl], (state, grant, intl) =>
    approves(intl.messages, grant, state),
  ).subscribe((text) => c.$approves.set(text))
  const before = c.ctx.modal.$state.get()
  const returnTo: AnyScreenEntry | null =
    before.open && before.screen !== 'STEP_UP_SCREEN' ? { screen: before.screen, data: before.data } : null
  const only = targets.length === 1 ? targets[0] : undefined
  c.$state.set(
    targets.length === 0
      ? { step: 'relogin' }
      : only
        ? { step: 'sending', target: only, targets }
        : { step: 'choosing', targets, error: null },
  )
  const answer = c.ctx.requests.ask<void>({
    kind: STEP_UP_REQUEST_KIND,
    payload: null,
    screen: 'STEP_UP_SCREEN',
    cancelError: () => stepUpCanceled(c),
    // a prompt no UI answers (a custom UI that renders none) must not leave the refused call waiting for ever
    timeoutMs: MFA_CODE_WAIT_MS,
    timeoutError: () => stepUpTimeout(c),
  })
  // the code goes out only once the prompt is really waiting (another request may hold the prompt)
  if (only && pending(c)) void send(c, only).catch(() => undefined)
  try {
    await answer
  } finally {
    c.$state.set({ step: 'idle' })
    c.$grant.set(null)
    stopApproves()
    c.$approves.set(null)
    c.$exit.set({ openedModal: !before.open, returnTo })
  }
}

const sameGrant = (a: GrantJSON | null, b: GrantJSON | null) =>
  a === b || (a !== null && b !== null && a.action === b.action && a.target === b.target)

/**
 * After a `step_up_required` refusal: asks the person (calls refused at once for the same grant share one prompt; a
 * call refused for another grant asks after it: a code approves one action only), then sends the call once more.
 */
export async function confirmAndRetry<T>(
  c: StepUpCommandContext,
  call: () => Promise<T>,
  refusal: unknown,
): Promise<T> {
  const grant = getGrant(refusal)
  for (;;) {
    const running = c.confirming
    if (running && sameGrant(running.grant, grant)) {
      await running.done
      break
    }
    if (running) {
      await running.done.catch(() => undefined)
      continue
    }
    const mine: { grant: GrantJSON | null; done: Promise<void> } = {
      grant,
      done: confirm(c, refusal).finally(() => {
        if (c.confirming === mine) c.confirming = null
      }),
    }
    c.confirming = mine
    await mine.done
    break
  }
  return call()
}

async function send(c: StepUpCommandContext, target: StepUpTarget): Promise<void> {
  const { targets } = c.$state.get() as { targets?: StepUpTarget[] }
  const all = targets ?? [target]
  c.$state.set({ step: 'sending', target, targets: all })
  try {
    await initStepUp(c.ctx, target.type)
  } catch (error) {
    if (pending(c)) c.$state.set({ step: 'choosing', targets: all, error: messageOf(error) })
    throw error
  }
  if (pending(c)) c.$state.set({ step: 'awaiting-code', target, targets: all, resend: 'idle', error: null })
}

/** Sends the code to the user's email or phone. */
export function choose(c: StepUpCommandContext, type: StepUpMethod): Promise<void> {
  const state = c.$state.get()
  if (!pending(c) || (state.step !== 'choosing' && state.step !== 'awaiting-code')) {
    return Promise.reject(new LatchError('invalid_state', 'No step-up prompt is waiting for a choice'))
  }
  const target = state.targets.find((t) => t.type === type)
  if (!target) {
    return Promise.reject(new LatchError('invalid_input', c.ctx.messages['stepUp.invalidType']))
  }
  return send(c, target)
}

/** Sends the code again to the same email or phone ('resend' goes 'sending', then 'sent'). */
export async function resendCode(c: StepUpCommandContext): Promise<void> {
  const state = c.$state.get()
  if (!pending(c) || state.step !== 'awaiting-code' || state.resend === 'sending') {
    throw new LatchError('invalid_state', 'No step-up code is waiting')
  }
  c.$state.set({ ...state, resend: 'sending', error: null })
  try {
    await initStepUp(c.ctx, state.target.type)
  } catch (error) {
    const now = c.$state.get()
    if (now.step === 'awaiting-code') c.$state.set({ ...now, resend: 'idle', error: messageOf(error) })
    throw error
  }
  const now = c.$state.get()
  if (now.step === 'awaiting-code') c.$state.set({ ...now, resend: 'sent' })
}

/** Checks the code (6 digits, never sent otherwise), verifies it, and on success lets the refused call go again. */
export async function submitCode(c: StepUpCommandContext, code: string): Promise<void> {
  const state = c.$state.get()
  if (!pending(c) || state.step !== 'awaiting-code') {
    throw new LatchError('invalid_state', 'No step-up code is waiting')
  }
  const issue = loginCodeIssue(code)
  if (issue) {
    c.$state.set({ ...state, error: c.ctx.messages[issue] })
    throw new LatchError('invalid_input', c.ctx.messages[issue])
  }
  const { target, targets } = state
  c.$state.set({ step: 'verifying', target, targets })
  try {
    await submitStepUp(c.ctx, { type: target.type, code, grant: c.$grant.get() })
  } catch (error) {
    if (pending(c)) {
      const shown = mapCodeError(error, c.ctx.messages).message
      c.$state.set({ step: 'awaiting-code', target, targets, resend: 'idle', error: shown })
    }
    throw error
  }
  if (pending(c)) c.ctx.requests.approve()
}
