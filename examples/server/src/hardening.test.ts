/** Security review findings, each with a test that fails on a server without the fix. */
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import Database from 'better-sqlite3'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { afterEach, describe, expect, it } from 'vitest'
import { createServerApp } from './app'
import { type CliIo, runCli } from './cli'
import { DEFAULT_RATE_LIMITS } from './config'
import { DataKeyError, dataKeyId } from './secrets'
import { APP_ID, createTestServer, errorOf, type RequestOpts, type TestServer } from './testing'
import { frameCall, registerWallet } from './wallet-testing'

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
  /** Sends a code to `email` and tries 5 wrong ones from `ip`; returns the first 429, or null. */
  async function wrongCycle(t: TestServer, email: string, ip: string): Promise<Response | null> {
    expect((await t.post('/api/v1/passwordless/init', { email }, { ip })).status).toBe(200)
    const right = await t.code(email)
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/api/v1/passwordless/authenticate', { email, code: wrongOf(right) }, { ip })
      if (res.status === 429) return res
      expect(res.status).toBe(422)
    }
    return null
  }

  it('wrong codes from one IP lock that IP out (even with the right code); the victim on another IP gets in', async () => {
    const t = await createTestServer({ rateLimits: RELAXED })
    const email = 'victim@example.com'
    const attacker = '203.0.113.7'
    let locked: Response | null = null
    for (let cycle = 0; cycle < 6 && !locked; cycle++) {
      locked = await wrongCycle(t, email, attacker)
      t.advance(60)
    }
    expect(locked?.status).toBe(429)
    // a fresh code, the right one, from the attacker's IP: still locked out
    await t.post('/api/v1/passwordless/init', { email }, { ip: attacker })
    const right = await t.post(
      '/api/v1/passwordless/authenticate',
      { email, code: await t.code(email) },
      { ip: attacker },
    )
    expect(right.status).toBe(429)
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await errorOf(right)).code).toBe('rate_limited')
    // the victim, from their own IP, signs in with their code: the lockout was not aimed at them
    const victim = '198.51.100.20'
    await t.post('/api/v1/passwordless/init', { email }, { ip: victim })
    const own = await t.post(
      '/api/v1/passwordless/authenticate',
      { email, code: await t.code(email) },
      { ip: victim },
    )
    expect(own.status).toBe(200)
    // the attacker's IP gets in after the window
    t.advance(DEFAULT_RATE_LIMITS.codeFailuresPerRecipientIp.windowSeconds)
    await t.post('/api/v1/passwordless/init', { email }, { ip: attacker })
    const later = await t.post(
      '/api/v1/passwordless/authenticate',
      { email, code: await t.code(email) },
      { ip: attacker },
    )
    expect(later.status).toBe(200)
  })

  it('guesses spread over many IPs stop at the per-recipient ceiling (100 an hour), right code included', async () => {
    const t = await createTestServer({ rateLimits: RELAXED })
    const email = 'botnet-target@example.com'
    let failures = 0
    let locked: Response | null = null
    for (let ip = 1; ip <= 40 && !locked; ip++) {
      // each address stays under its own lockout (2 cycles of 5 = 10 wrong codes)
      for (let cycle = 0; cycle < 2 && !locked; cycle++) {
        locked = await wrongCycle(t, email, `203.0.113.${ip}`)
        if (!locked) failures += 5
      }
    }
    expect(locked?.status).toBe(429)
    expect(failures).toBe(DEFAULT_RATE_LIMITS.codeFailuresPerRecipient.max)
    await t.post('/api/v1/passwordless/init', { email }, { ip: '198.51.100.99' })
    const right = await t.post(
      '/api/v1/passwordless/authenticate',
      { email, code: await t.code(email) },
      { ip: '198.51.100.99' },
    )
    expect(right.status).toBe(429)
  })

  it('wrong authenticator codes lock the user out of MFA (the per-user counter)', async () => {
    const t = await createTestServer({ rateLimits: RELAXED })
    const a = await t.loginEmail('totp-lock@example.com')
    const init = await t.granted(a.token, () => t.post('/api/v1/mfa/totp/init', {}, { token: a.token }))
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
    const init = await t.granted(a.token, () => t.post('/api/v1/mfa/totp/init', {}, { token: a.token }))
    const { secret } = (await init.json()) as { secret: string }
    const db = new Database(join(dir, 'latch.sqlite'), { readonly: true })
    const pending = (db.prepare('SELECT secret FROM pending_totp').get() as { secret: string }).secret
    expect(pending.startsWith(`v2.${dataKeyId(Buffer.from('b'.repeat(64), 'hex'))}.`)).toBe(true)
    expect(pending).not.toContain(secret)
    await t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret, NOW) }, { token: a.token })
    const enrolled = (
      db.prepare("SELECT secret FROM mfa_methods WHERE type = 'totp'").get() as { secret: string }
    ).secret
    expect(enrolled.startsWith(`v2.${dataKeyId(Buffer.from('b'.repeat(64), 'hex'))}.`)).toBe(true)
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

describe('data key rotation', () => {
  const keyA = randomBytes(32).toString('base64')
  const keyB = randomBytes(32).toString('hex')
  const kidOf = (key: string) => dataKeyId(Buffer.from(key, /^[0-9a-f]{64}$/.test(key) ? 'hex' : 'base64'))

  /**
   * The test server behind a real HTTP listener (127.0.0.1, a free port): `post` and `get` go over the socket with
   * fetch; `close` stops the listener, then the server.
   */
  async function overHttp(t: TestServer): Promise<TestServer> {
    const node = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    const url = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
    const request = (method: string, path: string, body: unknown, opts: RequestOpts = {}) => {
      const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '10.0.0.1', ...opts.headers }
      if (opts.appId !== null) headers['privy-app-id'] = opts.appId ?? APP_ID
      if (opts.token) headers.authorization = `Bearer ${opts.token}`
      if (body !== undefined) headers['content-type'] = 'application/json'
      return fetch(`${url}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    }
    return {
      ...t,
      post: (path, body, opts) => request('POST', path, body, opts),
      get: (path, opts) => request('GET', path, undefined, opts),
      async close() {
        await new Promise<void>((resolve) => node.close(() => resolve()))
        await t.close()
      },
    }
  }

  /** An email login over `t.post` (so over HTTP for `overHttp` servers). */
  async function login(t: TestServer, email: string): Promise<{ token: string }> {
    expect((await t.post('/api/v1/passwordless/init', { email })).status).toBe(200)
    const res = await t.post('/api/v1/passwordless/authenticate', { email, code: await t.code(email) })
    expect(res.status).toBe(200)
    return (await res.json()) as { token: string }
  }

  /** `latch-server <args> --json` on the data folder; its exit status and its JSON. */
  async function cli(dir: string, env: Record<string, string>, ...args: string[]) {
    const out: string[] = []
    const err: string[] = []
    const io: CliIo = {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      env: { LATCH_DATA_DIR: dir, ...env },
      cwd: dir,
      now: () => NOW,
    }
    const status = await runCli([...args, '--json'], io)
    return { status, json: out.length ? JSON.parse(out.join('')) : null, err: err.join('\n') }
  }

  /** The grant a share release without a purpose needs once the user has MFA. */
  const signGrant = (address: string) => ({
    action: 'wallet_sign',
    target: `${address.toLowerCase()}:unknown`,
  })

  /** What the wallet's owner gets back on a device: the sealed auth share opened, the recovery key, the address. */
  async function walletState(
    t: TestServer,
    token: string,
    key: Parameters<typeof frameCall>[2],
    address: string,
  ) {
    // as the frame's recovery does: the recovery share (which looks at a grant of a user with MFA), then the auth
    // share (which claims it)
    const recovery = await frameCall(
      t,
      token,
      key,
      'GET',
      `/api/v1/embedded_wallets/${address}/recovery_share`,
    )
    expect(recovery.status).toBe(200)
    const auth = await frameCall(t, token, key, 'GET', `/api/v1/embedded_wallets/${address}/auth_share`)
    expect(auth.status).toBe(200)
    const wallet = await t.deps.storage.getEmbeddedWallet(APP_ID, decodeJwt(token).sub as string)
    return {
      authShare: ((await auth.json()) as { auth_share: string }).auth_share,
      recoveryKey: ((await recovery.json()) as { recovery_key: string }).recovery_key,
      address: wallet?.address,
    }
  }

  it('rotates with no lost wallet: A, then B with A previous, reseal, then B alone; A alone is refused', async () => {
    const dir = tempDir()
    // under key A: a user with an embedded wallet and TOTP, and a login code sent but not used yet
    const a = await overHttp(
      await createTestServer({
        dataDir: dir,
        dataKey: keyA,
        rateLimits: { ...DEFAULT_RATE_LIMITS, ...RELAXED },
      }),
    )
    const user = await login(a, 'rotate-data-key@example.com')
    const { res, address, key } = await registerWallet(a, user.token)
    expect(res.status).toBe(200)
    const before = await walletState(a, user.token, key, address)
    expect(before.address?.toLowerCase()).toBe(address.toLowerCase())
    const init = await a.granted(user.token, () => a.post('/api/v1/mfa/totp/init', {}, { token: user.token }))
    const { secret } = (await init.json()) as { secret: string }
    expect(
      (await a.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret, NOW) }, { token: user.token }))
        .status,
    ).toBe(200)
    expect((await a.post('/api/v1/passwordless/init', { email: 'late@example.com' })).status).toBe(200)
    const pendingCode = await a.code('late@example.com')
    await a.close()

    // B current, A previous: the code sent under A still logs in; TOTP verifies; the wallet opens as before
    const b = await overHttp(await createTestServer({ dataDir: dir, dataKey: keyB, dataKeyPrevious: keyA }))
    b.advance(60)
    const late = await b.post('/api/v1/passwordless/authenticate', {
      email: 'late@example.com',
      code: pendingCode,
    })
    expect(late.status).toBe(200)
    const mfa = await b.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 60_000), ...signGrant(address) },
      { token: user.token },
    )
    expect(mfa.status).toBe(200)
    expect(await walletState(b, user.token, key, address)).toEqual(before)
    await b.close()

    // keys reseal: every secret moves to B (counts per kind); a second run has nothing left to do
    const ring = { LATCH_DATA_KEY: keyB, LATCH_DATA_KEY_PREVIOUS: keyA }
    const first = await cli(dir, ring, 'keys', 'reseal')
    expect(first.status).toBe(0)
    expect(first.json).toMatchObject({ kid: kidOf(keyB), done: true, failures: [] })
    expect(first.json.counts.wallet_master_key).toEqual({ resealed: 1, current: 0 })
    expect(first.json.counts.totp).toEqual({ resealed: 1, current: 0 })
    expect(first.json.counts.signing_keys.resealed).toBeGreaterThanOrEqual(1)
    const again = await cli(dir, ring, 'keys', 'reseal')
    expect(again.status).toBe(0)
    for (const c of Object.values(again.json.counts as Record<string, { resealed: number }>))
      expect(c.resealed).toBe(0)
    expect(again.json.counts.wallet_master_key).toEqual({ resealed: 0, current: 1 })
    const db = new Database(join(dir, 'latch.sqlite'), { readonly: true })
    const stored = JSON.stringify([
      db.prepare('SELECT value FROM secrets').all(),
      db.prepare('SELECT secret FROM mfa_methods WHERE secret IS NOT NULL').all(),
    ])
    db.close()
    expect(stored).not.toContain(`v2.${kidOf(keyA)}.`)
    expect(stored).toContain(`v2.${kidOf(keyB)}.`)

    // B alone: everything still works
    const onlyB = await overHttp(await createTestServer({ dataDir: dir, dataKey: keyB }))
    onlyB.advance(120)
    expect(
      (
        await onlyB.post(
          '/api/v1/mfa/totp/verify',
          { code: totpCode(secret, NOW + 120_000), ...signGrant(address) },
          { token: user.token },
        )
      ).status,
    ).toBe(200)
    expect(await walletState(onlyB, user.token, key, address)).toEqual(before)
    await onlyB.close()

    // A alone: the server refuses to start, naming B's kid and the setting, never a key
    const refused = await createTestServer({ dataDir: dir, dataKey: keyA }).then(
      () => null,
      (error: unknown) => error,
    )
    expect(refused).toBeInstanceOf(DataKeyError)
    expect(refused).toMatchObject({ code: 'data_key_missing', kid: kidOf(keyB) })
    expect((refused as Error).message).toContain('LATCH_DATA_KEY_PREVIOUS')
    expect((refused as Error).message).not.toContain(keyB)
    // and the reseal with A alone exits 1 with a clear message
    const wrong = await cli(dir, { LATCH_DATA_KEY: keyA }, 'keys', 'reseal')
    expect(wrong.status).toBe(1)
    expect(wrong.json.done).toBe(false)
    expect(wrong.json.failures[0].error).toContain(kidOf(keyB))
    expect(wrong.err).toContain('could not be re-sealed')
  })
})

describe('per-app signing keys', () => {
  const bearer = (t: TestServer, token: string) =>
    t.granted(token, () => t.post('/api/v1/mfa/totp/init', {}, { token }))

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

/**
 * Makes the next two `getUser` reads wait for each other, so two requests both read the user before either writes:
 * the interleaving a real race produces, made certain.
 */
function barrierOnGetUser(t: TestServer): void {
  const storage = t.deps.storage
  const original = storage.getUser.bind(storage)
  let waiting: Array<() => void> = []
  let armed = 2
  storage.getUser = async (appId, userId) => {
    const user = await original(appId, userId)
    if (armed > 0) {
      armed--
      await new Promise<void>((resolve) => {
        waiting.push(resolve)
        if (waiting.length === 2) {
          for (const r of waiting) r()
          waiting = []
        }
      })
    }
    return user
  }
}

describe('sessions on security events', () => {
  const bearer = (t: TestServer, token: string) =>
    t.granted(token, () => t.post('/api/v1/mfa/totp/init', {}, { token }))
  const refresh = (t: TestServer, refresh_token: string) => t.post('/api/v1/sessions', { refresh_token })
  const loginSms = async (t: TestServer, phoneNumber: string) => {
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber })
    const res = await t.post('/api/v1/passwordless_sms/authenticate', {
      phoneNumber,
      code: await t.code(phoneNumber),
    })
    expect(res.status).toBe(200)
    return (await res.json()) as { token: string; refresh_token: string }
  }

  it("unlinking an account revokes the user's other sessions, not the caller's", async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('unlink@example.com')
    const b = await t.loginEmail('unlink@example.com')
    const phoneNumber = '+15555550123'
    t.advance(1)
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber }, { token: a.token })
    const linked = await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber, code: await t.code(phoneNumber) },
      { token: a.token },
    )
    expect(linked.status).toBe(200)
    expect((await bearer(t, b.token)).status).toBe(200)
    // (a code to the older email approves removing the phone)
    const un = await t.granted(a.token, () =>
      t.post('/api/v1/passwordless_sms/unlink', { phoneNumber }, { token: a.token }),
    )
    expect(un.status).toBe(200)
    expect((await bearer(t, b.token)).status).toBe(401)
    expect((await refresh(t, b.refresh_token)).status).toBe(401)
    expect((await bearer(t, a.token)).status).toBe(200)
  })

  it('removal from the allowlist ends the sessions (bearer and refresh are 401)', async () => {
    const { demoAppSeed } = await import('./config')
    const seed = demoAppSeed()
    const allowlist = (emails: string[]) => ({
      enabled: true,
      emails,
      phones: [],
      wallets: [],
      errorTitle: null,
      errorDetail: null,
      ctaText: null,
      ctaLink: null,
    })
    const t = await createTestServer({}, [
      { ...seed, settings: { ...seed.settings, allowlist: allowlist(['in@example.com']) } },
    ])
    const a = await t.loginEmail('in@example.com')
    const b = await t.loginEmail('in@example.com')
    expect((await bearer(t, a.token)).status).toBe(200)
    await t.seedApp({ ...seed, settings: { ...seed.settings, allowlist: allowlist(['other@example.com']) } })
    expect((await bearer(t, a.token)).status).toBe(401)
    expect((await refresh(t, b.refresh_token)).status).toBe(401)
    // back on the list: the revoked sessions stay revoked
    await t.seedApp({ ...seed, settings: { ...seed.settings, allowlist: allowlist(['in@example.com']) } })
    expect((await refresh(t, b.refresh_token)).status).toBe(401)
  })

  it('a bearer call checks the session expiry, not only the access token', async () => {
    const t = await createTestServer({ refreshTokenTtl: 120, accessTokenTtl: 3600 })
    const a = await t.loginEmail('expiry@example.com')
    expect((await bearer(t, a.token)).status).toBe(200)
    t.advance(121)
    expect((await bearer(t, a.token)).status).toBe(401)
  })

  it('log out everywhere ends every session of the user, forks included', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('everywhere@example.com')
    const b = await t.loginEmail('everywhere@example.com')
    const other = await t.loginEmail('someone-else@example.com')
    const fork = (await (
      await t.post('/api/v1/sessions/fork', { refresh_token: b.refresh_token })
    ).json()) as {
      token: string
      new_session_refresh_token: string
    }
    expect((await t.post('/api/v1/sessions/logout_all', { refresh_token: 'nope' })).status).toBe(401)
    const res = await t.post('/api/v1/sessions/logout_all', {}, { token: a.token })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ success: true })
    for (const token of [a.token, fork.token]) expect((await bearer(t, token)).status).toBe(401)
    expect((await refresh(t, fork.new_session_refresh_token)).status).toBe(401)
    expect((await bearer(t, other.token)).status).toBe(200)
  })

  it('two concurrent links of a second email: only one wins', async () => {
    const t = await createTestServer({ rateLimits: RELAXED })
    const a = await loginSms(t, '+15555550155')
    const emails = ['first@example.com', 'second@example.com']
    for (const email of emails) await t.post('/api/v1/passwordless/init', { email }, { token: a.token })
    const codes = await Promise.all(emails.map((e) => t.code(e)))
    barrierOnGetUser(t)
    const results = await Promise.all(
      emails.map((email, i) =>
        t.post('/api/v1/passwordless/link', { email, code: codes[i] }, { token: a.token }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    const me = (await (await refresh(t, a.refresh_token)).json()) as {
      user: { linked_accounts: Array<{ type: string }> }
    }
    expect(me.user.linked_accounts.filter((x) => x.type === 'email')).toHaveLength(1)
  })

  it('two concurrent unlinks cannot remove the last login method', async () => {
    const t = await createTestServer({ rateLimits: RELAXED })
    const a = await t.loginEmail('two@example.com')
    const phoneNumber = '+15555550166'
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber }, { token: a.token })
    await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber, code: await t.code(phoneNumber) },
      { token: a.token },
    )
    // a grant for each (the grants are tested in grants.test.ts; here the race of the removals)
    const [session] = await t.deps.storage.listUserSessions(APP_ID, a.user.id)
    for (const target of ['email:two@example.com', `phone:${phoneNumber}`]) {
      await t.deps.storage.addGrant({
        id: target,
        appId: APP_ID,
        userId: a.user.id,
        sessionId: session?.id as string,
        action: 'unlink',
        target,
        verifiedBy: 'test',
        createdAt: Math.floor(NOW / 1000),
        expiresAt: Math.floor(NOW / 1000) + 300,
      })
    }
    barrierOnGetUser(t)
    const results = await Promise.all([
      t.post('/api/v1/passwordless/unlink', { address: 'two@example.com' }, { token: a.token }),
      t.post('/api/v1/passwordless_sms/unlink', { phoneNumber }, { token: a.token }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 400])
    const me = (await (await refresh(t, a.refresh_token)).json()) as { user: { linked_accounts: unknown[] } }
    expect(me.user.linked_accounts).toHaveLength(1)
  })
})

describe('captcha and SMS limits', () => {
  const withSettings = async (
    settings: Record<string, unknown>,
    partial: Parameters<typeof createTestServer>[0] = {},
  ) => {
    const { demoAppSeed } = await import('./config')
    const seed = demoAppSeed()
    return createTestServer(partial, [{ ...seed, settings: { ...seed.settings, ...settings } }])
  }

  it('dev mode, captcha on: init without a token or with a wrong one is 403; the local test token passes', async () => {
    const { DEV_CAPTCHA_TOKEN } = await import('./captcha')
    const t = await withSettings({ captchaEnabled: true, captchaSiteKey: 't:1x00000000000000000000AA' })
    for (const body of [{ email: 'cap@example.com' }, { email: 'cap@example.com', token: 'forged' }]) {
      const res = await t.post('/api/v1/passwordless/init', body)
      expect(await errorOf(res)).toMatchObject({ status: 403, code: 'captcha_failed' })
    }
    const sms = await t.post('/api/v1/passwordless_sms/init', {
      phoneNumber: '+15555550177',
      token: 'forged',
    })
    expect(sms.status).toBe(403)
    await expect(t.code('cap@example.com')).rejects.toThrow()
    const ok = await t.post('/api/v1/passwordless/init', {
      email: 'cap@example.com',
      token: DEV_CAPTCHA_TOKEN,
    })
    expect(ok.status).toBe(200)
  })

  it("with a secret, the token is verified at the verify URL with the app's secret, and fails closed", async () => {
    const { createServer } = await import('node:http')
    const seen: string[] = []
    const verifier = createServer((req, res) => {
      let body = ''
      req.on('data', (d) => {
        body += d
      })
      req.on('end', () => {
        const form = new URLSearchParams(body)
        seen.push(`${form.get('secret')}:${form.get('response')}`)
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify({ success: form.get('response') === 'human' && form.get('secret') === 's3cret' }),
        )
      })
    })
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve))
    const port = (verifier.address() as { port: number }).port
    try {
      const settings = { captchaEnabled: true, captchaSiteKey: 't:key', captchaSecret: 's3cret' }
      const t = await withSettings(settings, { captchaVerifyUrl: `http://127.0.0.1:${port}/siteverify` })
      expect(
        (await t.post('/api/v1/passwordless/init', { email: 'v@example.com', token: 'bot' })).status,
      ).toBe(403)
      expect(
        (await t.post('/api/v1/passwordless/init', { email: 'v@example.com', token: 'human' })).status,
      ).toBe(200)
      expect(seen).toEqual(['s3cret:bot', 's3cret:human'])
      // the verifier unreachable: refused, not waved through
      const down = await withSettings(settings, { captchaVerifyUrl: 'http://127.0.0.1:1/siteverify' })
      expect(
        (await down.post('/api/v1/passwordless/init', { email: 'v@example.com', token: 'human' })).status,
      ).toBe(403)
    } finally {
      verifier.close()
    }
  })

  it('outside dev mode an app with captcha on needs a secret to seed', async () => {
    const { demoAppSeed } = await import('./config')
    const seed = demoAppSeed()
    await expect(
      createServerApp({ apps: [{ ...seed, settings: { ...seed.settings, captchaEnabled: true } }] }),
    ).rejects.toThrow(/captchaSecret/)
  })

  it('per-app SMS budget and allowed countries', async () => {
    const t = await withSettings(
      { smsDailyBudget: 2, smsAllowedCountryCodes: ['1'] },
      { rateLimits: RELAXED },
    )
    const foreign = await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+447700900123' })
    expect(await errorOf(foreign)).toMatchObject({ status: 422, code: 'sms_unavailable' })
    expect((await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550101' })).status).toBe(200)
    expect((await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550102' })).status).toBe(200)
    const over = await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550103' })
    expect(over.status).toBe(429)
    // email is not part of the SMS budget
    expect((await t.post('/api/v1/passwordless/init', { email: 'mail@example.com' })).status).toBe(200)
  })
})

describe('the rest of the review', () => {
  const allowlisted = async (rateLimits: Record<string, { max: number; windowSeconds: number }>) => {
    const { demoAppSeed } = await import('./config')
    const seed = demoAppSeed()
    const allowlist = {
      enabled: true,
      emails: ['member@example.com'],
      phones: [],
      wallets: [],
      errorTitle: null,
      errorDetail: null,
      ctaText: null,
      ctaLink: null,
    }
    return createTestServer({ rateLimits }, [{ ...seed, settings: { ...seed.settings, allowlist } }])
  }

  it('the allowlist is checked after the rate limit (it cannot be probed without limit)', async () => {
    const t = await allowlisted({
      ...RELAXED,
      codePerIp: { max: 2, windowSeconds: 600 },
      authPerIp: { max: 2, windowSeconds: 60 },
    })
    const inits = []
    for (let i = 0; i < 3; i++)
      inits.push((await t.post('/api/v1/passwordless/init', { email: `probe${i}@example.com` })).status)
    expect(inits).toEqual([403, 403, 429])
    const auths = []
    for (let i = 0; i < 3; i++) {
      auths.push(
        (
          await t.post('/api/v1/passwordless/authenticate', {
            email: `probe${i}@example.com`,
            code: '123456',
          })
        ).status,
      )
    }
    expect(auths).toEqual([403, 403, 429])
  })

  it('LATCH_RATE_LIMIT_SCALE must be a positive finite number', async () => {
    const { parseRateLimitScale } = await import('./config')
    for (const bad of ['abc', '0', '-1', 'Infinity', 'NaN', '1e400'])
      expect(() => parseRateLimitScale(bad)).toThrow(/positive finite/)
    expect(parseRateLimitScale(undefined)).toBe(1)
    expect(parseRateLimitScale('2.5')).toBe(2.5)
  })

  it('token and TOTP answers are Cache-Control: no-store', async () => {
    const t = await createTestServer()
    await t.post('/api/v1/passwordless/init', { email: 'cache@example.com' })
    const auth = await t.post('/api/v1/passwordless/authenticate', {
      email: 'cache@example.com',
      code: await t.code('cache@example.com'),
    })
    expect(auth.headers.get('cache-control')).toBe('no-store')
    const a = (await auth.json()) as { token: string; refresh_token: string }
    const refreshed = await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    expect(refreshed.headers.get('cache-control')).toBe('no-store')
    const totp = await t.post('/api/v1/mfa/totp/init', {}, { token: a.token })
    expect(totp.headers.get('cache-control')).toBe('no-store')
  })

  it('CORS never allows credentials (no cookies are used)', async () => {
    const t = await createTestServer()
    const origin = 'http://127.0.0.1:5173'
    const pre = await t.app.request('/api/v1/sessions', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    })
    expect(pre.headers.get('access-control-allow-origin')).toBe(origin)
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull()
    const res = await t.post(
      '/api/v1/passwordless/init',
      { email: 'cors@example.com' },
      { headers: { origin } },
    )
    expect(res.headers.get('access-control-allow-origin')).toBe(origin)
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
  })

  it('security events are logged with user id and IP, never tokens, codes or emails', async () => {
    const lines: string[] = []
    const t = await createTestServer({ log: (l) => lines.push(l), rateLimits: RELAXED })
    const a = await t.loginEmail('events@example.com')
    const code = await t.code('events@example.com')
    for (let cycle = 0; cycle < 5; cycle++) {
      await t.post('/api/v1/passwordless/init', { email: 'events@example.com' })
      const wrong = wrongOf(await t.code('events@example.com'))
      for (let i = 0; i < 5; i++) {
        await t.post('/api/v1/passwordless/authenticate', { email: 'events@example.com', code: wrong })
      }
    }
    const fork = (await (
      await t.post('/api/v1/sessions/fork', { refresh_token: a.refresh_token })
    ).json()) as { refresh_token: string; new_session_refresh_token: string }
    // a refresh rotates the parent's token (a fork does not): presenting the old one 11 s later is reuse
    await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    t.advance(11)
    await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    const security = lines.filter((l) => l.startsWith('security: '))
    const userId = a.user.id
    expect(
      security.some(
        (l) =>
          l.startsWith('security: login_success') &&
          l.includes(`user=${userId}`) &&
          l.includes('ip=10.0.0.1'),
      ),
    ).toBe(true)
    expect(security.some((l) => l.startsWith('security: login_failure') && l.includes('ip=10.0.0.1'))).toBe(
      true,
    )
    expect(security.some((l) => l.startsWith('security: lockout'))).toBe(true)
    expect(
      security.some((l) => l.startsWith('security: refresh_reuse_detected') && l.includes(`user=${userId}`)),
    ).toBe(true)
    const all = lines.join('\n')
    for (const secret of [
      a.token,
      a.refresh_token,
      fork.new_session_refresh_token,
      code,
      'events@example.com',
    ])
      expect(all).not.toContain(secret)
  })
})

describe('bounded storage', () => {
  const fakeGoogle = {
    google: {
      issuer: 'https://idp.example',
      authorizationEndpoint: 'https://idp.example/authorize',
      tokenEndpoint: 'https://idp.example/token',
      jwksUri: 'https://idp.example/jwks',
      clientId: 'google',
    },
  }

  it('after the clock passes every TTL the cleanup leaves no expired row; before, it keeps live ones', async () => {
    const t = await createTestServer({ oauthProviders: fakeGoogle, rateLimits: RELAXED })
    const live = await t.loginEmail('live@example.com')
    const gone = await t.loginEmail('gone@example.com')
    await t.post('/api/v1/sessions/logout', { refresh_token: gone.refresh_token })
    await t.post('/api/v1/passwordless/init', { email: 'pending@example.com' })
    await t.post('/api/v1/siwe/init', { address: '0x000000000000000000000000000000000000dEaD' })
    const oauth = await t.post('/api/v1/oauth/init', {
      provider: 'google',
      redirect_to: 'http://127.0.0.1:5173/',
      code_challenge: 'A'.repeat(43),
      code_challenge_method: 'S256',
    })
    expect(oauth.status).toBe(200)
    await t.granted(live.token, () => t.post('/api/v1/mfa/totp/init', {}, { token: live.token }))
    await t.post('/api/v1/analytics_events', { event_name: 'e', client_id: 'c', payload: {} })
    const before = await t.fingerprint()
    for (const table of [
      'codes',
      'siwe_nonces',
      'oauth_states',
      'rate_limits',
      'outbox',
      'pending_totp',
      'analytics_events',
    ]) {
      expect(before[table], table).toBeGreaterThan(0)
    }

    // nothing has expired yet: the live session and the pending code survive a pass
    await t.cleanup()
    expect((await t.post('/api/v1/sessions', { refresh_token: live.refresh_token })).status).toBe(200)
    const mid = await t.fingerprint()
    expect(mid.codes).toBe(before.codes)

    t.advance(31 * 86_400 + 1)
    const deleted = await t.cleanup()
    expect(deleted?.sessions).toBeGreaterThan(0)
    const after = await t.fingerprint()
    for (const table of [
      'codes',
      'siwe_nonces',
      'oauth_states',
      'rate_limits',
      'outbox',
      'pending_totp',
      'analytics_events',
      'sessions',
      'refresh_tokens',
    ]) {
      expect(after[table], table).toBe(0)
    }
    // users and their accounts are kept
    expect(after.users).toBe(before.users)
    expect(after.accounts).toBe(before.accounts)
  })

  it('a revoked session and its refresh tokens go a day after the revocation', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('revoked@example.com')
    await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    await t.post('/api/v1/sessions/logout', { refresh_token: a.refresh_token })
    t.advance(86_401)
    await t.cleanup()
    const after = await t.fingerprint()
    expect(after.sessions).toBe(0)
    expect(after.refresh_tokens).toBe(0)
  })

  it('an analytics payload over the cap is 413 and stores nothing; the per-app quota is 429', async () => {
    const { demoAppSeed } = await import('./config')
    const seed = demoAppSeed()
    const t = await createTestServer({}, [
      { ...seed, settings: { ...seed.settings, analyticsDailyQuota: 2 } },
    ])
    const big = await t.post('/api/v1/analytics_events', {
      event_name: 'big',
      payload: { blob: 'x'.repeat(5000) },
    })
    expect(big.status).toBe(413)
    expect((await t.fingerprint()).analytics_events).toBe(0)
    expect((await t.post('/api/v1/analytics_events', { event_name: 'a', payload: {} })).status).toBe(200)
    expect(
      (await t.post('/api/v1/analytics_events', { event_name: 'b', payload: {} }, { ip: '10.0.0.2' })).status,
    ).toBe(200)
    expect(
      (await t.post('/api/v1/analytics_events', { event_name: 'c', payload: {} }, { ip: '10.0.0.3' })).status,
    ).toBe(429)
    expect((await t.fingerprint()).analytics_events).toBe(2)
  })
})
