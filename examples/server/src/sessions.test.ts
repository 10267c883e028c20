import type { AppConfigJSON, ForkResponseJSON, SessionResponseJSON } from '@latch/core/protocol'
import { createLocalJWKSet, decodeJwt, importSPKI, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { APP_ID, createTestServer, errorOf } from './testing'

const refresh = (t: Awaited<ReturnType<typeof createTestServer>>, refresh_token: string) =>
  t.post('/api/v1/sessions', { refresh_token })

describe('access tokens', () => {
  it('are ES256 JWTs with aud = app id, iss, sub, sid and a short life, verifiable with the JWKS and the PEM', async () => {
    const t = await createTestServer({ accessTokenTtl: 120 })
    const a = await t.loginEmail('a@example.com')
    const claims = decodeJwt(a.token)
    expect(claims).toMatchObject({
      aud: APP_ID,
      iss: 'latch',
      sub: a.user.id,
      sid: expect.stringMatching(/^ses_/),
    })
    expect((claims.exp as number) - (claims.iat as number)).toBe(120)

    const jwks = (await (await t.get(`/api/v1/apps/${APP_ID}/jwks.json`)).json()) as Parameters<
      typeof createLocalJWKSet
    >[0]
    const fromJwks = await jwtVerify(a.token, createLocalJWKSet(jwks), {
      audience: APP_ID,
      issuer: 'latch',
      currentDate: new Date(Date.UTC(2026, 10, 25, 12, 0, 30)),
    })
    expect(fromJwks.payload.sub).toBe(a.user.id)
    const cfg = (await (await t.get(`/api/v1/apps/${APP_ID}`)).json()) as AppConfigJSON
    const key = await importSPKI(cfg.verification_key, 'ES256')
    const fromPem = await jwtVerify(a.token, key, {
      currentDate: new Date(Date.UTC(2026, 10, 25, 12, 0, 30)),
    })
    expect(fromPem.payload.aud).toBe(APP_ID)
  })

  it('expired, tampered or foreign tokens are 401 missing_or_invalid_token', async () => {
    const t = await createTestServer({ accessTokenTtl: 60 })
    const a = await t.loginEmail('a@example.com')
    const [h, p, s] = a.token.split('.') as [string, string, string]
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, sub: 'did:latch:other' })).toString('base64url')}.${s}`
    const before = await t.fingerprint()
    for (const token of [forged, `${a.token}x`, 'not.a.jwt', 'garbage']) {
      const res = await t.post('/api/v1/passwordless/unlink', { address: 'a@example.com' }, { token })
      expect(await errorOf(res)).toMatchObject({ status: 401, code: 'missing_or_invalid_token' })
    }
    expect(await t.fingerprint()).toEqual(before)
    const otherApp = '0123456789012345678901234'
    await t.seedApp({ id: otherApp, name: 'Other' })
    const foreign = await t.post(
      '/api/v1/passwordless/unlink',
      { address: 'a@example.com' },
      { token: a.token, appId: otherApp },
    )
    expect(foreign.status).toBe(401)
    t.advance(61)
    const expired = await t.post(
      '/api/v1/passwordless/unlink',
      { address: 'a@example.com' },
      { token: a.token },
    )
    expect(expired.status).toBe(401)
    // the refresh token still works after the access token expired
    expect((await refresh(t, a.refresh_token)).status).toBe(200)
  })
})

describe('refresh rotation', () => {
  it('rotates the refresh token on every use and returns the user', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const r1 = (await (await refresh(t, a.refresh_token)).json()) as SessionResponseJSON
    expect(r1.refresh_token).not.toBe(a.refresh_token)
    expect(r1.user.id).toBe(a.user.id)
    expect(r1.token).toBeTruthy()
    const r2 = (await (await refresh(t, r1.refresh_token)).json()) as SessionResponseJSON
    expect(r2.refresh_token).not.toBe(r1.refresh_token)
  })

  it('stores only hashes of refresh tokens', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    expect(await t.deps.storage.getRefresh(a.refresh_token)).toBeNull()
  })

  it('a rotated token presented again within 10 s returns the current pair (two tabs racing)', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const r1 = (await (await refresh(t, a.refresh_token)).json()) as SessionResponseJSON
    t.advance(5)
    const again = await refresh(t, a.refresh_token)
    expect(again.status).toBe(200)
    const body = (await again.json()) as SessionResponseJSON
    expect(body.refresh_token).toBe(r1.refresh_token)
    // and the current token still rotates normally
    expect((await refresh(t, r1.refresh_token)).status).toBe(200)
  })

  it('two concurrent refreshes of the same token both succeed with the same new refresh token', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const [x, y] = await Promise.all([refresh(t, a.refresh_token), refresh(t, a.refresh_token)])
    expect([x.status, y.status]).toEqual([200, 200])
    const [bx, by] = (await Promise.all([x.json(), y.json()])) as SessionResponseJSON[]
    expect(bx?.refresh_token).toBe(by?.refresh_token)
  })

  it('reuse after the grace window revokes the whole family', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const r1 = (await (await refresh(t, a.refresh_token)).json()) as SessionResponseJSON
    t.advance(11)
    const reuse = await refresh(t, a.refresh_token)
    expect(await errorOf(reuse)).toMatchObject({ status: 401, code: 'missing_or_invalid_token' })
    expect((await refresh(t, r1.refresh_token)).status).toBe(401)
    // the access tokens of the family die too
    const res = await t.post('/api/v1/passwordless/unlink', { address: 'a@example.com' }, { token: r1.token })
    expect(res.status).toBe(401)
  })

  it('an unknown or missing refresh token is 401', async () => {
    const t = await createTestServer()
    expect((await refresh(t, 'nope')).status).toBe(401)
    const missing = await t.post('/api/v1/sessions', {})
    expect(await errorOf(missing)).toMatchObject({ status: 401, code: 'missing_or_invalid_token' })
  })
})

describe('logout and fork', () => {
  it('logout revokes the session: refresh and access token both die', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const res = await t.post('/api/v1/sessions/logout', { refresh_token: a.refresh_token })
    expect(res.status).toBe(200)
    expect((await refresh(t, a.refresh_token)).status).toBe(401)
    expect(
      (await t.post('/api/v1/passwordless/unlink', { address: 'a@example.com' }, { token: a.token })).status,
    ).toBe(401)
    // logging out twice is harmless
    expect((await t.post('/api/v1/sessions/logout', { refresh_token: a.refresh_token })).status).toBe(200)
  })

  it('fork keeps the parent refresh token and opens a second session; recover refreshes the forked one', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const res = await t.post('/api/v1/sessions/fork', { refresh_token: a.refresh_token })
    expect(res.status).toBe(200)
    const fork = (await res.json()) as ForkResponseJSON
    expect(Object.keys(fork).sort()).toEqual(['new_session_refresh_token', 'refresh_token', 'token'])
    // not rotated: a fork whose answer is lost must leave the parent's token working (session-families.test.ts)
    expect(fork.refresh_token).toBe(a.refresh_token)
    expect(fork.new_session_refresh_token).not.toBe(fork.refresh_token)
    const recovered = await t.post('/api/v1/sessions/fork/recover', {
      refresh_token: fork.new_session_refresh_token,
    })
    expect(recovered.status).toBe(200)
    const body = (await recovered.json()) as SessionResponseJSON
    expect(body.user.id).toBe(a.user.id)
    expect(decodeJwt(body.token).sid).not.toBe(decodeJwt(fork.token).sid)
    // the fork belongs to its family: logging out of the first session signs the forked one out too
    expect((await refresh(t, body.refresh_token)).status).toBe(200)
    const current = (await (await refresh(t, fork.refresh_token)).json()) as SessionResponseJSON
    await t.post('/api/v1/sessions/logout', { refresh_token: current.refresh_token })
    expect((await refresh(t, body.refresh_token)).status).toBe(401)
  })
})
