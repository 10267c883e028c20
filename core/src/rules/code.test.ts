import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normalizeLoginCode, validateLoginCode } from './code'

describe('validateLoginCode', () => {
  it.each(['123456', ' 123456 ', '\t000000\n', '123 456', '123-456', '12 34 56'])(
    'accepts the pasted code %j',
    (code) => {
      expect(validateLoginCode(code)).toBeNull()
    },
  )

  it.each(['', '12345', '1234567', 'abcdef', '12345a', '１２３４５６', '12.456', '+12345', '123456789012'])(
    "refuses %j with 'Code should be numeric'",
    (code) => expect(validateLoginCode(code)).toBe('Code should be numeric'),
  )

  it('normalizes a pasted code by trimming and dropping inner spaces and dashes', () => {
    expect(normalizeLoginCode('  123 456 ')).toBe('123456')
    expect(normalizeLoginCode('123-456')).toBe('123456')
    expect(normalizeLoginCode(undefined)).toBe('')
  })

  it('accepts every 6-digit code, however it is padded with whitespace', () => {
    const digits = fc
      .array(fc.constantFrom(...'0123456789'), { minLength: 6, maxLength: 6 })
      .map((d) => d.join(''))
    const space = fc.array(fc.constantFrom(' ', '\t', '\n'), { maxLength: 4 }).map((s) => s.join(''))
    fc.assert(
      fc.property(space, digits, space, (a, code, b) => validateLoginCode(`${a}${code}${b}`) === null),
    )
  })

  it('refuses any code with a letter in it', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...'abcxyzABCXYZé'), fc.nat(10), (rest, letter, at) => {
        const code = `${rest.slice(0, at)}${letter}${rest.slice(at)}`
        return validateLoginCode(code) === 'Code should be numeric'
      }),
    )
  })

  it('answers the message or null for any input, never throwing', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = validateLoginCode(value)
        return result === null || result === 'Code should be numeric'
      }),
    )
  })
})
