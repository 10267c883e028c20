/**
 * Two real server processes (A and B) on one PostgreSQL database, as behind a load balancer: every single-use or
 * counted decision is made by the database, so the instances never disagree. Codes are read from the dev outbox
 * table directly (each instance has its own outbox token).
 */
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import postgres from 'postgres'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_APP_ID } from '../../examples/server/src/config'
import { openPostgresStorage, type Storage } from '../../examples/server/src/storage'
import { freePort } from '../fixtures/postgres/cluster.mjs'
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres/database'
import { type ServerProcess, startServerProcess } from '../fixtures/server-process'

const ORIGIN = 'http://127.0.0.1:5173'
let db: TestDatabase
let storage: Storage
let sql: postgres.Sql
let a: ServerProcess
let b: ServerProcess
let priceApi: Server
let releasePrice: () => void = () => {}
let priceRequested: () => void = () => {}

interface Pair {
  token: string
  refresh_token: string
  user: { id: string }
}

const call = (server: ServerProcess, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'privy-app-id': DEMO_APP_ID, 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
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

const refresh = (server: ServerProcess, refreshToken: string) =>
  call(server, '/api/v1/sessions', { refresh_token: refreshToken })

beforeAll(async () => {
  db = await createTestDatabase('multi')
  sql = postgres(db.url, { max: 2, onnotice: () => {} })
  // a slow price source: a token_price call stays in flight until the test releases it
  const pricePort = await freePort()
  priceApi = createServer((_req, res) => {
    priceRequested()
    releasePrice = () => res.end(JSON.stringify({ usd: 3000 }))
  })
  await new Promise<void>((resolve) => priceApi.listen(pricePort, '127.0.0.1', resolve))
  const env = {
    LATCH_DEV_MODE: '1',
    LATCH_DATABASE_URL: db.url,
    LATCH_DATA_KEY: randomBytes(32).toString('base64'),
    LATCH_DATA_DIR: '',
    LATCH_TRUST_PROXY: '1',
    LATCH_PRICE_API_URL: `http://127.0.0.1:${pricePort}/{symbol}`,
    LATCH_PRICE_API_TIMEOUT_MS: '20000',
  }
  // one instance first (it migrates and seeds), then the second, like a rolling start
  a = await startServerProcess(env)
  b = await startServerProcess(env)
  storage = await openPostgresStorage(db.url, { max: 2 })
}, 120_000)

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()])
  releasePrice()
  await new Promise((resolve) => priceApi?.close(resolve))
  await storage?.close()
  await sql?.end({ timeout: 5 })
  await db?.drop()
})

describe('two server processes on one PostgreSQL database', () => {
  it('five clients refreshing one expired session at once, over both instances: one rotation, no revoked family', async () => {
    const pair = await login(a, 'five-tabs@example.com')
    const [session] = await sql`SELECT session_id FROM refresh_tokens WHERE session_id IN
      (SELECT id FROM sessions WHERE user_id = ${pair.user.id})`
    const results = await Promise.all(
      [a, b, a, b, a].map(async (server) => {
        const res = await refresh(server, pair.refresh_token)
        return { status: res.status, body: (await res.json()) as Pair }
      }),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    // all five hold the same new refresh token: the racing ones were handed the winner's pair
    expect(new Set(results.map((r) => r.body.refresh_token)).size).toBe(1)
    const tokens = await sql`SELECT rotated_at FROM refresh_tokens WHERE session_id = ${session?.session_id}`
    expect(tokens).toHaveLength(2)
    expect(tokens.filter((t) => t.rotated_at !== null)).toHaveLength(1)
    const [row] = await sql`SELECT revoked_at FROM sessions WHERE id = ${session?.session_id}`
    expect(row?.revoked_at).toBeNull()
    // and the family lives on, through either instance
    expect((await refresh(b, results[0]?.body.refresh_token as string)).status).toBe(200)
  })

  it('wrong codes alternating between the instances lock out at the same count as on one instance', async () => {
    /** Wrong guesses (fresh codes as they die) until the right code is refused with 429; returns how many. */
    const wrongUntilLocked = async (servers: ServerProcess[], email: string, ip: string) => {
      const headers = { 'x-forwarded-for': ip }
      let wrong = 0
      for (let i = 0; i < 40; i++) {
        const server = servers[i % servers.length] as ServerProcess
        if (wrong % 5 === 0) {
          const sent = await call(server, '/api/v1/passwordless/init', { email }, headers)
          if (sent.status !== 200) throw new Error(`init ${sent.status} ${await sent.text()}`)
        }
        const code = await codeFor(email)
        const guess = code === '000000' ? '111111' : '000000'
        const res = await call(server, '/api/v1/passwordless/authenticate', { email, code: guess }, headers)
        if (res.status === 429) {
          // locked: even the right code is refused now
          const right = await call(server, '/api/v1/passwordless/authenticate', { email, code }, headers)
          expect(right.status).toBe(429)
          return wrong
        }
        expect(res.status).toBe(422)
        wrong++
      }
      throw new Error('never locked out')
    }
    const alternating = await wrongUntilLocked([a, b], 'alternating@example.com', '10.1.0.1')
    const single = await wrongUntilLocked([a], 'single@example.com', '10.1.0.2')
    expect(alternating).toBe(20)
    expect(single).toBe(alternating)
  }, 60_000)

  it('a code is stored as a hash only: no column of its row holds the code sent', async () => {
    const email = 'hashed-code@example.com'
    expect((await call(a, '/api/v1/passwordless/init', { email })).status).toBe(200)
    const code = await codeFor(email)
    const rows = await sql`SELECT * FROM codes WHERE recipient = ${email}`
    expect(rows).toHaveLength(1)
    const row = rows[0] as Record<string, unknown>
    for (const value of Object.values(row)) expect(String(value)).not.toContain(code)
    expect(String(row.hash)).toMatch(/^[A-Za-z0-9_+/=-]{32,}$/)
  })

  it('a session revoked through one instance is refused by the other at once', async () => {
    const pair = await login(a, 'revoked@example.com')
    const bearer = { authorization: `Bearer ${pair.token}` }
    // B verifies A's token (shared signing keys) and accepts the live session (a wallet challenge needs a live
    // session and nothing else; MFA enrolment, used before, now also needs a grant)
    expect((await call(b, '/api/v1/embedded_wallets/challenge', {}, bearer)).status).toBe(200)
    expect((await call(a, '/api/v1/sessions/logout', { refresh_token: pair.refresh_token })).status).toBe(200)
    expect((await call(b, '/api/v1/embedded_wallets/challenge', {}, bearer)).status).toBe(401)
    expect((await refresh(b, pair.refresh_token)).status).toBe(401)
  })

  it('a SIWE nonce issued by one instance is consumed by the other exactly once', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const init = await call(a, '/api/v1/siwe/init', { address: account.address })
    const { nonce } = (await init.json()) as { nonce: string }
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: '127.0.0.1:5173',
      nonce,
      uri: `${ORIGIN}/`,
      version: '1',
      issuedAt: new Date(),
    })
    const signature = await account.signMessage({ message })
    const body = {
      message,
      signature,
      chainId: 'eip155:1',
      walletClientType: 'metamask',
      connectorType: 'injected',
    }
    // the same signed message sent to both instances at once, three times each
    const statuses = await Promise.all(
      [b, a, b, a, b, a].map(
        async (server) => (await call(server, '/api/v1/siwe/authenticate', body, { origin: ORIGIN })).status,
      ),
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(1)
    expect(statuses.filter((s) => s === 401)).toHaveLength(5)
    const [count] = await sql`SELECT count(*)::int AS n FROM siwe_nonces WHERE nonce = ${nonce}`
    expect(count?.n).toBe(0)
  })

  it('one instance killed mid-traffic loses no session: clients carry on through the other', async () => {
    const clients = await Promise.all(
      Array.from({ length: 6 }, (_, i) => login(i % 2 ? a : b, `killed-${i}@example.com`)),
    )
    const tokens = clients.map((c) => c.refresh_token)
    let aDead = false
    let failovers = 0
    let completed = 0
    const rounds = 16
    const loops = tokens.map(async (_, i) => {
      for (let round = 0; round < rounds; round++) {
        const first = (i + round) % 2 === 0 && !aDead ? a : b
        let res: Response
        try {
          res = await refresh(first, tokens[i] as string)
        } catch {
          // the instance died under the request: send the same token to the other one (inside the grace window it
          // answers the current pair even if the dead instance had already rotated it)
          failovers++
          res = await refresh(b, tokens[i] as string)
        }
        expect(res.status, `client ${i} round ${round}`).toBe(200)
        tokens[i] = ((await res.json()) as Pair).refresh_token
        completed++
      }
    })
    // kill A in the middle of the traffic, while clients have requests on it; the balancer notices 300 ms later
    // (a health check), so requests keep going to the dead instance until then and must fail over
    const killer = (async () => {
      while (completed < (rounds * tokens.length) / 3) await new Promise((r) => setTimeout(r, 5))
      await a.kill()
      await new Promise((r) => setTimeout(r, 300))
      aDead = true
    })()
    await Promise.all([...loops, killer])
    expect(await a.exited).toBe('SIGKILL')
    // every session is alive and none was revoked as a "reuse"
    for (const token of tokens) expect((await refresh(b, token)).status).toBe(200)
    const ids = clients.map((c) => c.user.id)
    const revoked =
      await sql`SELECT count(*)::int AS n FROM sessions WHERE user_id IN ${sql(ids)} AND revoked_at IS NOT NULL`
    expect(revoked[0]?.n).toBe(0)
    // requests did reach the dead instance and went on through B (a request held in flight on the killed instance:
    // failover.test.ts)
    expect(failovers).toBeGreaterThanOrEqual(1)
    expect(completed).toBe(rounds * tokens.length)
  }, 60_000)

  it('SIGTERM drains: new connections are refused, the request in flight completes, then the process exits 0', async () => {
    const requested = new Promise<void>((resolve) => {
      priceRequested = resolve
    })
    const inFlight = call(b, '/api/v1/token_price?chainId=1&tokenSymbol=ETH')
    await requested
    b.child.kill('SIGTERM')
    // the instance stops taking new connections while it drains
    await new Promise((r) => setTimeout(r, 300))
    await expect(fetch(`${b.url}/api/health`)).rejects.toThrow()
    releasePrice()
    const res = await inFlight
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ usd: 3000 })
    expect(await b.exited).toBe(0)
    const log = b.output.join('')
    expect(log).toContain('shutting down: draining requests')
    expect(log).toContain('"msg":"stopped"')
  }, 30_000)
})
