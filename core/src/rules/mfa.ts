/** MFA passcode rules: 6 ASCII digits; letters or symbols and wrong lengths are refused before any request. */
import { CODE_LENGTH } from '../constants'
import { walletMessages } from '../messages.wallet'
import { stripInvisible } from './invisible'

/**
 * Normalizes a typed or pasted passcode: trims it and drops inner whitespace ('123 456') and invisible formatting
 * characters (zero-width, bidi marks).
 */
export function normalizeMfaCode(input: unknown): string {
  if (typeof input !== 'string') return ''
  return stripInvisible(input)
    .trim()
    .replace(/[\s\u00a0]+/g, '')
}

/**
 * The message key of what is wrong with an MFA passcode, or null: anything but ASCII digits is 'mfa.codeNumeric'
 * ('Passcode can only be numbers'); digits but not exactly 6 of them is 'mfa.codeLength'
 * ('Passcode must be exactly 6 numbers').
 */
export function mfaCodeIssue(input: unknown): 'mfa.codeNumeric' | 'mfa.codeLength' | null {
  const code = normalizeMfaCode(input)
  if (!/^[0-9]*$/.test(code)) return 'mfa.codeNumeric'
  if (code.length !== CODE_LENGTH) return 'mfa.codeLength'
  return null
}

/** Validates an MFA passcode: null for exactly 6 digits, else the default text of its issue. */
export function validateMfaCode(input: unknown): string | null {
  const issue = mfaCodeIssue(input)
  return issue && walletMessages[issue]
}
