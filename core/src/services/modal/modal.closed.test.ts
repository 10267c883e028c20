import { atom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import { onModalClose } from './modal.closed'
import type { AnyModalState } from './modal.types'

const state = (step: 'open' | 'closing' | 'closed', screen = 'LANDING'): AnyModalState =>
  ({ step, open: step === 'open', screen, data: null, landingView: 'default' }) as AnyModalState

describe('onModalClose', () => {
  it('hears each open -> closed change once; updates of a modal that stays closed say nothing', () => {
    const $state = atom(state('closed'))
    let calls = 0
    const stop = onModalClose({ $state }, () => calls++)
    // a closed modal's later updates: its hide delay, the landing reset, a screen change while hidden
    $state.set(state('closed', 'STEP_UP_SCREEN'))
    $state.set({ ...state('closed'), landingView: 'default' })
    expect(calls).toBe(0)
    $state.set(state('open', 'STEP_UP_SCREEN'))
    $state.set(state('open', 'MFA_ENROLLMENT_FLOW_SCREEN'))
    expect(calls).toBe(0)
    $state.set(state('closing', 'MFA_ENROLLMENT_FLOW_SCREEN'))
    expect(calls).toBe(1)
    $state.set(state('closing'))
    $state.set(state('closed'))
    expect(calls).toBe(1)
    $state.set(state('open'))
    $state.set(state('closed'))
    expect(calls).toBe(2)
    stop()
    $state.set(state('open'))
    $state.set(state('closed'))
    expect(calls).toBe(2)
  })

  it('a modal open when the flow starts listening counts as open', () => {
    const $state = atom(state('open'))
    let calls = 0
    onModalClose({ $state }, () => calls++)
    $state.set(state('closing'))
    expect(calls).toBe(1)
  })
})
