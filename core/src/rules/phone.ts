/**
 * Phone number rules: valid for the chosen country, normalized to E.164 with libphonenumber-js.
 * Its metadata is loaded lazily (`loadPhoneRules()`), when the SMS flow starts, so an email-only login never
 * downloads it.
 */
import type { CountryCode } from 'libphonenumber-js/min'
import { DEFAULT_COUNTRY, PHONE_MIN_DIGITS } from '../constants'
import { messages } from '../messages'
import { stripInvisible } from './invisible'

/** The part of libphonenumber-js the rules use. */
export type PhoneNumberLib = Pick<
  typeof import('libphonenumber-js/min'),
  'parsePhoneNumberFromString' | 'getCountries' | 'getCountryCallingCode' | 'isSupportedCountry'
>

/** A country option for a picker: ISO code and calling code. */
export interface PhoneCountry {
  code: string
  callingCode: string
}

/** Synchronous phone rules, available once the metadata has loaded. */
export interface PhoneRules {
  /** null when the number is valid for the country (or a valid international number), else 'Please enter a valid phone number'. */
  validatePhoneNumber(phone: unknown, country?: string): string | null
  /** The message key of what is wrong with the number, or null when it is valid. */
  phoneIssue(phone: unknown, country?: string): 'sms.invalid' | null
  /** The E.164 form ('+14155552671'), or null when invalid. */
  normalizePhone(phone: unknown, country?: string): string | null
  /** Every supported country with its calling code. */
  countries(): PhoneCountry[]
  /** The country used when the requested one is unknown. */
  resolveCountry(country?: string): string
}

const MAX_PHONE_INPUT = 64

/** Builds the rules over a loaded libphonenumber-js. */
export function createPhoneRules(lib: PhoneNumberLib): PhoneRules {
  const resolveCountry = (country?: string): string => {
    const upper = typeof country === 'string' ? country.toUpperCase() : ''
    return lib.isSupportedCountry(upper) ? upper : DEFAULT_COUNTRY
  }
  const normalizePhone = (phone: unknown, country?: string): string | null => {
    if (typeof phone !== 'string') return null
    const text = stripInvisible(phone).trim()
    if (text.length === 0 || text.length > MAX_PHONE_INPUT) return null
    try {
      const parsed = lib.parsePhoneNumberFromString(text, resolveCountry(country) as CountryCode)
      if (!parsed?.isValid()) return null
      // the E.164 form is '+' then digits: refuse the short ones the server would refuse
      return parsed.number.length - 1 >= PHONE_MIN_DIGITS ? parsed.number : null
    } catch {
      return null
    }
  }
  return {
    resolveCountry,
    normalizePhone,
    phoneIssue: (phone, country) => (normalizePhone(phone, country) === null ? 'sms.invalid' : null),
    validatePhoneNumber: (phone, country) =>
      normalizePhone(phone, country) === null ? messages['sms.invalid'] : null,
    countries: () =>
      lib.getCountries().map((code) => ({ code, callingCode: String(lib.getCountryCallingCode(code)) })),
  }
}

let pending: Promise<PhoneRules> | undefined

/** Loads libphonenumber-js (min metadata) once and returns the synchronous rules. */
export function loadPhoneRules(): Promise<PhoneRules> {
  pending ??= import('./phone.lib').then(createPhoneRules, (error: unknown) => {
    pending = undefined
    throw error
  })
  return pending
}

/** Validates a phone number for a country (loading the metadata first): null, or 'Please enter a valid phone number'. */
export async function validatePhoneNumber(
  phone: unknown,
  country: string = DEFAULT_COUNTRY,
): Promise<string | null> {
  return (await loadPhoneRules()).validatePhoneNumber(phone, country)
}

/** The E.164 form of a phone number for a country (loading the metadata first), or null when invalid. */
export async function normalizePhone(
  phone: unknown,
  country: string = DEFAULT_COUNTRY,
): Promise<string | null> {
  return (await loadPhoneRules()).normalizePhone(phone, country)
}
