/**
 * Failover between two real server processes on one PostgreSQL database, with the request IN FLIGHT when an instance
 * dies or stops. Instance A reaches the database through a TCP proxy the test can gate: while gated, A's queries are
 * held (A has taken the request and is waiting on its database), which is the moment the test kills or stops A.
 *
 * - SIGKILL with a refresh held on A: the client's request fails, it sends the same refresh token to B, gets a
 *   working pair and carries on through B; no session is revoked, the held rotation never happened.
 * - SIGTERM with a code verification held on A: A drains; once the database answers again the verification
 *   completes (200) and its write is durable: B accepts the new refresh token, the code is spent for B too.
 */
import { randomBytes } from 'node:crypto'
import { connect, createServer, type Server, type Socket } from 'node:net'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_APP_ID } from '../../examples/server/src/config'
import { openPostgresStorage, type Storage } from '../../examples/server/src/storage'
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres/database'
import { type ServerProcess, startServerProcess } from '../fixtures/server-process'

/** A TCP proxy to PostgreSQL: `gate()` holds what clients send (queries) until `release()`. */
interface DbGate {
  url: string
  gate(): void
  release(): void
  /** Resolves once a client has sent something while gated (a query is held). */
  held(): Promise<void>
  close(): Promise<void>
}

async function startDbGate(target: string): Promise<DbGate> {
  const upstreamUrl = new URL(target)
  let gated = false
  const heldChunks: Array<{ to: Socket; data: Buffer }> = []
  let onHeld: () => void = () => {}
  const sockets = new Set<Socket>()
  const proxy: Server = createServer((client) => {
    const upstream = connect(Number(upstreamUrl.port), upstreamUrl.hostname)
    sockets.add(client).add(upstream)
    client.on('data', (data) => {
      if (gated) {
        heldChunks.push({ to: upstream, data })
        onHeld()
      } else upstream.write(data)
    })
    upstream.on('data', (data) => client.write(data))
    // a dead client (the killed instance) ends its database connection: PostgreSQL rolls its transaction back
    const end = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('close', end).on('error', end)
    upstream.on('close', end).on('error', end)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const url = new URL(target)
  url.port = String((proxy.address() as { port: number }).port)
  return {
    url: url.toString(),
    gate: () => {
      gated = true
    },
    release: () => {
      gated = false
      for (const { to, data } of heldChunks.splice(0)) if (!to.destroyed) to.write(data)
    },
    held: () =>
      new Promise<void>((resolve) => {
        if (heldChunks.length > 0) resolve()
        else onHeld = resolve
      }),
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise((resolve) => proxy.close(resolve))
    },
  }
}

let db: TestDatabase
let sql: postgres.Sql
let storage: Storage
let gateA: DbGate
let env: Record<string, string>
const started: ServerProcess[] = []

interface Pair {
  token: string
  refresh_token: string
  user: { id: string }
}

const call = (server: ServerProcess, path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'privy-app-id': DEMO_APP_ID, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

async function codeFor(email: string): Promise<string> {
  const [m] = await storage.listOutbox({ to: email, limit: 1 })
  if (!m) throw new Error(`no code for ${email}`)
  return m.code
}

async function login(server: ServerProcess, email: string): Promise<Pair> {
  expect((await call(server, '/api/v1/passwordless/init', { email })).status).toBe(200)
  const res = await call(server, '/api/v1/passwordless/authenticate', { email, code: await codeFor(email) })
  expect(res.status).toBe(200)
  return (await res.json()) as Pair
}

async function start(databaseUrl: string): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, LATCH_DATABASE_URL: databaseUrl })
  started.push(server)
  return server
}

beforeAll(async () => {
  db = await createTestDatabase('failover')
  sql = postgres(db.url, { max: 2, onnotice: () => {} })
  gateA = await startDbGate(db.url)
  env = {
    LATCH_DEV_MODE: '1',
    LATCH_DATABASE_URL: db.url,
    LATCH_DATA_KEY: randomBytes(32).toString('base64'),
    LATCH_DATA_DIR: '',
    LATCH_TRUST_PROXY: '1',
  }
  await start(db.url)
  storage = await openPostgresStorage(db.url, { max: 2 })
}, 120_000)

afterAll(async () => {
  gateA?.release()
  await Promise.all(started.map((s) => s.kill()))
  await gateA?.close()
  await storage?.close()
  await sql?.end({ timeout: 5 })
  await db?.drop()
})

describe('a request in flight when its instance goes away', () => {
  it('SIGKILL with a refresh held on A: it fails over to B with the same token; the client carries on; nothing revoked', async () => {
    const b = started[0] as ServerProcess
    const a = await start(gateA.url)
    const pair = await login(a, 'held-refresh@example.com')
    gateA.gate()
    const inFlight = call(a, '/api/v1/sessions', { refresh_token: pair.refresh_token }).then(
      (res) => ({ failed: false as const, res }),
      () => ({ failed: true as const, res: null }),
    )
    // A has the request and waits on its database: kill it there
    await gateA.held()
    await a.kill()
    expect(await a.exited).toBe('SIGKILL')
    const first = await inFlight
    expect(first.failed).toBe(true)
    let failovers = 0
    if (first.failed) failovers++
    // the client sends the same token to B: the held rotation never reached the database, so it is simply current
    const retried = await call(b, '/api/v1/sessions', { refresh_token: pair.refresh_token })
    expect(retried.status).toBe(200)
    let token = ((await retried.json()) as Pair).refresh_token
    expect(token).not.toBe(pair.refresh_token)
    for (let i = 0; i < 3; i++) {
      const res = await call(b, '/api/v1/sessions', { refresh_token: token })
      expect(res.status).toBe(200)
      token = ((await res.json()) as Pair).refresh_token
    }
    expect(failovers).toBe(1)
    const revoked =
      await sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${pair.user.id} AND revoked_at IS NOT NULL`
    expect(revoked[0]?.n).toBe(0)
    const events =
      await sql`SELECT count(*)::int AS n FROM security_events WHERE type = 'refresh_reuse_detected' AND user_id = ${pair.user.id}`
    expect(events[0]?.n).toBe(0)
    gateA.release()
  }, 90_000)

  it('SIGTERM with a code verification held on A: A drains, the verification completes and its write is durable', async () => {
    const b = started[0] as ServerProcess
    const a = await start(gateA.url)
    const email = 'held-code@example.com'
    expect((await call(a, '/api/v1/passwordless/init', { email })).status).toBe(200)
    const code = await codeFor(email)
    gateA.gate()
    const inFlight = call(a, '/api/v1/passwordless/authenticate', { email, code })
    await gateA.held()
    a.child.kill('SIGTERM')
    // draining: A takes no new connection while its request waits on the database
    await new Promise((r) => setTimeout(r, 300))
    await expect(fetch(`${a.url}/api/health`)).rejects.toThrow()
    gateA.release()
    const res = await inFlight
    expect(res.status).toBe(200)
    const pair = (await res.json()) as Pair
    expect(await a.exited).toBe(0)
    // durable: B knows the session A wrote, and the code is spent for B too
    const refreshed = await call(b, '/api/v1/sessions', { refresh_token: pair.refresh_token })
    expect(refreshed.status).toBe(200)
    const again = await call(b, '/api/v1/passwordless/authenticate', { email, code })
    expect(again.status).toBe(422)
  }, 90_000)
})
