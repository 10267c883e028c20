import { randomUUID } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AuthResponseJSON } from '@latch/core/protocol'
import { decodeJwt, exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppSettings, demoAppSeed } from '../../config'
import { ENGINES, testServerOn } from '../../engines-testing'
import { isFreshLogin } from '../../sessions'
import { createTestServer, errorOf, type TestServer } from '../../testing'

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0) / 1000
let keys: Awaited<ReturnType<typeof generateKeyPair>>
/** A second key in the same JWKS, of another algorithm (ES256). */
let ecKeys: Awaited<ReturnType<typeof generateKeyPair>>
let jwksServer: Server
let jwksUrl: string

beforeAll(async () => {
  keys = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' }
  ecKeys = await generateKeyPair('ES256', { extractable: true })
  const ecJwk = { ...(await exportJWK(ecKeys.publicKey)), kid: 'k2' }
  jwksServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ keys: [jwk, ecJwk] }))
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  jwksUrl = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}/jwks.json`
})
afterAll(() => new Promise<void>((resolve) => jwksServer.close(() => resolve())))

const appWith = (customAuth: Partial<NonNullable<AppSettings['customAuth']>>) => {
  const seed = demoAppSeed()
  return [
    {
      ...seed,
      settings: {
        ...seed.settings,
        customAuth: {
          enabled: true,
          jwksUrl: null,
          publicKeyPem: null,
          algorithm: 'RS256',
          issuer: 'https://host.example',
          audience: 'latch',
          userIdClaim: 'sub',
          ...customAuth,
        },
      },
    },
  ]
}

const token = (
  claims: { sub?: string; iss?: string; exp?: number; jti?: string | null } = {},
  key = keys.privateKey,
) => {
  const jwt = new SignJWT(claims.jti === null ? {} : { jti: claims.jti ?? randomUUID() })
  return jwt
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(claims.sub ?? 'host-user-1')
    .setIssuer(claims.iss ?? 'https://host.example')
    .setAudience('latch')
    .setIssuedAt(NOW)
    .setExpirationTime(claims.exp ?? NOW + 300)
    .sign(key)
}

describe('custom JWT', () => {
  it('verifies against the JWKS URL and logs in the custom_auth account', async () => {
    const t = await createTestServer({}, appWith({ jwksUrl }))
    const res = await t.post('/api/v1/custom_jwt_account/authenticate', { token: await token() })
    expect(res.status).toBe(200)
    const body = (await res.json()) as AuthResponseJSON
    expect(body.is_new_user).toBe(true)
    expect(body.user.linked_accounts).toEqual([
      expect.objectContaining({ type: 'custom_auth', custom_user_id: 'host-user-1' }),
    ])
    const again = (await (
      await t.post('/api/v1/custom_jwt_account/authenticate', { token: await token() })
    ).json()) as AuthResponseJSON
    expect(again.user.id).toBe(body.user.id)
    expect(again.is_new_user).toBe(false)
  })

  it('verifies against a PEM public key', async () => {
    const t = await createTestServer({}, appWith({ publicKeyPem: await exportSPKI(keys.publicKey) }))
    expect((await t.post('/api/v1/custom_jwt_account/authenticate', { token: await token() })).status).toBe(
      200,
    )
  })

  it('refuses expired, wrong-issuer and wrongly signed tokens with 401 invalid_credentials', async () => {
    const t = await createTestServer({}, appWith({ jwksUrl }))
    const other = await generateKeyPair('RS256')
    const before = await t.fingerprint()
    for (const bad of [
      await token({ exp: NOW - 10 }),
      await token({ iss: 'https://evil.example' }),
      await token({}, other.privateKey),
      'not-a-jwt',
    ]) {
      const res = await t.post('/api/v1/custom_jwt_account/authenticate', { token: bad })
      expect(await errorOf(res)).toMatchObject({ status: 401, code: 'invalid_credentials' })
    }
    const after = await t.fingerprint()
    expect(after.users).toBe(before.users)
    expect(after.sessions).toBe(before.sessions)
  })

  it('is 403 when the app has no custom auth', async () => {
    const t = await createTestServer()
    expect((await t.post('/api/v1/custom_jwt_account/authenticate', { token: await token() })).status).toBe(
      403,
    )
  })
})

describe('custom JWT is strict', () => {
  const pem = async () => exportSPKI(keys.publicKey)
  const sign = (build: (jwt: SignJWT) => SignJWT, alg = 'RS256', key: CryptoKey = keys.privateKey) =>
    build(new SignJWT({ email: 'host@example.com' }).setProtectedHeader({ alg, kid: 'k1' })).sign(key)
  const full = (j: SignJWT) =>
    j
      .setSubject('host-user-9')
      .setIssuer('https://host.example')
      .setAudience('latch')
      .setIssuedAt(NOW)
      .setExpirationTime(NOW + 300)
  const login = (t: Awaited<ReturnType<typeof createTestServer>>, jwt: string) =>
    t.post('/api/v1/custom_jwt_account/authenticate', { token: jwt })

  it('an app whose custom auth names no issuer or no audience fails to seed', async () => {
    await expect(createTestServer({}, appWith({ jwksUrl, issuer: null }))).rejects.toThrow(/issuer/)
    await expect(createTestServer({}, appWith({ jwksUrl, audience: null }))).rejects.toThrow(/audience/)
    await expect(createTestServer({}, appWith({ jwksUrl, algorithm: 'HS256' }))).rejects.toThrow(/algorithm/)
  })

  it('a JWKS over plain http is refused except on loopback in dev mode', async () => {
    await expect(
      createTestServer({}, appWith({ jwksUrl: 'http://keys.example.com/jwks.json' })),
    ).rejects.toThrow(/https/)
    await expect(createTestServer({ devMode: false }, appWith({ jwksUrl }))).rejects.toThrow(/https/)
    await expect(
      createTestServer({ devMode: false }, appWith({ jwksUrl: 'https://keys.example.com/jwks.json' })),
    ).resolves.toBeTruthy()
  })

  it('a token without exp, iat or sub is 401; a complete one logs in', async () => {
    const t = await createTestServer({}, appWith({ publicKeyPem: await pem() }))
    const noExp = await sign((j) =>
      j.setSubject('u').setIssuer('https://host.example').setAudience('latch').setIssuedAt(NOW),
    )
    const noIat = await sign((j) =>
      j
        .setSubject('u')
        .setIssuer('https://host.example')
        .setAudience('latch')
        .setExpirationTime(NOW + 300),
    )
    const noSub = await sign((j) =>
      j
        .setIssuer('https://host.example')
        .setAudience('latch')
        .setIssuedAt(NOW)
        .setExpirationTime(NOW + 300),
    )
    for (const jwt of [noExp, noIat, noSub]) {
      const res = await login(t, jwt)
      expect(res.status).toBe(401)
      expect((await errorOf(res)).code).toBe('invalid_credentials')
    }
    expect((await login(t, await sign(full))).status).toBe(200)
  })

  it('a token older than the maximum age is 401, even when its exp is far away', async () => {
    const t = await createTestServer({ customJwtMaxAge: 600 }, appWith({ publicKeyPem: await pem() }))
    const old = await sign((j) =>
      full(j)
        .setIssuedAt(NOW - 601)
        .setExpirationTime(NOW + 86_400),
    )
    expect((await login(t, old)).status).toBe(401)
  })

  it('the algorithm is pinned: a token of another algorithm from the JWKS is 401', async () => {
    const t = await createTestServer({}, appWith({ jwksUrl }))
    // ES256 with the JWKS's other key: without a pinned algorithm the JWKS would accept it
    const es = await full(
      new SignJWT({ email: 'host@example.com' }).setProtectedHeader({ alg: 'ES256', kid: 'k2' }),
    ).sign(ecKeys.privateKey)
    expect((await login(t, es)).status).toBe(401)
    expect((await login(t, await sign(full))).status).toBe(200)
  })

  it('the allowlist applies: the token must carry an allowlisted email', async () => {
    const apps = appWith({ publicKeyPem: await pem() })
    const settings = apps[0]?.settings as Record<string, unknown>
    settings.allowlist = {
      enabled: true,
      emails: ['invited@example.com'],
      phones: [],
      wallets: [],
      errorTitle: null,
      errorDetail: null,
      ctaText: null,
      ctaLink: null,
    }
    const t = await createTestServer({}, apps)
    const res = await login(t, await sign(full))
    expect(res.status).toBe(403)
    expect((await errorOf(res)).code).toBe('allowlist_rejected')
    const invited = await full(
      new SignJWT({ email: 'invited@example.com' }).setProtectedHeader({ alg: 'RS256', kid: 'k1' }),
    ).sign(keys.privateKey)
    expect((await login(t, invited)).status).toBe(200)
  })
})

describe.each(ENGINES)('custom JWT: single use for login freshness (%s)', { timeout: 60_000 }, (engine) => {
  const authenticate = (t: TestServer, jwt: string) =>
    t.post('/api/v1/custom_jwt_account/authenticate', { token: jwt })
  /** Whether the session of an answer counts as a fresh login. */
  const freshOf = async (t: TestServer, res: Response) => {
    expect(res.status).toBe(200)
    const body = (await res.json()) as AuthResponseJSON
    const session = await t.deps.storage.getSession(decodeJwt(body.token).sid as string)
    return session !== null && isFreshLogin(t.deps, session)
  }

  it('a replayed token signs in but is never a fresh login; a new jti is', async () => {
    const t = await testServerOn(engine, {}, appWith({ publicKeyPem: await exportSPKI(keys.publicKey) }))
    const jwt = await token({ sub: `replay-${engine}`, exp: NOW + 3600 })
    expect(await freshOf(t, await authenticate(t, jwt))).toBe(true)
    // the same token again, seconds or 50 minutes later: signed in, not fresh
    expect(await freshOf(t, await authenticate(t, jwt))).toBe(false)
    t.advance(3000)
    expect(await freshOf(t, await authenticate(t, jwt))).toBe(false)
    const replays = await t.deps.storage.listSecurityEvents({ type: 'custom_jwt_replayed', limit: 10 })
    expect(replays).toHaveLength(2)
    // a new token (new jti) is a fresh login; a token without jti never is
    const later = Math.floor(t.deps.config.now() / 1000)
    const fresh = await new SignJWT({ jti: randomUUID() })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject(`replay-${engine}`)
      .setIssuer('https://host.example')
      .setAudience('latch')
      .setIssuedAt(later)
      .setExpirationTime(later + 300)
      .sign(keys.privateKey)
    expect(await freshOf(t, await authenticate(t, fresh))).toBe(true)
    t.advance(-3000)
    expect(await freshOf(t, await authenticate(t, await token({ sub: `replay-${engine}`, jti: null })))).toBe(
      false,
    )
  })

  it('ten concurrent uses of one token: exactly one fresh login', async () => {
    const t = await testServerOn(engine, {}, appWith({ publicKeyPem: await exportSPKI(keys.publicKey) }))
    const jwt = await token({ sub: `race-${engine}` })
    const answers = await Promise.all(Array.from({ length: 10 }, () => authenticate(t, jwt)))
    const fresh = await Promise.all(answers.map((res) => freshOf(t, res)))
    expect(fresh.filter(Boolean)).toHaveLength(1)
  })

  it('a jti that is not a usable id is 401 invalid_credentials', async () => {
    const t = await testServerOn(engine, {}, appWith({ publicKeyPem: await exportSPKI(keys.publicKey) }))
    for (const jti of ['', 'x'.repeat(257)]) {
      const res = await authenticate(t, await token({ jti }))
      expect(await errorOf(res)).toMatchObject({ status: 401, code: 'invalid_credentials' })
    }
  })
})
