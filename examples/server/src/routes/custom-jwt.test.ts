import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuthResponseJSON } from '../../../../core/src/api/wire'
import { type AppSettings, demoAppSeed } from '../config'
import { createTestServer, errorOf } from '../testing'

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0) / 1000
let keys: Awaited<ReturnType<typeof generateKeyPair>>
let jwksServer: Server
let jwksUrl: string

beforeAll(async () => {
  keys = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' }
  jwksServer = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ keys: [jwk] }))
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

const token = (claims: { sub?: string; iss?: string; exp?: number } = {}, key = keys.privateKey) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(claims.sub ?? 'host-user-1')
    .setIssuer(claims.iss ?? 'https://host.example')
    .setAudience('latch')
    .setIssuedAt(NOW)
    .setExpirationTime(claims.exp ?? NOW + 300)
    .sign(key)

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
