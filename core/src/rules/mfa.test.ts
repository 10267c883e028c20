import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mfaCodeIssue, normalizeMfaCode, validateMfaCode } from './mfa'

describe('validateMfaCode', () => {
  it.each(['123456', ' 000000 ', '123 456', '\t987654\n'])('accepts %j', (code) => {
    expect(validateMfaCode(code)).toBeNull()
    expect(mfaCodeIssue(code)).toBeNull()
  })

  it.each(['abcdef', '12345a', '12-456', '１２３４５６', '+12345', '12.456', '1e5000'])(
    "refuses %j with 'Passcode can only be numbers'",
    (code) => {
      expect(validateMfaCode(code)).toBe('Passcode can only be numbers')
      expect(mfaCodeIssue(code)).toBe('mfa.codeNumeric')
    },
  )

  it.each(['', '1', '12345', '1234567', '123456789012'])(
    "refuses %j with 'Passcode must be exactly 6 numbers'",
    (code) => {
      expect(validateMfaCode(code)).toBe('Passcode must be exactly 6 numbers')
      expect(mfaCodeIssue(code)).toBe('mfa.codeLength')
    },
  )

  it('a non-string is refused, never thrown on', () => {
    expect(validateMfaCode(undefined)).toBe('Passcode must be exactly 6 numbers')
    expect(validateMfaCode(123456)).toBe('Passcode must be exactly 6 numbers')
    expect(normalizeMfaCode(null)).toBe('')
  })

  it('digit strings pass exactly at length 6; any non-digit, non-space character is a numeric issue', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,12}$/), (s) =>
        s.length === 6 ? mfaCodeIssue(s) === null : mfaCodeIssue(s) === 'mfa.codeLength',
      ),
    )
    const withLetter = fc
      .tuple(
        fc.stringMatching(/^[0-9]{0,6}$/),
        fc.stringMatching(/^[^0-9\s]$/),
        fc.stringMatching(/^[0-9]{0,6}$/),
      )
      .map(([a, x, b]) => `${a}${x}${b}`)
    fc.assert(fc.property(withLetter, (s) => mfaCodeIssue(s) === 'mfa.codeNumeric'))
  })
})
