/**
 * Server hardening over real HTTP: dev mode lockdown, the outbox token, session families, brute-force lockout,
 * client IP, captcha, OAuth and cleanup. Each test would fail on a server without the rule it names.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../examples/server/src/config'
import { DEMO_APP_ID as APP_ID, type StartServerOptions, startServer } from '../../examples/server/src/index'

// Self-contained (no core client): these checks speak raw HTTP to the server.
type ContractServer = Awaited<ReturnType<typeof startServer>> & { advance(seconds: number): void }

const HIGH = { max: 10_000, windowSeconds: 60 }
const RELAXED = {
  ...DEFAULT_RATE_LIMITS,
  codePerRecipient: HIGH,
  codePerIp: HIGH,
  authPerIp: HIGH,
  refreshPerIp: HIGH,
  mfaPerUser: HIGH,
}

async function startContractServer(options: StartServerOptions = {}): Promise<ContractServer> {
  let offset = 0
  const running = await startServer({
    devMode: true,
    devOidc: false,
    rateLimits: RELAXED,
    now: () => Date.now() + offset,
    ...options,
  })
  return Object.assign(running, {
    advance: (seconds: number) => {
      offset += seconds * 1000
    },
  })
}

function post(s: ContractServer, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': APP_ID, ...headers },
    body: JSON.stringify(body),
  })
}

async function readCode(s: ContractServer, to: string): Promise<string> {
  const res = await fetch(`${s.url}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`, {
    headers: { 'x-latch-outbox-token': s.outboxToken },
  })
  const { messages } = (await res.json()) as { messages: Array<{ code: string }> }
  if (!messages[0]) throw new Error(`no code for ${to}`)
  return messages[0].code
}

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

describe('dev mode lockdown', () => {
  it('dev mode on 0.0.0.0 refuses to start', async () => {
    await expect(startServer({ devMode: true, hostname: '0.0.0.0', devOidc: false })).rejects.toThrow(
      /loopback/,
    )
  })

  it('dev mode with NODE_ENV=production refuses to start', async () => {
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await expect(startServer({ devMode: true, devOidc: false })).rejects.toThrow(/production/)
    } finally {
      process.env.NODE_ENV = previous
    }
  })

  it('the outbox without its token is 401; with it, the code is there', async () => {
    await post(server, '/api/v1/passwordless/init', { email: 'outbox@example.com' })
    const url = `${server.url}/dev/outbox?to=outbox%40example.com`
    const bare = await fetch(url)
    expect(bare.status).toBe(401)
    expect(await bare.json()).toMatchObject({ code: 'missing_or_invalid_token' })
    expect((await fetch(url, { headers: { 'x-latch-outbox-token': 'guess' } })).status).toBe(401)
    expect((await fetch(`${url}&token=${server.outboxToken}`)).status).toBe(200)
    expect(await readCode(server, 'outbox@example.com')).toMatch(/^\d{6}$/)
  })

  it('each start has its own token, written to the data folder for a harness in another process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-outbox-'))
    const a = await startServer({ devMode: true, devOidc: false, dataDir: dir })
    const fromFile = readFileSync(join(dir, 'dev-outbox-token'), 'utf8')
    expect(fromFile).toBe(a.outboxToken)
    expect(a.outboxToken.length).toBeGreaterThanOrEqual(32)
    await a.close()
    const b = await startServer({ devMode: true, devOidc: false, dataDir: dir })
    expect(b.outboxToken).not.toBe(a.outboxToken)
    await b.close()
    const prod = await startServer({ devMode: false, dataDir: join(dir, 'prod'), dataKey: 'k'.repeat(43) })
    expect(prod.outboxToken).toBe('')
    expect(existsSync(join(dir, 'prod', 'dev-outbox-token'))).toBe(false)
    expect((await fetch(`${prod.url}/dev/outbox`)).status).toBe(404)
    await prod.close()
    rmSync(dir, { recursive: true, force: true })
  })
})

/** Email login over raw HTTP; returns the auth response. */
async function loginRaw(s: ContractServer, email: string, ip = '127.0.0.1') {
  const init = await post(s, '/api/v1/passwordless/init', { email }, { 'x-forwarded-for': ip })
  expect(init.status).toBe(200)
  const res = await post(s, '/api/v1/passwordless/authenticate', { email, code: await readCode(s, email) })
  expect(res.status).toBe(200)
  return (await res.json()) as { token: string; refresh_token: string; user: { id: string } }
}

async function fork(s: ContractServer, refreshToken: string) {
  const res = await post(s, '/api/v1/sessions/fork', { refresh_token: refreshToken })
  expect(res.status).toBe(200)
  return (await res.json()) as { token: string; refresh_token: string; new_session_refresh_token: string }
}

/**
 * A bearer call that needs a live session and nothing else (a wallet challenge: MFA enrolment, the call used before,
 * now also needs a grant, so a live session got 403 there).
 */
const bearerStatus = async (s: ContractServer, token: string) =>
  (await post(s, '/api/v1/embedded_wallets/challenge', {}, { authorization: `Bearer ${token}` })).status

describe('a fork is part of its family', () => {
  it('fork, then reuse of the parent token past the grace window: the fork is 401 for refresh and bearer', async () => {
    const a = await loginRaw(server, 'family-reuse@example.com')
    const f = await fork(server, a.refresh_token)
    const child = await post(server, '/api/v1/sessions/fork/recover', {
      refresh_token: f.new_session_refresh_token,
    })
    expect(child.status).toBe(200)
    const childPair = (await child.json()) as { token: string; refresh_token: string }
    expect(await bearerStatus(server, childPair.token)).toBe(200)
    // a grandchild, forked from the fork
    const g = await fork(server, childPair.refresh_token)
    // a refresh rotates the parent's first token (a fork does not): presenting it 11 s later is reuse
    expect((await post(server, '/api/v1/sessions', { refresh_token: a.refresh_token })).status).toBe(200)
    server.advance(11)
    expect((await post(server, '/api/v1/sessions', { refresh_token: a.refresh_token })).status).toBe(401)
    expect(await bearerStatus(server, childPair.token)).toBe(401)
    expect(await bearerStatus(server, f.token)).toBe(401)
    expect((await post(server, '/api/v1/sessions', { refresh_token: g.refresh_token })).status).toBe(401)
    expect(
      (await post(server, '/api/v1/sessions/fork/recover', { refresh_token: g.new_session_refresh_token }))
        .status,
    ).toBe(401)
  })

  it('logout of the parent signs its forks out; logout of a fork leaves the parent', async () => {
    const a = await loginRaw(server, 'family-logout@example.com')
    const f1 = await fork(server, a.refresh_token)
    const f2 = await fork(server, f1.refresh_token)
    const r1 = await post(server, '/api/v1/sessions/fork/recover', {
      refresh_token: f1.new_session_refresh_token,
    })
    const child1 = (await r1.json()) as { token: string; refresh_token: string }
    await post(server, '/api/v1/sessions/logout', { refresh_token: child1.refresh_token })
    expect(await bearerStatus(server, child1.token)).toBe(401)
    expect(await bearerStatus(server, f2.token)).toBe(200)

    await post(server, '/api/v1/sessions/logout', { refresh_token: f2.refresh_token })
    expect(await bearerStatus(server, f2.token)).toBe(401)
    const r2 = await post(server, '/api/v1/sessions/fork/recover', {
      refresh_token: f2.new_session_refresh_token,
    })
    expect(r2.status).toBe(401)
  })
})

describe('client IP behind a proxy', () => {
  it('a random leftmost X-Forwarded-For does not escape the per-IP limit', async () => {
    const s = await startContractServer({
      trustProxy: true,
      trustProxyHops: 1,
      rateLimits: { ...RELAXED, codePerIp: { max: 3, windowSeconds: 600 } },
    })
    try {
      const statuses: number[] = []
      for (let i = 0; i < 5; i++) {
        const res = await post(
          s,
          '/api/v1/passwordless/init',
          { email: `xff${i}@example.com` },
          // the proxy appended 203.0.113.9; what is left of it is the client's own claim
          { 'x-forwarded-for': `198.51.100.${i}, 10.9.${i}.1, 203.0.113.9` },
        )
        statuses.push(res.status)
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429])
      // a value that is not an IP falls back to the socket address (not a free new bucket per junk value)
      const junk = await post(
        s,
        '/api/v1/passwordless/init',
        { email: 'junk@example.com' },
        { 'x-forwarded-for': 'not-an-ip' },
      )
      expect(junk.status).toBe(200)
      const junk2 = await post(
        s,
        '/api/v1/passwordless/init',
        { email: 'junk2@example.com' },
        { 'x-forwarded-for': 'also-not' },
      )
      expect(junk2.status).toBe(200)
    } finally {
      await s.close()
    }
  })

  it('two trusted hops: the client is the second entry from the right', async () => {
    const s = await startContractServer({
      trustProxy: true,
      trustProxyHops: 2,
      rateLimits: { ...RELAXED, codePerIp: { max: 2, windowSeconds: 600 } },
    })
    try {
      const send = (xff: string, i: number) =>
        post(s, '/api/v1/passwordless/init', { email: `hop${i}@example.com` }, { 'x-forwarded-for': xff })
      expect((await send('1.1.1.1, 203.0.113.5, 10.0.0.2', 0)).status).toBe(200)
      expect((await send('2.2.2.2, 203.0.113.5, 10.0.0.3', 1)).status).toBe(200)
      expect((await send('3.3.3.3, 203.0.113.5, 10.0.0.2', 2)).status).toBe(429)
      expect((await send('203.0.113.6, 10.0.0.2', 3)).status).toBe(200)
    } finally {
      await s.close()
    }
  })
})

describe('a refresh retried after a lost answer', () => {
  it("the client's retry (8.5 s later, after an 8 s timeout) gets the current pair and does not revoke", async () => {
    const a = await loginRaw(server, 'retry-after-timeout@example.com')
    const first = await post(server, '/api/v1/sessions', { refresh_token: a.refresh_token })
    expect(first.status).toBe(200)
    const rotated = (await first.json()) as { refresh_token: string }
    // the answer was lost; the client times out at 8 s and retries with the token it still holds
    server.advance(9)
    const retry = await post(server, '/api/v1/sessions', { refresh_token: a.refresh_token })
    expect(retry.status).toBe(200)
    expect(((await retry.json()) as { refresh_token: string }).refresh_token).toBe(rotated.refresh_token)
    // the family is alive: the current token refreshes
    expect((await post(server, '/api/v1/sessions', { refresh_token: rotated.refresh_token })).status).toBe(
      200,
    )
  })
})
