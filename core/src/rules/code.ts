/** One-time login code rules: trimmed, 6 digits, numeric only. */
import { CODE_LENGTH } from '../constants'
import { messages } from '../messages'
import { stripInvisible } from './invisible'

/**
 * Normalizes a typed or pasted code: trims it and drops inner whitespace and dashes that code emails often show
 * ('123 456', '123-456') and invisible formatting characters that a code copied from a right-to-left message
 * carries. Anything else stays, so letters still fail validation.
 */
export function normalizeLoginCode(input: unknown): string {
  if (typeof input !== 'string') return ''
  return stripInvisible(input)
    .trim()
    .replace(/[\s\u00a0-]+/g, '')
}

const CODE_PATTERN = new RegExp(`^[0-9]{${CODE_LENGTH}}$`)

/** The message key of what is wrong with a login code (exactly 6 ASCII digits after normalizing), or null. */
export function loginCodeIssue(input: unknown): 'code.numeric' | null {
  return CODE_PATTERN.test(normalizeLoginCode(input)) ? null : 'code.numeric'
}

/** Validates a login code: null for exactly 6 ASCII digits (after normalizing), else 'Code should be numeric'. */
export function validateLoginCode(input: unknown): string | null {
  const issue = loginCodeIssue(input)
  return issue && messages[issue]
}
