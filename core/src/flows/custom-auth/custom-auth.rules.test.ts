import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { activeSiteKey, turnstileSiteKey } from '../../services/captcha/captcha.rules'
import { customAuthReadiness, isUsableToken, tokenSubject } from './custom-auth.rules'

const getter = async () => 'token'

describe('custom auth rules', () => {
  it('is ready only when enabled with a getter and not loading', () => {
    expect(customAuthReadiness(null)).toBe('disabled')
    expect(customAuthReadiness({ enabled: false, getCustomAccessToken: getter, isLoading: false })).toBe(
      'disabled',
    )
    expect(customAuthReadiness({ enabled: true, getCustomAccessToken: getter, isLoading: true })).toBe(
      'waiting',
    )
    expect(customAuthReadiness({ enabled: true, getCustomAccessToken: getter, isLoading: false })).toBe(
      'ready',
    )
    expect(
      customAuthReadiness({ enabled: true, getCustomAccessToken: 'nope' as never, isLoading: false }),
    ).toBe('disabled')
  })

  it('uses only non-blank string tokens', () => {
    expect(isUsableToken('a.b.c')).toBe(true)
    for (const t of [null, undefined, '', '   ', 42, {}]) expect(isUsableToken(t)).toBe(false)
    fc.assert(
      fc.property(fc.anything(), (t) => isUsableToken(t) === (typeof t === 'string' && t.trim() !== '')),
    )
  })
})

describe('tokenSubject', () => {
  it('reads the sub of a JWT-shaped token and is null for anything else, never throwing', () => {
    const payload = Buffer.from('{"sub":"u1"}').toString('base64url')
    expect(tokenSubject(`e30.${payload}.x`)).toBe('u1')
    expect(tokenSubject('opaque')).toBeNull()
    fc.assert(
      fc.property(fc.string(), (t) => {
        const sub = tokenSubject(t)
        return sub === null || typeof sub === 'string'
      }),
    )
  })
})

describe('captcha rules', () => {
  const captcha = (enabled: boolean, siteKey: string | null) => ({
    captcha: { enabled, siteKey, scriptUrl: 'x' },
  })
  it("is active only when on with a 't:' site key", () => {
    expect(activeSiteKey(captcha(true, 't:abc'))).toBe('t:abc')
    expect(activeSiteKey(captcha(false, 't:abc'))).toBeNull()
    expect(activeSiteKey(captcha(true, 'abc'))).toBeNull()
    expect(activeSiteKey(captcha(true, null))).toBeNull()
    expect(turnstileSiteKey('t:abc')).toBe('abc')
  })
  it('never throws for any site key', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.string()), (on, key) => {
        const active = activeSiteKey(captcha(on, key))
        return active === null || (on && active === key)
      }),
    )
  })
})
