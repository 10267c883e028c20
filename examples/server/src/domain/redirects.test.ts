/**
 * `redirect_to` of a social login: only a registered return page, as the exact string, is accepted; everything near
 * it (an added query or hash, a trailing slash, a case change, another port, path, scheme or user-info, a lookalike
 * host, an encoded or split scheme) is refused, and no accepted value ever sends the browser to another origin.
 * fast-check generates the candidates (10,000 mutations of registered pages, plus arbitrary URLs and strings); a
 * sample goes through the real route (oauth/init) and, when accepted, through the provider and the callback.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAppSeed } from '../config'
import { pkceChallenge, randomToken } from '../crypto'
import { type DevProviders, startDevProviders } from '../dev/providers'
import { returnUrl } from '../methods/oauth/service'
import { authorize } from '../oauth/testing'
import { createTestServer, errorOf } from '../testing'
import { redirectAllowed } from './redirects'

const REGISTERED = [
  'http://127.0.0.1:5173/',
  'http://127.0.0.1:5173/login',
  'https://app.example.com/auth/callback',
]
const SETTINGS = { allowedOrigins: ['http://127.0.0.1:5173'], oauthRedirectUrls: REGISTERED }

const swapCase = (s: string, at: number) => {
  const c = s[at] as string
  const swapped = c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()
  return `${s.slice(0, at)}${swapped}${s.slice(at + 1)}`
}

/** A registered page and one change to it (each the kind of change an attacker or a careless client makes). */
const page = fc.constantFrom(...REGISTERED)
const word = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme-ascii' })
const mutation: fc.Arbitrary<string> = fc.oneof(
  // an added query or hash
  fc.tuple(page, word).map(([p, q]) => `${p}?${q}`),
  fc.tuple(page, word).map(([p, h]) => `${p}#${h}`),
  page.map((p) => `${p}?`),
  page.map((p) => `${p}#`),
  // a trailing slash added or removed, an extra path segment, a dot segment
  page.map((p) => (p.endsWith('/') ? p.slice(0, -1) : `${p}/`)),
  fc.tuple(page, word).map(([p, seg]) => `${p.endsWith('/') ? p : `${p}/`}${encodeURIComponent(seg)}`),
  page.map((p) => `${p.endsWith('/') ? p : `${p}/`}../admin`),
  // a case change anywhere that changes the string
  fc
    .tuple(page, fc.nat())
    .map(([p, n]) => swapCase(p, n % p.length))
    .filter((m) => !REGISTERED.includes(m)),
  // another port (or an explicit default one), another scheme
  fc.tuple(page, fc.integer({ min: 0, max: 65535 })).map(([p, port]) => {
    const u = new URL(p)
    return `${u.protocol}//${u.hostname}:${port}${u.pathname}`
  }),
  page.map((p) => (p.startsWith('https:') ? p.replace('https:', 'http:') : p.replace('http:', 'https:'))),
  fc
    .tuple(
      page,
      fc.constantFrom('javascript:', 'data:', 'ftp:', 'ws:', 'HTTPS:', 'Http:', 'https:', '', '//'),
    )
    .map(([p, scheme]) => `${scheme}${p.replace(/^https?:\/\//, scheme.endsWith(':') ? '//' : '')}`),
  // user-info, before or instead of the host
  fc.tuple(page, word).map(([p, user]) => p.replace('://', `://${encodeURIComponent(user)}@`)),
  page.map((p) => p.replace('://', '://u:p@')),
  page.map((p) => `${p.replace(/\/[^/]*$/, '')}@evil.com/`),
  // lookalike hosts
  fc.tuple(page, fc.constantFrom('.evil.io', 'evil.com', '.', '%2e', '\u3002evil.io')).map(([p, s]) => {
    const u = new URL(p)
    return `${u.protocol}//${u.host.replace(/(:\d+)?$/, `${s}$1`)}${u.pathname}`
  }),
  page.map((p) => p.replace('://', '://evil')),
  // whitespace and control characters inside, around or instead of parts; encodings
  fc
    .tuple(page, fc.nat(), fc.constantFrom('\t', '\n', '\r', ' ', '\u0000', '%09', '%0a', '\\'))
    .map(([p, n, c]) => {
      const at = n % (p.length + 1)
      return `${p.slice(0, at)}${c}${p.slice(at)}`
    }),
  page.map((p) => p.replace(/\//g, '%2F')),
  page.map((p) => p.replace('//', '/\\')),
  page.map((p) => p.replace('//', '')),
)

/** Well-known open-redirect payloads. */
const PAYLOADS = [
  'https://evil.com',
  '//evil.com',
  '/\\evil.com',
  'https:evil.com',
  'javascript:alert(1)',
  '%2F%2Fevil.com',
  'https://app.example.com.evil.com/auth/callback',
  'https://app.example.com@evil.com/auth/callback',
  'HTTPS://app.example.com/auth/callback',
  'ht\ttps://app.example.com/auth/callback',
  'ht\nps://app.example.com/auth/callback',
  '/login',
  '',
]

describe('redirect_to exact matching', () => {
  it('each registered page is accepted, as the exact string', () => {
    for (const p of REGISTERED) expect(redirectAllowed(SETTINGS, p)).toBe(true)
    // without a registered list, the allowed origins' root pages are the list
    expect(redirectAllowed({ allowedOrigins: ['http://127.0.0.1:5173'] }, 'http://127.0.0.1:5173/')).toBe(
      true,
    )
    expect(redirectAllowed({ allowedOrigins: ['http://127.0.0.1:5173'] }, 'http://127.0.0.1:5173')).toBe(
      false,
    )
    expect(redirectAllowed({ allowedOrigins: ['http://127.0.0.1:5173'] }, 'http://127.0.0.1:5173/?a=1')).toBe(
      false,
    )
  })

  it('10,000 mutations of registered pages: every one refused', () => {
    fc.assert(
      fc.property(mutation, (candidate) => {
        fc.pre(!REGISTERED.includes(candidate))
        expect(redirectAllowed(SETTINGS, candidate)).toBe(false)
      }),
      { numRuns: 10_000 },
    )
  }, 60_000)

  it('known payloads, arbitrary URLs and strings: refused; an accepted value never leaves its registered origin', () => {
    for (const p of PAYLOADS) expect(redirectAllowed(SETTINGS, p)).toBe(false)
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.string()),
        (s) => {
          expect(redirectAllowed(SETTINGS, s)).toBe(REGISTERED.includes(s))
        },
      ),
      { numRuns: 2_000 },
    )
    // the navigation the callback makes: same origin as the registered page, whatever the code and state hold
    fc.assert(
      fc.property(page, fc.string(), fc.string(), (p, code, state) => {
        const back = new URL(returnUrl(p, { code, provider: 'google', state }))
        expect(back.origin).toBe(new URL(p).origin)
        expect(back.pathname).toBe(new URL(p).pathname)
      }),
    )
  }, 60_000)
})

describe('through the route (oauth/init, provider, callback)', () => {
  let fakes: DevProviders
  beforeAll(async () => {
    fakes = await startDevProviders()
  }, 60_000)
  afterAll(async () => {
    await fakes.stop()
  })
  const seed = demoAppSeed()
  const server = () =>
    createTestServer({ oauthProviders: fakes.providers }, [
      { ...seed, settings: { ...seed.settings, oauthRedirectUrls: REGISTERED.slice(0, 2) } },
    ])

  it('300 generated mutations are 400 invalid_request; the registered pages return to themselves', async () => {
    const t = await server()
    const init = (redirect_to: string) =>
      t.post('/api/v1/oauth/init', {
        provider: 'google',
        redirect_to,
        code_challenge: pkceChallenge(randomToken(48)),
        code_challenge_method: 'S256',
      })
    const candidates = fc
      .sample(mutation, { numRuns: 300, seed: 38 })
      .filter((m) => !REGISTERED.includes(m))
      .concat(PAYLOADS)
    let refused = 0
    for (const candidate of candidates) {
      const res = await init(candidate)
      const error = await errorOf(res)
      expect({ candidate, status: error.status, code: error.code }).toEqual({
        candidate,
        status: 400,
        code: 'invalid_request',
      })
      refused++
    }
    expect(refused).toBe(candidates.length)
    for (const p of REGISTERED.slice(0, 2)) {
      const back = await authorize(t, { redirectTo: p })
      expect(`${back.origin}${back.pathname}`).toBe(p)
      expect(back.hash).toBe('')
    }
  }, 60_000)
})
