/**
 * Recovery password rules: what a password may contain, how strong it is, and a generator. The strength estimate
 * loads `@zxcvbn-ts/core` with its compact dictionary (password-strength.ts) with `import()` on first use only.
 */
import { PASSWORD_MIN_LENGTH } from '../../constants'
import type { Messages } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'

/** Characters a recovery password may use besides letters and digits. */
export const PASSWORD_SYMBOLS = '!@#$%^&*()-_+.'

const ALLOWED = /^[A-Za-z0-9!@#$%^&*()\-_+.]$/

/**
 * Checks a recovery password (and its confirmation when given): the message to show, or null when it is valid.
 * Order: length, forbidden characters (each listed once, a space shown as SPACE), then the confirmation.
 */
export function validatePassword(
  password: string,
  confirmation?: string,
  catalogue?: Partial<Messages>,
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return formatWalletMessage(catalogue, 'password.tooShort')
  const invalid = [...new Set([...password].filter((c) => !ALLOWED.test(c)))]
  if (invalid.length > 0) {
    const characters = invalid.map((c) => (c === ' ' ? 'SPACE' : c)).join(' ')
    return formatWalletMessage(catalogue, 'password.invalidCharacters', { characters })
  }
  if (confirmation !== undefined && confirmation !== password) {
    return formatWalletMessage(catalogue, 'password.mismatch')
  }
  return null
}

/** A password's strength label. */
export type PasswordStrengthLabel = 'weak' | 'medium' | 'strong'

/** The strength of a password: a score in [0, 1] and its label (medium above 0.5, strong above 0.9). */
export interface PasswordStrength {
  score: number
  label: PasswordStrengthLabel
}

/** A general estimate in [0, 4] (zxcvbn's score). */
export type GeneralEstimate = (password: string) => number

/** Length part of the score: 0 at 0 characters, 1 from 16 characters. */
const lengthScore = (password: string) => Math.min(password.length / 16, 1)

/** Variety part: the share of classes used (lower, upper, digit, symbol), counted from 8 characters only. */
function varietyScore(password: string): number {
  if (password.length < 8) return 0
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length
  return classes / 4
}

/** The label of a score: 'strong' above 0.9, 'medium' above 0.5, else 'weak'. */
export function strengthLabel(score: number): PasswordStrengthLabel {
  if (score > 0.9) return 'strong'
  if (score > 0.5) return 'medium'
  return 'weak'
}

/** Strength from length, variety and a general estimate (each weighs a third). Pure: the estimate is passed in. */
export function scorePassword(password: string, estimate: GeneralEstimate): PasswordStrength {
  if (password.length === 0) return { score: 0, label: 'weak' }
  const general = Math.max(0, Math.min(estimate(password), 4)) / 4
  const score = (lengthScore(password) + varietyScore(password) + general) / 3
  return { score, label: strengthLabel(score) }
}

/**
 * Loads the general estimate (zxcvbn-ts with its compact dictionary, one lazily loaded chunk of about 35 kB gzip)
 * on first use; later calls share it.
 */
let estimate: Promise<GeneralEstimate> | undefined
export function loadGeneralEstimate(): Promise<GeneralEstimate> {
  estimate ??= import('./password-strength').then(
    (m) => m.createGeneralEstimate(),
    (error: unknown) => {
      // A failed load (offline, a deploy replaced the chunk) may be retried.
      estimate = undefined
      throw error
    },
  )
  return estimate
}

/** The strength of a password (loads the general estimate on first use). */
export async function passwordStrength(password: string): Promise<PasswordStrength> {
  return scorePassword(password, await loadGeneralEstimate())
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz'
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const DIGITS = '0123456789'

/** An unbiased index below `n` from random bytes (rejection sampling). */
function pick(n: number, randomBytes: (length: number) => Uint8Array): number {
  const limit = 256 - (256 % n)
  for (;;) {
    const [b] = randomBytes(1) as unknown as [number]
    if (b < limit) return b % n
  }
}

/**
 * Generates a recovery password of `length` (at least 8) allowed characters with every class (lower, upper,
 * digit, symbol), from a cryptographic random source.
 */
export function generatePassword(randomBytes: (length: number) => Uint8Array, length = 20): string {
  const size = Math.max(8, Math.floor(length))
  const chars = [LOWER, UPPER, DIGITS, PASSWORD_SYMBOLS].map((set) => set[pick(set.length, randomBytes)])
  const all = LOWER + UPPER + DIGITS + PASSWORD_SYMBOLS
  while (chars.length < size) chars.push(all[pick(all.length, randomBytes)])
  // Fisher-Yates, so the guaranteed classes are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = pick(i + 1, randomBytes)
    ;[chars[i], chars[j]] = [chars[j] as string, chars[i] as string]
  }
  return chars.join('')
}
