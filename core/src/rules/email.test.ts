import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail, normalizeEmail, validateEmail } from './email'

describe('isValidEmail', () => {
  it.each([
    'ada@example.com',
    ' ada@example.com ',
    'a.b+tag@sub.example.co.uk',
    'josé@exämple.com',
    '用户@例子.广告',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true))

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a b@example.com',
    'ada@@example.com',
    'ada@example.c',
    '.ada@example.com',
    'ada..b@example.com',
    'ada@exa mple.com',
    'ada\u0000@example.com',
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false))

  it('refuses anything that is not a string', () => {
    for (const value of [null, undefined, 42, {}, ['a@b.co']]) expect(isValidEmail(value)).toBe(false)
  })

  it('never throws and answers a boolean for any input', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isValidEmail(value) === 'boolean'))
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (value) => typeof isValidEmail(value) === 'boolean'),
    )
  })

  it('accepts every generated RFC address and refuses it once it contains a space', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        expect(email.length > 254 || isValidEmail(email)).toBe(true)
        expect(isValidEmail(`${email.slice(0, 1)} ${email.slice(1)}`)).toBe(false)
      }),
    )
  })
})

describe('validateEmail', () => {
  it("answers null for a valid email and 'Please enter a valid email address' otherwise", () => {
    expect(validateEmail('ada@example.com')).toBeNull()
    expect(validateEmail('nope')).toBe('Please enter a valid email address')
  })

  it('answers the message or null for any input, never throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = validateEmail(value)
        return result === null || result === 'Please enter a valid email address'
      }),
    )
  })

  it('normalizes by trimming only', () => {
    expect(normalizeEmail('  Ada@Example.com \t')).toBe('Ada@Example.com')
  })
})
