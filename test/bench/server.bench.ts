/**
 * Reference server benchmark (not part of `npm test`): `npm run bench:server`.
 * Starts the server in process on 127.0.0.1 with a fresh SQLite data folder (WAL) and raised rate limits, then runs
 * bounded loops over HTTP: email logins (passwordless/init + passwordless/authenticate; the code is read from the
 * dev outbox in process, outside the timing) and refreshes (POST /sessions, each rotating the refresh token).
 * Prints operations per second and p50/p99 latency, for 1 and for 8 concurrent clients, then the same work
 * in process (Hono's app.request, no HTTP). Client and server share this process and its cores.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { demoAppSeed, startServer } from '../../examples/server/src/index'

const LOGINS = Number(process.env.BENCH_LOGINS ?? 400)
const REFRESHES = Number(process.env.BENCH_REFRESHES ?? 2000)
const HIGH = { max: 1_000_000, windowSeconds: 60 }

const dir = mkdtempSync(join(tmpdir(), 'latch-bench-'))
const server = await startServer({
  devMode: true,
  devOidc: false,
  dataDir: dir,
  apps: [demoAppSeed()],
  rateLimits: {
    codePerRecipient: HIGH,
    codePerIp: HIGH,
    authPerIp: HIGH,
    refreshPerIp: HIGH,
    mfaPerUser: HIGH,
  },
})
const storage = server.server.deps.storage
const headers = { 'content-type': 'application/json', 'privy-app-id': demoAppSeed().id }
const post = async (path: string, body: unknown) => {
  const res = await fetch(`${server.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<Record<string, unknown>>
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0

/** Runs `total` operations on `concurrency` workers; `op` gets the operation and worker index, returns its ms. */
async function run(
  label: string,
  total: number,
  concurrency: number,
  op: (i: number, worker: number) => Promise<number>,
) {
  const latencies: number[] = []
  let next = 0
  const start = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < total) latencies.push(await op(next++, worker))
    }),
  )
  const seconds = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  console.log(
    `${label.padEnd(34)} ${String(total).padStart(5)} ops  ${(total / seconds).toFixed(0).padStart(6)}/s  ` +
      `p50 ${percentile(latencies, 0.5).toFixed(2)} ms  p99 ${percentile(latencies, 0.99).toFixed(2)} ms`,
  )
}

/** One email login; returns the HTTP time of init + authenticate (the outbox read is not timed). */
async function login(email: string): Promise<{ ms: number; refresh: string }> {
  const t0 = performance.now()
  await post('/api/v1/passwordless/init', { email })
  const t1 = performance.now()
  const [message] = await storage.listOutbox({ to: email, limit: 1 })
  const t2 = performance.now()
  const auth = await post('/api/v1/passwordless/authenticate', { email, code: message?.code })
  const t3 = performance.now()
  return { ms: t1 - t0 + (t3 - t2), refresh: auth.refresh_token as string }
}

try {
  console.log(`Latch reference server bench on ${server.url} (SQLite WAL in ${dir}), node ${process.version}`)
  // warm-up (JIT, SQLite page cache)
  for (let i = 0; i < 50; i++) await login(`warmup${i}@bench.example`)

  for (const concurrency of [1, 8]) {
    await run(`email logins (init+auth) x${concurrency}`, LOGINS, concurrency, async (i) => {
      return (await login(`user${concurrency}-${i}@bench.example`)).ms
    })
  }

  for (const concurrency of [1, 8]) {
    // one session per client, each refreshed in a chain (every call rotates the token)
    const tokens = await Promise.all(
      Array.from(
        { length: concurrency },
        async (_, c) => (await login(`refresher${concurrency}-${c}@bench.example`)).refresh,
      ),
    )
    await run(`refreshes (rotation) x${concurrency}`, REFRESHES, concurrency, async (_, worker) => {
      const t0 = performance.now()
      const res = await post('/api/v1/sessions', { refresh_token: tokens[worker] })
      tokens[worker] = res.refresh_token as string
      return performance.now() - t0
    })
  }

  // The same work without HTTP (Hono's app.request), to separate the server's own cost from the loopback client.
  const app = server.server.app
  const inProcess = async (path: string, body: unknown) =>
    (await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) })).json() as Promise<
      Record<string, unknown>
    >
  let chain = ''
  await run('email logins, in process (no HTTP)', LOGINS, 1, async (i) => {
    const email = `inproc-${i}@bench.example`
    const t0 = performance.now()
    await inProcess('/api/v1/passwordless/init', { email })
    const t1 = performance.now()
    const [message] = await storage.listOutbox({ to: email, limit: 1 })
    const t2 = performance.now()
    const auth = await inProcess('/api/v1/passwordless/authenticate', { email, code: message?.code })
    chain = auth.refresh_token as string
    return t1 - t0 + (performance.now() - t2)
  })
  await run('refreshes, in process (no HTTP)', REFRESHES, 1, async () => {
    const t0 = performance.now()
    chain = (await inProcess('/api/v1/sessions', { refresh_token: chain })).refresh_token as string
    return performance.now() - t0
  })
} finally {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
}
