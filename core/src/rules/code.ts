/** One-time login code rules (SPEC.md section 5): trimmed, 6 digits, numeric only. */
import { CODE_LENGTH } from '../constants'
import { messages } from '../messages'

/**
 * Normalises a typed or pasted code: trims it and drops inner whitespace and dashes that code emails often show
 * ('123 456', '123-456'). Anything else stays, so letters still fail validation.
 */
export function normaliseLoginCode(input: unknown): string {
  if (typeof input !== 'string') return ''
  return input.trim().replace(/[\s\u00a0-]+/g, '')
}

/** Validates a login code: null for exactly 6 ASCII digits (after normalising), else 'Code should be numeric'. */
export function validateLoginCode(input: unknown): string | null {
  const code = normaliseLoginCode(input)
  return new RegExp(`^[0-9]{${CODE_LENGTH}}$`).test(code) ? null : messages['code.numeric']
}
