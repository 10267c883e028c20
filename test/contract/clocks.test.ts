/**
 * Two server instances on one PostgreSQL database whose machine clocks are 15 s apart (B behind A, given through the
 * server's clock dependency `now`), racing refreshes and code checks: no false reuse revocation, no early expiry, no
 * late acceptance. The instances run on the database's clock (storage/clock.ts); without that, a token rotated by B
 * and presented to A a moment later looked 16 s old (past the 10 s reuse window) and revoked the session family,
 * and a code sent through B expired 15 s early on A.
 */
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_APP_ID, demoAppSeed, type RunningServer, startServer } from '../../examples/server/src/index'
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres/database'
import { RELAXED_LIMITS } from './helpers'

const SKEW_MS = 15_000
let db: TestDatabase
let sql: postgres.Sql
let a: RunningServer
let b: RunningServer
/** Fake time both machines share (seconds moved by the test). */
let moved = 0
const logs: string[] = []

interface Pair {
  token: string
  refresh_token: string
  user: { id: string }
}

const post = (server: RunningServer, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'privy-app-id': DEMO_APP_ID, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function codeFor(email: string): Promise<string> {
  const res = await fetch(`${a.url}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`, {
    headers: { 'x-latch-outbox-token': a.outboxToken },
  })
  const { messages } = (await res.json()) as { messages: Array<{ code: string }> }
  if (!messages[0]) throw new Error(`no code for ${email}`)
  return messages[0].code
}

async function login(server: RunningServer, email: string): Promise<Pair> {
  expect((await post(server, '/api/v1/passwordless/init', { email })).status).toBe(200)
  const res = await post(server, '/api/v1/passwordless/authenticate', { email, code: await codeFor(email) })
  expect(res.status).toBe(200)
  return (await res.json()) as Pair
}

const revokedSessions = async (userId: string) =>
  (await sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${userId} AND revoked_at IS NOT NULL`)[0]
    ?.n as number

beforeAll(async () => {
  db = await createTestDatabase('clocks')
  sql = postgres(db.url, { max: 2, onnotice: () => {} })
  const options = {
    devMode: true,
    devOidc: false,
    databaseUrl: db.url,
    dataDir: '',
    dataKey: randomBytes(32).toString('base64'),
    apps: [demoAppSeed()],
    rateLimits: RELAXED_LIMITS,
    log: (line: string) => logs.push(line),
  }
  a = await startServer({ ...options, now: () => Date.now() + moved * 1000 })
  b = await startServer({ ...options, now: () => Date.now() - SKEW_MS + moved * 1000 })
}, 60_000)

afterAll(async () => {
  await a?.close()
  await b?.close()
  await sql?.end({ timeout: 5 })
  await db?.drop()
})

describe('instances with clocks 15 s apart', () => {
  it('the slow instance says so in its log and runs on the database time', () => {
    expect(logs.filter((l) => l.startsWith('clock: this machine'))).toHaveLength(1)
    expect(Math.abs(b.server.deps.config.now() - a.server.deps.config.now())).toBeLessThan(1000)
  })

  it('a token rotated by one instance and presented again to the other a moment later: the current pair, nothing revoked', async () => {
    for (const [first, second] of [
      [b, a],
      [a, b],
    ] as const) {
      const pair = await login(first, `skew-${first.port}@example.com`)
      const rotated = await post(first, '/api/v1/sessions', { refresh_token: pair.refresh_token })
      expect(rotated.status).toBe(200)
      const current = ((await rotated.json()) as Pair).refresh_token
      // the answer was lost: the client presents the old token again, to the other instance
      const again = await post(second, '/api/v1/sessions', { refresh_token: pair.refresh_token })
      expect(again.status).toBe(200)
      expect(((await again.json()) as Pair).refresh_token).toBe(current)
      expect(await revokedSessions(pair.user.id)).toBe(0)
    }
  })

  it('20 rounds of one token sent to both instances at once: both answered with one pair, nothing revoked', async () => {
    const pair = await login(a, 'skew-race@example.com')
    let token = pair.refresh_token
    for (let round = 0; round < 20; round++) {
      const answers = await Promise.all(
        [a, b].map((s) => post(s, '/api/v1/sessions', { refresh_token: token })),
      )
      expect(answers.map((r) => r.status)).toEqual([200, 200])
      const tokens = await Promise.all(answers.map(async (r) => ((await r.json()) as Pair).refresh_token))
      expect(tokens[0]).toBe(tokens[1])
      token = tokens[0] as string
    }
    expect(await revokedSessions(pair.user.id)).toBe(0)
  })

  it('a code sent through the slow instance is good on the fast one until its 10 minutes are over, not 15 s less', async () => {
    for (const [label, wait, status] of [
      ['9:50', 590, 200],
      ['10:01', 601, 422],
    ] as const) {
      const email = `skew-code-${label.replace(':', '')}@example.com`
      expect((await post(b, '/api/v1/passwordless/init', { email })).status).toBe(200)
      const code = await codeFor(email)
      moved += wait
      const res = await post(a, '/api/v1/passwordless/authenticate', { email, code })
      moved -= wait
      expect({ label, status: res.status }).toEqual({ label, status })
    }
  })
})
