import { describe, expect, it } from 'vitest'
import { isLatchError } from '../errors'
import { walletMessages } from '../messages.wallet'
import {
  assertOnRampAvailable,
  isOnRampRuleError,
  isTerminalOnRampStatus,
  mapOnRampStatus,
  onRampIssue,
  onRampStatusTexts,
} from './fiat.rules'
import type { OnRampStatus } from './fiat.types'

describe('funding rules', () => {
  it("'Fiat on-ramp must be enabled': refused when the app has it off", () => {
    expect(onRampIssue({ enabled: false })).toBe('fiat.onRampDisabled')
    const error = (() => {
      try {
        assertOnRampAvailable({ enabled: false })
      } catch (e) {
        return e
      }
    })()
    expect(isLatchError(error)).toBe(true)
    expect(isOnRampRuleError(error)).toBe(true)
    expect(error).toMatchObject({ code: 'fiat_on_ramp_disabled', message: 'Fiat on-ramp must be enabled' })
  })

  it('only moonpay is supported', () => {
    expect(onRampIssue({ enabled: true })).toBeNull()
    expect(onRampIssue({ enabled: true, provider: 'moonpay' })).toBeNull()
    expect(onRampIssue({ enabled: true, provider: 'coinbase' })).toBe('fiat.unsupportedProvider')
    expect(() => assertOnRampAvailable({ enabled: true, provider: 'coinbase' })).toThrow(
      expect.objectContaining({
        code: 'unsupported_on_ramp_provider',
        message: 'Unsupported fiat on-ramp provider coinbase: only moonpay is supported',
      }),
    )
    expect(() => assertOnRampAvailable({ enabled: true, provider: 'moonpay' })).not.toThrow()
  })

  it("a host's text override is used for the rule error", () => {
    expect(() =>
      assertOnRampAvailable({ enabled: false }, { 'fiat.onRampDisabled': 'Funding is off here' }),
    ).toThrow('Funding is off here')
  })
})

describe('status mapping', () => {
  it.each([
    [{ status: 'completed', paymentMethod: 'credit_debit_card' }, 'completed'],
    [{ status: 'failed', paymentMethod: null }, 'failed'],
    [{ status: 'waitingAuthorization', paymentMethod: 'credit_debit_card' }, 'pending'],
    [{ status: 'waitingAuthorization', paymentMethod: 'sepa_bank_transfer' }, 'awaitingAuthorization'],
    [{ status: 'waitingAuthorization', paymentMethod: null }, 'awaitingAuthorization'],
    [{ status: 'pending', paymentMethod: 'credit_debit_card' }, 'pending'],
    [{ status: 'waitingPayment', paymentMethod: null }, 'pending'],
    [{ status: 'anythingElse', paymentMethod: null }, 'pending'],
  ] as const)('%j -> %s', (record, shown) => {
    expect(mapOnRampStatus(record)).toBe(shown)
  })

  it('terminal: failed, completed, awaitingAuthorization, serviceFailure; pending is not', () => {
    const all: OnRampStatus[] = ['pending', 'failed', 'completed', 'awaitingAuthorization', 'serviceFailure']
    expect(all.filter(isTerminalOnRampStatus)).toEqual([
      'failed',
      'completed',
      'awaitingAuthorization',
      'serviceFailure',
    ])
  })
})

describe('status screen texts', () => {
  const text = (key: keyof typeof walletMessages | null) => (key ? walletMessages[key] : null)
  it('completed', () => {
    const t = onRampStatusTexts('completed')
    expect(text(t.title)).toBe("You've funded your account!")
    expect(text(t.body)).toMatch(/few minutes/)
  })
  it('failed: contact support and the debit card note', () => {
    const t = onRampStatusTexts('failed')
    expect(text(t.title)).toBe('Something went wrong!')
    expect(text(t.body)).toMatch(/contact support/)
    expect(text(t.hint)).toMatch(/[Dd]ebit cards/)
  })
  it('serviceFailure says the provider hit an error', () => {
    expect(text(onRampStatusTexts('serviceFailure').body)).toMatch(/provider ran into an error/)
  })
  it('awaitingAuthorization: Processing payment, up to a few hours, an email follows', () => {
    const t = onRampStatusTexts('awaitingAuthorization')
    expect(text(t.title)).toBe('Processing payment')
    expect(text(t.body)).toMatch(/few hours/)
    expect(text(t.body)).toMatch(/email/)
  })
  it("pending: 'In Progress'; the prompt title is 'Fund account'", () => {
    expect(text(onRampStatusTexts('pending').title)).toBe('In Progress')
    expect(walletMessages['fiat.fundAccount']).toBe('Fund account')
  })
})
