/**
 * Gallery cases of 'Confirm it's you' (STEP_UP_SCREEN): where the code goes, the code entry after a wrong code, the
 * resent code, and the user with neither email nor phone. The flow's state is set as the prompt would leave it.
 */
import type { Latch, StepUpState, StepUpTarget } from '@latch/core'
import type { WritableAtom } from 'nanostores'
import type { GalleryCase } from './scenarios'

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
  ]
}
