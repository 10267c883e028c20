import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, LatchError } from '../../errors'
import de from '../../locales/de'
import fr from '../../locales/fr'
import ja from '../../locales/ja'
import { messages } from '../../messages'
import { allowlistScreenData } from './allowlist'
import { mapCodeError, mapSubmitError } from './errors'

const api = (status: number, code: string, message = 'server says no') =>
  new ApiError(code, message, { status })

describe('submit error messages', () => {
  const email = { issueSubmitting: 'email.issueSubmitting', invalid: 'email.invalid' } as const
  const sms = { issueSubmitting: 'sms.issueSubmitting', invalid: 'sms.invalid' } as const
  it('422 invalid_data shows the channel’s catalogue text, not the server’s English', () => {
    expect(mapSubmitError(api(422, 'invalid_data', 'Invalid email address'), email, messages)).toEqual({
      message: 'Please enter a valid email address',
      allowlist: false,
    })
    expect(mapSubmitError(api(422, 'invalid_data', 'Invalid phone number'), sms, messages).message).toBe(
      'Please enter a valid phone number',
    )
    expect(mapSubmitError(api(422, 'invalid_data', 'Invalid email address'), email, de).message).toBe(
      de['email.invalid'],
    )
  })
  it('422 sms_unavailable: the catalogue’s text in the locale', () => {
    const refused = api(422, 'sms_unavailable', 'SMS is not available for this phone number')
    expect(mapSubmitError(refused, sms, messages).message).toBe('SMS is not available for this phone number')
    expect(mapSubmitError(refused, sms, ja).message).toBe('この電話番号ではSMSを利用できません')
  })
  it('a 422 with a code this client does not know shows the server message', () => {
    expect(mapSubmitError(api(422, 'domain_blocked', 'Bad domain'), email, messages).message).toBe(
      'Bad domain',
    )
  })
  it('allowlist_rejected goes to the rejection screen', () => {
    expect(mapSubmitError(api(403, 'allowlist_rejected'), email, messages).allowlist).toBe(true)
    expect(
      mapSubmitError(
        new ApiError('forbidden', 'x', { status: 403, type: 'allowlist_rejected' }),
        sms,
        messages,
      ).allowlist,
    ).toBe(true)
  })
  it("captcha failures: 'Issue verifying you are a human'", () => {
    expect(mapSubmitError(new LatchError('captcha_timeout', 'Captcha failed'), email, messages).message).toBe(
      'Issue verifying you are a human',
    )
  })
  it("else 'Issue submitting email' / 'Issue submitting phone number'", () => {
    expect(mapSubmitError(api(500, 'server_error'), email, messages).message).toBe('Issue submitting email')
    expect(mapSubmitError(new Error('x'), sms, messages).message).toBe('Issue submitting phone number')
    expect(mapSubmitError(api(422, 'unknown_code', ''), email, messages).message).toBe(
      'Issue submitting email',
    )
  })
  it("no answer: 'Network request failed' / 'Request timed out', not a verdict on the email or phone", () => {
    const dropped = new ApiError('network_error', 'x', { status: 0, retryable: true })
    const timedOut = new ApiError('client_request_timeout', 'x', { status: 0, retryable: true })
    expect(mapSubmitError(dropped, email, messages).message).toBe('Network request failed')
    expect(mapSubmitError(timedOut, sms, messages).message).toBe('Request timed out')
  })
  it('answers a defined message for anything thrown', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(email, sms), (error, channel) => {
        const { message } = mapSubmitError(error, channel, messages)
        const allowed: string[] = [
          messages['email.issueSubmitting'],
          messages['sms.issueSubmitting'],
          messages['allowlist.title'],
          messages['captcha.issueVerifying'],
          messages['error.network'],
          messages['error.requestTimeout'],
        ]
        return allowed.includes(message)
      }),
    )
  })
})

describe('code error messages', () => {
  it("422: 'Invalid or expired verification code'; else 'Issue verifying code'", () => {
    expect(mapCodeError(api(422, 'invalid_credentials'), messages).message).toBe(
      'Invalid or expired verification code',
    )
    expect(mapCodeError(api(500, 'server_error'), messages).message).toBe('Issue verifying code')
    expect(mapCodeError(new TypeError('x'), messages).message).toBe('Issue verifying code')
  })
  it("no answer: 'Network request failed' / 'Request timed out' (the code was not judged)", () => {
    const dropped = new ApiError('network_error', 'x', { status: 0, retryable: true })
    const timedOut = new LatchError('client_request_timeout', 'x', { retryable: true })
    expect(mapCodeError(dropped, messages).message).toBe('Network request failed')
    expect(mapCodeError(timedOut, messages, 'link').message).toBe('Request timed out')
  })
  it("an invalid code keeps its 'Code should be numeric'", () => {
    expect(mapCodeError(new LatchError('invalid_input', 'Code should be numeric'), messages).message).toBe(
      'Code should be numeric',
    )
  })
  it('link errors: linked_to_another_user, and already_linked from the catalogue in the locale', () => {
    expect(mapCodeError(api(400, 'linked_to_another_user'), messages, 'link').message).toBe(
      'This account has already been linked to another user.',
    )
    const already = api(400, 'already_linked', 'User already has an email linked to their account.')
    expect(mapCodeError(already, messages, 'link', messages['link.alreadyHasEmail']).message).toBe(
      'User already has an email linked to their account.',
    )
    expect(mapCodeError(already, fr, 'link', fr['link.alreadyHasPhone']).message).toBe(
      fr['link.alreadyHasPhone'],
    )
    // the server's English never shows, even when the caller names no text
    expect(mapCodeError(already, messages, 'link').message).toBe('Issue verifying code')
    expect(mapCodeError(already, messages, 'login').message).toBe('Issue verifying code')
    expect(mapCodeError(new LatchError('must_be_authenticated', 'x'), messages, 'link').message).toBe(
      'User must be authenticated',
    )
  })
  it('never throws on anything thrown', () => {
    fc.assert(
      fc.property(fc.anything(), (error) => typeof mapCodeError(error, messages).message === 'string'),
    )
  })
})

describe('allowlist screen texts', () => {
  it('defaults without overrides, overrides when set, the link optional', () => {
    expect(allowlistScreenData(null, messages)).toEqual({
      title: "You don't have access to this app",
      detail: 'Have you been invited?',
      ctaText: 'Try another account',
      ctaLink: null,
    })
  })
})
