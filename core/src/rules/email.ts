/** Email rules: a standard address pattern. */
import { messages } from '../messages'
import { stripInvisible } from './invisible'

// A pragmatic "standard" pattern: one '@', a dotted domain with a 2+ letter TLD, no spaces, no control characters.
// Unicode is allowed in the local part and the domain (internationalised addresses), never whitespace.
const EMAIL_PATTERN = /^[^\s@"(),:;<>[\\\]]+@(?:[^\s@"(),:;<>[\\\].]+\.)+[^\s@"(),:;<>[\\\].\d]{2,}$/u
const MAX_EMAIL_LENGTH = 254

/** An email the way the flows submit it: trimmed, without invisible formatting characters (zero-width, bidi). */
export function normalizeEmail(input: string): string {
  return typeof input === 'string' ? stripInvisible(input).trim() : ''
}

/** True when the input, normalized (`normalizeEmail`), looks like a standard email address. */
export function isValidEmail(input: unknown): boolean {
  if (typeof input !== 'string') return false
  const email = normalizeEmail(input)
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f]/.test(email)) return false
  const [local] = email.split('@')
  if (!local || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return false
  return EMAIL_PATTERN.test(email)
}

/** The message key of what is wrong with an email address, or null when it is valid. */
export function emailIssue(input: unknown): 'email.invalid' | null {
  return isValidEmail(input) ? null : 'email.invalid'
}

/** Validates an email: null when valid, else the message 'Please enter a valid email address'. */
export function validateEmail(input: unknown): string | null {
  const issue = emailIssue(input)
  return issue && messages[issue]
}
