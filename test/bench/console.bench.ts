/**
 * The operator console's figures (printed, never asserted): the first load's weight (the page, its script and
 * stylesheet, gzip), and on SQLite with 100,000 seeded users (`--users N` to change) the time of a user search by
 * email, by wallet, by an email prefix, of the first users page and of a security log page, through the real
 * routes (`app.request()` with an operator session); `--postgres`: the same on a PostgreSQL cluster of its own.
 * Run: `npm run bench:console [-- --users N] [-- --postgres]`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { createServerApp } from '../../examples/server/src/app'
import { DEMO_APP_ID, demoAppSeed } from '../../examples/server/src/config'
import { startOperatorSession } from '../../examples/server/src/console/auth'
import { CONSOLE_CSRF_HEADER } from '../../examples/server/src/console/protocol'
import { startCluster } from '../fixtures/postgres/cluster.mjs'

const { values } = parseArgs({
  options: { users: { type: 'string', default: '100000' }, postgres: { type: 'boolean', default: false } },
})
const USERS = Number(values.users)
const dir = mkdtempSync(join(tmpdir(), 'latch-console-bench-'))
const publicUrl = 'http://localhost:8787'
const cluster = values.postgres ? await startCluster() : null
const ENGINE = cluster ? 'PostgreSQL' : 'SQLite'
const server = await createServerApp({
  devMode: true,
  dataDir: dir,
  databaseUrl: cluster?.url,
  publicUrl,
  apps: [demoAppSeed()],
  log: () => {},
})
const { storage } = server.deps
const nowS = Math.floor(Date.now() / 1000)

// ── first load ──
const sizes: Array<[string, number, number]> = []
for (const path of ['/console', '/console/assets/console.js', '/console/assets/console.css']) {
  const body = Buffer.from(await (await server.app.request(path)).arrayBuffer())
  sizes.push([path, body.length, gzipSync(body, { level: 9 }).length])
}
console.log('console first load (bytes, raw / gzip):')
for (const [p, raw, gz] of sizes)
  console.log(`  ${p.padEnd(30)} ${String(raw).padStart(7)} / ${String(gz).padStart(6)}`)
console.log(
  `  ${'total'.padEnd(30)} ${String(sizes.reduce((a, s) => a + s[1], 0)).padStart(7)} / ${String(sizes.reduce((a, s) => a + s[2], 0)).padStart(6)}`,
)

// ── seed ──
let t0 = performance.now()
const batch = 1000
for (let i = 0; i < USERS; i += batch) {
  await Promise.all(
    Array.from({ length: Math.min(batch, USERS - i) }, async (_, j) => {
      const n = i + j
      const id = `did:latch:${n.toString(16).padStart(24, '0')}`
      await storage.createUser(
        DEMO_APP_ID,
        id,
        { type: 'email', key: `user${n}@example.com`, data: { address: `user${n}@example.com` } },
        nowS,
      )
      if (n % 2 === 0) {
        const address = `0x${n.toString(16).padStart(40, '0')}`
        await storage.addAccount(DEMO_APP_ID, id, { type: 'wallet', key: address, data: { address } }, nowS)
      }
      if (n % 10 === 0) {
        await storage.addSecurityEvent({
          appId: DEMO_APP_ID,
          type: 'login',
          userId: id,
          sessionId: null,
          method: 'email',
          ip: '10.0.0.1',
          details: {},
          createdAt: nowS - (USERS - n),
        })
      }
    }),
  )
}
console.log(
  `seeded ${USERS} users (half with a wallet, a tenth with a security event) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
)

// an operator session, as a sign-in makes it
await storage.addOperatorInvite({
  tokenHash: 'x',
  email: 'ops@example.com',
  role: 'owner',
  createdAt: nowS,
  expiresAt: nowS + 60,
})
const operator = await storage.acceptOperatorInvite('x', nowS, 'op_bench', {
  id: 'cred',
  publicKey: 'k',
  counter: 0,
  transports: [],
})
if (!operator) throw new Error('no operator')
let cookie = ''
let csrf = ''
{
  const { Hono } = await import('hono')
  const h = new Hono()
  h.get('/', async (c) => {
    const s = await startOperatorSession(server.deps, c as never, operator, 'bench')
    csrf = s.csrf
    return c.json(s)
  })
  cookie = ((await h.request('/')).headers.get('set-cookie') ?? '').split(';')[0] as string
}
const headers = {
  cookie,
  origin: new URL(publicUrl).origin,
  'sec-fetch-site': 'same-origin',
  [CONSOLE_CSRF_HEADER]: csrf,
}

async function time(label: string, path: string, runs = 30) {
  const ms: number[] = []
  let last: unknown
  for (let i = 0; i < runs; i++) {
    t0 = performance.now()
    const res = await server.app.request(path, { headers })
    last = await res.json()
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(last)}`)
    ms.push(performance.now() - t0)
  }
  ms.sort((a, b) => a - b)
  const q = (p: number) => (ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] as number).toFixed(2)
  const found =
    (last as { users?: unknown[]; events?: unknown[] }).users ?? (last as { events?: unknown[] }).events ?? []
  console.log(
    `  ${label.padEnd(44)} p50 ${q(0.5).padStart(7)} ms  p95 ${q(0.95).padStart(7)} ms  (${found.length} rows)`,
  )
}
console.log(`${ENGINE}, ${USERS} users, ${30} runs each, through the route:`)
const mid = Math.floor(USERS / 2)
await time('search by email (exact)', `/console/api/users?q=user${mid}@example.com`)
await time('search by email prefix (25 a page)', '/console/api/users?q=user12&kind=email')
await time('search by wallet (exact)', `/console/api/users?q=0x${mid.toString(16).padStart(40, '0')}`)
await time('search by user id prefix (first users page)', `/console/api/users?q=did:latch:&kind=user`)
await time('security log, newest 50', '/console/api/security-events')
await time(
  'security log, one user',
  `/console/api/security-events?user=did:latch:${mid.toString(16).padStart(24, '0')}`,
)
await server.close()
await cluster?.stop()
rmSync(dir, { recursive: true, force: true })
