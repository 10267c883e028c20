/**
 * Running the server as a service on PostgreSQL: readiness, the database lost during traffic and back (through a
 * TCP proxy the test cuts, then silences), the metrics behind their token, structured logs with a request id and without a token,
 * code or email; and the start-up refusals of main.ts (unreachable or malformed LATCH_DATABASE_URL).
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../examples/server/src/index'
import { createLogger } from '../../examples/server/src/logging'
import { freePort } from '../fixtures/postgres/cluster.mjs'
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres/database'
import { APP_ID, RELAXED_LIMITS, readCode } from './helpers'

/**
 * A TCP proxy in front of PostgreSQL that the test can cut (every connection dropped, new ones refused) or silence
 * (nothing forwarded either way and nothing closed, new connections accepted and left unanswered: a half-open flow
 * behind a NAT or load balancer).
 */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let silent = false
  const server: Server = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => {})
    if (silent) return
    const upstream = connect(target.port, target.host)
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => {})
    client.pipe(upstream).pipe(client)
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port,
    cut() {
      server.close()
      for (const s of sockets) s.destroy()
    },
    restore: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    silence() {
      silent = true
      for (const s of sockets) s.unpipe().pause()
    },
    /** Ends the silence: the silenced connections are dropped, new ones are forwarded again. */
    speak() {
      silent = false
      for (const s of sockets) s.destroy()
    },
    close: () =>
      new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve())),
  }
}

let db: TestDatabase
let proxy: Awaited<ReturnType<typeof startCuttableProxy>>
let server: RunningServer
const logs: string[] = []
const METRICS_TOKEN = randomBytes(16).toString('hex')

beforeAll(async () => {
  db = await createTestDatabase('ops')
  const target = new URL(db.url)
  proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port) })
  const viaProxy = new URL(db.url)
  viaProxy.port = String(proxy.port)
  server = await startServer({
    databaseUrl: viaProxy.toString(),
    dataKey: randomBytes(32).toString('base64'),
    devMode: true,
    devOidc: false,
    rateLimits: RELAXED_LIMITS,
    metricsToken: METRICS_TOKEN,
    // a database that stops answering fails a call after this long (small here, so the test is quick)
    databaseTimeoutMs: 2000,
    logger: createLogger({ destination: { write: (line: string) => logs.push(line) } }),
  })
}, 60_000)

afterAll(async () => {
  await server?.close()
  await proxy?.close()
  await db?.drop()
})

const refresh = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/api/v1/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': APP_ID, ...headers },
    body: JSON.stringify({ refresh_token: token }),
  })

describe('the server as a service on PostgreSQL', () => {
  let refreshToken = ''
  let accessToken = ''
  let code = ''

  it('is live and ready; a login works', async () => {
    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ ok: true })
    expect(await (await fetch(`${server.url}/api/ready`)).json()).toEqual({ ready: true, engine: 'postgres' })
    const post = (path: string, body: unknown) =>
      fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'privy-app-id': APP_ID },
        body: JSON.stringify(body),
      })
    expect((await post('/api/v1/passwordless/init', { email: 'ops@example.com' })).status).toBe(200)
    code = await readCode(server, 'ops@example.com')
    const res = await post('/api/v1/passwordless/authenticate', { email: 'ops@example.com', code })
    expect(res.status).toBe(200)
    const pair = (await res.json()) as { token: string; refresh_token: string }
    refreshToken = pair.refresh_token
    accessToken = pair.token
  })

  it('the database lost during traffic: 503 database_unavailable, not ready, nothing written; back: it recovers', async () => {
    proxy.cut()
    const lost = await refresh(refreshToken)
    expect(lost.status).toBe(503)
    expect(await lost.json()).toEqual({
      error: 'The database is unavailable; try again shortly',
      code: 'database_unavailable',
    })
    expect(lost.headers.get('retry-after')).toBe('1')
    const ready = await fetch(`${server.url}/api/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ ready: false, code: 'database_unavailable' })
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)

    await proxy.restore()
    // the refresh that failed wrote nothing: the same token is still the current one (not a reuse)
    const back = await refresh(refreshToken)
    expect(back.status).toBe(200)
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
  })

  it('a database that accepts and never answers (half-open): 503 and not ready instead of a hang; back: it recovers', async () => {
    proxy.silence()
    const lost = await refresh(refreshToken)
    expect(lost.status).toBe(503)
    expect(await lost.json()).toMatchObject({ code: 'database_unavailable' })
    const ready = await fetch(`${server.url}/api/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ ready: false, code: 'database_unavailable' })

    proxy.speak()
    // no restart: the silent connections were replaced, the next calls reach the database
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
    const back = await refresh(refreshToken)
    expect(back.status).toBe(200)
    refreshToken = ((await back.json()) as { refresh_token: string }).refresh_token
  })

  it('metrics: 401 without the token, the counters with it', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401)
    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toMatch(
      // the two outages above: the database cut, then silent
      /latch_http_requests_total\{method="POST",route="\/api\/v1\/sessions",status="503"\} 2/,
    )
    expect(text).toMatch(/latch_refreshes_total\{outcome="error"\} 2/)
    expect(text).toMatch(/latch_refreshes_total\{outcome="ok"\} [1-9]/)
    expect(text).toMatch(/latch_logins_total\{method="email"\} 1/)
    expect(text).toMatch(
      /latch_http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/v1\/sessions"\}/,
    )
    expect(text).toMatch(/latch_storage_duration_seconds_count\{op="rotateRefresh"\} [1-9]/)
  })

  it('logs are JSON lines with a request id (the caller’s when given), and never a token, code or email', async () => {
    const res = await fetch(`${server.url}/api/v1/apps/${APP_ID}`, {
      headers: { 'x-request-id': 'trace-42' },
    })
    expect(res.headers.get('x-request-id')).toBe('trace-42')
    const records = logs.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(records.find((r) => r.reqId === 'trace-42')).toMatchObject({
      msg: 'request',
      status: 200,
      route: '/api/v1/apps/:appId',
    })
    const requests = records.filter((r) => r.msg === 'request')
    expect(requests.length).toBeGreaterThan(5)
    for (const r of requests) expect(typeof r.reqId).toBe('string')
    expect(records.some((r) => r.msg === 'security event' && r.event === 'login_success')).toBe(true)
    expect(records.some((r) => r.msg === 'database unavailable')).toBe(true)
    const all = logs.join('\n')
    for (const secret of [refreshToken, accessToken, code, 'ops@example.com'])
      expect(all).not.toContain(secret)
  })
})

describe('main.ts refuses to start on a bad database setting', () => {
  const MAIN = fileURLToPath(new URL('../../examples/server/src/main.ts', import.meta.url))
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--conditions=latch-source', '--import', 'tsx', MAIN],
        { env: { ...process.env, PORT: '0', LATCH_DATA_KEY: randomBytes(32).toString('base64'), ...env } },
        (error, _stdout, stderr) => resolve({ code: (error as { code?: number } | null)?.code ?? 0, stderr }),
      )
    })

  it('unreachable: a message naming LATCH_DATABASE_URL and exit 3; malformed: exit 2', async () => {
    const port = await freePort()
    const [unreachable, malformed] = await Promise.all([
      run({ LATCH_DATABASE_URL: `postgres://latch:pw@127.0.0.1:${port}/latch` }),
      run({ LATCH_DATABASE_URL: 'postgress//oops' }),
    ])
    expect(unreachable.code).toBe(3)
    expect(unreachable.stderr).toContain(
      `Cannot reach the PostgreSQL database of LATCH_DATABASE_URL (127.0.0.1:${port}/latch)`,
    )
    expect(unreachable.stderr).not.toContain(':pw@')
    expect(malformed.code).toBe(2)
    expect(malformed.stderr).toContain('LATCH_DATABASE_URL is not a valid URL')
  }, 60_000)
})
