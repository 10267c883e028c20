/**
 * Right-to-left and zero-width characters in what a person types or pastes: a code copied from a right-to-left
 * SMS (U+200F around it), an address copied from a page (a zero-width space, a byte order mark), a phone number
 * with bidi isolates. Each is read as the same address, number or code as its clean form; visible look-alikes
 * (other digits, letters) still fail.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeLoginCode, validateLoginCode } from './code'
import { isValidEmail, normalizeEmail, validateEmail } from './email'
import { stripInvisible } from './invisible'
import { normalizeMfaCode, validateMfaCode } from './mfa'
import { normalizePhone } from './phone'

const INVISIBLES = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2060',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ufeff',
]

/** `text` with invisible characters inserted at random places. */
const sprinkled = (text: string) =>
  fc
    .array(fc.tuple(fc.nat(text.length), fc.constantFrom(...INVISIBLES)), { minLength: 1, maxLength: 6 })
    .map((inserts) => {
      const chars = [...text]
      for (const [at, ch] of inserts.sort((a, b) => b[0] - a[0])) chars.splice(at, 0, ch)
      return chars.join('')
    })

describe('invisible formatting characters', () => {
  it('a login code copied from a right-to-left message is the same code', () => {
    expect(validateLoginCode('\u200f123456\u200f')).toBeNull()
    expect(normalizeLoginCode('\u202d123 456\u202c')).toBe('123456')
    expect(validateMfaCode('\u2068654321\u2069')).toBeNull()
    expect(normalizeMfaCode('\ufeff654 321')).toBe('654321')
    // look-alikes that are visible stay refused: Arabic-Indic digits, a letter O
    expect(validateLoginCode('١٢٣٤٥٦')).toBe('Code should be numeric')
    expect(validateMfaCode('12345O')).toBe('Passcode can only be numbers')
  })

  it('any 6-digit code with invisible characters anywhere normalizes to the code', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom(...'0123456789'), { minLength: 6, maxLength: 6 })
          .map((d) => d.join(''))
          .chain((code) => fc.tuple(fc.constant(code), sprinkled(code))),
        ([code, pasted]) => {
          expect(normalizeLoginCode(pasted)).toBe(code)
          expect(normalizeMfaCode(pasted)).toBe(code)
          expect(validateLoginCode(pasted)).toBeNull()
        },
      ),
    )
  })

  it('an email with a zero-width space or a bidi mark is the clean address, not another account', () => {
    for (const pasted of ['ada\u200b@example.com', '\u200fada@example.com', '\ufeffada@example.com\u200e']) {
      expect(normalizeEmail(pasted)).toBe('ada@example.com')
      expect(isValidEmail(pasted)).toBe(true)
    }
    // an override does not make an invalid address valid, nor hide a space
    expect(validateEmail('\u202eada@\u202cexample')).toBe('Please enter a valid email address')
    expect(isValidEmail('ada\u200b @example.com')).toBe(false)
    fc.assert(
      fc.property(sprinkled('grace.hopper@navy.example.org'), (pasted) => {
        expect(normalizeEmail(pasted)).toBe('grace.hopper@navy.example.org')
      }),
    )
  })

  it('a phone number with bidi isolates or zero-width characters is the same number', async () => {
    expect(await normalizePhone('\u2066+1 213 373 4253\u2069')).toBe('+12133734253')
    expect(await normalizePhone('+44\u200b20 7946 0018', 'US')).toBe('+442079460018')
    expect(await normalizePhone('\u200e020 7946 0018', 'GB')).toBe('+442079460018')
  })

  it('stripInvisible keeps every visible character, right-to-left letters included', () => {
    expect(stripInvisible('مرحبا\u200f world')).toBe('مرحبا world')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const kept = stripInvisible(text)
        expect(stripInvisible(kept)).toBe(kept)
        expect([...kept].every((ch) => !INVISIBLES.includes(ch))).toBe(true)
      }),
    )
  })
})
