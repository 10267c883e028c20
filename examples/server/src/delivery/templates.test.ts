/** The message templates: every kind in every locale, escaping, and the kind a code's flow gives. */
import { describe, expect, it } from 'vitest'
import type { DeliverMessage } from '../config'
import { matchLocale } from './locale'
import { codeKind, renderMessage } from './templates'
import { DELIVERY_LOCALES, TEXTS } from './texts'

const code = (flow: string, locale: string): DeliverMessage => ({
  kind: 'code',
  appId: 'a',
  channel: 'email',
  to: 'x@example.com',
  flow,
  code: '482913',
  locale,
})

describe('templates', () => {
  it('a code flow names its kind: login (and link), step-up, MFA', () => {
    expect(codeKind('email')).toBe('login_code')
    expect(codeKind('sms')).toBe('login_code')
    expect(codeKind('step_up:user1')).toBe('step_up_code')
    expect(codeKind('mfa_sms:user1')).toBe('mfa_code')
  })

  it('every kind in every locale: its own subject, the code in the text, the HTML and the SMS, no placeholder left', () => {
    for (const locale of DELIVERY_LOCALES) {
      const subjects = new Set<string>()
      for (const flow of ['email', 'step_up:u', 'mfa_sms:u']) {
        const m = renderMessage(code(flow, locale), 'Acme', 10)
        expect(m.locale).toBe(locale)
        subjects.add(m.subject)
        for (const part of [m.text, m.html, m.sms]) expect(part).toContain('482913')
        for (const part of [m.subject, m.text, m.html, m.sms]) {
          expect(part).toContain('Acme')
          expect(part).not.toMatch(/\{\w+\}/)
        }
        expect(m.html).toContain(`lang="${locale}"`)
        expect(m.html).toContain(locale === 'ar' ? 'dir="rtl"' : 'dir="ltr"')
      }
      expect(subjects.size).toBe(3)
    }
  })

  it('a notice in every locale: what, when and from where, the method named in the locale; no code', () => {
    for (const locale of DELIVERY_LOCALES) {
      const m = renderMessage(
        {
          kind: 'notice',
          appId: 'a',
          channel: 'email',
          to: 'x@example.com',
          event: 'mfa_enrolled',
          subject: 'Security notice',
          text: 'fallback',
          at: Date.UTC(2026, 10, 25, 12, 0) / 1000,
          method: 'totp',
          ip: '192.0.2.9',
          locale,
        },
        'Acme',
        10,
      )
      expect(m.kind).toBe('notice')
      expect(m.text).toContain(TEXTS[locale].labels.totp)
      expect(m.text).toContain('192.0.2.9')
      expect(m.text).toContain('2026')
      expect(m.text).not.toContain('fallback')
      expect(m.sms).toContain('192.0.2.9')
    }
  })

  it('escapes every value in the HTML; plain text and SMS keep them as they are', () => {
    const m = renderMessage(code('email', 'en'), `<img src=x onerror="alert('x')">`, 10)
    expect(m.html).not.toContain('<img')
    expect(m.html).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;')
    expect(m.text).toContain('<img src=x')
  })

  it('an unknown or missing locale reads in English; a language picks its locale', () => {
    expect(renderMessage(code('email', 'xx-YY'), 'Acme', 10).subject).toBe('Your Acme login code')
    expect(renderMessage({ ...code('email', ''), locale: undefined }, 'Acme', 5).text).toContain(
      'The code expires in 5 minutes.',
    )
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('ZH-sg')).toBe('zh-CN')
    expect(matchLocale('de')).toBe('de')
    expect(matchLocale('tlh')).toBeNull()
  })
})
