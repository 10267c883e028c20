/** Security review findings, each with a test that fails on a server without the fix. */
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { decodeProtectedHeader } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { afterEach, describe, expect, it } from 'vitest'
import { createServerApp } from './app'
import { DEFAULT_RATE_LIMITS } from './config'
import { APP_ID, createTestServer, errorOf, type TestServer } from './testing'

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0)
const HIGH = { max: 10_000, windowSeconds: 600 }
const RELAXED = { codePerRecipient: HIGH, codePerIp: HIGH, authPerIp: HIGH, mfaPerUser: HIGH }
const totpCode = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  })
const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000')

const dirs: string[] = []
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'latch-hard-'))
  dirs.push(d)
  return d
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})

describe('code brute force', () => {
  it('6 resend-and-5-wrong cycles lock the recipient out even with the right code (429, Retry-After)', async () => {
    const t = await createTestServer({ rateLimits: RELAXED })
    const email = 'victim@example.com'
    let locked: Response | null = null
    for (let cycle = 0; cycle < 6 && !locked; cycle++) {
      expect((await t.post('/api/v1/passwordless/init', { email })).status).toBe(200)
      const right = await t.code(email)
      for (let i = 0; i < 5; i++) {
        const res = await t.post('/api/v1/passwordless/authenticate', { email, code: wrongOf(right) })
        if (res.status === 429) {
          locked = res
          break
        }
        expect(res.status).toBe(422)
      }
      t.advance(60)
    }
    expect(locked?.status).toBe(429)
    // a fresh code, the right one: still locked out
    await t.post('/api/v1/passwordless/init', { email })
    const right = await t.post('/api/v1/passwordless/authenticate', { email, code: await t.code(email) })
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorOf(right)).code).toBe('rate_limited')
    // another recipient is not affected; the victim gets in after the window
    await t.loginEmail('bystander@example.com')
    t.advance(DEFAULT_RATE_LIMITS.codeFailuresPerRecipient.windowSeconds)
    await t.post('/api/v1/passwordless/init', { email })
    const later = await t.post('/api/v1/passwordless/authenticate', { email, code: await t.code(email) })
    expect(later.status).toBe(200)
  })

  it('stays under 100 failed guesses an hour per account', () => {
    const { codeFailuresPerRecipient: r, mfaFailuresPerUser: m } = DEFAULT_RATE_LIMITS
    expect(r.max * (3600 / r.windowSeconds)).toBeLessThan(100)
    expect(m.max * (3600 / m.windowSeconds)).toBeLessThan(100)
  })

  it('wrong authenticator codes lock the user out of MFA (the per-user counter)', async () => {
    const t = await createTestServer({ rateLimits: RELAXED })
    const a = await t.loginEmail('totp-lock@example.com')
    const init = await t.post('/api/v1/mfa/totp/init', {}, { token: a.token })
    const { secret } = (await init.json()) as { secret: string }
    await t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret, NOW) }, { token: a.token })
    t.advance(90)
    const at = NOW + 90_000
    const statuses: number[] = []
    for (let i = 0; i < DEFAULT_RATE_LIMITS.mfaFailuresPerUser.max + 1; i++) {
      const res = await t.post(
        '/api/v1/mfa/totp/verify',
        { code: wrongOf(totpCode(secret, at)) },
        { token: a.token },
      )
      statuses.push(res.status)
    }
    expect(statuses.at(-1)).toBe(429)
    const right = await t.post('/api/v1/mfa/totp/verify', { code: totpCode(secret, at) }, { token: a.token })
    expect(right.status).toBe(429)
  })
})

describe('secrets at rest', () => {
  it('one-time codes are stored as an HMAC with the server key, not a bare SHA-256', async () => {
    const dir = tempDir()
    const t = await createTestServer({ dataDir: dir, dataKey: 'b'.repeat(64) })
    await t.post('/api/v1/passwordless/init', { email: 'hmac@example.com' })
    const code = await t.code('hmac@example.com')
    await t.close()
    const db = new Database(join(dir, 'latch.sqlite'), { readonly: true })
    const row = db.prepare('SELECT * FROM codes').get() as { hash: string; flow: string }
    db.close()
    const bare = createHash('sha256')
      .update(`${APP_ID}\0${row.flow}\0hmac@example.com\0${code}`)
      .digest('hex')
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.hash).not.toBe(bare)
    // the same code under another key hashes differently: the key is needed to test guesses offline
    const other = await createTestServer({ dataKey: 'c'.repeat(64) })
    const { codeHash } = await import('./crypto')
    expect(codeHash(other.deps, APP_ID, row.flow, 'hmac@example.com', code)).not.toBe(row.hash)
  })

  it('TOTP secrets are stored encrypted (pending and enrolled)', async () => {
    const dir = tempDir()
    const t = await createTestServer({ dataDir: dir, dataKey: 'b'.repeat(64) })
    const a = await t.loginEmail('sealed@example.com')
    const { secret } = (await (await t.post('/api/v1/mfa/totp/init', {}, { token: a.token })).json()) as {
      secret: string
    }
    const db = new Database(join(dir, 'latch.sqlite'), { readonly: true })
    const pending = (db.prepare('SELECT secret FROM pending_totp').get() as { secret: string }).secret
    expect(pending.startsWith('v1.')).toBe(true)
    expect(pending).not.toContain(secret)
    await t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret, NOW) }, { token: a.token })
    const enrolled = (
      db.prepare("SELECT secret FROM mfa_methods WHERE type = 'totp'").get() as { secret: string }
    ).secret
    expect(enrolled.startsWith('v1.')).toBe(true)
    expect(enrolled).not.toContain(secret)
    const all = JSON.stringify(db.prepare('SELECT * FROM secrets').all())
    db.close()
    // the app's private signing key is sealed too
    expect(all).not.toMatch(/"d":"/)
    t.advance(60)
    const verify = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 60_000) },
      { token: a.token },
    )
    expect(verify.status).toBe(200)
  })

  it('outside dev mode a data folder needs LATCH_DATA_KEY; in dev mode one is kept in the folder', async () => {
    await expect(createServerApp({ dataDir: tempDir() })).rejects.toThrow(/LATCH_DATA_KEY/)
    await expect(createServerApp({ dataDir: tempDir(), dataKey: 'short' })).rejects.toThrow(/32 bytes/)
    const dir = tempDir()
    const first = await createTestServer({ dataDir: dir })
    const a = await first.loginEmail('keep@example.com')
    await first.close()
    // the second start reads the same key: the sealed signing key still opens and the session still works
    const second = await createTestServer({ dataDir: dir })
    expect((await second.post('/api/v1/sessions', { refresh_token: a.refresh_token })).status).toBe(200)
  })
})

describe('per-app signing keys', () => {
  const bearer = (t: TestServer, token: string) => t.post('/api/v1/mfa/totp/init', {}, { token })

  it('each app has its own kid; rotation serves old and new in the JWKS; the key before is dropped', async () => {
    const other = { id: 'latchotherapp000000000001', name: 'Other', settings: { allowedOrigins: [] } }
    const t = await createTestServer({}, [(await import('./config')).demoAppSeed(), other])
    const jwks = async (id: string) =>
      (
        (await (await t.get(`/api/v1/apps/${id}/jwks.json`, { appId: null })).json()) as {
          keys: Array<{ kid: string }>
        }
      ).keys
    const [mine] = await jwks(APP_ID)
    const [theirs] = await jwks(other.id)
    expect(mine?.kid).toBeTruthy()
    expect(theirs?.kid).not.toBe(mine?.kid)

    const before = await t.loginEmail('rotate@example.com')
    expect(decodeProtectedHeader(before.token).kid).toBe(mine?.kid)
    const kid2 = await t.rotateSigningKey(APP_ID)
    expect((await jwks(APP_ID)).map((k) => k.kid)).toEqual([kid2, mine?.kid])
    // a token signed before the rotation still works; new tokens carry the new kid
    expect((await bearer(t, before.token)).status).toBe(200)
    const after = await t.loginEmail('rotate2@example.com')
    expect(decodeProtectedHeader(after.token).kid).toBe(kid2)
    const config = (await (await t.get(`/api/v1/apps/${APP_ID}`, { appId: null })).json()) as {
      verification_key: string
    }
    expect(config.verification_key).toContain('BEGIN PUBLIC KEY')
    // a second rotation drops the first key: tokens signed with it are refused
    const kid3 = await t.rotateSigningKey(APP_ID)
    expect((await jwks(APP_ID)).map((k) => k.kid)).toEqual([kid3, kid2])
    expect((await bearer(t, before.token)).status).toBe(401)
    expect((await bearer(t, after.token)).status).toBe(200)
  })
})
