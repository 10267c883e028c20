import { describe, expect, it } from 'vitest'
import {
  generatePassword,
  PASSWORD_SYMBOLS,
  passwordStrength,
  scorePassword,
  strengthLabel,
  validatePassword,
} from './password.rules'

const random = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length))

describe('validatePassword', () => {
  it("needs 6 characters: 'Password must be at least 6 characters'", () => {
    expect(validatePassword('')).toBe('Password must be at least 6 characters')
    expect(validatePassword('abc12')).toBe('Password must be at least 6 characters')
    expect(validatePassword('abc123')).toBeNull()
  })
  it('allows letters, digits and !@#$%^&*()-_+. only, listing each offender once (space as SPACE)', () => {
    expect(validatePassword(`Aa1${PASSWORD_SYMBOLS}`)).toBeNull()
    expect(validatePassword('pass word')).toBe('Invalid characters used ( SPACE )')
    expect(validatePassword('pa~ss wo~rd€')).toBe('Invalid characters used ( ~ SPACE € )')
    expect(validatePassword('pässword')).toBe('Invalid characters used ( ä )')
  })
  it("checks the confirmation: 'Passwords do not match'", () => {
    expect(validatePassword('abc123', 'abc124')).toBe('Passwords do not match')
    expect(validatePassword('abc123', 'abc123')).toBeNull()
  })
  it("uses the host's override of a text", () => {
    expect(validatePassword('a', undefined, { 'password.tooShort': 'Trop court' })).toBe('Trop court')
  })
})

describe('password strength', () => {
  it('labels: weak up to 0.5, medium above 0.5, strong above 0.9', () => {
    expect(strengthLabel(0.5)).toBe('weak')
    expect(strengthLabel(0.51)).toBe('medium')
    expect(strengthLabel(0.9)).toBe('medium')
    expect(strengthLabel(0.91)).toBe('strong')
  })
  it('counts variety only from 8 characters', () => {
    const flat = () => 0
    expect(scorePassword('aA1!', flat).score).toBeCloseTo(4 / 16 / 3)
    expect(scorePassword('aA1!aA1!', flat).score).toBeCloseTo((8 / 16 + 1) / 3)
  })
  it('scores real examples with zxcvbn (weak, medium, strong)', async () => {
    expect((await passwordStrength('password123')).label).toBe('weak')
    expect((await passwordStrength('abcdef')).label).toBe('weak')
    expect((await passwordStrength('Summer2024!x')).label).toBe('medium')
    expect((await passwordStrength('K9#mQ2$vLx!pR7&t')).label).toBe('strong')
  }, 20_000)
})

describe('generatePassword', () => {
  it('makes valid 20-character passwords with every class, different each time, and strong', async () => {
    const seen = new Set<string>()
    for (let i = 0; i < 50; i++) {
      const p = generatePassword(random)
      expect(p).toHaveLength(20)
      expect(validatePassword(p)).toBeNull()
      expect(p).toMatch(/[a-z]/)
      expect(p).toMatch(/[A-Z]/)
      expect(p).toMatch(/[0-9]/)
      expect(p).toMatch(/[!@#$%^&*()\-_+.]/)
      seen.add(p)
    }
    expect(seen.size).toBe(50)
    expect((await passwordStrength(generatePassword(random))).label).toBe('strong')
  }, 20_000)
})
