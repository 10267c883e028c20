import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isOAuthProvider,
  oauthProviderName,
  parseOAuthReturn,
  readStateFromAuthorizationUrl,
  stripOAuthParams,
} from './oauth'

const OAUTH = new Set(['privy_oauth_code', 'privy_oauth_provider', 'privy_oauth_state'])

describe('parseOAuthReturn', () => {
  it('reads the three parameters and keeps the others and the hash', () => {
    const found = parseOAuthReturn(
      'https://host.test/app?tab=1&privy_oauth_code=abc&privy_oauth_provider=google&privy_oauth_state=s1&x=2#frag',
    )
    expect(found).toEqual({
      code: 'abc',
      provider: 'google',
      state: 's1',
      cleanedUrl: 'https://host.test/app?tab=1&x=2#frag',
    })
  })

  it('is null without privy_oauth_code or for an unparsable URL', () => {
    expect(parseOAuthReturn('https://host.test/?privy_oauth_state=s')).toBeNull()
    expect(parseOAuthReturn('not a url')).toBeNull()
  })

  it("keeps the literal 'undefined' code (the user denied)", () => {
    expect(parseOAuthReturn('https://h.test/?privy_oauth_code=undefined&privy_oauth_state=s')?.code).toBe(
      'undefined',
    )
  })

  it('drops the whole query when only the OAuth parameters were there', () => {
    expect(stripOAuthParams('https://h.test/p?privy_oauth_code=a&privy_oauth_state=b#h')).toBe(
      'https://h.test/p#h',
    )
    expect(stripOAuthParams('https://h.test/p#h?privy_oauth_code=a')).toBe(
      'https://h.test/p#h?privy_oauth_code=a',
    )
  })

  it('finds the parameters and keeps every other parameter byte for byte, whatever else the URL carries', () => {
    const key = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/).filter((k) => !OAUTH.has(k))
    const value = fc.string({ maxLength: 12 }).map(encodeURIComponent)
    const extra = fc.array(
      fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
      { maxLength: 5 },
    )
    const hash = fc.option(
      fc.string({ maxLength: 12 }).map((h) => `#${encodeURIComponent(h)}`),
      { nil: '' },
    )
    const token = fc.string({ minLength: 1, maxLength: 20 })
    fc.assert(
      fc.property(
        extra,
        extra,
        hash,
        token,
        token,
        fc.constantFrom('google', 'github', 'apple'),
        (before, after, h, code, state, provider) => {
          const oauth = [
            `privy_oauth_code=${encodeURIComponent(code)}`,
            `privy_oauth_provider=${provider}`,
            `privy_oauth_state=${encodeURIComponent(state)}`,
          ]
          const href = `https://host.test/a/b?${[...before, ...oauth, ...after].join('&')}${h}`
          const found = parseOAuthReturn(href)
          expect(found?.code).toBe(code)
          expect(found?.state).toBe(state)
          expect(found?.provider).toBe(provider)
          const rest = [...before, ...after]
          expect(found?.cleanedUrl).toBe(
            `https://host.test/a/b${rest.length ? `?${rest.join('&')}` : ''}${h}`,
          )
          expect(parseOAuthReturn(found?.cleanedUrl ?? '')).toBeNull()
        },
      ),
    )
  })

  it('never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (href) => {
        parseOAuthReturn(href)
        stripOAuthParams(href)
        readStateFromAuthorizationUrl(href)
      }),
    )
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (href) => {
        expect(parseOAuthReturn(href)).toBeNull()
        const stripped = new URL(stripOAuthParams(href))
        const original = new URL(href)
        expect(stripped.searchParams.toString()).toBe(original.searchParams.toString())
        expect(stripped.hash).toBe(original.hash)
        expect(stripped.pathname).toBe(original.pathname)
      }),
    )
  })
})

describe('OAuth helpers', () => {
  it('knows the seven providers only', () => {
    for (const p of ['apple', 'discord', 'github', 'google', 'linkedin', 'twitter', 'tiktok'])
      expect(isOAuthProvider(p)).toBe(true)
    for (const p of ['facebook', 'GOOGLE', '', null, 1]) expect(isOAuthProvider(p)).toBe(false)
  })

  it("names each provider as its brand does ('GitHub', 'LinkedIn', 'TikTok'); an unknown id comes back as given", () => {
    expect(['github', 'linkedin', 'tiktok', 'google'].map((p) => oauthProviderName(p))).toEqual([
      'GitHub',
      'LinkedIn',
      'TikTok',
      'Google',
    ])
    expect(oauthProviderName('facebook')).toBe('facebook')
    expect(oauthProviderName('constructor')).toBe('constructor')
  })

  it('reads the state of an authorization URL', () => {
    expect(readStateFromAuthorizationUrl('https://idp.test/auth?client_id=x&state=abc')).toBe('abc')
    expect(readStateFromAuthorizationUrl('https://idp.test/auth')).toBeNull()
    expect(readStateFromAuthorizationUrl('::')).toBeNull()
  })
})
