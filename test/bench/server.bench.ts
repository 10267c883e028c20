/**
 * Reference server benchmark (not part of `npm test`): `npm run bench:server [-- --db sqlite|postgres] [--instances N]`.
 * Without flags it runs, in one run, SQLite on one instance, PostgreSQL on one and PostgreSQL on two, so the rows
 * can be compared (the machine is shared and noisy: compare ratios within a run, not across runs).
 *
 * Each instance is a real server process (`main.ts`, as an operator runs it) on 127.0.0.1 with raised rate limits
 * and warn-level logs; PostgreSQL is a throwaway cluster with the default durable settings (fsync on; BENCH_PG_DURABLE=0
 * turns it off). Bounded loops
 * over HTTP from this process, spread round-robin over the instances: email logins (passwordless/init +
 * passwordless/authenticate; the code is read from the outbox table outside the timing) and refreshes (POST
 * /sessions, each rotating its token), with 8 concurrent clients. The database time per refresh is read from the
 * instances' own metrics (`latch_storage_duration_seconds_sum`, every storage call of the refresh phase, divided by
 * the refreshes). Client, servers and database share this machine's cores.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { DEMO_APP_ID } from '../../examples/server/src/config'
import { createSqliteStorage, openPostgresStorage, type Storage } from '../../examples/server/src/storage'
import { type Cluster, startCluster } from '../fixtures/postgres/cluster.mjs'
import { type ServerProcess, startServerProcess } from '../fixtures/server-process'

const LOGINS = Number(process.env.BENCH_LOGINS ?? 300)
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 1500)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8)
const METRICS_TOKEN = randomBytes(12).toString('hex')

let args: { db?: string; instances?: string }
try {
  args = parseArgs({
    options: { db: { type: 'string' }, instances: { type: 'string' } },
    strict: true,
  }).values
} catch (error) {
  console.error(
    `bench:server: ${(error as Error).message}\nusage: npm run bench:server -- [--db sqlite|postgres] [--instances N]`,
  )
  process.exit(2)
}
if (args.db && args.db !== 'sqlite' && args.db !== 'postgres') {
  console.error(`bench:server: --db is sqlite or postgres, not '${args.db}'`)
  process.exit(2)
}
const instancesArg = args.instances === undefined ? undefined : Number(args.instances)
if (instancesArg !== undefined && (!Number.isInteger(instancesArg) || instancesArg < 1 || instancesArg > 8)) {
  console.error('bench:server: --instances is a whole number from 1 to 8')
  process.exit(2)
}
if (args.db === 'sqlite' && (instancesArg ?? 1) > 1) {
  console.error('bench:server: SQLite serves one instance (one process owns the file); use --db postgres')
  process.exit(2)
}

interface Config {
  db: 'sqlite' | 'postgres'
  instances: number
}
const configs: Config[] = args.db
  ? [{ db: args.db as Config['db'], instances: instancesArg ?? 1 }]
  : [
      { db: 'sqlite', instances: 1 },
      { db: 'postgres', instances: 1 },
      { db: 'postgres', instances: instancesArg ?? 2 },
    ]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

interface Phase {
  perSecond: number
  p50: number
  p99: number
}

/** Runs `total` operations on CLIENTS workers; `op` returns its latency in ms. */
async function run(total: number, op: (i: number, worker: number) => Promise<number>): Promise<Phase> {
  const latencies: number[] = []
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, worker) => {
      while (next < total) latencies.push(await op(next++, worker))
    }),
  )
  const seconds = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  return { perSecond: total / seconds, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) }
}

/** Seconds spent in storage calls so far, summed over the instances (from their /metrics). */
async function storageSeconds(servers: ServerProcess[]): Promise<number> {
  let total = 0
  for (const s of servers) {
    const text = await (
      await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text()
    for (const m of text.matchAll(/^latch_storage_duration_seconds_sum\{[^}]*\} ([\d.e+-]+)$/gm))
      total += Number(m[1])
  }
  return total
}

async function bench(config: Config, cluster: Cluster | undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
  let databaseUrl: string | undefined
  let dbName = ''
  if (config.db === 'postgres' && cluster) {
    dbName = `bench_${randomBytes(4).toString('hex')}`
    const admin = postgres(cluster.url, { max: 1, onnotice: () => {} })
    await admin.unsafe(`CREATE DATABASE ${dbName}`)
    await admin.end()
    const url = new URL(cluster.url)
    url.pathname = `/${dbName}`
    databaseUrl = url.toString()
  }
  const env: Record<string, string> = {
    LATCH_DEV_MODE: '1',
    LATCH_DATA_DIR: dir,
    LATCH_DATA_KEY: randomBytes(32).toString('base64'),
    LATCH_RATE_LIMIT_SCALE: '100000',
    LATCH_LOG_LEVEL: 'warn',
    LATCH_METRICS_TOKEN: METRICS_TOKEN,
    ...(databaseUrl ? { LATCH_DATABASE_URL: databaseUrl } : {}),
  }
  const servers: ServerProcess[] = []
  let outbox: Storage | undefined
  try {
    for (let i = 0; i < config.instances; i++) servers.push(await startServerProcess(env))
    outbox = databaseUrl ? await openPostgresStorage(databaseUrl, { max: 2 }) : createSqliteStorage(dir)
    const reader = outbox
    const headers = { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID }
    const post = async (server: ServerProcess, path: string, body: unknown) => {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
      return (await res.json()) as Record<string, unknown>
    }
    const pick = (i: number) => servers[i % servers.length] as ServerProcess
    const login = async (i: number, email: string) => {
      const t0 = performance.now()
      await post(pick(i), '/api/v1/passwordless/init', { email })
      const t1 = performance.now()
      const [message] = await reader.listOutbox({ to: email, limit: 1 })
      const t2 = performance.now()
      const auth = await post(pick(i + 1), '/api/v1/passwordless/authenticate', {
        email,
        code: message?.code,
      })
      return { ms: t1 - t0 + (performance.now() - t2), refresh: auth.refresh_token as string }
    }
    // warm-up (JIT, caches, connection pools) on every instance
    for (let i = 0; i < 20 * servers.length; i++) await login(i, `warmup${i}@bench.example`)

    const logins = await run(LOGINS, async (i) => (await login(i, `user${i}@bench.example`)).ms)
    const tokens = await Promise.all(
      Array.from(
        { length: CLIENTS },
        async (_, c) => (await login(c, `refresher${c}@bench.example`)).refresh,
      ),
    )
    const dbBefore = await storageSeconds(servers)
    const refreshes = await run(REFRESHES, async (i, worker) => {
      const t0 = performance.now()
      const res = await post(pick(i), '/api/v1/sessions', { refresh_token: tokens[worker] })
      tokens[worker] = res.refresh_token as string
      return performance.now() - t0
    })
    const dbMsPerRefresh = (((await storageSeconds(servers)) - dbBefore) * 1000) / REFRESHES
    return { logins, refreshes, dbMsPerRefresh }
  } finally {
    await Promise.all(servers.map((s) => s.stop()))
    await outbox?.close()
    rmSync(dir, { recursive: true, force: true })
    if (cluster && dbName) {
      const admin = postgres(cluster.url, { max: 1, onnotice: () => {} })
      await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      await admin.end()
    }
  }
}

const needsPostgres = configs.some((c) => c.db === 'postgres')
const cluster = needsPostgres
  ? await startCluster({ durable: true, log: (l: string) => console.log(l) })
  : undefined
const results: Array<{ config: Config; r: Awaited<ReturnType<typeof bench>> }> = []
try {
  console.log(
    `Latch server bench: ${LOGINS} logins and ${REFRESHES} refreshes per row, ${CLIENTS} concurrent clients, node ${process.version}`,
  )
  for (const config of configs) {
    const r = await bench(config, cluster)
    results.push({ config, r })
    console.log(`  done: ${config.db} x${config.instances}`)
  }
} finally {
  await cluster?.stop()
}

const f = (n: number, digits = 1) => n.toFixed(digits)
console.log(
  '\n| Storage, instances | logins/s | p50 ms | p99 ms | refreshes/s | p50 ms | p99 ms | DB ms per refresh |',
)
console.log('|---|---|---|---|---|---|---|---|')
for (const { config, r } of results) {
  console.log(
    `| ${config.db} x${config.instances} | ${f(r.logins.perSecond, 0)} | ${f(r.logins.p50)} | ${f(r.logins.p99)} | ` +
      `${f(r.refreshes.perSecond, 0)} | ${f(r.refreshes.p50)} | ${f(r.refreshes.p99)} | ${f(r.dbMsPerRefresh, 2)} |`,
  )
}
const [first, ...rest] = results
if (first) {
  for (const { config, r } of rest) {
    console.log(
      `${config.db} x${config.instances} vs ${first.config.db} x${first.config.instances}: ` +
        `logins ${f(r.logins.perSecond / first.r.logins.perSecond, 2)}x, refreshes ${f(r.refreshes.perSecond / first.r.refreshes.perSecond, 2)}x`,
    )
  }
  const pg1 = results.find((x) => x.config.db === 'postgres' && x.config.instances === 1)
  const pgN = results.find((x) => x.config.db === 'postgres' && x.config.instances > 1)
  if (pg1 && pgN) {
    console.log(
      `postgres x${pgN.config.instances} vs postgres x1: logins ${f(pgN.r.logins.perSecond / pg1.r.logins.perSecond, 2)}x, ` +
        `refreshes ${f(pgN.r.refreshes.perSecond / pg1.r.refreshes.perSecond, 2)}x`,
    )
  }
}
