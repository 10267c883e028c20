/**
 * Operators and host backends against a scratch PostgreSQL database: the `latch-server` CLI (the real bin for
 * some commands, runCli in process for the rest) creates an app, the core client logs in to it, the server API
 * answers with the app secret and refuses a wrong one, the secret is rotated, a user is deleted and nothing of
 * them is left.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../examples/server/src/cli'
import { type RunningServer, startServer } from '../../examples/server/src/index'
import { dataKeyId } from '../../examples/server/src/secrets'
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres/database'
import { createClient, loginByEmail, RELAXED_LIMITS } from './helpers'

const BIN = fileURLToPath(new URL('../../examples/server/bin/latch-server.mjs', import.meta.url))
const ORIGIN = 'http://127.0.0.1:5173'

let db: TestDatabase
let env: Record<string, string>
let server: RunningServer
let sql: postgres.Sql

/** The real `latch-server` bin in a child process. */
function bin(
  args: string[],
  extra: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { env: { ...process.env, ...env, ...extra } },
      (error, stdout, stderr) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr })
      },
    )
  })
}

/** The CLI in process (same code as the bin, without a process start). */
async function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await runCli(args, {
    out: (t) => {
      out += `${t}\n`
    },
    err: (t) => {
      err += `${t}\n`
    },
    env,
    cwd: process.cwd(),
    now: () => Date.now(),
  })
  return { code, out, err }
}

const basic = (appId: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${appId}:${secret}`).toString('base64')}`,
  'privy-app-id': appId,
})

beforeAll(async () => {
  db = await createTestDatabase('operators')
  env = { LATCH_DATABASE_URL: db.url, LATCH_DATA_KEY: randomBytes(32).toString('base64') }
  sql = postgres(db.url, { max: 1, onnotice: () => {} })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await sql?.end({ timeout: 5 })
  await db?.drop()
})

describe('latch-server and the server API on PostgreSQL', () => {
  let appId = ''
  let secret = ''
  let userId = ''

  it('apps create (the bin, --json) prints the id and the secret once; the secret is stored hashed', async () => {
    const created = await bin(['apps', 'create', '--name', 'Shop', '--origin', ORIGIN, '--json'])
    expect(created.stderr).toBe('')
    expect(created.code).toBe(0)
    const parsed = JSON.parse(created.stdout) as { appId: string; appSecret: string }
    appId = parsed.appId
    secret = parsed.appSecret
    expect(appId).toMatch(/^[a-z0-9]{25}$/)
    expect(secret.length).toBeGreaterThanOrEqual(40)
    const [row] = await sql`SELECT * FROM apps WHERE id = ${appId}`
    expect(JSON.stringify(row)).not.toContain(secret)
    const listed = JSON.parse((await cli(['apps', 'list', '--json'])).out) as { apps: Array<{ id: string }> }
    expect(listed.apps).toMatchObject([
      { id: appId, name: 'Shop', allowedOrigins: [ORIGIN], hasSecret: true },
    ])
  }, 30_000)

  it('the core client logs in to the new app on a server reading the same database', async () => {
    server = await startServer({
      databaseUrl: db.url,
      dataKey: env.LATCH_DATA_KEY,
      devMode: true,
      devOidc: false,
      apps: [],
      rateLimits: RELAXED_LIMITS,
    })
    const latch = createClient(server, { appId })
    const result = await loginByEmail(server, latch, 'shopper@example.com')
    expect(result.isNewUser).toBe(true)
    userId = result.user.id
    expect(latch.$auth.get().status).toBe('authenticated')
  })

  it('the server API answers a right secret and refuses a wrong one without saying which part was wrong', async () => {
    const ok = await fetch(`${server.url}/api/v1/users/${userId}`, { headers: basic(appId, secret) })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({
      id: userId,
      linked_accounts: [{ type: 'email', address: 'shopper@example.com' }],
    })
    const byEmail = await fetch(`${server.url}/api/v1/users/email/address`, {
      method: 'POST',
      headers: { ...basic(appId, secret), 'content-type': 'application/json' },
      body: JSON.stringify({ address: 'Shopper@Example.com' }),
    })
    expect(((await byEmail.json()) as { id: string }).id).toBe(userId)

    const refusals = [
      basic(appId, `${secret}x`),
      basic(
        appId.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        secret,
      ),
      { ...basic(appId, secret), 'privy-app-id': 'latchdemoapp0000000000001' },
      { 'privy-app-id': appId },
    ]
    const bodies = new Set<string>()
    for (const headers of refusals) {
      const res = await fetch(`${server.url}/api/v1/users/${userId}`, { headers })
      expect(res.status).toBe(401)
      bodies.add(await res.text())
    }
    expect([...bodies]).toEqual([
      JSON.stringify({ error: 'Invalid app ID or app secret', code: 'invalid_app_credentials' }),
    ])
  })

  it('apps rotate-secret: the old secret stops working at once, the new one works', async () => {
    const rotated = await cli(['apps', 'rotate-secret', appId, '--json'])
    expect(rotated.code).toBe(0)
    const { appSecret } = JSON.parse(rotated.out) as { appSecret: string }
    expect(appSecret).not.toBe(secret)
    expect(
      (await fetch(`${server.url}/api/v1/users/${userId}`, { headers: basic(appId, secret) })).status,
    ).toBe(401)
    expect(
      (await fetch(`${server.url}/api/v1/users/${userId}`, { headers: basic(appId, appSecret) })).status,
    ).toBe(200)
    secret = appSecret
  })

  it('apps update and keys rotate: the running server sees the new origin and serves the new key', async () => {
    const updated = await cli(['apps', 'update', appId, '--add-origin', 'https://shop.example', '--json'])
    expect(updated.code).toBe(0)
    const config = await fetch(`${server.url}/api/v1/apps/${appId}`, {
      headers: { origin: 'https://shop.example' },
    })
    expect(config.status).toBe(200)
    const keys = JSON.parse((await cli(['keys', 'rotate', '--app', appId, '--json'])).out) as {
      rotated: Array<{ appId: string; kid: string }>
    }
    const jwks = (await (await fetch(`${server.url}/api/v1/apps/${appId}/jwks.json`)).json()) as {
      keys: Array<{ kid: string }>
    }
    expect(jwks.keys[0]?.kid).toBe(keys.rotated[0]?.kid)
    expect(jwks.keys).toHaveLength(2)
  })

  it('apps update --set captchaSecret: stored sealed (never in the row nor printed), and the server verifies with it', async () => {
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
        res.end(JSON.stringify({ success: form.get('secret') === 'turnstile-s3cret' }))
      })
    })
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve))
    const port = (verifier.address() as { port: number }).port
    const checking = await startServer({
      databaseUrl: db.url,
      dataKey: env.LATCH_DATA_KEY,
      devMode: true,
      devOidc: false,
      apps: [],
      rateLimits: RELAXED_LIMITS,
      captchaVerifyUrl: `http://127.0.0.1:${port}/siteverify`,
    })
    try {
      const updated = await cli([
        'apps',
        'update',
        appId,
        '--set',
        'captchaEnabled=true',
        '--set',
        'captchaSiteKey="0x4AAAAAAAtestkey"',
        '--set',
        'captchaSecret="turnstile-s3cret"',
        '--json',
      ])
      expect(updated.code).toBe(0)
      expect(updated.out).not.toContain('turnstile-s3cret')
      const [row] = await sql`SELECT * FROM apps WHERE id = ${appId}`
      expect(JSON.stringify(row)).not.toContain('turnstile-s3cret')
      expect(JSON.stringify(row)).toMatch(/"captchaSecret\\?":\\?"v2\.[A-Za-z0-9_-]{11}\./)
      const init = (token: string) =>
        fetch(`${checking.url}/api/v1/passwordless/init`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'privy-app-id': appId, origin: ORIGIN },
          body: JSON.stringify({ email: 'captcha@example.com', token }),
        })
      expect((await init('a-human')).status).toBe(200)
      expect(seen).toEqual(['turnstile-s3cret:a-human'])
    } finally {
      await checking.close()
      verifier.close()
      await cli(['apps', 'update', appId, '--set', 'captchaEnabled=false', '--set', 'captchaSecret=null'])
    }
  })

  it('users export then users delete: afterwards nothing of the user is left in any table', async () => {
    const exported = JSON.parse((await cli(['users', 'export', userId, '--json'])).out) as Record<
      string,
      unknown
    >
    expect(exported).toMatchObject({ appId, user: { id: userId }, embedded_wallet: null })
    expect((exported.sessions as unknown[]).length).toBe(1)

    const deleted = await bin(['users', 'delete', userId, '--json'])
    expect(deleted.code).toBe(0)
    expect(JSON.parse(deleted.stdout)).toEqual({ deleted: true, userId, appId })
    // every column of every table: the id appears nowhere
    const tables = await sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`
    for (const { table_name } of tables) {
      const [hit] =
        await sql`SELECT count(*)::int AS n FROM ${sql(table_name)} t WHERE t::text LIKE ${`%${userId}%`}`
      expect(hit?.n, table_name).toBe(0)
    }
    const [sessions] = await sql`SELECT count(*)::int AS n FROM refresh_tokens`
    expect(sessions?.n).toBe(0)
    expect(
      (await fetch(`${server.url}/api/v1/users/${userId}`, { headers: basic(appId, secret) })).status,
    ).toBe(404)
    expect((await cli(['users', 'get', userId])).code).toBe(1)
  }, 30_000)

  it('keys reseal (the bin) moves every sealed secret to a new data key; the old key alone is refused after', async () => {
    const keyA = env.LATCH_DATA_KEY as string
    const keyB = randomBytes(32).toString('base64')
    const kidB = dataKeyId(Buffer.from(keyB, 'base64'))
    const [before] = await sql`SELECT value FROM secrets WHERE name = ${`signing_keys:${appId}`}`
    const resealed = await bin(['keys', 'reseal', '--json'], {
      LATCH_DATA_KEY: keyB,
      LATCH_DATA_KEY_PREVIOUS: keyA,
    })
    expect(resealed.code).toBe(0)
    const report = JSON.parse(resealed.stdout)
    expect(report).toMatchObject({ kid: kidB, done: true, failures: [] })
    // the app's two signing keys (one rotated above)
    expect(report.counts.signing_keys).toEqual({ resealed: 2, current: 0 })
    const [after] = await sql`SELECT value FROM secrets WHERE name = ${`signing_keys:${appId}`}`
    expect(after?.value).not.toBe(before?.value)
    expect(JSON.parse(after?.value).map((k: { sealed: string }) => k.sealed.split('.')[1])).toEqual([
      kidB,
      kidB,
    ])
    env.LATCH_DATA_KEY = keyB
    const again = JSON.parse((await cli(['keys', 'reseal', '--json'])).out)
    expect(again.counts.signing_keys).toEqual({ resealed: 0, current: 2 })
    // a server with B alone issues tokens with the re-sealed signing key
    const onlyB = await startServer({
      databaseUrl: db.url,
      dataKey: keyB,
      apps: [],
      rateLimits: RELAXED_LIMITS,
      devMode: true,
      devOidc: false,
    })
    try {
      const jwks = (await (await fetch(`${onlyB.url}/api/v1/apps/${appId}/jwks.json`)).json()) as {
        keys: unknown[]
      }
      expect(jwks.keys).toHaveLength(2)
      const login = await loginByEmail(onlyB, createClient(onlyB, { appId }), 'after-reseal@example.com')
      expect(login.user.id).toMatch(/^did:latch:/)
    } finally {
      await onlyB.close()
    }
    // the old key alone: the CLI cannot open them (exit 1, naming B's kid) and a server refuses to start
    env.LATCH_DATA_KEY = keyA
    const refused = await cli(['keys', 'reseal', '--json'])
    expect(refused.code).toBe(1)
    expect(JSON.parse(refused.out).failures[0].error).toContain(kidB)
    expect(refused.err).toContain('could not be re-sealed')
    await expect(
      startServer({ databaseUrl: db.url, dataKey: keyA, apps: [], devMode: true, devOidc: false }),
    ).rejects.toThrow(new RegExp(`data key '${kidB}'.*LATCH_DATA_KEY_PREVIOUS`))
  }, 30_000)

  it('an unknown command or flag is a message and exit 2; so is a malformed LATCH_DATABASE_URL', async () => {
    const unknown = await bin(['apps', 'frobnicate'])
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain("unknown command 'apps frobnicate'")
    const flag = await cli(['apps', 'list', '--colour'])
    expect(flag.code).toBe(2)
    expect(flag.err).toContain("Unknown option '--colour'")
    const saved = env.LATCH_DATABASE_URL as string
    env.LATCH_DATABASE_URL = 'mysql://nope'
    const malformed = await cli(['apps', 'list'])
    env.LATCH_DATABASE_URL = saved
    expect(malformed.code).toBe(2)
    expect(malformed.err).toContain('LATCH_DATABASE_URL')
  }, 30_000)
})
