import { describe, expect, it } from 'vitest'
import { walletMessages } from '../messages.wallet'
import { mfaEnrollmentChoices, mfaMethodKeys } from './mfa-methods'

describe('mfaEnrollmentChoices', () => {
  it('lists app, SMS, passkey in that order, each offered by the app or already enrolled', () => {
    expect(mfaEnrollmentChoices(['passkey', 'sms', 'totp'], []).map((c) => c.method)).toEqual([
      'totp',
      'sms',
      'passkey',
    ])
    expect(mfaEnrollmentChoices(['totp'], [])).toEqual([
      { method: 'totp', enrolled: false, lessSecure: false },
    ])
    expect(mfaEnrollmentChoices([], [])).toEqual([])
  })

  it('keeps an enrolled method the app no longer offers (so it can be removed); only SMS is less secure', () => {
    expect(mfaEnrollmentChoices(['passkey'], ['sms'])).toEqual([
      { method: 'sms', enrolled: true, lessSecure: true },
      { method: 'passkey', enrolled: false, lessSecure: false },
    ])
  })
})

describe('mfaEnrollmentChoices for a user without a passkey', () => {
  it('leaves the passkey out unless it is enrolled; with a passkey, or unset, it is offered', () => {
    const user = (passkey: boolean) => ({
      linkedAccounts: passkey ? [{ type: 'passkey' } as never] : [{ type: 'email' } as never],
    })
    const methods = (hasPasskey?: boolean, enrolled: Array<'sms' | 'totp' | 'passkey'> = []) =>
      mfaEnrollmentChoices(
        ['totp', 'passkey'],
        enrolled,
        hasPasskey === undefined ? {} : { user: user(hasPasskey) },
      ).map((c) => c.method)
    expect(methods(false)).toEqual(['totp'])
    expect(methods(true)).toEqual(['totp', 'passkey'])
    expect(methods(undefined)).toEqual(['totp', 'passkey'])
    // enrolled (its passkeys since removed elsewhere): still listed, so it can be turned off
    expect(methods(false, ['passkey'])).toEqual(['totp', 'passkey'])
  })
})

describe('mfaMethodKeys', () => {
  it("names each method's texts in the wallet catalogue", () => {
    expect(mfaMethodKeys('totp')).toEqual({
      label: 'mfa.methodTotp',
      verifyBody: 'mfa.verifyTotpBody',
      removeTitle: 'mfa.removeTotpTitle',
    })
    expect(walletMessages[mfaMethodKeys('sms').label]).toBe('SMS')
    expect(walletMessages[mfaMethodKeys('passkey').removeTitle]).toMatch(/passkey/i)
  })
})
