/**
 * Webhooks end to end: the server's routes emit events, the dispatcher POSTs them over real HTTP to a local
 * receiver that checks each Standard Webhooks signature. Every event arrives once, signed, in order per user; a
 * receiver that is down gets them later; a restart in the middle of the retries loses nothing; after the last try a
 * delivery is dead and the user's next events go on. Real clock, retry base of 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { UserJSON } from '@latch/core/protocol'
import { Secret, TOTP } from 'otpauth'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../../../test/fixtures/postgres/database'
import { createServerApp, type ServerApp } from '../app'
import { demoAppSeed, type ServerOptions } from '../config'
import { createTestServer, type TestServer } from '../testing'
import { registerWallet } from '../wallet-testing'
import { WEBHOOK_EVENT_TYPES } from './events'
import { newWebhookSecret } from './secret'
import { type Receiver, startReceiver } from './testing'

const SECRET = newWebhookSecret()
const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f()
})

async function receiver(): Promise<Receiver> {
  const r = await startReceiver(SECRET)
  cleanups.push(() => r.close())
  return r
}

/** The demo app with its webhook endpoint at `url`. */
const seed = (url: string) => {
  const s = demoAppSeed()
  return { ...s, settings: { ...s.settings, webhookUrl: url, webhookSecret: SECRET } }
}

/**
 * Retries every 50 ms, but the request timeout stays the default (10 s). A try that times out is a failed try and is
 * sent again (delivery is at least once), so a short timeout would make "once" depend on the machine's speed: this
 * process runs the server, the dispatcher and the receiver, and under load (or on the first fetch, which loads
 * undici) a 204 can come later than 500 ms. Only the timeout test shortens it.
 */
const fast: ServerOptions = {
  now: () => Date.now(),
  webhookRetryBaseMs: 50,
  // the receiver listens on 127.0.0.1: a dev mode allowance (destination.test.ts shows the refusal without it)
  allowPrivateWebhookUrls: true,
}

async function server(url: string, options: ServerOptions = {}): Promise<TestServer> {
  const t = await createTestServer({ ...fast, ...options }, [seed(url)])
  t.webhooks.start()
  cleanups.push(() => t.close())
  return t
}

const totpCode = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp,
  })

/** Every event type for one user: login (created, authenticated), link/unlink a phone, MFA on/off, a wallet. */
async function lifeOfAUser(t: TestServer, email: string, phone: string) {
  const { token, user } = await t.loginEmail(email)
  const ok = async (res: Promise<Response>) => expect((await res).status).toBe(200)
  await ok(t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone }))
  await ok(
    t.post('/api/v1/passwordless_sms/link', { phoneNumber: phone, code: await t.code(phone) }, { token }),
  )
  // each change with its grant, as the client asks for it: a code to the (older) email, then TOTP itself
  await ok(
    t.granted(token, () => t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: phone }, { token })),
  )
  const init = await t.granted(token, () => t.post('/api/v1/mfa/totp/init', {}, { token }))
  const { secret } = (await init.json()) as { secret: string }
  await ok(t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret) }, { token }))
  // (the enrolment used this 30 s step's code: the next step's is accepted too)
  const next = (grant: object) =>
    t.post('/api/v1/mfa/totp/verify', { code: totpCode(secret, Date.now() + 30_000), ...grant }, { token })
  await ok(t.granted(token, () => t.post('/api/v1/mfa/totp/unenroll', {}, { token }), next))
  // the wallet is registered as the frame does it (its key signs, a device key proves)
  const { res, address } = await registerWallet(t, token)
  expect(res.status).toBe(200)
  return { userId: user.id, address }
}

const EXPECTED_ORDER = [
  'user.created',
  'user.authenticated',
  'user.linked_account',
  'user.unlinked_account',
  'mfa.enabled',
  'mfa.disabled',
  'user.wallet_created',
]

const ofUser = (userId: string) => (w: { body: Record<string, unknown> }) =>
  (w.body.user as UserJSON | undefined)?.id === userId || w.body.user_id === userId

// end to end over real HTTP: as long as the receiver's own wait (20 s), not the 5 s default, so a loaded machine
// is slower but not failing
describe('webhooks', { timeout: 30_000 }, () => {
  it('every event arrives once, signed, in order per user (two users at once)', async () => {
    const r = await receiver()
    const t = await server(r.url)
    const [ann, bob] = await Promise.all([
      lifeOfAUser(t, 'ann@example.com', '+15555550101'),
      lifeOfAUser(t, 'bob@example.com', '+15555550102'),
    ])
    for (const who of [ann, bob]) {
      const got = await r.waitFor(7, ofUser(who.userId))
      expect(got.map((w) => w.body.type)).toEqual(EXPECTED_ORDER)
      expect(got.every((w) => w.verified)).toBe(true)
      expect(new Set(got.map((w) => w.id)).size).toBe(7)
    }
    // user.deleted: test/contract/webhook-outbox.test.ts
    expect(new Set([...EXPECTED_ORDER, 'user.deleted'])).toEqual(new Set(WEBHOOK_EVENT_TYPES))
    // nothing arrived twice, and no refused try was needed
    expect(r.all()).toHaveLength(14)
    // what each event carries
    const annEvents = r.accepted().filter(ofUser(ann.userId))
    const body = (type: string) =>
      annEvents.find((w) => w.body.type === type)?.body as Record<string, unknown>
    expect(body('user.authenticated').account).toMatchObject({ type: 'email', address: 'ann@example.com' })
    expect(body('user.linked_account').account).toMatchObject({ type: 'phone', phone_number: '+15555550101' })
    expect(body('user.unlinked_account').account).toMatchObject({
      type: 'phone',
      phone_number: '+15555550101',
    })
    expect(body('mfa.enabled')).toEqual({ type: 'mfa.enabled', user_id: ann.userId, method: 'totp' })
    const wallet = body('user.wallet_created').wallet as { address: string; wallet_client_type: string }
    expect(wallet.address.toLowerCase()).toBe(ann.address.toLowerCase())
    expect(wallet.wallet_client_type).toBe('privy')
    // the dispatcher records each 2xx right after the receiver answered it
    const appId = t.deps.config.apps[0]?.id as string
    await expect
      .poll(async () => (await t.deps.storage.listWebhooks(appId)).map((d) => `${d.status}:${d.attempts}`))
      .toEqual(Array(14).fill('delivered:1'))
  })

  it('a second login is user.authenticated only; an app without a webhook URL queues nothing', async () => {
    const r = await receiver()
    const t = await server(r.url)
    const first = await t.loginEmail('cat@example.com')
    await t.loginEmail('cat@example.com')
    const got = await r.waitFor(3, ofUser(first.user.id))
    expect(got.map((w) => w.body.type)).toEqual(['user.created', 'user.authenticated', 'user.authenticated'])

    const quiet = await createTestServer(fast)
    cleanups.push(() => quiet.close())
    await quiet.loginEmail('dan@example.com')
    expect((await quiet.fingerprint()).webhook_deliveries).toBe(0)
  })

  it('a receiver down for a while gets every event later, once, in order', async () => {
    const r = await receiver()
    r.mode = 'down'
    const t = await server(r.url)
    const { userId } = await lifeOfAUser(t, 'eve@example.com', '+15555550103')
    // the first event is refused and retried; the user's later events wait behind it
    await expect.poll(() => r.all().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3)
    expect(new Set(r.all().map((w) => w.body.type))).toEqual(new Set(['user.created']))
    r.mode = 'ok'
    const got = await r.waitFor(7, ofUser(userId))
    expect(got.map((w) => w.body.type)).toEqual(EXPECTED_ORDER)
    expect(got.every((w) => w.verified)).toBe(true)
    const [created] = await t.deps.storage.listWebhooks(t.deps.config.apps[0]?.id as string, { limit: 1 })
    expect(created?.attempts).toBeGreaterThanOrEqual(4)
  })

  it('a restart in the middle of the retries loses nothing (SQLite file)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-webhooks-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const r = await receiver()
    r.mode = 'down'
    const options = { ...fast, devMode: true, dataDir, apps: [seed(r.url)] }
    const first = await createServerApp(options)
    first.webhooks.start()
    const userId = await loginOn(first, 'fay@example.com')
    await expect.poll(() => r.all().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    await first.close()
    const seenBefore = r.all().length

    r.mode = 'ok'
    const second = await createServerApp(options)
    cleanups.push(() => second.close())
    second.webhooks.start()
    const got = await r.waitFor(2, ofUser(userId))
    expect(got.map((w) => w.body.type)).toEqual(['user.created', 'user.authenticated'])
    expect(r.all().length).toBeGreaterThan(seenBefore)
  })

  it('a try cut by a crash (its lease runs out) is sent again by the next server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'latch-webhooks-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const r = await receiver()
    const options = { ...fast, devMode: true, dataDir, apps: [seed(r.url)] }
    const first = await createServerApp(options)
    const userId = await loginOn(first, 'gus@example.com')
    // a dispatcher takes the first event and dies before sending it: the row stays 'delivering'
    const now = Date.now()
    const taken = await first.deps.storage.claimWebhook(now, now + 300)
    expect(taken?.eventType).toBe('user.created')
    await first.close()
    const second = await createServerApp(options)
    cleanups.push(() => second.close())
    second.webhooks.start()
    const got = await r.waitFor(2, ofUser(userId))
    expect(got.map((w) => w.body.type)).toEqual(['user.created', 'user.authenticated'])
    expect(r.all()).toHaveLength(2)
  })

  it('after the last try a delivery is dead, and the user’s next events go on', async () => {
    const r = await receiver()
    r.mode = 'down'
    const t = await server(r.url, { webhookMaxAttempts: 3 })
    const { user } = await t.loginEmail('hal@example.com')
    const appId = t.deps.config.apps[0]?.id as string
    await expect
      .poll(async () => (await t.deps.storage.listWebhooks(appId, { status: 'dead' })).length, {
        timeout: 10_000,
      })
      .toBe(1)
    const [dead] = await t.deps.storage.listWebhooks(appId, { status: 'dead' })
    expect(dead).toMatchObject({ eventType: 'user.created', attempts: 3, lastError: 'HTTP 503' })
    r.mode = 'ok'
    const got = await r.waitFor(1, ofUser(user.id))
    expect(got.map((w) => w.body.type)).toEqual(['user.authenticated'])
    // the dead one was tried exactly three times, never after
    expect(r.all().filter((w) => w.id === dead?.id)).toHaveLength(3)
  })

  it('an endpoint that does not answer in time is a failed try', async () => {
    const r = await receiver()
    r.mode = 'hang'
    const lines: string[] = []
    const t = await server(r.url, { webhookTimeoutMs: 200, log: (l) => lines.push(l) })
    const { user } = await t.loginEmail('ivy@example.com')
    await expect
      .poll(() => lines.some((l) => l.includes('no answer in time')), { timeout: 10_000 })
      .toBe(true)
    r.mode = 'ok'
    const got = await r.waitFor(2, ofUser(user.id))
    // the try that timed out is sent again under the same webhook-id, so a receiver that did get it drops the repeat
    const timedOut = lines.find((l) => l.includes('no answer in time'))
    expect(timedOut).toContain(`webhook: user.created ${got[0]?.id} `)
    // the log names the event and the reason, never the payload
    expect(lines.join('\n')).not.toContain('ivy@example.com')
  })

  it('PostgreSQL: two server instances share the queue; each event is delivered once, in order per user', async () => {
    const db = await createTestDatabase('webhooks')
    cleanups.push(() => db.drop())
    const r = await receiver()
    const options = {
      ...fast,
      devMode: true,
      databaseUrl: db.url,
      dataKey: 'k'.repeat(43),
      apps: [seed(r.url)],
    }
    const a = await createServerApp(options)
    cleanups.push(() => a.close())
    const b = await createServerApp(options)
    cleanups.push(() => b.close())
    a.webhooks.start()
    b.webhooks.start()
    const users = await Promise.all(
      ['jo', 'kim', 'lee', 'max'].map(async (name, i) => {
        const on = i % 2 === 0 ? a : b
        const id = await loginOn(on, `${name}@example.com`)
        await loginOn(on === a ? b : a, `${name}@example.com`)
        await loginOn(on, `${name}@example.com`)
        return id
      }),
    )
    for (const id of users) {
      const got = await r.waitFor(4, ofUser(id))
      expect(got.map((w) => w.body.type)).toEqual([
        'user.created',
        'user.authenticated',
        'user.authenticated',
        'user.authenticated',
      ])
    }
    expect(r.all()).toHaveLength(16)
    expect(new Set(r.all().map((w) => w.id)).size).toBe(16)
  })
})

/** An email login against a ServerApp (no test helpers): init, the outbox code, authenticate. */
async function loginOn(s: ServerApp, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', 'privy-app-id': 'latchdemoapp0000000000001' }
  const post = (path: string, body: unknown) =>
    Promise.resolve(s.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }))
  expect((await post('/api/v1/passwordless/init', { email })).status).toBe(200)
  const [message] = await s.deps.storage.listOutbox({ to: email, limit: 1 })
  const res = await post('/api/v1/passwordless/authenticate', { email, code: message?.code })
  expect(res.status).toBe(200)
  return ((await res.json()) as { user: UserJSON }).user.id
}
