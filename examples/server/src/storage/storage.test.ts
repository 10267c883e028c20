/**
 * The storage suite, run against both engines: SQLite (in memory) and PostgreSQL (a database of the test server,
 * emptied between tests). Every single-use or counted decision is also raced: N concurrent calls, exactly one (or
 * exactly `max`) wins, on both engines.
 */
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { type AddressInfo, connect, createServer, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freePort, startCluster } from '../../../../test/fixtures/postgres/cluster.mjs'
import { createTestDatabase, type TestDatabase } from '../../../../test/fixtures/postgres/database'
import { defaultAppSettings } from '../config'
import { resealAll } from '../reseal'
import { createDataCrypto, dataKeyId } from '../secrets'
import { MASTER_SECRET } from '../wallet-crypto'
import {
  ADVISORY_LOCKS,
  createSqliteStorage,
  DatabaseConfigError,
  type NewGrant,
  openPostgresStorage,
  openStorage,
  type Storage,
  StorageUnavailableError,
  TABLES,
  type UserRecord,
} from './index'
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from './legacy-testing'

interface Engine {
  name: 'sqlite' | 'postgres'
  open(): Promise<Storage>
}

let pg: TestDatabase
let pgAdmin: postgres.Sql
beforeAll(async () => {
  pg = await createTestDatabase('storage')
  pgAdmin = postgres(pg.url, { max: 1, onnotice: () => {} })
}, 60_000)
afterAll(async () => {
  await pgAdmin?.end({ timeout: 5 })
  await pg?.drop()
})

const engines: Engine[] = [
  { name: 'sqlite', open: async () => createSqliteStorage() },
  {
    name: 'postgres',
    async open() {
      const s = await openPostgresStorage(pg.url, { max: 8 })
      // every test starts from empty tables (the schema stays)
      await pgAdmin.unsafe(`TRUNCATE ${[...TABLES, 'security_events'].join(', ')} RESTART IDENTITY`)
      return s
    },
  },
]

const wallet = (appId: string, userId: string, address: string) => ({
  appId,
  userId,
  address,
  authShare: 'auth',
  recoveryMethod: 'privy' as const,
  recoveryShare: 'rec',
  recoveryAddress: null,
})
const device = (appId: string, userId: string, address: string, thumbprint: string) => ({
  id: `wdk_${thumbprint}`,
  appId,
  userId,
  address,
  thumbprint,
  publicJwk: '{}',
})
const walletAccount = (address: string) => ({
  type: 'wallet',
  key: address.toLowerCase(),
  data: { wallet_client_type: 'privy' },
})
const email = (key: string) => ({ type: 'email', key, data: { address: key } })
const times = <T>(n: number, f: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => f(i)))

describe.each(engines)('storage on $name', (engine) => {
  let s: Storage
  beforeEach(async () => {
    s = await engine.open()
    return () => s.close()
  })

  it('opens migrated: no pending migration, and migrating again applies nothing', async () => {
    expect(s.engine).toBe(engine.name)
    expect(await s.health()).toEqual({ pendingMigrations: 0 })
    expect(await s.migrate()).toEqual([])
  })

  it('custom metadata: {} until set, replaced whole, kept per app, false for an unknown user', async () => {
    await s.createUser('app1', 'u1', email('meta@example.com'), 10)
    expect((await s.getUser('app1', 'u1'))?.customMetadata).toEqual({})
    expect(await s.setCustomMetadata('app1', 'u1', JSON.stringify({ plan: 'pro', n: [1, 2] }))).toBe(true)
    expect((await s.getUser('app1', 'u1'))?.customMetadata).toEqual({ plan: 'pro', n: [1, 2] })
    expect(await s.setCustomMetadata('app1', 'u1', '{"plan":"free"}')).toBe(true)
    expect((await s.listUsers('app1', { after: null, limit: 10 }))[0]?.customMetadata).toEqual({
      plan: 'free',
    })
    // another app's user id is not this user
    expect(await s.setCustomMetadata('app2', 'u1', '{"x":1}')).toBe(false)
    expect(await s.setCustomMetadata('app1', 'nobody', '{"x":1}')).toBe(false)
    expect((await s.getUser('app1', 'u1'))?.customMetadata).toEqual({ plan: 'free' })
  })

  it('keys reseal: every sealed value moves to the current key, page by page, never over a concurrent write', async () => {
    const [A, B, C] = [randomBytes(32), randomBytes(32), randomBytes(32)]
    const a = createDataCrypto(A)
    const ring = createDataCrypto(B, [A])
    await s.putSecret(MASTER_SECRET, a.seal('master', `secret:${MASTER_SECRET}`))
    const keysRow = JSON.stringify(
      ['k1', 'k2'].map((kid) => ({ kid, sealed: a.seal(`jwk-${kid}`, 'signing_keys:app1'), createdAt: 1 })),
    )
    await s.putSecret('signing_keys:app1', keysRow)
    await s.putSecret('onramp_dev_secret', 'plain, not sealed')
    await s.upsertApp(
      {
        id: 'app1',
        name: 'App',
        settings: {
          ...defaultAppSettings(),
          webhookUrl: 'https://hooks.example.com',
          webhookSecret: a.seal('whsec_x', 'webhook-secret:app1'),
          captchaSecret: a.seal('turnstile', 'captcha-secret:app1'),
          oauthCredentials: {
            github: { clientId: 'gh', clientSecret: a.seal('gh-secret', 'oauth-client-secret:app1:github') },
          },
        },
      },
      10,
    )
    const users = ['u1', 'u2', 'u3', 'u4', 'u5']
    for (const u of users) {
      await s.createUser('app1', u, email(`${u}@example.com`), 10)
      await s.setMfa(u, {
        type: 'totp',
        phone: null,
        secret: a.seal(`totp-${u}`, `totp:${u}`),
        verifiedAt: 10,
      })
    }
    await s.setMfa('u1', { type: 'sms', phone: '+14155550100', secret: null, verifiedAt: 10 })
    await s.putPendingTotp('u2', a.seal('pending-u2', 'totp:u2'), 10)

    // a running server (already on B) rewrites u3's TOTP secret just before the reseal writes it
    const fresh = ring.seal('totp-u3-new', 'totp:u3')
    let raced = false
    const racing: Storage = {
      ...s,
      async replaceSealedCell(kind, key, expected, value) {
        if (kind === 'totp' && key === 'u3' && !raced) {
          raced = true
          await s.setMfa('u3', { type: 'totp', phone: null, secret: fresh, verifiedAt: 11 })
        }
        return s.replaceSealedCell(kind, key, expected, value)
      },
    }
    const report = await resealAll(racing, ring, { pageSize: 2 })
    expect(raced).toBe(true)
    expect(report.failures).toEqual([])
    expect(report.counts).toEqual({
      wallet_master_key: { resealed: 1, current: 0 },
      signing_keys: { resealed: 2, current: 0 },
      totp: { resealed: 4, current: 1 },
      pending_totp: { resealed: 1, current: 0 },
      webhook_secret: { resealed: 1, current: 0 },
      captcha_secret: { resealed: 1, current: 0 },
      oauth_client_secret: { resealed: 1, current: 0 },
      paymaster_signer_key: { resealed: 0, current: 0 },
      telegram_bot_token: { resealed: 0, current: 0 },
    })
    // B alone opens everything; the concurrent write survived; what was not sealed is untouched
    const onlyB = createDataCrypto(B)
    expect(onlyB.open((await s.getSecret(MASTER_SECRET)) as string, `secret:${MASTER_SECRET}`)).toBe('master')
    const keys = JSON.parse((await s.getSecret('signing_keys:app1')) as string) as Array<{
      kid: string
      sealed: string
    }>
    expect(keys.map((k) => [k.kid, onlyB.open(k.sealed, 'signing_keys:app1')])).toEqual([
      ['k1', 'jwk-k1'],
      ['k2', 'jwk-k2'],
    ])
    expect(await s.getSecret('onramp_dev_secret')).toBe('plain, not sealed')
    const app = (await s.getApp('app1')) as NonNullable<Awaited<ReturnType<Storage['getApp']>>>
    expect(onlyB.open(app.settings.webhookSecret as string, 'webhook-secret:app1')).toBe('whsec_x')
    expect(onlyB.open(app.settings.captchaSecret as string, 'captcha-secret:app1')).toBe('turnstile')
    const github = app.settings.oauthCredentials?.github
    expect(github?.clientId).toBe('gh')
    expect(onlyB.open(github?.clientSecret as string, 'oauth-client-secret:app1:github')).toBe('gh-secret')
    expect(app.settings.webhookUrl).toBe('https://hooks.example.com')
    for (const u of users) {
      const totp = (await s.getUser('app1', u))?.mfa.find((m) => m.type === 'totp')?.secret as string
      expect(onlyB.open(totp, `totp:${u}`)).toBe(u === 'u3' ? 'totp-u3-new' : `totp-${u}`)
    }
    expect(onlyB.open((await s.getPendingTotp('u2', 10, 600)) as string, 'totp:u2')).toBe('pending-u2')

    // idempotent: a second run re-seals nothing
    const again = await resealAll(s, ring, { pageSize: 2 })
    expect(Object.values(again.counts).every((c) => c.resealed === 0)).toBe(true)
    expect(again.counts.totp).toEqual({ resealed: 0, current: 5 })

    // a value no key of the ring opens is reported (naming its kid) and left as it is; the rest still moves
    const foreign = createDataCrypto(C).seal('totp-u4-c', 'totp:u4')
    await s.setMfa('u4', { type: 'totp', phone: null, secret: foreign, verifiedAt: 12 })
    const failed = await resealAll(s, createDataCrypto(A, [B]))
    expect(failed.failures).toEqual([
      { kind: 'totp', key: 'u4', error: expect.stringContaining(dataKeyId(C)) as unknown as string },
    ])
    expect(failed.counts.totp.resealed).toBe(4)
    expect((await s.getUser('app1', 'u4'))?.mfa.find((m) => m.type === 'totp')?.secret).toBe(foreign)
    // a failure names the kind of secret that did not open (here the captcha secret, beside a good webhook secret)
    const app1 = (await s.getApp('app1')) as NonNullable<Awaited<ReturnType<Storage['getApp']>>>
    const ringAB = createDataCrypto(A, [B])
    await s.upsertApp(
      {
        id: 'app1',
        name: 'App',
        settings: { ...app1.settings, captchaSecret: createDataCrypto(C).seal('t', 'captcha-secret:app1') },
      },
      13,
    )
    const captcha = await resealAll(s, ringAB)
    expect(captcha.failures.map((f) => [f.kind, f.key])).toEqual([
      ['totp', 'u4'],
      ['captcha_secret', 'app1'],
    ])
  })

  it('secrets: the first writer wins putSecretIfAbsent, even when racing; putSecret overwrites', async () => {
    const won = await times(8, (i) => s.putSecretIfAbsent('k', `v${i}`))
    expect(new Set(won).size).toBe(1)
    expect(await s.getSecret('k')).toBe(won[0])
    await s.putSecret('k', 'next')
    expect(await s.getSecret('k')).toBe('next')
    // compare and set: of racing replacements of the same value one lands
    const replaced = await times(6, (i) => s.replaceSecret('k', 'next', `r${i}`))
    expect(replaced.filter(Boolean)).toHaveLength(1)
    expect(await s.getSecret('k')).toBe(`r${replaced.indexOf(true)}`)
    expect(await s.getSecret('missing')).toBeNull()
    expect(await s.deleteSecret('k')).toBe(true)
    expect(await s.getSecret('k')).toBeNull()
    expect(await s.deleteSecret('k')).toBe(false)
  })

  it('apps: upsert creates then updates; the allowed origins of every app are united', async () => {
    const settings = defaultAppSettings({ allowedOrigins: ['https://a.example'] })
    await s.upsertApp({ id: 'app1', name: 'One', settings }, 10)
    await s.upsertApp({ id: 'app1', name: 'Uno', settings }, 20)
    await s.upsertApp(
      { id: 'app2', name: 'Two', settings: defaultAppSettings({ allowedOrigins: ['https://b.example'] }) },
      20,
    )
    expect(await s.getApp('app1')).toMatchObject({ name: 'Uno', createdAt: 10, updatedAt: 20, settings })
    expect(await s.allAllowedOrigins()).toEqual(new Set(['https://a.example', 'https://b.example']))
    expect(await s.getApp('nope')).toBeNull()
  })

  it('users: a user and their first account are created together, or not at all', async () => {
    await s.createUser('a', 'u1', email('x@example.com'), 5)
    // the account is taken: the second user is rolled back with it
    await expect(s.createUser('a', 'u2', email('x@example.com'), 6)).rejects.toThrow()
    expect(await s.getUser('a', 'u2')).toBeNull()
    const u = await s.getUser('a', 'u1')
    expect(u).toMatchObject({ id: 'u1', appId: 'a', createdAt: 5, mfa: [] })
    expect(u?.accounts).toMatchObject([{ type: 'email', key: 'x@example.com', firstVerifiedAt: 5 }])
    expect(await s.getUser('other-app', 'u1')).toBeNull()
    const acc = await s.findAccount('a', 'email', 'x@example.com')
    await s.touchAccount(acc?.id as number, { address: 'x@example.com', seen: true }, 9)
    expect(await s.findAccount('a', 'email', 'x@example.com')).toMatchObject({
      latestVerifiedAt: 9,
      data: { seen: true },
    })
  })

  it('linking: one account per type, never one of another user; two racing links cannot both win', async () => {
    await s.createUser('a', 'u1', { type: 'wallet', key: '0x1', data: {} }, 1)
    await s.createUser('a', 'u2', email('taken@example.com'), 1)
    expect(await s.linkAccount('a', 'u1', email('taken@example.com'), 2, true)).toBe('taken')
    const raced = await times(6, (i) => s.linkAccount('a', 'u1', email(`e${i}@example.com`), 2, true))
    expect(raced.filter((r) => r === 'ok')).toHaveLength(1)
    expect(raced.filter((r) => r === 'has_type')).toHaveLength(5)
    // wallets are many per user
    expect(await s.linkAccount('a', 'u1', { type: 'wallet', key: '0x2', data: {} }, 3, false)).toBe('ok')
    expect((await s.getUser('a', 'u1'))?.accounts).toHaveLength(3)
  })

  it('unlinking: two racing unlinks cannot remove the last login method; an embedded wallet does not count', async () => {
    await s.createUser('a', 'u1', email('one@example.com'), 1)
    await s.linkAccount('a', 'u1', { type: 'phone', key: '+15555550100', data: {} }, 1, true)
    await s.linkAccount('a', 'u1', walletAccount('0xAbC'), 1, false)
    const user = await s.getUser('a', 'u1')
    const [mail, phone] = user?.accounts ?? []
    const raced = await Promise.all([
      s.removeAccountUnlessLast('u1', mail?.id as number),
      s.removeAccountUnlessLast('u1', phone?.id as number),
    ])
    expect(raced.sort()).toEqual(['last', 'ok'])
    expect((await s.getUser('a', 'u1'))?.accounts).toHaveLength(2)
    expect(await s.removeAccountUnlessLast('u1', 999_999)).toBe('missing')
  })

  it('codes: used once, counted when wrong, dead at the limit, expired is missing', async () => {
    const q = { appId: 'a', flow: 'email', recipient: 'r' }
    await s.putCode({ ...q, hash: 'good', expiresAt: 100 })
    expect(await s.checkCode({ ...q, hash: 'bad' }, 50, 2)).toBe('invalid')
    expect(await s.checkCode({ ...q, hash: 'good' }, 50, 2)).toBe('ok')
    expect(await s.checkCode({ ...q, hash: 'good' }, 50, 2)).toBe('missing')
    await s.putCode({ ...q, hash: 'good', expiresAt: 100 })
    expect(await s.checkCode({ ...q, hash: 'bad' }, 50, 2)).toBe('invalid')
    expect(await s.checkCode({ ...q, hash: 'bad' }, 50, 2)).toBe('invalid')
    expect(await s.checkCode({ ...q, hash: 'good' }, 50, 2)).toBe('missing')
    await s.putCode({ ...q, hash: 'good', expiresAt: 100 })
    expect(await s.checkCode({ ...q, hash: 'good' }, 100, 2)).toBe('missing')
  })

  it('codes: of ten racing checks of the right code exactly one succeeds', async () => {
    const q = { appId: 'a', flow: 'email', recipient: 'race' }
    await s.putCode({ ...q, hash: 'good', expiresAt: 100 })
    const results = await times(10, () => s.checkCode({ ...q, hash: 'good' }, 50, 5))
    expect(results.filter((r) => r === 'ok')).toHaveLength(1)
    expect(results.filter((r) => r === 'missing')).toHaveLength(9)
  })

  it('codes: racing wrong guesses are each counted, so the code dies after exactly maxAttempts', async () => {
    const q = { appId: 'a', flow: 'email', recipient: 'guess' }
    await s.putCode({ ...q, hash: 'good', expiresAt: 100 })
    const results = await times(8, (i) => s.checkCode({ ...q, hash: `bad${i}` }, 50, 5))
    expect(results.filter((r) => r === 'invalid')).toHaveLength(5)
    expect(await s.checkCode({ ...q, hash: 'good' }, 50, 5)).toBe('missing')
  })

  it('rate limits: a fixed window; a refused hit is not counted; the window resets', async () => {
    for (let i = 1; i <= 3; i++) {
      expect(await s.hitRateLimit('k', 3, 60, 1000)).toEqual({ allowed: true, retryAfter: 60, count: i })
    }
    expect(await s.hitRateLimit('k', 3, 60, 1010)).toEqual({ allowed: false, retryAfter: 50, count: 3 })
    expect(await s.peekRateLimit('k', 60, 1010)).toEqual({ count: 3, retryAfter: 50 })
    expect(await s.hitRateLimit('k', 3, 60, 1060)).toEqual({ allowed: true, retryAfter: 60, count: 1 })
    expect(await s.peekRateLimit('k', 60, 1200)).toEqual({ count: 0, retryAfter: 0 })
    // an unbounded counter (failure counts) keeps counting
    await times(4, () => s.hitRateLimit('fail', Number.MAX_SAFE_INTEGER, 3600, 1000))
    expect((await s.peekRateLimit('fail', 3600, 1000)).count).toBe(4)
  })

  it('rate limits: of 20 racing hits on a limit of 5, exactly 5 are allowed', async () => {
    const results = await times(20, () => s.hitRateLimit('race', 5, 60, 1000))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
    expect(
      results
        .filter((r) => r.allowed)
        .map((r) => r.count)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5])
    expect((await s.peekRateLimit('race', 60, 1000)).count).toBe(5)
  })

  it('SIWE nonces: consumed once (also when racing), only by their app and address, not after expiry', async () => {
    await s.putNonce({ nonce: 'n1', appId: 'a', address: '0xabc', expiresAt: 100 })
    expect(await s.consumeNonce('other', 'n1', 50, '0xabc')).toBeNull()
    // another address's message leaves the nonce to its own address
    expect(await s.consumeNonce('a', 'n1', 50, '0xdef')).toBeNull()
    const raced = await times(6, () => s.consumeNonce('a', 'n1', 50, '0xabc'))
    expect(raced.filter((r) => r !== null)).toEqual([{ address: '0xabc' }])
    await s.putNonce({ nonce: 'n2', appId: 'a', address: '0xabc', expiresAt: 100 })
    expect(await s.consumeNonce('a', 'n2', 100, '0xabc')).toBeNull()
    expect(await s.consumeNonce('a', 'n2', 50, '0xabc')).toBeNull()
  })

  it('sessions: authentication time and account kept; step-up recorded; the cap revokes the oldest leaves', async () => {
    await s.createUser('a', 'u1', email('cap@example.com'), 1)
    for (let i = 1; i <= 4; i++) {
      await s.createSession(
        {
          id: `s${i}`,
          appId: 'a',
          userId: 'u1',
          expiresAt: 1000,
          forkedFrom: null,
          authenticatedAt: i,
          authAccountId: 7,
        },
        `h${i}`,
        i,
      )
    }
    await s.createSession({ id: 'f1', appId: 'a', userId: 'u1', expiresAt: 1000, forkedFrom: 's1' }, 'hf', 5)
    expect(await s.getSession('s2')).toMatchObject({ authenticatedAt: 2, authAccountId: 7, stepUpAt: null })
    expect(await s.getSession('f1')).toMatchObject({ authenticatedAt: null, authAccountId: null })
    await s.setSessionStepUp('s2', 9, 7)
    expect(await s.getSession('s2')).toMatchObject({ stepUpAt: 9, stepUpAccountId: 7 })
    // 5 live sessions (4 + a fork of s1), a cap of 3: the two oldest LEAVES go (s1 has a live fork: it stays)
    const revoked = await s.capUserSessions('a', 'u1', 3, 10, 'f1')
    expect(revoked).toEqual(['s2', 's3'])
    expect((await s.getSession('s1'))?.revokedAt).toBeNull()
    expect((await s.getSession('f1'))?.revokedAt).toBeNull()
    expect((await s.getSession('s3'))?.revokedAt).toBe(10)
    // racing caps revoke each session once; the kept one (f1) and its parent (s1) outlive the cap of 1
    const raced = await times(4, () => s.capUserSessions('a', 'u1', 1, 11, 'f1'))
    expect(raced.flat()).toEqual(['s4'])
    expect((await s.getSession('f1'))?.revokedAt).toBeNull()
    expect((await s.getSession('s1'))?.revokedAt).toBeNull()
    // without a kept session, the newest leaf goes before its parent can
    expect(await s.capUserSessions('a', 'u1', 1, 12)).toEqual(['f1'])
    expect(await s.capUserSessions('a', 'u1', 1, 12)).toEqual([])
  })

  it('security events: recorded with their fields, listed newest first by user and type, not in the fingerprint', async () => {
    const before = await s.fingerprint()
    for (const [i, type] of ['login_success', 'link', 'unlink'].entries()) {
      await s.addSecurityEvent({
        appId: 'a',
        type,
        userId: i < 2 ? 'u1' : 'u2',
        sessionId: 's1',
        method: 'email',
        ip: '192.0.2.1',
        details: { sessions_revoked: i },
        createdAt: 100 + i,
      })
    }
    expect(await s.fingerprint()).toEqual(before)
    const u1 = await s.listSecurityEvents({ userId: 'u1', limit: 10 })
    expect(u1.map((e) => e.type)).toEqual(['link', 'login_success'])
    expect(u1[0]).toMatchObject({
      appId: 'a',
      sessionId: 's1',
      ip: '192.0.2.1',
      details: { sessions_revoked: 1 },
    })
    expect((await s.listSecurityEvents({ type: 'unlink', limit: 10 })).map((e) => e.userId)).toEqual(['u2'])
    expect(
      await s.purgeExpired(100 + 180 * 86_400, {
        outbox: 1,
        rateLimits: 1,
        revokedSessions: 1,
        analytics: 1,
        webhooks: 1,
      }),
    ).toMatchObject({ security_events: 1 })
  })

  it('idempotency keys: of racing claims one is new; a repeat gets the answer; another request is a mismatch', async () => {
    const k = { appId: 'a', scope: '/api/v1/passwordless/init', key: 'k1' }
    const claims = await times(6, () => s.claimIdempotencyKey({ ...k, fingerprint: 'f' }, 10))
    expect(claims.filter((c) => c.state === 'new')).toHaveLength(1)
    expect(claims.filter((c) => c.state === 'pending')).toHaveLength(5)
    expect(await s.claimIdempotencyKey({ ...k, fingerprint: 'other' }, 10)).toEqual({ state: 'mismatch' })
    await s.completeIdempotencyKey(k, { status: 200, body: '{"success":true}' })
    expect(await s.claimIdempotencyKey({ ...k, fingerprint: 'f' }, 11)).toEqual({
      state: 'done',
      status: 200,
      body: '{"success":true}',
    })
    // a released claim (the first request failed) is new again; a completed one is never released
    const k2 = { ...k, key: 'k2' }
    await s.claimIdempotencyKey({ ...k2, fingerprint: 'f' }, 10)
    await s.releaseIdempotencyKey(k2)
    expect(await s.claimIdempotencyKey({ ...k2, fingerprint: 'f' }, 10)).toEqual({ state: 'new' })
    await s.releaseIdempotencyKey(k)
    expect((await s.claimIdempotencyKey({ ...k, fingerprint: 'f' }, 12)).state).toBe('done')
  })

  it('OAuth states: consumed once (also when racing), only by their app', async () => {
    const state = {
      state: 'st',
      appId: 'a',
      provider: 'google',
      redirectTo: 'https://a.example/',
      verifier: 'v',
      clientChallenge: null,
      nonce: 'n',
      providerName: null as string | null,
      createdAt: 10,
      expiresAt: 100,
    }
    await s.putOAuthState(state)
    expect(await s.getOAuthState('st')).toEqual(state)
    // the callback keeps the name the provider posted: the first one wins, and never on an expired state
    expect(await s.setOAuthStateName('st', 'Ann Example', 100)).toBe(false)
    expect(await s.setOAuthStateName('nope', 'Ann Example', 50)).toBe(false)
    expect(await s.setOAuthStateName('st', 'Ann Example', 50)).toBe(true)
    expect(await s.setOAuthStateName('st', 'Someone Else', 50)).toBe(false)
    state.providerName = 'Ann Example'
    expect(await s.consumeOAuthState('other', 'st', 50)).toBeNull()
    const raced = await times(6, () => s.consumeOAuthState('a', 'st', 50))
    expect(raced.filter((r) => r !== null)).toEqual([state])
    expect(await s.getOAuthState('st')).toBeNull()
  })

  it('refresh rotation is a compare-and-set: of eight racing rotations exactly one wins', async () => {
    await s.createSession({ id: 's1', appId: 'a', userId: 'u', expiresAt: 1000, forkedFrom: null }, 'h0', 1)
    const raced = await times(8, (i) => s.rotateRefresh('h0', `h1-${i}`, 'sealed', 2))
    expect(raced.filter(Boolean)).toHaveLength(1)
    const winner = raced.indexOf(true)
    expect(await s.getRefresh(`h1-${winner}`)).toMatchObject({ sessionId: 's1', rotatedAt: null })
    expect(await s.getRefresh('h0')).toMatchObject({ rotatedAt: 2, successor: 'sealed' })
    for (let i = 0; i < 8; i++) if (i !== winner) expect(await s.getRefresh(`h1-${i}`)).toBeNull()
  })

  it('sessions: a revocation reaches every fork; a user’s sessions end together except the kept one', async () => {
    const mk = (id: string, forkedFrom: string | null, userId = 'u') =>
      s.createSession({ id, appId: 'a', userId, expiresAt: 1000, forkedFrom }, `h-${id}`, 1)
    await mk('root', null)
    await mk('fork', 'root')
    await mk('forkfork', 'fork')
    await mk('other', null)
    await mk('stranger', null, 'v')
    expect((await s.revokeSessionTree('fork', 5)).sort()).toEqual(['fork', 'forkfork'])
    expect(await s.revokeSessionTree('fork', 6)).toEqual([])
    expect((await s.getSession('forkfork'))?.revokedAt).toBe(5)
    expect((await s.getSession('root'))?.revokedAt).toBeNull()
    await mk('kept', null)
    expect(await s.revokeUserSessions('a', 'u', 7, 'kept')).toBe(2)
    expect((await s.getSession('kept'))?.revokedAt).toBeNull()
    expect((await s.getSession('other'))?.revokedAt).toBe(7)
    expect((await s.getSession('stranger'))?.revokedAt).toBeNull()
    await s.setSessionMfaVerified('kept', 8)
    expect((await s.getSession('kept'))?.mfaVerifiedAt).toBe(8)
  })

  it('MFA: methods, pending TOTP secrets with a maximum age, TOTP steps used once', async () => {
    await s.setMfa('u1', { type: 'totp', phone: null, secret: 'S', verifiedAt: 1 })
    await s.setMfa('u1', { type: 'sms', phone: '+15555550100', secret: null, verifiedAt: 2 })
    expect(await s.useTotpStep('u1', 10)).toBe(true)
    expect(await s.useTotpStep('u1', 10)).toBe(false)
    expect(await s.useTotpStep('u1', 9)).toBe(false)
    expect(await s.useTotpStep('u1', 11)).toBe(true)
    expect(await s.removeMfa('u1', 'sms')).toBe(true)
    expect(await s.removeMfa('u1', 'sms')).toBe(false)
    await s.putPendingTotp('u1', 'P', 100)
    expect(await s.getPendingTotp('u1', 150, 60)).toBe('P')
    expect(await s.getPendingTotp('u1', 160, 60)).toBeNull()
    await s.deletePendingTotp('u1')
    expect(await s.getPendingTotp('u1', 100, 60)).toBeNull()
  })

  it('embedded wallets: one per user (racing creations: one wins), an address is one user’s, with its first device', async () => {
    await s.createUser('a', 'u1', email('w1@example.com'), 1)
    await s.createUser('a', 'u2', email('w2@example.com'), 1)
    const raced = await times(5, (i) =>
      s.createEmbeddedWallet(
        wallet('a', 'u1', `0xA${i}`),
        walletAccount(`0xA${i}`),
        device('a', 'u1', `0xA${i}`, `t${i}`),
        2,
      ),
    )
    expect(raced.filter((r) => r === 'ok')).toHaveLength(1)
    expect(raced.filter((r) => r === 'exists')).toHaveLength(4)
    const mine = await s.getEmbeddedWallet('a', 'u1')
    expect(mine).toMatchObject({ shareVersion: 1, recoveryAddress: null })
    expect((await s.listWalletDevices('a', 'u1')).map((d) => d.address)).toEqual([mine?.address])
    const address = mine?.address as string
    expect(
      await s.createEmbeddedWallet(
        wallet('a', 'u2', address),
        walletAccount(address),
        device('a', 'u2', address, 'x'),
        3,
      ),
    ).toBe('taken')
    // a device key registered to anyone cannot register a wallet: nothing of it is written
    const used = (await s.listWalletDevices('a', 'u1'))[0]?.thumbprint as string
    const before = await s.fingerprint()
    expect(
      await s.createEmbeddedWallet(
        wallet('a', 'u2', '0xB'),
        walletAccount('0xB'),
        device('a', 'u2', '0xB', used),
        3,
      ),
    ).toBe('taken')
    expect(await s.getEmbeddedWallet('a', 'u2')).toBeNull()
    expect(await s.findAccount('a', 'wallet', '0xb')).toBeNull()
    const after = await s.fingerprint()
    for (const t of ['embedded_wallets', 'accounts', 'wallet_devices']) expect(after[t]).toBe(before[t])
  })

  it('wallet challenges: consumed once (also when racing), only by their app and session, not after expiry', async () => {
    await s.putWalletChallenge({ nonce: 'n1', appId: 'a', userId: 'u1', sessionId: 's1', expiresAt: 100 })
    const raced = await times(8, () => s.consumeWalletChallenge('a', 'n1', 's1', 50))
    expect(raced.filter(Boolean)).toHaveLength(1)
    await s.putWalletChallenge({ nonce: 'n2', appId: 'a', userId: 'u1', sessionId: 's1', expiresAt: 100 })
    // another session's or app's use burns it
    expect(await s.consumeWalletChallenge('a', 'n2', 's2', 50)).toBe(false)
    expect(await s.consumeWalletChallenge('a', 'n2', 's1', 50)).toBe(false)
    await s.putWalletChallenge({ nonce: 'n3', appId: 'a', userId: 'u1', sessionId: 's1', expiresAt: 100 })
    expect(await s.consumeWalletChallenge('b', 'n3', 's1', 50)).toBe(false)
    await s.putWalletChallenge({ nonce: 'n4', appId: 'a', userId: 'u1', sessionId: 's1', expiresAt: 100 })
    expect(await s.consumeWalletChallenge('a', 'n4', 's1', 100)).toBe(false)
    expect(await s.consumeWalletChallenge('a', 'unknown', 's1', 50)).toBe(false)
    await s.putWalletChallenge({ nonce: 'n5', appId: 'a', userId: 'u1', sessionId: 's1', expiresAt: 100 })
    expect(
      (await s.purgeExpired(100, { outbox: 0, rateLimits: 0, revokedSessions: 0, analytics: 0, webhooks: 0 }))
        ?.wallet_challenges,
    ).toBe(1)
    expect(await s.consumeWalletChallenge('a', 'n5', 's1', 50)).toBe(false)
  })

  it('passkeys: challenges taken once (also when racing) by their app; a credential once per app; the per-user limit holds when racing; uses are a compare-and-set', async () => {
    const challenge = (value: string, appId = 'a') => ({
      challenge: value,
      appId,
      purpose: 'authenticate' as const,
      userId: null,
      sessionId: null,
      rpId: 'localhost',
      origin: 'http://localhost:5173',
      expiresAt: 100,
    })
    await s.putPasskeyChallenge(challenge('c1'))
    const raced = await times(8, () => s.consumePasskeyChallenge('a', 'c1'))
    expect(raced.filter(Boolean)).toEqual([challenge('c1')])
    await s.putPasskeyChallenge(challenge('c2'))
    expect(await s.consumePasskeyChallenge('b', 'c2')).toBeNull()
    await s.putPasskeyChallenge(challenge('c3'))
    expect(
      (await s.purgeExpired(100, { outbox: 0, rateLimits: 0, revokedSessions: 0, analytics: 0, webhooks: 0 }))
        ?.passkey_challenges,
    ).toBe(2)
    expect(await s.consumePasskeyChallenge('a', 'c3')).toBeNull()

    await s.createUser('a', 'u1', email('p1@example.com'), 1)
    await s.createUser('a', 'u2', email('p2@example.com'), 1)
    const passkey = (id: string, userId = 'u1') => ({
      id,
      appId: 'a',
      userId,
      publicKey: `pk-${id}`,
      counter: 5,
      transports: ['internal', 'hybrid'],
      deviceType: 'multiDevice' as const,
      backedUp: true,
      aaguid: '00000000-0000-0000-0000-000000000000',
      name: `Key ${id}`,
    })
    const account = (id: string) => ({ type: 'passkey', key: id, data: {} })
    expect(await s.addPasskey(passkey('k1'), account('k1'), 2, 3)).toBe('ok')
    // a credential is one user's, once: nothing is written for the refused one
    const before = await s.fingerprint()
    expect(await s.addPasskey(passkey('k1', 'u2'), account('k1'), 2, 3)).toBe('taken')
    expect(await s.addPasskey(passkey('k1'), account('k1'), 2, 3)).toBe('taken')
    expect((await s.fingerprint()).accounts).toBe(before.accounts)
    // five racing additions against a limit of 3 (one already there): exactly two land
    const added = await times(5, (i) => s.addPasskey(passkey(`r${i}`), account(`r${i}`), 3, 3))
    expect(added.filter((r) => r === 'ok')).toHaveLength(2)
    expect(added.filter((r) => r === 'limit')).toHaveLength(3)
    const listed = await s.listPasskeys('a', 'u1')
    expect(listed).toHaveLength(3)
    expect(listed[0]).toMatchObject({ ...passkey('k1'), createdAt: 2, lastUsedAt: null })
    const user = await s.getUser('a', 'u1')
    expect(user?.passkeys.map((p) => p.id)).toEqual(listed.map((p) => p.id))
    expect(user?.accounts.find((x) => x.type === 'passkey' && x.key === 'k1')?.id).toBe(listed[0]?.accountId)

    // of four uses verified against counter 5, one lands
    const uses = await times(4, (i) =>
      s.usePasskey('a', 'k1', { expectedCounter: 5, counter: 6 + i, backedUp: false }, 9),
    )
    expect(uses.filter(Boolean)).toHaveLength(1)
    const used = await s.getPasskey('a', 'k1')
    expect(used).toMatchObject({ backedUp: false, lastUsedAt: 9 })
    expect(used?.counter).toBeGreaterThan(5)
    expect(await s.getPasskey('b', 'k1')).toBeNull()

    expect(await s.renamePasskey('a', 'u1', 'k1', 'Laptop')).toBe(true)
    expect(await s.renamePasskey('a', 'u2', 'k1', 'Stolen')).toBe(false)
    expect((await s.getPasskey('a', 'k1'))?.name).toBe('Laptop')

    // a clone alarm disables it once (racing alarms: one lands); renaming enables it again with its counter reset
    expect((await s.getPasskey('a', 'k1'))?.disabledAt).toBeNull()
    const alarms = await times(3, () => s.disablePasskey('a', 'k1', 12))
    expect(alarms.filter(Boolean)).toHaveLength(1)
    expect(await s.getPasskey('a', 'k1')).toMatchObject({ disabledAt: 12, name: 'Laptop' })
    expect(await s.renamePasskey('a', 'u1', 'k1', 'Laptop (checked)')).toBe(true)
    expect(await s.getPasskey('a', 'k1')).toMatchObject({ disabledAt: null, counter: 0 })
    // renaming a usable passkey keeps its counter
    expect(await s.usePasskey('a', 'k1', { expectedCounter: 0, counter: 3, backedUp: false }, 13)).toBe(true)
    expect(await s.renamePasskey('a', 'u1', 'k1', 'Laptop')).toBe(true)
    expect((await s.getPasskey('a', 'k1'))?.counter).toBe(3)
  })

  it('custom auth JWT ids: used once until they expire (ten racing uses: one lands), then purged', async () => {
    const raced = await times(10, () => s.useJwtId('a', 'jti-1', 100, 10))
    expect(raced.filter(Boolean)).toHaveLength(1)
    expect(await s.useJwtId('a', 'jti-1', 100, 99)).toBe(false)
    // the same id in another app is another token
    expect(await s.useJwtId('b', 'jti-1', 100, 10)).toBe(true)
    // once expired, the record no longer blocks (a token that old is refused by its exp anyway)
    expect(await s.useJwtId('a', 'jti-1', 300, 100)).toBe(true)
    expect(await s.useJwtId('a', 'jti-1', 300, 150)).toBe(false)
    const keep = { outbox: 0, rateLimits: 0, revokedSessions: 0, analytics: 0, webhooks: 0 }
    expect((await s.purgeExpired(200, keep))?.used_jwt_ids).toBe(1)
    expect((await s.fingerprint()).used_jwt_ids).toBe(1)
  })

  it('passkeys: the last passkey of a user whose MFA uses passkeys stays; unlinking takes the credential with its account; deleting the user takes them all', async () => {
    await s.createUser('a', 'u1', email('m1@example.com'), 1)
    const passkey = (id: string) => ({
      id,
      appId: 'a',
      userId: 'u1',
      publicKey: 'pk',
      counter: 0,
      transports: [],
      deviceType: 'singleDevice' as const,
      backedUp: false,
      aaguid: '00000000-0000-0000-0000-000000000000',
      name: id,
    })
    await s.addPasskey(passkey('k1'), { type: 'passkey', key: 'k1', data: {} }, 1, 10)
    await s.addPasskey(passkey('k2'), { type: 'passkey', key: 'k2', data: {} }, 1, 10)
    await s.setMfa('u1', { type: 'passkey', phone: null, secret: null, verifiedAt: 1 })
    const [k1, k2] = await s.listPasskeys('a', 'u1')
    // two racing unlinks: one passkey must stay while passkey MFA is on
    const raced = await Promise.all([
      s.removeAccountUnlessLast('u1', k1?.accountId as number),
      s.removeAccountUnlessLast('u1', k2?.accountId as number),
    ])
    expect(raced.sort()).toEqual(['mfa_passkey', 'ok'])
    const left = await s.listPasskeys('a', 'u1')
    expect(left).toHaveLength(1)
    expect((await s.getUser('a', 'u1'))?.accounts.filter((x) => x.type === 'passkey')).toHaveLength(1)
    expect(await s.getPasskey('a', left[0]?.id === 'k1' ? 'k2' : 'k1')).toBeNull()
    expect(await s.deleteUser('a', 'u1')).toBe(true)
    expect(await s.listPasskeys('a', 'u1')).toEqual([])
    expect(await s.getPasskey('a', left[0]?.id as string)).toBeNull()
  })

  it('wallet device keys: a thumbprint once per app, revoked per user; beyond maxLive the least recently used go (also when racing)', async () => {
    await s.createUser('a', 'u1', email('d1@example.com'), 1)
    await s.createEmbeddedWallet(
      wallet('a', 'u1', '0xW'),
      walletAccount('0xW'),
      device('a', 'u1', '0xW', 'first'),
      1,
    )
    expect(await s.addWalletDevice(device('a', 'u1', '0xW', 'first'), 2, 5)).toEqual({
      result: 'taken',
      evicted: [],
    })
    expect(await s.getWalletDevice('a', 'first')).toMatchObject({
      userId: 'u1',
      address: '0xW',
      revokedAt: null,
    })
    expect(await s.getWalletDevice('b', 'first')).toBeNull()
    await s.addWalletDevice(device('a', 'u1', '0xW', 'second'), 2, 3)
    await s.addWalletDevice(device('a', 'u1', '0xW', 'third'), 3, 3)
    // 'first' is the one in use: the least recently used beyond the limit is 'second'
    await s.touchWalletDevice('wdk_first', 7)
    expect((await s.getWalletDevice('a', 'first'))?.lastUsedAt).toBe(7)
    expect(await s.addWalletDevice(device('a', 'u1', '0xW', 'fourth'), 8, 3)).toEqual({
      result: 'ok',
      evicted: ['wdk_second'],
    })
    expect((await s.listWalletDevices('a', 'u1')).map((d) => d.thumbprint)).toEqual([
      'first',
      'third',
      'fourth',
    ])
    expect((await s.getWalletDevice('a', 'second'))?.revokedAt).toBe(8)
    // racing registrations never leave more than maxLive, and each new key stays
    const raced = await times(8, (i) => s.addWalletDevice(device('a', 'u1', '0xW', `k${i}`), 9, 3))
    expect(raced.every((r) => r.result === 'ok')).toBe(true)
    const live = await s.listWalletDevices('a', 'u1')
    expect(live).toHaveLength(3)
    expect(raced.flatMap((r) => r.evicted)).toHaveLength(8)
    expect(await s.revokeWalletDevice('a', 'u2', live[0]?.id as string, 10)).toBe(false)
    expect(await s.revokeWalletDevice('a', 'u1', live[0]?.id as string, 10)).toBe(true)
    expect(await s.revokeWalletDevice('a', 'u1', live[0]?.id as string, 11)).toBe(false)
    expect(await s.listWalletDevices('a', 'u1')).toHaveLength(2)
    // a revoked key's thumbprint stays taken
    expect((await s.addWalletDevice(device('a', 'u1', '0xW', 'first'), 12, 5)).result).toBe('taken')
  })

  it('share sets: a new set waits beside the current one, versions climb, one racing promotion wins', async () => {
    await s.createUser('a', 'u1', email('v1@example.com'), 1)
    await s.createEmbeddedWallet(
      wallet('a', 'u1', '0xW'),
      walletAccount('0xW'),
      device('a', 'u1', '0xW', 't'),
      1,
    )
    const set = (n: string) => ({
      authShare: `auth${n}`,
      recoveryMethod: 'user-passcode' as const,
      recoveryShare: `rec${n}`,
      recoveryAddress: `0xR${n}`,
    })
    expect(await s.putPendingShareSet('a', 'nobody', set('x'), 2)).toBeNull()
    expect(await s.putPendingShareSet('a', 'u1', set('2'), 2, 'user-passcode')).toBeNull()
    expect(await s.putPendingShareSet('a', 'u1', set('2'), 2, 'privy')).toBe(2)
    // the current set is untouched until the confirm
    expect(await s.getEmbeddedWallet('a', 'u1')).toMatchObject({
      authShare: 'auth',
      shareVersion: 1,
      recoveryMethod: 'privy',
    })
    // a second attempt replaces the waiting set with a newer version; the older one can no longer be promoted
    expect(await s.putPendingShareSet('a', 'u1', set('3'), 3, 'privy')).toBe(3)
    expect(await s.promoteShareSet('a', 'u1', 2, 4)).toBe(false)
    expect((await s.getPendingShareSet('a', 'u1'))?.authShare).toBe('auth3')
    const raced = await times(6, () => s.promoteShareSet('a', 'u1', 3, 5))
    expect(raced.filter(Boolean)).toHaveLength(1)
    expect(await s.getEmbeddedWallet('a', 'u1')).toMatchObject({
      authShare: 'auth3',
      recoveryShare: 'rec3',
      recoveryMethod: 'user-passcode',
      recoveryAddress: '0xR3',
      shareVersion: 3,
    })
    expect(await s.getPendingShareSet('a', 'u1')).toBeNull()
    const account = (await s.getUser('a', 'u1'))?.accounts.find((x) => x.type === 'wallet')
    expect(account?.data.recovery_method).toBe('user-passcode')
    // the next set starts above the current version
    expect(await s.putPendingShareSet('a', 'u1', set('4'), 6)).toBe(4)
  })

  it('recovery proof address: set once, only on a password wallet', async () => {
    await s.createUser('a', 'u1', email('r1@example.com'), 1)
    await s.createEmbeddedWallet(
      wallet('a', 'u1', '0xW'),
      walletAccount('0xW'),
      device('a', 'u1', '0xW', 't'),
      1,
    )
    expect(await s.setWalletRecoveryAddress('a', 'u1', '0xR', 2)).toBe(false)
    await s.createUser('a', 'u2', email('r2@example.com'), 1)
    await s.createEmbeddedWallet(
      { ...wallet('a', 'u2', '0xV'), recoveryMethod: 'user-passcode' },
      walletAccount('0xV'),
      device('a', 'u2', '0xV', 'v'),
      1,
    )
    expect(await s.setWalletRecoveryAddress('a', 'u2', '0xR', 2)).toBe(true)
    expect(await s.setWalletRecoveryAddress('a', 'u2', '0xS', 3)).toBe(false)
    expect((await s.getEmbeddedWallet('a', 'u2'))?.recoveryAddress).toBe('0xR')
  })

  it('apps for operators: listed oldest first; the secret hash is set on an app that exists only', async () => {
    await s.upsertApp({ id: 'app2', name: 'Two', settings: defaultAppSettings() }, 20)
    await s.upsertApp({ id: 'app1', name: 'One', settings: defaultAppSettings() }, 10)
    expect((await s.listApps()).map((a) => a.id)).toEqual(['app1', 'app2'])
    expect(await s.getAppSecretHash('app1')).toBeNull()
    expect(await s.setAppSecretHash('app1', 'h1', 30)).toBe(true)
    expect(await s.setAppSecretHash('nope', 'h1', 30)).toBe(false)
    expect(await s.getAppSecretHash('app1')).toBe('h1')
    expect((await s.getApp('app1'))?.updatedAt).toBe(30)
    // seeding the app again keeps its secret
    await s.upsertApp({ id: 'app1', name: 'One again', settings: defaultAppSettings() }, 40)
    expect(await s.getAppSecretHash('app1')).toBe('h1')
  })

  it('users for host backends: imported whole or not at all, paged by id, deleted with everything of theirs', async () => {
    expect(
      await s.importUser(
        'a',
        'u2',
        [email('two@example.com'), { type: 'phone', key: '+15555550102', data: {} }],
        5,
      ),
    ).toBe('ok')
    await s.createUser('a', 'u1', email('one@example.com'), 1)
    await s.createUser('a', 'u3', email('three@example.com'), 1)
    await s.createUser('b', 'u0', email('other-app@example.com'), 1)
    // one account taken: no user, no account written
    expect(await s.importUser('a', 'u4', [email('four@example.com'), email('one@example.com')], 6)).toBe(
      'taken',
    )
    expect(await s.getUser('a', 'u4')).toBeNull()
    expect(await s.findAccount('a', 'email', 'four@example.com')).toBeNull()

    const first = await s.listUsers('a', { after: null, limit: 2 })
    expect(first.map((u) => u.id)).toEqual(['u1', 'u2'])
    expect(first[1]?.accounts.map((x) => x.type)).toEqual(['email', 'phone'])
    expect((await s.listUsers('a', { after: 'u2', limit: 2 })).map((u) => u.id)).toEqual(['u3'])

    await s.createSession({ id: 's', appId: 'a', userId: 'u2', expiresAt: 100, forkedFrom: null }, 'hs', 1)
    await s.setMfa('u2', { type: 'totp', phone: null, secret: 'S', verifiedAt: 1 })
    await s.putPendingTotp('u2', 'P', 1)
    await s.createEmbeddedWallet(
      wallet('a', 'u2', '0xW'),
      walletAccount('0xW'),
      device('a', 'u2', '0xW', 'd'),
      1,
    )
    await s.putWalletChallenge({ nonce: 'n', appId: 'a', userId: 'u2', sessionId: 's', expiresAt: 100 })
    await s.putPendingShareSet(
      'a',
      'u2',
      { authShare: 'x', recoveryMethod: 'privy', recoveryShare: 'y', recoveryAddress: null },
      1,
    )
    const hook = { appId: 'a', eventType: 'user.created', payload: '{}', createdMs: 1 }
    await s.enqueueWebhook({ ...hook, id: 'msg_u2', userId: 'u2' })
    await s.enqueueWebhook({ ...hook, id: 'msg_u1', userId: 'u1' })
    expect((await s.listUserSessions('a', 'u2')).map((x) => x.id)).toEqual(['s'])
    const before = await s.fingerprint()
    expect(await s.deleteUser('b', 'u2')).toBe(false)
    expect(await s.deleteUser('a', 'u2')).toBe(true)
    expect(await s.deleteUser('a', 'u2')).toBe(false)
    expect(await s.getUser('a', 'u2')).toBeNull()
    expect(await s.findAccount('a', 'email', 'two@example.com')).toBeNull()
    expect(await s.getSession('s')).toBeNull()
    expect(await s.getRefresh('hs')).toBeNull()
    expect(await s.getEmbeddedWallet('a', 'u2')).toBeNull()
    expect(await s.getWalletDevice('a', 'd')).toBeNull()
    expect(await s.getPendingShareSet('a', 'u2')).toBeNull()
    expect(await s.consumeWalletChallenge('a', 'n', 's', 1)).toBe(false)
    expect(await s.getPendingTotp('u2', 1, 600)).toBeNull()
    const after = await s.fingerprint()
    expect(after.users).toBe((before.users ?? 0) - 1)
    expect(after.accounts).toBe((before.accounts ?? 0) - 3)
    expect(after.mfa_methods).toBe((before.mfa_methods ?? 0) - 1)
    // webhook events about the deleted user go with them; another user's stay
    expect((await s.listWebhooks('a')).map((d) => d.id)).toEqual(['msg_u1'])
    // the others are untouched
    expect((await s.getUser('a', 'u1'))?.accounts).toHaveLength(1)
    expect(await s.getUser('b', 'u0')).not.toBeNull()
  })

  it('dev outbox and analytics: newest first, filtered by app and recipient', async () => {
    for (const [i, to] of ['a@x.io', 'b@x.io', 'a@x.io'].entries()) {
      await s.addOutbox({ appId: 'a', channel: 'email', to, flow: 'login', code: `00000${i}`, createdAt: i })
    }
    expect((await s.listOutbox({ to: 'a@x.io', limit: 10 })).map((m) => m.code)).toEqual(['000002', '000000'])
    expect(await s.listOutbox({ appId: 'b', limit: 10 })).toEqual([])
    expect(await s.listOutbox({ limit: 1 })).toMatchObject([
      { to: 'a@x.io', channel: 'email', flow: 'login' },
    ])
    // a security notice: its text kept, listed apart from the codes
    await s.addOutbox({
      appId: 'a',
      channel: 'email',
      to: 'a@x.io',
      flow: 'notice:link',
      code: '',
      text: 'Linked',
      createdAt: 3,
    })
    expect((await s.listOutbox({ to: 'a@x.io', kind: 'notice', limit: 10 })).map((m) => m.text)).toEqual([
      'Linked',
    ])
    expect((await s.listOutbox({ to: 'a@x.io', kind: 'code', limit: 10 })).map((m) => m.code)).toEqual([
      '000002',
      '000000',
    ])
    expect((await s.listOutbox({ to: 'a@x.io', limit: 1 }))[0]?.flow).toBe('notice:link')
    await s.addAnalyticsEvent({ appId: 'a', eventName: 'e', clientId: null, payload: '{}' }, 1)
    expect((await s.fingerprint()).analytics_events).toBe(1)
  })

  it('accounts: the first verification is kept in milliseconds (seconds * 1000 when not given)', async () => {
    await s.createUser('a', 'u1', { ...email('ms@example.com'), verifiedAtMs: 5_123 }, 5)
    expect(await s.linkAccount('a', 'u1', { ...email('x@example.com'), verifiedAtMs: 5_124 }, 5, false)).toBe(
      'ok',
    )
    expect(await s.linkAccount('a', 'u1', { type: 'phone', key: '+15550001', data: {} }, 7, true)).toBe('ok')
    const byKey = Object.fromEntries(((await s.getUser('a', 'u1'))?.accounts ?? []).map((a) => [a.key, a]))
    expect(byKey['ms@example.com']).toMatchObject({ firstVerifiedAt: 5, firstVerifiedMs: 5_123 })
    expect(byKey['x@example.com']).toMatchObject({ firstVerifiedAt: 5, firstVerifiedMs: 5_124 })
    expect(byKey['+15550001']).toMatchObject({ firstVerifiedAt: 7, firstVerifiedMs: 7_000 })
  })

  it('grants: of 20 racing claims of one grant exactly one wins; bound to its session, action and target; not after expiry; a release makes it usable again', async () => {
    const grant = (id: string, over: Partial<NewGrant> = {}): NewGrant => ({
      id,
      appId: 'a',
      userId: 'u1',
      sessionId: 's1',
      action: 'unlink',
      target: 'email:a@example.com',
      verifiedBy: 'step_up:phone',
      createdAt: 100,
      expiresAt: 400,
      ...over,
    })
    const scope = { sessionId: 's1', action: 'unlink', target: 'email:a@example.com' }
    await s.addGrant(grant('g1'))
    // another session, action or target finds nothing
    expect(await s.hasGrant({ ...scope, sessionId: 's2' }, 101)).toBe(false)
    expect(await s.claimGrant({ ...scope, sessionId: 's2' }, 101)).toBeNull()
    expect(await s.claimGrant({ ...scope, action: 'link' }, 101)).toBeNull()
    expect(await s.claimGrant({ ...scope, target: 'email:b@example.com' }, 101)).toBeNull()
    expect(await s.hasGrant(scope, 101)).toBe(true)
    // 20 at once: one id, 19 nulls
    const raced = await times(20, () => s.claimGrant(scope, 102))
    expect(raced.filter((r) => r === 'g1')).toHaveLength(1)
    expect(raced.filter((r) => r === null)).toHaveLength(19)
    expect(await s.hasGrant(scope, 103)).toBe(false)
    expect(await s.claimGrant(scope, 103)).toBeNull()
    expect(await s.grantUsedSince(scope, 102)).toBe(true)
    expect(await s.grantUsedSince(scope, 103)).toBe(false)
    expect(await s.grantUsedSince({ ...scope, sessionId: 's2' }, 0)).toBe(false)
    // released (the action failed before changing anything): usable again, once
    await s.releaseGrant('g1')
    expect(await s.grantUsedSince(scope, 0)).toBe(false)
    const again = await times(20, () => s.claimGrant(scope, 104))
    expect(again.filter((r) => r === 'g1')).toHaveLength(1)
    // expired: neither seen nor claimed (expires_at 400 is the first second it is dead)
    await s.addGrant(grant('g2', { createdAt: 200, expiresAt: 500 }))
    expect(await s.hasGrant(scope, 499)).toBe(true)
    expect(await s.hasGrant(scope, 500)).toBe(false)
    expect(await s.claimGrant(scope, 500)).toBeNull()
    expect(await s.claimGrant(scope, 499)).toBe('g2')
    // two grants of one scope are two uses
    await s.addGrant(grant('g3'))
    await s.addGrant(grant('g4'))
    const two = await times(10, () => s.claimGrant(scope, 150))
    expect(two.filter((r) => r !== null).sort()).toEqual(['g3', 'g4'])
    // the cleanup keeps a grant ten minutes past expiry (a used device grant still answers), then drops it
    const keep = { outbox: 100, rateLimits: 100, revokedSessions: 100, analytics: 100, webhooks: 100 }
    expect((await s.purgeExpired(999, keep))?.grants).toBe(0)
    expect((await s.purgeExpired(1000, keep))?.grants).toBe(3)
    expect((await s.purgeExpired(1100, keep))?.grants).toBe(1)
    expect((await s.fingerprint()).grants).toBe(0)
  })

  it('cleanup deletes what expired and keeps what lives; the fingerprint sees an updated row', async () => {
    const keep = { outbox: 100, rateLimits: 100, revokedSessions: 100, analytics: 100, webhooks: 100 }
    await s.putCode({ appId: 'a', flow: 'f', recipient: 'old', hash: 'h', expiresAt: 10 })
    await s.putCode({ appId: 'a', flow: 'f', recipient: 'new', hash: 'h', expiresAt: 1000 })
    await s.createSession({ id: 'dead', appId: 'a', userId: 'u', expiresAt: 10, forkedFrom: null }, 'hd', 1)
    await s.createSession({ id: 'live', appId: 'a', userId: 'u', expiresAt: 1000, forkedFrom: null }, 'hl', 1)
    const deleted = await s.purgeExpired(500, keep)
    expect(deleted).toMatchObject({ codes: 1, sessions: 1, refresh_tokens: 1 })
    expect(await s.getSession('live')).not.toBeNull()
    expect(await s.getRefresh('hd')).toBeNull()

    const before = await s.fingerprint()
    expect(before.codes).toBe(1)
    await s.setSessionMfaVerified('live', 600)
    const after = await s.fingerprint()
    expect(after.sessions).toBe(before.sessions)
    expect(after).not.toEqual(before)
    expect(await s.fingerprint()).toEqual(after)
  })
})

describe.each(engines)('webhook deliveries on $name', (engine) => {
  let s: Storage
  beforeEach(async () => {
    s = await engine.open()
    return () => s.close()
  })

  const event = (id: string, userId: string, createdMs = 1000) => ({
    id,
    appId: 'a',
    userId,
    eventType: 'user.authenticated',
    payload: `{"id":"${id}"}`,
    createdMs,
  })

  it("one user's deliveries go out in order, one at a time; other users' do not wait", async () => {
    await s.enqueueWebhook(event('m1', 'u1'))
    await s.enqueueWebhook(event('m2', 'u1'))
    await s.enqueueWebhook(event('m3', 'u2'))
    const first = await s.claimWebhook(1000, 5000)
    expect(first).toMatchObject({ id: 'm1', status: 'delivering', attempts: 1, lockedUntilMs: 5000 })
    // m2 waits behind m1 (in flight); u2's m3 does not
    expect((await s.claimWebhook(1000, 5000))?.id).toBe('m3')
    expect(await s.claimWebhook(1000, 5000)).toBeNull()
    // m1 fails and is due again later: m2 still waits behind it
    expect(await s.finishWebhook('m1', { delivered: false, error: 'HTTP 500', nextAttemptMs: 3000 })).toBe(
      true,
    )
    expect(await s.claimWebhook(2000, 6000)).toBeNull()
    expect(await s.nextWebhookDueMs()).toBe(3000)
    const retry = await s.claimWebhook(3000, 7000)
    expect(retry).toMatchObject({ id: 'm1', attempts: 2, lastError: 'HTTP 500' })
    expect(await s.finishWebhook('m1', { delivered: true, atMs: 3100 })).toBe(true)
    // a finished delivery cannot be finished twice
    expect(await s.finishWebhook('m1', { delivered: true, atMs: 3200 })).toBe(false)
    expect((await s.claimWebhook(3100, 7100))?.id).toBe('m2')
    const all = await s.listWebhooks('a')
    expect(all.map((d) => [d.id, d.status])).toEqual([
      ['m1', 'delivered'],
      ['m2', 'delivering'],
      ['m3', 'delivering'],
    ])
    expect(all[0]?.deliveredMs).toBe(3100)
  })

  it('a dead delivery no longer holds the user back; an expired lease is taken again', async () => {
    await s.enqueueWebhook(event('m1', 'u1'))
    await s.enqueueWebhook(event('m2', 'u1'))
    await s.claimWebhook(1000, 2000)
    expect(await s.finishWebhook('m1', { delivered: false, error: 'timeout', nextAttemptMs: null })).toBe(
      true,
    )
    expect((await s.listWebhooks('a', { status: 'dead' })).map((d) => d.id)).toEqual(['m1'])
    expect((await s.claimWebhook(1000, 2000))?.id).toBe('m2')
    // the dispatcher holding m2 died: past its lease m2 is due again, with one more attempt counted
    expect(await s.claimWebhook(1999, 3000)).toBeNull()
    expect(await s.nextWebhookDueMs()).toBe(2000)
    expect(await s.claimWebhook(2000, 3000)).toMatchObject({ id: 'm2', attempts: 2 })
  })

  it('racing dispatchers: each delivery is claimed once', async () => {
    for (let i = 0; i < 6; i++) await s.enqueueWebhook(event(`m${i}`, `u${i % 3}`))
    const claimed = (await times(12, () => s.claimWebhook(1000, 9000))).filter((d) => d !== null)
    // three users: three heads, each claimed by exactly one dispatcher
    expect(claimed.map((d) => d?.id).sort()).toEqual(['m0', 'm1', 'm2'])
  })

  /** An outbox whose events name the user's accounts as the transaction sees them, and that counts its commits. */
  const outbox = (tag: string) => {
    const seen = { commits: 0 }
    const box = {
      events: (u: UserRecord) => [
        {
          ...event(`msg_${tag}`, u.id),
          eventType: 'user.created',
          payload: JSON.stringify(u.accounts.map((a) => a.key)),
        },
      ],
      committed: () => {
        seen.commits++
      },
    }
    return { box, seen }
  }

  it('the outbox: a creation and an import queue their events in their own transaction, with the user as written', async () => {
    const made = outbox('made')
    await s.createUser('a', 'u1', email('one@example.com'), 100, made.box)
    const imported = outbox('imp')
    expect(
      await s.importUser('a', 'u2', [email('two@example.com'), email('2@example.com')], 100, imported.box),
    ).toBe('ok')
    const all = await s.listWebhooks('a')
    expect(all.map((d) => [d.id, d.userId, d.status, d.payload])).toEqual([
      ['msg_made', 'u1', 'pending', '["one@example.com"]'],
      ['msg_imp', 'u2', 'pending', '["two@example.com","2@example.com"]'],
    ])
    expect([made.seen.commits, imported.seen.commits]).toEqual([1, 1])
    // due at once for the dispatcher
    expect((await s.claimWebhook(1000, 2000))?.id).toBe('msg_made')
  })

  it('the outbox: a change that rolls back queues nothing and wakes nobody', async () => {
    await s.createUser('a', 'u1', email('one@example.com'), 100)
    const raced = outbox('raced')
    // the account is taken: the user is not created, and its event is not queued either
    await expect(s.createUser('a', 'u2', email('one@example.com'), 100, raced.box)).rejects.toThrow()
    const taken = outbox('taken')
    expect(
      await s.importUser('a', 'u3', [email('new@example.com'), email('one@example.com')], 100, taken.box),
    ).toBe('taken')
    expect(await s.listWebhooks('a')).toEqual([])
    expect([raced.seen.commits, taken.seen.commits]).toEqual([0, 0])
    expect(await s.getUser('a', 'u3')).toBeNull()
  })

  it('the outbox: a user is never created without its event (an event that cannot be written undoes the creation)', async () => {
    await s.enqueueWebhook(event('msg_dup', 'u0'))
    // the event's id is taken: its insert fails inside the creation's transaction
    const dup = outbox('dup')
    await expect(s.createUser('a', 'u1', email('one@example.com'), 100, dup.box)).rejects.toThrow()
    expect(await s.getUser('a', 'u1')).toBeNull()
    expect(await s.findAccount('a', 'email', 'one@example.com')).toBeNull()
    expect(dup.seen.commits).toBe(0)
    expect((await s.listWebhooks('a')).map((d) => d.id)).toEqual(['msg_dup'])
  })

  it("the outbox of a deletion: the user's queued events go, the deletion's own is queued with it", async () => {
    await s.createUser('a', 'u1', email('one@example.com'), 100, outbox('made').box)
    const gone = outbox('gone')
    expect(await s.deleteUser('a', 'u1', gone.box)).toBe(true)
    // the event was built from the user as they were (their accounts), inside the deletion's transaction
    expect((await s.listWebhooks('a')).map((d) => [d.id, d.payload])).toEqual([
      ['msg_gone', '["one@example.com"]'],
    ])
    expect(gone.seen.commits).toBe(1)
    const none = outbox('none')
    expect(await s.deleteUser('a', 'u1', none.box)).toBe(false)
    expect(none.seen.commits).toBe(0)
    expect((await s.listWebhooks('a')).map((d) => d.id)).toEqual(['msg_gone'])
  })

  /**
   * Every other change that causes a webhook event: the storage call given the outbox, and how to see that the
   * change happened. (The creation, import and deletion are above.)
   */
  const PHONE = '+15555550100'
  const CHANGES: Array<{
    event: string
    setup?: () => Promise<void>
    change: (box: ReturnType<typeof outbox>['box']) => Promise<unknown>
    happened: () => Promise<boolean>
  }> = [
    {
      event: 'user.authenticated (the login session)',
      change: (box) =>
        s.createSession(
          { id: 's1', appId: 'a', userId: 'u1', expiresAt: 1000, forkedFrom: null },
          'h1',
          5,
          box,
        ),
      happened: async () => (await s.getSession('s1')) !== null,
    },
    {
      event: 'user.linked_account',
      change: (box) => s.linkAccount('a', 'u1', { type: 'phone', key: PHONE, data: {} }, 5, true, box),
      happened: async () => (await s.findAccount('a', 'phone', PHONE)) !== null,
    },
    {
      event: 'user.linked_account (a passkey)',
      change: (box) =>
        s.addPasskey(
          {
            id: 'k1',
            appId: 'a',
            userId: 'u1',
            publicKey: 'pk',
            counter: 0,
            transports: [],
            deviceType: 'singleDevice',
            backedUp: false,
            aaguid: '00000000-0000-0000-0000-000000000000',
            name: 'Key',
          },
          { type: 'passkey', key: 'k1', data: {} },
          5,
          10,
          box,
        ),
      happened: async () => (await s.getPasskey('a', 'k1')) !== null,
    },
    {
      event: 'user.unlinked_account',
      setup: async () => {
        await s.linkAccount('a', 'u1', { type: 'phone', key: PHONE, data: {} }, 2, true)
      },
      change: async (box) => {
        const phone = await s.findAccount('a', 'phone', PHONE)
        return s.removeAccountUnlessLast('u1', phone?.id as number, box)
      },
      happened: async () => (await s.findAccount('a', 'phone', PHONE)) === null,
    },
    {
      event: 'mfa.enabled',
      change: (box) => s.setMfa('u1', { type: 'totp', phone: null, secret: 'S', verifiedAt: 5 }, box),
      happened: async () => ((await s.getUser('a', 'u1'))?.mfa ?? []).some((m) => m.type === 'totp'),
    },
    {
      event: 'mfa.disabled',
      setup: () => s.setMfa('u1', { type: 'sms', phone: PHONE, secret: null, verifiedAt: 2 }),
      change: (box) => s.removeMfa('u1', 'sms', box),
      happened: async () => !((await s.getUser('a', 'u1'))?.mfa ?? []).some((m) => m.type === 'sms'),
    },
    {
      event: 'user.wallet_created',
      change: (box) =>
        s.createEmbeddedWallet(
          wallet('a', 'u1', '0xA1'),
          walletAccount('0xA1'),
          device('a', 'u1', '0xA1', 't1'),
          5,
          box,
        ),
      happened: async () => (await s.getEmbeddedWallet('a', 'u1')) !== null,
    },
  ]

  for (const c of CHANGES) {
    it(`the outbox of ${c.event}: the change never commits without its event, and commits with it`, async () => {
      await s.createUser('a', 'u1', email('one@example.com'), 1)
      await c.setup?.()
      // the event cannot be written (its id is taken): the change rolls back with it
      await s.enqueueWebhook(event('msg_dup', 'u0'))
      const dup = outbox('dup')
      await expect(c.change(dup.box)).rejects.toThrow()
      expect(await c.happened()).toBe(false)
      expect(dup.seen.commits).toBe(0)
      // written: the change and its one event, built inside its transaction from the user as the change left them
      const ok = outbox('ok')
      await c.change(ok.box)
      expect(await c.happened()).toBe(true)
      expect(ok.seen.commits).toBe(1)
      const queued = await s.listWebhooks('a')
      expect(queued.map((d) => d.id)).toEqual(['msg_dup', 'msg_ok'])
      const user = await s.getUser('a', 'u1')
      expect(queued[1]?.payload).toBe(JSON.stringify(user?.accounts.map((a) => a.key)))
    })
  }

  it('the outbox of a refused change (an account taken, a type already linked, the last login method, an MFA method not enrolled) queues nothing', async () => {
    await s.createUser('a', 'u1', email('one@example.com'), 1)
    await s.createUser('a', 'u2', email('taken@example.com'), 1)
    const boxes = [outbox('r1'), outbox('r2'), outbox('r3'), outbox('r4')]
    expect(await s.linkAccount('a', 'u1', email('taken@example.com'), 2, false, boxes[0]?.box)).toBe('taken')
    expect(await s.linkAccount('a', 'u1', email('other@example.com'), 2, true, boxes[1]?.box)).toBe(
      'has_type',
    )
    const only = await s.findAccount('a', 'email', 'one@example.com')
    expect(await s.removeAccountUnlessLast('u1', only?.id as number, boxes[2]?.box)).toBe('last')
    expect(await s.removeMfa('u1', 'totp', boxes[3]?.box)).toBe(false)
    expect(await s.listWebhooks('a')).toEqual([])
    expect(boxes.map((b) => b.seen.commits)).toEqual([0, 0, 0, 0])
  })

  it('redelivery: a dead or delivered delivery goes out again under the same id; an open one is refused', async () => {
    await s.enqueueWebhook(event('m1', 'u1'))
    await s.enqueueWebhook(event('m2', 'u2'))
    expect(await s.redeliverWebhook('m1', 1500)).toBe('open')
    expect(await s.redeliverWebhook('nope', 1500)).toBe('missing')
    await s.claimWebhook(1000, 2000)
    await s.claimWebhook(1000, 2000)
    await s.finishWebhook('m1', { delivered: false, error: 'HTTP 500', nextAttemptMs: null })
    await s.finishWebhook('m2', { delivered: true, atMs: 1100 })
    expect(await s.claimWebhook(1200, 2200)).toBeNull()
    expect(await s.redeliverWebhook('m1', 3000)).toBe('ok')
    expect(await s.redeliverWebhook('m2', 3000)).toBe('ok')
    expect(await s.claimWebhook(2999, 4000)).toBeNull()
    const again = [await s.claimWebhook(3000, 4000), await s.claimWebhook(3000, 4000)]
    expect(again.map((d) => [d?.id, d?.attempts, d?.payload]).sort()).toEqual([
      ['m1', 1, '{"id":"m1"}'],
      ['m2', 1, '{"id":"m2"}'],
    ])
  })

  it('the cleanup drops delivered and dead deliveries past their retention, never open ones', async () => {
    await s.enqueueWebhook(event('old', 'u1', 1000))
    await s.enqueueWebhook(event('open', 'u2', 1000))
    await s.claimWebhook(1000, 2000)
    await s.finishWebhook('old', { delivered: true, atMs: 1000 })
    const keep = { outbox: 1, rateLimits: 1, revokedSessions: 1, analytics: 1, webhooks: 100 }
    expect(await s.purgeExpired(50, keep)).toMatchObject({ webhook_deliveries: 0 })
    expect(await s.purgeExpired(200, keep)).toMatchObject({ webhook_deliveries: 1 })
    expect((await s.listWebhooks('a')).map((d) => d.id)).toEqual(['open'])
  })
})

describe('storage on postgres only', () => {
  it('the cleanup pass is skipped while another instance holds its advisory lock', async () => {
    const s = await openPostgresStorage(pg.url, { max: 2 })
    const other = postgres(pg.url, { max: 1, onnotice: () => {} })
    try {
      const keep = { outbox: 1, rateLimits: 1, revokedSessions: 1, analytics: 1, webhooks: 1 }
      await other.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.namespace}::int, ${ADVISORY_LOCKS.cleanup}::int)`
        expect(await s.purgeExpired(10, keep)).toBeNull()
      })
      expect(await s.purgeExpired(10, keep)).not.toBeNull()
    } finally {
      await other.end({ timeout: 5 })
      await s.close()
    }
  })

  it('instances opening a fresh database together migrate it once', async () => {
    const db = await createTestDatabase('migrate')
    try {
      const opened = await times(3, () => openPostgresStorage(db.url, { max: 1 }))
      const sql = postgres(db.url, { max: 1 })
      const rows = await sql`SELECT name FROM schema_migrations ORDER BY name`
      expect(rows.map((r) => r.name)).toEqual(POSTGRES_MIGRATIONS.map((m) => m.name))
      await sql.end()
      for (const s of opened) await s.close()
    } finally {
      await db.drop()
    }
  })

  it('an unreachable database is StorageUnavailableError naming the variable; a malformed URL is a config error', async () => {
    const port = await freePort()
    const error = await openStorage({
      databaseUrl: `postgres://latch:secret-password@127.0.0.1:${port}/latch`,
      connectTimeout: 2,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StorageUnavailableError)
    expect((error as Error).message).toContain('LATCH_DATABASE_URL')
    expect((error as Error).message).toContain(`127.0.0.1:${port}/latch`)
    expect((error as Error).message).not.toContain('secret-password')
    for (const bad of ['not a url', 'mysql://h/db', 'postgres:///nohost']) {
      await expect(openStorage({ databaseUrl: bad })).rejects.toBeInstanceOf(DatabaseConfigError)
    }
  })

  it('both engines list the same migrations, by name and order', () => {
    expect(POSTGRES_MIGRATIONS.map((m) => m.name)).toEqual(SQLITE_MIGRATIONS.map((m) => m.name))
  })
})

/** Pids of a cluster's postmaster and of every process it forked (backends, checkpointer, walwriter...). */
function clusterPids(dir: string): number[] {
  const postmaster = Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0])
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
  return [postmaster, ...children.split(/\s+/).filter(Boolean).map(Number)]
}

describe('a PostgreSQL that stops answering fails the call instead of hanging', () => {
  // small deadlines so the failures come quickly; the test timeouts are generous (a loaded machine), and nothing
  // asserts how long a call took, only that it failed rather than hung
  it('a listener that accepts and says nothing, or accepts and closes at once: StorageUnavailableError', async () => {
    const held = new Set<Socket>()
    const silent = createServer((socket) => held.add(socket.on('error', () => {})))
    const closing = createServer((socket) => socket.destroy())
    for (const server of [silent, closing]) await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    try {
      for (const server of [silent, closing]) {
        const { port } = server.address() as AddressInfo
        const error = await openPostgresStorage(`postgres://latch@127.0.0.1:${port}/latch`, {
          timeoutMs: 300,
        }).catch((e: unknown) => e)
        expect(error).toBeInstanceOf(StorageUnavailableError)
        expect((error as Error).message).toContain(`127.0.0.1:${port}/latch`)
      }
    } finally {
      for (const socket of held) socket.destroy()
      for (const server of [silent, closing]) server.close()
    }
  }, 30_000)

  it('a connection that goes silent (half-open) does not poison the pool: once the path is back, calls work', async () => {
    // a TCP proxy to the test database whose connections can all be made silent at once (nothing forwarded, nothing
    // closed: a NAT or load balancer that dropped the flow), while new connections are forwarded again
    const target = new URL(pg.url)
    const piped = new Set<Socket>()
    const proxy = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname)
      for (const s of [client, upstream]) s.on('error', () => {})
      client.pipe(upstream).pipe(client)
      piped.add(client)
    })
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    const url = new URL(pg.url)
    url.port = String((proxy.address() as AddressInfo).port)
    const storage = await openPostgresStorage(url.toString(), { max: 1, timeoutMs: 2000 })
    try {
      await storage.putSecret('k', 'v')
      for (const client of piped) client.unpipe().pause()
      await expect(storage.getSecret('k')).rejects.toBeInstanceOf(StorageUnavailableError)
      // the silent connection is never answered nor closed; a pool of one still serves the next call
      expect(await storage.getSecret('k')).toBe('v')
    } finally {
      await storage.close().catch(() => {})
      for (const client of piped) client.destroy()
      proxy.close()
    }
  }, 30_000)

  it('a database that drops a new connection at its first query fails that call only: no unhandled rejection', async () => {
    // postgres.js's own first query on a new connection (its array-type read) rejected unhandled when the connection
    // died under it, which ends a Node process; the storage turns that read off (postgresClient)
    const target = new URL(pg.url)
    const piped = new Set<Socket>()
    let dropAtFirstQuery = false
    const proxy = createServer((client) => {
      const upstream = connect(Number(target.port), target.hostname)
      for (const s of [client, upstream]) s.on('error', () => {})
      const drop = dropAtFirstQuery
      client.on('data', (chunk: Buffer) => {
        // after the startup (whose first byte is a length's 0), 'P' (Parse) or 'Q' (Query) is the first query
        if (drop && (chunk[0] === 0x50 || chunk[0] === 0x51)) {
          client.destroy()
          upstream.destroy()
          return
        }
        upstream.write(chunk)
      })
      upstream.pipe(client)
      piped.add(client)
    })
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    const url = new URL(pg.url)
    url.port = String((proxy.address() as AddressInfo).port)
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    const storage = await openPostgresStorage(url.toString(), { max: 1, timeoutMs: 2000 })
    try {
      await storage.putSecret('k', 'v')
      dropAtFirstQuery = true
      for (const client of piped) client.destroy()
      // the pool sees its connection closed, so the next call opens a new one (through the dropping proxy)
      await new Promise((r) => setTimeout(r, 100))
      await expect(storage.getSecret('k')).rejects.toBeInstanceOf(StorageUnavailableError)
      // rejections are reported after the microtask queue drains
      await new Promise((r) => setTimeout(r, 200))
      expect(unhandled).toEqual([])
      dropAtFirstQuery = false
      expect(await storage.getSecret('k')).toBe('v')
    } finally {
      process.off('unhandledRejection', onUnhandled)
      await storage.close().catch(() => {})
      for (const client of piped) client.destroy()
      proxy.close()
    }
  }, 30_000)

  it('a frozen database (SIGSTOP on its processes) fails calls as unavailable; thawed, the same storage works again', async () => {
    const cluster = await startCluster()
    let storage: Storage | undefined
    let frozen: number[] = []
    try {
      storage = await openPostgresStorage(cluster.url, { max: 2, timeoutMs: 2000 })
      await storage.putSecret('k', 'before')
      frozen = clusterPids(cluster.dir)
      for (const pid of frozen) process.kill(pid, 'SIGSTOP')
      // an open connection that no longer answers, then fresh connections to a postmaster that no longer answers
      await expect(storage.getSecret('k')).rejects.toBeInstanceOf(StorageUnavailableError)
      await expect(storage.health()).rejects.toBeInstanceOf(StorageUnavailableError)
      for (const pid of frozen) process.kill(pid, 'SIGCONT')
      frozen = []
      // no restart, no reopen: the timed-out connections were dropped and the pool reconnects (a call may still
      // meet the backlog of the thawing server, so allow a few)
      let value: string | null | undefined
      for (let i = 0; i < 10 && value === undefined; i++) {
        value = await storage.getSecret('k').catch((e: unknown) => {
          if (!(e instanceof StorageUnavailableError)) throw e
          return undefined
        })
      }
      expect(value).toBe('before')
      await storage.putSecret('k', 'after')
      expect(await storage.getSecret('k')).toBe('after')
      expect(await storage.health()).toEqual({ pendingMigrations: 0 })
    } finally {
      for (const pid of frozen) process.kill(pid, 'SIGCONT')
      await storage?.close().catch(() => {})
      await cluster.stop()
    }
  }, 60_000)
})

describe('storage on sqlite only', () => {
  it('the data folder is made 0700 and the database files 0600, also when the folder existed with wider modes', async () => {
    const { chmodSync, mkdirSync, statSync, readdirSync } = await import('node:fs')
    const base = mkdtempSync(join(tmpdir(), 'latch-perm-'))
    const dir = join(base, 'data')
    mkdirSync(dir, { mode: 0o755 })
    chmodSync(dir, 0o755)
    try {
      const s = createSqliteStorage(dir)
      await s.putSecret('k', 'v')
      expect(statSync(dir).mode & 0o777).toBe(0o700)
      const files = readdirSync(dir).filter((f) => f.startsWith('latch.sqlite'))
      expect(files).toContain('latch.sqlite')
      for (const f of files) expect(statSync(join(dir, f)).mode & 0o777, f).toBe(0o600)
      await s.close()
    } finally {
      rmSync(base, { recursive: true, force: true })
    }
  })

  it('migrates a folder of an earlier version (counted by user_version) forward and keeps its rows (WAL)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-migrate-'))
    try {
      // a folder written by the first schema version
      const raw = new Database(join(dir, 'latch.sqlite'))
      raw.pragma('journal_mode = WAL')
      raw.exec(SQLITE_MIGRATIONS[0]?.sql as string)
      raw.prepare("INSERT INTO secrets (name, value) VALUES ('k', 'v')").run()
      raw.pragma('user_version = 1')
      raw.close()

      const again = createSqliteStorage(dir)
      expect(await again.getSecret('k')).toBe('v')
      expect(await again.health()).toEqual({ pendingMigrations: 0 })
      await again.setMfa('u1', { type: 'totp', phone: null, secret: 'S', verifiedAt: 1 })
      expect(await again.useTotpStep('u1', 10)).toBe(true)
      await again.close()
      const check = new Database(join(dir, 'latch.sqlite'))
      const names = check.prepare('SELECT name FROM schema_migrations ORDER BY name').all() as {
        name: string
      }[]
      expect(names.map((r) => r.name)).toEqual(SQLITE_MIGRATIONS.map((m) => m.name))
      expect(check.pragma('journal_mode', { simple: true })).toBe('wal')
      check.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
