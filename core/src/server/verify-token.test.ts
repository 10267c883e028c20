/**
 * verifyAuthToken with real ES256 keys (jose) and a JWKS served by an injected fetch, on an injected clock: the
 * claims of a good token; each refusal with its code; the JWKS cache (one fetch while warm, a rotated-in key fetched
 * on first sight, a dropped key refused once the cache is refreshed); a key given offline.
 */
import {
  exportJWK,
  exportSPKI,
  generateKeyPair,
  type JWK,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { createLatchServerClient, isLatchServerError, type LatchServerClient } from './index'

const APP = 'latchtestapp0000000000001'
const API = 'https://auth.example.test'
const SECRET = 'app-secret-never-in-a-message'
const T0 = Date.UTC(2026, 10, 26, 12, 0, 0)

interface Key {
  kid: string
  privateKey: CryptoKey
  jwk: JWK
  pem: string
}

async function newKey(kid: string): Promise<Key> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true })
  return {
    kid,
    privateKey,
    jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' },
    pem: await exportSPKI(publicKey),
  }
}

let k1: Key
let k2: Key
let k3: Key
beforeAll(async () => {
  ;[k1, k2, k3] = await Promise.all([newKey('k1'), newKey('k2'), newKey('k3')])
})

/** A token as the Latch server signs it (claims overridable). */
function token(key: Key, claims: JWTPayload = {}, at = T0) {
  const iat = Math.floor(at / 1000)
  return new SignJWT({ sid: 'session-1', ...claims })
    .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: key.kid })
    .setIssuer((claims.iss as string) ?? 'latch')
    .setAudience((claims.aud as string) ?? APP)
    .setSubject('user-1')
    .setIssuedAt(iat)
    .setExpirationTime(iat + 3600)
    .sign(key.privateKey)
}

/** A client whose JWKS (the keys in `served`) comes from an injected fetch that counts calls. */
function harness(served: Key[]) {
  let now = T0
  const state = { served, fetches: 0 }
  const client: LatchServerClient = createLatchServerClient({
    appId: APP,
    appSecret: SECRET,
    apiUrl: API,
    now: () => now,
    jwksCacheTtlMs: 60_000,
    jwksCooldownMs: 1_000,
    fetch: async (input) => {
      expect(String(input)).toBe(`${API}/api/v1/apps/${APP}/jwks.json`)
      state.fetches++
      return Response.json({ keys: state.served.map((k) => k.jwk) })
    },
  })
  return { client, state, advance: (ms: number) => (now += ms) }
}

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p
  } catch (error) {
    if (!isLatchServerError(error)) throw error
    expect(error.message).not.toContain(SECRET)
    return error.code
  }
  throw new Error('expected a refusal')
}

describe('verifyAuthToken', () => {
  it('returns the claims of a good token (with or without the Bearer scheme)', async () => {
    const { client } = harness([k1])
    const t = await token(k1)
    const claims = await client.verifyAuthToken(t)
    expect(claims).toEqual({
      userId: 'user-1',
      appId: APP,
      sessionId: 'session-1',
      issuedAt: T0 / 1000,
      expiration: T0 / 1000 + 3600,
    })
    expect(await client.verifyAuthToken(`Bearer ${t}`)).toEqual(claims)
  })

  it('refuses a token for another app, another issuer, expired, alg none, HS256, unsigned or malformed', async () => {
    const { client, advance } = harness([k1])
    expect(await codeOf(client.verifyAuthToken(await token(k1, { aud: 'latchotherapp000000000001' })))).toBe(
      'invalid_token',
    )
    await expect(
      client.verifyAuthToken(await token(k1, { aud: 'latchotherapp000000000001' })),
    ).rejects.toThrow('The access token is for another app')
    expect(await codeOf(client.verifyAuthToken(await token(k1, { iss: 'someone-else' })))).toBe(
      'invalid_token',
    )
    const none = new UnsecuredJWT({ sid: 's', sub: 'user-1' })
      .setIssuer('latch')
      .setAudience(APP)
      .setIssuedAt(T0 / 1000)
      .setExpirationTime(T0 / 1000 + 3600)
      .encode()
    expect(await codeOf(client.verifyAuthToken(none))).toBe('invalid_token')
    await expect(client.verifyAuthToken(none)).rejects.toThrow('not signed with ES256')
    const hs = await new SignJWT({ sid: 's' })
      .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
      .setIssuer('latch')
      .setAudience(APP)
      .setSubject('user-1')
      .setIssuedAt(T0 / 1000)
      .setExpirationTime(T0 / 1000 + 3600)
      .sign(new TextEncoder().encode(JSON.stringify(k1.jwk)))
    expect(await codeOf(client.verifyAuthToken(hs))).toBe('invalid_token')
    for (const bad of ['', 'not-a-jwt', 'a.b.c', 42 as unknown as string]) {
      expect(await codeOf(client.verifyAuthToken(bad))).toBe('invalid_token')
    }
    // a token signed by a key that is not the app's
    expect(await codeOf(client.verifyAuthToken(await token({ ...k3, kid: 'k1' })))).toBe('invalid_token')
    // expiry with the clock tolerance (5 s): 4 s late passes, 6 s late does not
    const t = await token(k1)
    advance(3600_000 + 4_000)
    expect((await client.verifyAuthToken(t)).userId).toBe('user-1')
    advance(2_000)
    expect(await codeOf(client.verifyAuthToken(t))).toBe('expired_token')
  })

  it('a token without a session or user is refused', async () => {
    const { client } = harness([k1])
    expect(await codeOf(client.verifyAuthToken(await token(k1, { sid: undefined })))).toBe('invalid_token')
  })

  it('warm cache: one JWKS fetch for many tokens, across concurrent first calls', async () => {
    const { client, state } = harness([k1])
    const t = await token(k1)
    await Promise.all(Array.from({ length: 10 }, () => client.verifyAuthToken(t)))
    for (let i = 0; i < 20; i++) await client.verifyAuthToken(t)
    expect(state.fetches).toBe(1)
  })

  it('rotation: a new key is fetched on first sight; a dropped key is refused once the cache is refreshed', async () => {
    const { client, state, advance } = harness([k1])
    const old = await token(k1)
    await client.verifyAuthToken(old)
    // the server rotates: k2 signs, k1 stays as the previous key
    state.served = [k2, k1]
    advance(2_000)
    expect((await client.verifyAuthToken(await token(k2, {}, T0 + 2_000))).userId).toBe('user-1')
    expect(state.fetches).toBe(2)
    // a second rotation drops k1 from the JWKS: within the cache's life the old token still verifies (its grace)
    state.served = [k3, k2]
    expect((await client.verifyAuthToken(old)).userId).toBe('user-1')
    // after the cache's life the JWKS is fetched again and k1 is gone
    advance(60_000)
    expect(await codeOf(client.verifyAuthToken(old))).toBe('invalid_token')
    await expect(client.verifyAuthToken(old)).rejects.toThrow('a key the app does not use')
    // unknown key ids do not hammer the server: at most one fetch per cooldown
    const before = state.fetches
    const stranger = await token({ ...k3, kid: 'unknown' }, {}, T0 + 62_000)
    for (let i = 0; i < 5; i++) await codeOf(client.verifyAuthToken(stranger))
    expect(state.fetches - before).toBeLessThanOrEqual(1)
  })

  it('offline: a PEM or JWK verification key, no request made', async () => {
    const client = createLatchServerClient({
      appId: APP,
      appSecret: SECRET,
      apiUrl: API,
      verificationKey: k1.pem,
      now: () => T0,
      fetch: () => Promise.reject(new Error('no request expected')),
    })
    expect((await client.verifyAuthToken(await token(k1))).userId).toBe('user-1')
    expect(await codeOf(client.verifyAuthToken(await token(k2)))).toBe('invalid_token')
    // a key given per call wins over the option
    expect((await client.verifyAuthToken(await token(k2), k2.jwk)).userId).toBe('user-1')
    expect(await codeOf(client.verifyAuthToken(await token(k1), 'not a key'))).toBe('invalid_request')
  })

  it('a JWKS that cannot be fetched is a network_error; options that cannot work are refused at once', async () => {
    const client = createLatchServerClient({
      appId: APP,
      appSecret: SECRET,
      apiUrl: API,
      now: () => T0,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    })
    expect(await codeOf(client.verifyAuthToken(await token(k1)))).toBe('network_error')
    expect(() => createLatchServerClient({ appId: 'short', appSecret: SECRET, apiUrl: API })).toThrow(
      'appId must be the 25-character app id',
    )
    expect(() => createLatchServerClient({ appId: APP, appSecret: '', apiUrl: API })).toThrow(
      'appSecret is required',
    )
    expect(() => createLatchServerClient({ appId: APP, appSecret: SECRET, apiUrl: 'auth.example' })).toThrow(
      'apiUrl must be the Latch server URL',
    )
  })
})

describe('verifyRequest and getSessionFromCookies', () => {
  it('verifyRequest reads the bearer header first, else the latch-token cookie, on a Fetch Request and on Node headers', async () => {
    const { client } = harness([k1])
    const good = await token(k1)
    const other = await token(k1, { sid: 'session-2' })
    const both = new Request('https://app.example.test/api', {
      headers: { authorization: `Bearer ${good}`, cookie: `a=1; latch-token=${other}` },
    })
    expect((await client.verifyRequest(both)).sessionId).toBe('session-1')
    const cookieOnly = new Request('https://app.example.test/', {
      headers: { cookie: `latch-token=${good}; b=2` },
    })
    expect((await client.verifyRequest(cookieOnly)).userId).toBe('user-1')
    // Node's IncomingMessage: lower-case keys, a string (or array) value
    expect((await client.verifyRequest({ headers: { cookie: `latch-token=${good}` } })).userId).toBe('user-1')
    expect((await client.verifyRequest({ headers: { Authorization: [`Bearer ${good}`] } })).userId).toBe(
      'user-1',
    )
    expect(await codeOf(client.verifyRequest({ headers: {} }))).toBe('invalid_token')
    expect(await codeOf(client.verifyRequest({ headers: { cookie: 'latch-token=' } }))).toBe('invalid_token')
    expect(await codeOf(client.verifyRequest({ headers: { cookie: 'latch-token=garbage' } }))).toBe(
      'invalid_token',
    )
  })

  it('getSessionFromCookies: the claims of a good cookie; null without one, for a bearer header only, expired or forged', async () => {
    const { client, advance } = harness([k1])
    const good = await token(k1)
    expect(await client.getSessionFromCookies({ headers: { cookie: `latch-token=${good}` } })).toMatchObject({
      userId: 'user-1',
      appId: APP,
    })
    expect(await client.getSessionFromCookies({ headers: {} })).toBeNull()
    expect(await client.getSessionFromCookies({ headers: { authorization: `Bearer ${good}` } })).toBeNull()
    expect(
      await client.getSessionFromCookies({ headers: { cookie: `latch-token=${await token(k2)}` } }),
    ).toBeNull()
    advance(3600_000 + 10_000)
    expect(await client.getSessionFromCookies({ headers: { cookie: `latch-token=${good}` } })).toBeNull()
  })

  it('getSessionFromCookies throws when the keys cannot be fetched (an outage is not a sign-out)', async () => {
    const client = createLatchServerClient({
      appId: APP,
      appSecret: SECRET,
      apiUrl: API,
      now: () => T0,
      fetch: async () => new Response('down', { status: 503 }),
    })
    expect(
      await codeOf(client.getSessionFromCookies({ headers: { cookie: `latch-token=${await token(k1)}` } })),
    ).toBe('server_error')
  })
})

describe('sessionCookie: the latch-token cookie set by the host route, and its CSRF rules', () => {
  const post = (url: string, headers: Record<string, string>, method = 'POST') =>
    new Request(url, { method, headers })

  it('a same-origin POST with a good bearer token gets an HttpOnly, Secure, SameSite=Lax cookie that getSessionFromCookies reads', async () => {
    const { client } = harness([k1])
    const t = await token(k1)
    const cookie = await client.sessionCookie(
      post('https://app.example.test/api/session', {
        authorization: `Bearer ${t}`,
        'sec-fetch-site': 'same-origin',
      }),
    )
    const parts = cookie.split('; ')
    expect(parts[0]).toBe(`latch-token=${t}`)
    expect(parts.slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=3600', 'Path=/', 'SameSite=Lax', 'Secure'])
    const next = new Request('https://app.example.test/dashboard', {
      headers: { cookie: parts[0] as string },
    })
    expect(await client.getSessionFromCookies(next)).toMatchObject({
      userId: 'user-1',
      sessionId: 'session-1',
    })
  })

  it('Secure is left out only on http://localhost and http://127.0.0.1', async () => {
    const { client } = harness([k1])
    const t = await token(k1)
    for (const [origin, secure] of [
      ['http://localhost:3000', false],
      ['http://127.0.0.1:3000', false],
      ['http://app.example.test', true],
    ] as const) {
      const cookie = await client.sessionCookie(
        post(`${origin}/api/session`, { authorization: `Bearer ${t}`, origin }),
      )
      expect(cookie.split('; ').includes('Secure'), origin).toBe(secure)
    }
  })

  it('refuses a GET, a cross-site or same-site request, a foreign or missing Origin, and a cookie without a bearer header', async () => {
    const { client } = harness([k1])
    const t = await token(k1)
    const url = 'https://app.example.test/api/session'
    const bearer = { authorization: `Bearer ${t}` }
    expect(
      await codeOf(client.sessionCookie(post(url, { ...bearer, 'sec-fetch-site': 'same-origin' }, 'GET'))),
    ).toBe('invalid_request')
    for (const site of ['cross-site', 'same-site', 'none'])
      expect(await codeOf(client.sessionCookie(post(url, { ...bearer, 'sec-fetch-site': site })))).toBe(
        'invalid_request',
      )
    expect(await codeOf(client.sessionCookie(post(url, { ...bearer, origin: 'https://evil.example' })))).toBe(
      'invalid_request',
    )
    expect(await codeOf(client.sessionCookie(post(url, bearer)))).toBe('invalid_request')
    // the cookie alone (what a cross-site request would carry) cannot set the cookie again
    expect(
      await codeOf(
        client.sessionCookie(post(url, { cookie: `latch-token=${t}`, 'sec-fetch-site': 'same-origin' })),
      ),
    ).toBe('invalid_token')
    expect(
      await codeOf(
        client.sessionCookie(post(url, { authorization: 'Bearer forged', 'sec-fetch-site': 'same-origin' })),
      ),
    ).toBe('invalid_token')
    // an Origin naming the request's Host is the page's own (Next.js's request.url says localhost for 127.0.0.1)
    const sameHost = post('http://localhost:3000/api/session', {
      ...bearer,
      origin: 'http://127.0.0.1:3000',
      host: '127.0.0.1:3000',
    })
    expect(await client.sessionCookie(sameHost)).toMatch(/^latch-token=/)
    expect(
      await codeOf(
        client.sessionCookie(
          post(url, { ...bearer, origin: 'https://evil.example', host: 'app.example.test' }),
        ),
      ),
    ).toBe('invalid_request')
    // an origin the host names (a proxy that rewrites the Host) is allowed
    const viaProxy = post('http://internal:3000/api/session', {
      ...bearer,
      origin: 'https://app.example.test',
    })
    expect(await client.sessionCookie(viaProxy, { origins: ['https://app.example.test'] })).toMatch(
      /^latch-token=/,
    )
  })

  it('clearSessionCookie expires the cookie, under the same POST and origin rules', () => {
    const { client } = harness([k1])
    const cleared = client.clearSessionCookie(
      post('https://app.example.test/api/session', { 'sec-fetch-site': 'same-origin' }),
    )
    expect(cleared.split('; ')).toEqual(
      expect.arrayContaining(['latch-token=', 'Max-Age=0', 'HttpOnly', 'Path=/']),
    )
    expect(() =>
      client.clearSessionCookie(
        post('https://app.example.test/api/session', { 'sec-fetch-site': 'cross-site' }),
      ),
    ).toThrow(/same|origin/i)
  })
})
