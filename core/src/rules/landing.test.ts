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
    '/logo.png',
    'assets/logo.svg',
    './logo.png',
    '//cdn.test/logo.png',
    'data:image/png;base64,AAAA',
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
  ])('shows %s', (url) => expect(isAllowedLogoUrl(url)).toBe(true))
  it.each([
    'http://cdn.test/logo.png',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:,hello',
    'ftp://x.test/l.png',
    'logo with spaces.png',
    '',
    null,
  ])('hides %j', (url) => expect(isAllowedLogoUrl(url)).toBe(false))
  it('never throws and only ever allows https, local http, an image data URL or a reference without a scheme', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (url) => {
        if (!isAllowedLogoUrl(url)) return true
        const value = String(url).trim()
        if (/^data:image\//i.test(value)) return true
        if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return true
        const parsed = new URL(value)
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
