import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createPhoneRules, loadPhoneRules, normalizePhone, validatePhoneNumber } from './phone'

describe('phone rules', () => {
  it('loads libphonenumber-js once and shares the rules', async () => {
    const [a, b] = await Promise.all([loadPhoneRules(), loadPhoneRules()])
    expect(a).toBe(b)
  })

  it('normalizes a US number to E.164 with the default country', async () => {
    expect(await normalizePhone('(213) 373-4253')).toBe('+12133734253')
    expect(await validatePhoneNumber('213-373-4253')).toBeNull()
  })

  it('reads a national number in the chosen country', async () => {
    expect(await normalizePhone('020 7946 0018', 'GB')).toBe('+442079460018')
    expect(await normalizePhone('06 12 34 56 78', 'fr')).toBe('+33612345678')
    expect(await normalizePhone('030 123456', 'DE')).toBe('+4930123456')
  })

  it('refuses a number shorter than the server accepts, even where the compact metadata calls it valid', async () => {
    // found by the property below: libphonenumber-js/min reads '1000' in Germany as +491000 (6 digits)
    expect(await validatePhoneNumber('1000', 'DE')).toBe('Please enter a valid phone number')
    expect(await normalizePhone('+491000', 'US')).toBeNull()
    expect(await normalizePhone('+4930 1234', 'US')).toBe('+49301234')
  })

  it('refuses a national number of another country read in the chosen one', async () => {
    expect(await validatePhoneNumber('020 7946 0018', 'US')).toBe('Please enter a valid phone number')
    expect(await validatePhoneNumber('06 12 34 56 78', 'US')).toBe('Please enter a valid phone number')
  })

  it('accepts an international number of another country whatever the chosen country', async () => {
    expect(await normalizePhone('+44 20 7946 0018', 'US')).toBe('+442079460018')
    expect(await normalizePhone('+81 3-1234-5678', 'US')).toBe('+81312345678')
  })

  it('falls back to US for an unknown country', async () => {
    const rules = await loadPhoneRules()
    expect(rules.resolveCountry('ZZ')).toBe('US')
    expect(rules.resolveCountry(undefined)).toBe('US')
    expect(rules.normalizePhone('213 373 4253', 'not-a-country')).toBe('+12133734253')
  })

  it.each([
    '',
    '123',
    'abcdefghij',
    '+1',
    '+1 000 000 0000',
    '555-0100-555-0100-555',
    '2133734253'.repeat(8),
  ])("refuses %j with 'Please enter a valid phone number'", async (phone) =>
    expect(await validatePhoneNumber(phone)).toBe('Please enter a valid phone number'),
  )

  it('lists countries with their calling codes', async () => {
    const countries = (await loadPhoneRules()).countries()
    expect(countries).toContainEqual({ code: 'US', callingCode: '1' })
    expect(countries).toContainEqual({ code: 'GB', callingCode: '44' })
  })

  it('answers the message or null for any input and country, never throwing', async () => {
    const rules = await loadPhoneRules()
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.string({ maxLength: 3 })), (phone, country) => {
        const result = rules.validatePhoneNumber(phone, country ?? undefined)
        return result === null || result === 'Please enter a valid phone number'
      }),
    )
  })

  it('every accepted number normalizes to E.164, and E.164 is stable under re-normalising', async () => {
    const rules = await loadPhoneRules()
    fc.assert(
      fc.property(
        fc.stringMatching(/^\+?[0-9 ()-]{0,18}$/),
        fc.constantFrom('US', 'GB', 'FR', 'DE', 'IN', 'BR'),
        (phone, country) => {
          const e164 = rules.normalizePhone(phone, country)
          if (e164 === null) return rules.validatePhoneNumber(phone, country) !== null
          return /^\+[1-9]\d{6,14}$/.test(e164) && rules.normalizePhone(e164, 'US') === e164
        },
      ),
    )
  })

  it('survives a library that throws', () => {
    const rules = createPhoneRules({
      parsePhoneNumberFromString: () => {
        throw new Error('boom')
      },
      getCountries: () => [],
      getCountryCallingCode: () => '1' as never,
      isSupportedCountry: (() => true) as never,
    })
    expect(rules.validatePhoneNumber('+12133734253')).toBe('Please enter a valid phone number')
  })
})
