import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  normalizeSupportedWallets,
  relativeLuminance,
  resolveShowWalletLoginFirst,
  validateApiUrl,
  validateAppId,
  validateBackgroundColor,
  validateCaptchaSiteKey,
  validateLoginMethods,
  validateSupportedChains,
  validateTransactionConfirmation,
} from './config'

const chain = (id: number) => ({ id, name: `chain ${id}` })

describe('validateAppId', () => {
  it('accepts exactly 25 characters', () => {
    expect(validateAppId('a'.repeat(25))).toBeNull()
  })
  it.each([['a'.repeat(24)], ['a'.repeat(26)], [''], [undefined], [null], [25]])(
    'rejects %j with the exact message',
    (value) => {
      expect(validateAppId(value)).toBe('Cannot initialize the Privy provider with an invalid Privy app ID')
    },
  )
})

describe('validateCaptchaSiteKey', () => {
  it('accepts the t:<key> form', () => {
    expect(validateCaptchaSiteKey('t:0x4AAAAAAA')).toBeNull()
  })
  it.each([['0x4AAAAAAA'], ['t:'], ['h:abc'], ['t: spaced'], [''], [null], [42]])('rejects %j', (value) => {
    expect(validateCaptchaSiteKey(value)).toBe('Unsupported captcha site key')
  })
})

describe('validateLoginMethods', () => {
  it('needs at least one method on', () => {
    expect(validateLoginMethods({ email: false, wallet: false })).toBe(
      'You must enable at least one login method',
    )
    expect(validateLoginMethods({})).toBe('You must enable at least one login method')
    expect(validateLoginMethods({ email: false, google: true })).toBeNull()
  })
  it('custom auth counts as a login method', () => {
    expect(validateLoginMethods({ email: false }, true)).toBeNull()
  })
})

describe('validateSupportedChains', () => {
  it('rejects an empty list', () => {
    expect(validateSupportedChains([])).toBe('supportedChains must contain at least one chain')
  })
  it('requires defaultChain among supportedChains', () => {
    expect(validateSupportedChains([chain(1), chain(10)], chain(8453))).toBe(
      'defaultChain must be one of supportedChains',
    )
    expect(validateSupportedChains([chain(1), chain(10)], chain(10))).toBeNull()
  })
  it('has nothing to say when supportedChains is not given', () => {
    expect(validateSupportedChains(undefined, chain(5))).toBeNull()
  })
})

describe('validateTransactionConfirmation', () => {
  it('waitForTransactionConfirmation false requires noPromptOnSignature true', () => {
    expect(validateTransactionConfirmation(false, false)).toBe(
      'embeddedWallets.waitForTransactionConfirmation can only be false when embeddedWallets.noPromptOnSignature is true',
    )
    expect(validateTransactionConfirmation(false, undefined)).not.toBeNull()
    expect(validateTransactionConfirmation(false, true)).toBeNull()
    expect(validateTransactionConfirmation(true, false)).toBeNull()
  })
})

describe('normalizeSupportedWallets', () => {
  it('keeps only the listed names, de-duplicated in first-seen order, and reports the others', () => {
    expect(
      normalizeSupportedWallets(['rainbow', 'metamask', 'rainbow', 'trust', 'phantom', 'metamask']),
    ).toEqual({
      wallets: ['rainbow', 'metamask', 'phantom'],
      unknown: ['trust'],
    })
  })
})

describe('resolveShowWalletLoginFirst', () => {
  it('is forced false when wallet login is off', () => {
    expect(resolveShowWalletLoginFirst(true, { email: true, wallet: false })).toBe(false)
  })
  it('is forced true when wallet is the only method', () => {
    expect(resolveShowWalletLoginFirst(false, { email: false, wallet: true })).toBe(true)
  })
  it('follows the request otherwise, default false', () => {
    expect(resolveShowWalletLoginFirst(true, { email: true, wallet: true })).toBe(true)
    expect(resolveShowWalletLoginFirst(undefined, { email: true, wallet: true })).toBe(false)
  })
})

describe('background luminance', () => {
  it('computes WCAG relative luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1)
    expect(relativeLuminance('#fff')).toBeCloseTo(1)
    expect(relativeLuminance('not a colour')).toBeNull()
  })
  it('warns for a luminance strictly between .2 and .8', () => {
    expect(validateBackgroundColor('#888888')).toBe(
      'The background colour #888888 has a luminance between .2 and .8: text on it may be hard to read in both light and dark mode',
    )
  })
  it('is quiet for dark and light backgrounds', () => {
    expect(validateBackgroundColor('#1E1E1D')).toBeNull()
    expect(validateBackgroundColor('#FFFFFF')).toBeNull()
  })
})

describe('validateApiUrl', () => {
  it('accepts absolute http(s) URLs only', () => {
    expect(validateApiUrl('https://auth.example.com')).toBeNull()
    expect(validateApiUrl('http://127.0.0.1:18787')).toBeNull()
    expect(validateApiUrl('/relative')).toBe('apiUrl must be an absolute http(s) URL')
    expect(validateApiUrl('javascript:alert(1)')).toBe('apiUrl must be an absolute http(s) URL')
  })

  it('refuses a path, a query or a hash, naming the origin to use (the wallet frames live at the root)', () => {
    expect(validateApiUrl('https://auth.example.com/')).toBeNull()
    for (const url of [
      'https://example.com/auth',
      'https://example.com/auth/',
      'https://a.example?x=1',
      'https://a.example#h',
    ])
      expect(validateApiUrl(url)).toMatch(
        /^apiUrl must be the server's origin, with no path: https:\/\/(example\.com|a\.example)$/,
      )
  })
})

describe('properties: validators never throw and answer a message or null', () => {
  const validators: Array<[string, (value: unknown, other: unknown) => unknown]> = [
    ['validateAppId', (v) => validateAppId(v)],
    ['validateCaptchaSiteKey', (v) => validateCaptchaSiteKey(v)],
    ['validateLoginMethods', (v, o) => validateLoginMethods(v, o === true)],
    ['validateSupportedChains', (v, o) => validateSupportedChains(v, o)],
    ['validateTransactionConfirmation', (v, o) => validateTransactionConfirmation(v, o)],
    ['validateBackgroundColor', (v) => validateBackgroundColor(v)],
    ['validateApiUrl', (v) => validateApiUrl(v)],
  ]
  for (const [name, validate] of validators) {
    it(name, () => {
      fc.assert(
        fc.property(fc.anything(), fc.anything(), (value, other) => {
          const result = validate(value, other)
          return result === null || (typeof result === 'string' && result.length > 0)
        }),
        { numRuns: 300 },
      )
    })
  }

  it('validateAppId accepts exactly the 25-character strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => (validateAppId(s) === null) === (s.length === 25)),
    )
  })

  it('a luminance warning is given exactly when 0.2 < L < 0.8', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const color = `#${n.toString(16).padStart(6, '0')}`
        const l = relativeLuminance(color) ?? -1
        return (validateBackgroundColor(color) !== null) === (l > 0.2 && l < 0.8)
      }),
    )
  })

  it('normalizeSupportedWallets never throws and never returns duplicates', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const { wallets } = normalizeSupportedWallets(value)
        return new Set(wallets).size === wallets.length
      }),
    )
  })
})

describe('normalizeSupportedWallets with values String() cannot print', () => {
  it('reports an object without a prototype as unknown instead of throwing', () => {
    expect(normalizeSupportedWallets([Object.create(null), 'metamask'])).toEqual({
      wallets: ['metamask'],
      unknown: ['[object Object]'],
    })
  })
})
