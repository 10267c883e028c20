import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { messages } from '../messages'
import { isAllowedLogoUrl, legalLine } from './landing'

describe('isAllowedLogoUrl', () => {
  it.each([
    'https://cdn.test/logo.png',
    'http://localhost:3000/logo.svg',
    'http://127.0.0.1/l.png',
    'http://[::1]:8080/l.png',
  ])('shows %s', (url) => expect(isAllowedLogoUrl(url)).toBe(true))
  it.each([
    'http://cdn.test/logo.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://x.test/l.png',
    '/logo.png',
    '',
    null,
  ])('hides %j', (url) => expect(isAllowedLogoUrl(url)).toBe(false))
  it('never throws and only ever allows https or local http', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (url) => {
        if (!isAllowedLogoUrl(url)) return true
        const parsed = new URL(String(url).trim())
        return parsed.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname)
      }),
    )
  })
})

describe('legalLine', () => {
  it("says 'Terms' and 'Privacy Policy' when both links exist", () => {
    expect(
      legalLine({ termsAndConditionsUrl: 'https://t.test', privacyPolicyUrl: 'https://p.test' }, messages),
    ).toEqual({
      prefix: 'By logging in I agree to the',
      links: [
        { kind: 'terms', label: 'Terms', url: 'https://t.test/' },
        { kind: 'privacy', label: 'Privacy Policy', url: 'https://p.test/' },
      ],
    })
  })
  it("says 'Terms of Service' when terms is the only link", () => {
    expect(
      legalLine({ termsAndConditionsUrl: 'https://t.test', privacyPolicyUrl: null }, messages)?.links,
    ).toEqual([{ kind: 'terms', label: 'Terms of Service', url: 'https://t.test/' }])
  })
  it("says 'Privacy Policy' alone when it is the only link", () => {
    expect(
      legalLine({ termsAndConditionsUrl: undefined, privacyPolicyUrl: 'https://p.test/x' }, messages)?.links,
    ).toEqual([{ kind: 'privacy', label: 'Privacy Policy', url: 'https://p.test/x' }])
  })
  it('is null with no link, and ignores non-http links', () => {
    expect(legalLine({ termsAndConditionsUrl: null, privacyPolicyUrl: null }, messages)).toBeNull()
    expect(
      legalLine({ termsAndConditionsUrl: 'javascript:alert(1)', privacyPolicyUrl: 'nope' }, messages),
    ).toBeNull()
  })
  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (t, p) => {
        legalLine({ termsAndConditionsUrl: t as string, privacyPolicyUrl: p as string }, messages)
      }),
    )
  })
})
