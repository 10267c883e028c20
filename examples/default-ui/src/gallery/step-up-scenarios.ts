/**
 * Gallery cases of 'Confirm it's you' (STEP_UP_SCREEN): where the code goes, the code entry after a wrong code, the
 * resent code, the user with neither email nor phone, and the line saying what the code approves (a refusal naming
 * its grant). The flow's state is set as the prompt would leave it.
 */
import { ApiError, type GrantJSON, type Latch, type StepUpState, type StepUpTarget } from '@latch/core'
import { setGrant } from '@latch/core/internal'
import type { ReadableAtom, WritableAtom } from 'nanostores'
import type { GalleryCase } from './case'

/** Resolves once `store` holds a value `ready` accepts (a prompt's implementation loads with import()). */
export function until<T>(store: ReadableAtom<T>, ready: (value: T) => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (ready(store.get())) return resolve()
    const off = store.listen((value) => {
      if (!ready(value)) return
      off()
      resolve()
    })
  })
}

/**
 * Runs a guarded call the server refuses with `code` for `grant`, as a real refusal would: the prompt starts and
 * knows what it approves. The call stays refused (the gallery answers no prompt).
 */
export function refusedFor(
  guard: (call: () => Promise<unknown>) => Promise<unknown>,
  code: 'step_up_required' | 'missing_or_invalid_mfa',
  grant: GrantJSON,
): void {
  const refusal = () => Promise.reject(setGrant(new ApiError(code, code, { status: 403 }), grant))
  void guard(refusal).catch(() => undefined)
}

const EMAIL: StepUpTarget = { type: 'email', recipient: 'ada@example.com' }
const PHONE: StepUpTarget = { type: 'phone', recipient: '+12015550123' }

function stepUp(id: string, state: string, value: StepUpState): GalleryCase {
  return {
    id,
    screen: 'STEP_UP_SCREEN',
    state,
    setup: async (latch: Latch) => {
      latch.openModal()
      await latch.initLoginWithEmail(EMAIL.recipient)
      await latch.loginWithCode('123456')
      latch.openModal('STEP_UP_SCREEN')
      ;(latch.flows.stepUp.$state as WritableAtom<StepUpState>).set(value)
    },
  }
}

/** A prompt for a refusal naming `grant`, left in `value`. */
function approving(id: string, state: string, grant: GrantJSON, value: StepUpState): GalleryCase {
  return {
    id,
    screen: 'STEP_UP_SCREEN',
    state,
    setup: async (latch: Latch) => {
      latch.openModal()
      await latch.initLoginWithEmail(EMAIL.recipient)
      await latch.loginWithCode('123456')
      refusedFor(latch.flows.stepUp.guard, 'step_up_required', grant)
      await until(latch.flows.stepUp.$state, (s) => s.step !== 'idle')
      ;(latch.flows.stepUp.$state as WritableAtom<StepUpState>).set(value)
    },
  }
}

/** The step-up prompt's cases. */
export function stepUpCases(): GalleryCase[] {
  return [
    stepUp('step-up-choose', 'choosing', { step: 'choosing', targets: [EMAIL, PHONE], error: null }),
    stepUp('step-up-code-error', 'awaiting-code, wrong code', {
      step: 'awaiting-code',
      target: EMAIL,
      targets: [EMAIL, PHONE],
      resend: 'idle',
      error: 'Invalid or expired verification code',
    }),
    stepUp('step-up-code-resent', 'awaiting-code, code resent', {
      step: 'awaiting-code',
      target: PHONE,
      targets: [PHONE],
      resend: 'sent',
      error: null,
    }),
    stepUp('step-up-relogin', 'relogin', { step: 'relogin' }),
    approving(
      'step-up-approves-unlink',
      'awaiting-code, removing an email',
      { action: 'unlink', target: `email:${EMAIL.recipient}` },
      { step: 'awaiting-code', target: EMAIL, targets: [EMAIL], resend: 'idle', error: null },
    ),
    approving(
      'step-up-approves-device',
      'choosing, adding this device',
      { action: 'device_register', target: 'NzbLsXh8uDCcd-6MNwXF4W_7noWXFZAfHkxZsRGC9Xs' },
      { step: 'choosing', targets: [EMAIL, PHONE], error: null },
    ),
  ]
}
