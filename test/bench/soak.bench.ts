/**
 * Soak bench (not part of `npm test`): `npm run bench:soak [-- --minutes 30] [--clients 6] [--instances 2]`.
 *
 * Sustained mixed traffic on real server processes (`main.ts`, as an operator runs it) over one PostgreSQL database,
 * spread round-robin over the instances as behind a load balancer: email logins (passwordless/init, the code read
 * from GET /dev/outbox, passwordless/authenticate), refreshes (POST /sessions, each rotating its token), SIWE logins
 * (a wallet signature per login: siwe/init, viem signs, siwe/authenticate) and webhook deliveries: the operator turns
 * the demo app's webhooks on with the real CLI (`apps update --webhook-url`, on the instances' dev data folder, which
 * keeps the data key beside the PostgreSQL URL, so a receiver on 127.0.0.1 is allowed), and a local receiver checks
 * every delivery's Standard Webhooks signature and times it from the login's answer (`user.authenticated` of the
 * email logins). Written against the public surface only (HTTP routes, the dev outbox, /metrics, the CLI), so the
 * storage behind it can change freely.
 *
 * Every minute it prints, per instance, RSS, heap used and active handles (the instances' own /metrics), and per
 * call kind p50/p99 and the count, with errors by code. It exits non-zero when an instance's RSS or heap grows
 * faster than MAX_MB_PER_MIN over the run (a least-squares slope from minute 2 on, after the warm-up), or when a
 * kind's p99 in the last minute is more than MAX_P99_RATIO times its p99 in the first full minute (webhook delivery
 * lag included), or when a webhook is lost (an email login whose `user.authenticated` never arrived, or one whose
 * signature did not verify).
 */

import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { Webhook } from 'standardwebhooks'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { DEMO_APP_ID } from '../../examples/server/src/config'
import { startCluster } from '../fixtures/postgres/cluster.mjs'
import { type ServerProcess, startServerProcess } from '../fixtures/server-process'

/** Failed calls over all calls. */
const MAX_ERROR_RATE = 0.01
const ORIGIN = 'http://127.0.0.1:5173'
const METRICS_TOKEN = randomBytes(12).toString('hex')

let args: {
  minutes?: string
  clients?: string
  instances?: string
  'max-mb-per-min'?: string
  'max-p99-ratio'?: string
  'min-samples'?: string
}
try {
  args = parseArgs({
    options: {
      minutes: { type: 'string' },
      clients: { type: 'string' },
      instances: { type: 'string' },
      // the bounds, to be changed only to see the verdicts fail (e.g. --max-p99-ratio 0.01 exits 1)
      'max-mb-per-min': { type: 'string' },
      'max-p99-ratio': { type: 'string' },
      'min-samples': { type: 'string' },
    },
    strict: true,
  }).values
} catch (error) {
  console.error(
    `bench:soak: ${(error as Error).message}\nusage: npm run bench:soak -- [--minutes N] [--clients N] [--instances N] [--max-mb-per-min N] [--max-p99-ratio N] [--min-samples N]`,
  )
  process.exit(2)
}
const MINUTES = Number(args.minutes ?? 30)
const CLIENTS = Number(args.clients ?? 6)
const INSTANCES = Number(args.instances ?? 2)
/** Memory growth allowed per instance, MB per minute (RSS and heap used), after the warm-up minute. */
const MAX_MB_PER_MIN = Number(args['max-mb-per-min'] ?? 4)
/** p99 of a call kind in the last minute over its p99 in the first full minute. */
const MAX_P99_RATIO = Number(args['max-p99-ratio'] ?? 3)
/** Steady minutes needed before the memory slope is judged. */
const MIN_SAMPLES = Number(args['min-samples'] ?? 8)
if (
  !(MINUTES >= 1 && CLIENTS >= 1 && INSTANCES >= 1) ||
  !(MAX_MB_PER_MIN > 0 && MAX_P99_RATIO > 0 && MIN_SAMPLES >= 2)
) {
  console.error('bench:soak: --minutes, --clients, --instances and the bounds must be positive numbers')
  process.exit(2)
}

type Kind = 'email_login' | 'refresh' | 'siwe_login' | 'webhook'
const KINDS: Kind[] = ['email_login', 'refresh', 'siwe_login', 'webhook']
interface Minute {
  ms: Record<Kind, number[]>
  errors: Map<string, number>
}
const newMinute = (): Minute => ({
  ms: { email_login: [], refresh: [], siwe_login: [], webhook: [] },
  errors: new Map(),
})
let minute = newMinute()
const minutes: Minute[] = []

const pct = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0)

class CallError extends Error {
  constructor(readonly code: string) {
    super(code)
  }
}

const cluster = await startCluster({ durable: true, log: () => {} })
const dbName = `soak_${randomBytes(4).toString('hex')}`
const admin = postgres(cluster.url, { max: 1, onnotice: () => {} })
await admin.unsafe(`CREATE DATABASE ${dbName}`)
await admin.end()
const dbUrl = new URL(cluster.url)
dbUrl.pathname = `/${dbName}`
// a dev data folder shared by the instances: it keeps the generated data key (no LATCH_DATA_KEY), which is what lets
// the operator CLI point the demo app's webhooks at a receiver on 127.0.0.1
const dataDir = mkdtempSync(join(tmpdir(), 'latch-soak-'))
const env: Record<string, string> = {
  LATCH_DEV_MODE: '1',
  LATCH_DATABASE_URL: dbUrl.toString(),
  LATCH_DATA_DIR: dataDir,
  LATCH_DATA_KEY: '',
  LATCH_ALLOW_PRIVATE_WEBHOOK_URLS: '1',
  LATCH_WEBHOOK_RETRY_BASE_MS: '500',
  LATCH_RATE_LIMIT_SCALE: '100000',
  LATCH_LOG_LEVEL: 'warn',
  LATCH_METRICS_TOKEN: METRICS_TOKEN,
}

const BIN = fileURLToPath(new URL('../../examples/server/bin/latch-server.mjs', import.meta.url))
/** The real operator CLI in its own process, on the instances' database and data folder. */
function cli(cliArgs: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [BIN, ...cliArgs],
      { env: { ...process.env, ...env, LATCH_DATA_KEY: '' } },
      (error, out, err) =>
        error ? reject(new Error(`latch-server ${cliArgs.join(' ')}: ${err}`)) : resolve(out),
    )
  })
}

/** The app's backend: counts deliveries, checks each signature, times `user.authenticated` from the login. */
const loginDone = new Map<string, number>()
const arrivedFirst = new Set<string>()
const webhookStats = { received: 0, unverified: 0, authenticated: 0, duplicates: 0 }
const seenIds = new Set<string>()
let verifier: Webhook | null = null
const receiver = createServer(async (req, res) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const at = performance.now()
  const payload = Buffer.concat(chunks).toString('utf8')
  const headers = Object.fromEntries(
    ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((h) => [h, String(req.headers[h] ?? '')]),
  )
  webhookStats.received++
  try {
    verifier?.verify(payload, headers)
  } catch {
    webhookStats.unverified++
  }
  const id = headers['webhook-id'] as string
  if (seenIds.has(id)) webhookStats.duplicates++
  seenIds.add(id)
  const body = JSON.parse(payload) as { type?: string }
  const email = payload.match(/soak\d+-\d+@bench\.example/)?.[0]
  const done = email ? loginDone.get(email) : undefined
  if (body.type === 'user.authenticated' && email) {
    if (done === undefined) {
      // delivered before the bench had read the login's answer
      arrivedFirst.add(email)
    } else {
      webhookStats.authenticated++
      loginDone.delete(email)
      minute.ms.webhook.push(at - done)
    }
  }
  res.writeHead(204).end()
})
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks`

const servers: ServerProcess[] = []
let failed = false
try {
  // one at a time: the first one writes the folder's data key, the others read it
  for (let i = 0; i < INSTANCES; i++) servers.push(await startServerProcess(env))
  const outboxToken = servers[0]?.output.join('').match(/\/dev\/outbox\?token=([\w-]+)/)?.[1]
  if (!outboxToken) throw new Error('no outbox token in the server output')
  const hooks = JSON.parse(
    await cli([
      'apps',
      'update',
      DEMO_APP_ID,
      '--webhook-url',
      receiverUrl,
      '--allow-private-webhook-urls',
      '--json',
    ]),
  ) as { webhookSecret?: string }
  if (!hooks.webhookSecret) throw new Error('the CLI printed no webhook secret')
  verifier = new Webhook(hooks.webhookSecret)

  let turn = 0
  const next = () => servers[turn++ % servers.length] as ServerProcess
  async function call(path: string, body?: unknown): Promise<Record<string, unknown>> {
    const server = next()
    const res = await fetch(`${server.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': DEMO_APP_ID, origin: ORIGIN },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => {
      throw new CallError('network_error')
    })
    const json = (await res.json().catch(() => ({}))) as Record<string, unknown>
    if (!res.ok) throw new CallError(`${res.status} ${String(json.code ?? 'unknown')}`)
    return json
  }
  async function emailLogin(email: string): Promise<string> {
    await call('/api/v1/passwordless/init', { email })
    // each instance has its own outbox token: ask the first (the outbox is the shared database's)
    const outbox = await fetch(
      `${servers[0]?.url}/dev/outbox?to=${encodeURIComponent(email)}&limit=1&token=${outboxToken}`,
    )
    const listed = (await outbox.json()) as { messages?: Array<{ code?: string }> } | Array<{ code?: string }>
    const code = (Array.isArray(listed) ? listed : (listed.messages ?? []))[0]?.code
    if (!code) throw new CallError('no_code_in_outbox')
    const auth = await call('/api/v1/passwordless/authenticate', { email, code })
    if (arrivedFirst.delete(email)) {
      webhookStats.authenticated++
      minute.ms.webhook.push(0)
    } else loginDone.set(email, performance.now())
    return auth.refresh_token as string
  }
  async function siweLogin(): Promise<string> {
    const account = privateKeyToAccount(generatePrivateKey())
    const { nonce } = (await call('/api/v1/siwe/init', { address: account.address })) as { nonce: string }
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
    const auth = await call('/api/v1/siwe/authenticate', {
      message,
      signature,
      chainId: 'eip155:1',
      walletClientType: 'metamask',
      connectorType: 'injected',
    })
    return auth.refresh_token as string
  }

  async function timed(kind: Kind, run: () => Promise<unknown>) {
    const t0 = performance.now()
    try {
      await run()
      minute.ms[kind].push(performance.now() - t0)
    } catch (error) {
      const code = `${kind}: ${error instanceof CallError ? error.code : (error as Error).message}`
      minute.errors.set(code, (minute.errors.get(code) ?? 0) + 1)
    }
  }

  const sample = async (server: ServerProcess) => {
    const text = await (
      await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text()
    const read = (name: string) =>
      Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+-]+)$`, 'm'))?.[1])
    return {
      rssMb: read('latch_process_resident_memory_bytes') / 2 ** 20,
      heapMb: read('latch_nodejs_heap_size_used_bytes') / 2 ** 20,
      handles: read('latch_nodejs_active_handles_total'),
    }
  }
  const memory: Array<Array<Awaited<ReturnType<typeof sample>>>> = servers.map(() => [])

  console.log(
    `Latch soak: ${MINUTES} min, ${CLIENTS} clients, ${INSTANCES} instances on PostgreSQL, node ${process.version}`,
  )
  const end = Date.now() + MINUTES * 60_000
  let n = 0
  const worker = async (w: number) => {
    let refreshToken = await emailLogin(`soak-worker${w}@bench.example`).catch(() => '')
    while (Date.now() < end) {
      const roll = n++ % 10
      if (roll < 5 && refreshToken)
        await timed('refresh', async () => {
          const res = await call('/api/v1/sessions', { refresh_token: refreshToken })
          refreshToken = res.refresh_token as string
        })
      else if (roll < 8)
        await timed('email_login', async () => {
          refreshToken = await emailLogin(`soak${n}-${w}@bench.example`)
        })
      else
        await timed('siwe_login', async () => {
          refreshToken = await siweLogin()
        })
    }
  }
  const ticker = setInterval(async () => {
    const done = minute
    minute = newMinute()
    minutes.push(done)
    const row = [`min ${String(minutes.length).padStart(2)}`]
    for (const kind of KINDS) {
      const sorted = [...done.ms[kind]].sort((a, b) => a - b)
      row.push(
        `${kind} n=${sorted.length} p50=${pct(sorted, 0.5).toFixed(0)} p99=${pct(sorted, 0.99).toFixed(0)} ms`,
      )
    }
    for (const [i, server] of servers.entries()) {
      const m = await sample(server).catch(() => null)
      if (m) memory[i]?.push(m)
      row.push(
        m
          ? `#${i} rss=${m.rssMb.toFixed(0)} MB heap=${m.heapMb.toFixed(1)} MB handles=${m.handles}`
          : `#${i} metrics unavailable`,
      )
    }
    const errors = [...done.errors].map(([code, count]) => `${code} x${count}`).join(', ')
    const hooks = `webhooks received=${webhookStats.received} unverified=${webhookStats.unverified}`
    console.log(`${row.join(' | ')} | ${hooks}${errors ? ` | errors: ${errors}` : ''}`)
  }, 60_000)
  await Promise.all(Array.from({ length: CLIENTS }, (_, w) => worker(w)))
  // let the last minute be printed
  await new Promise((resolve) => setTimeout(resolve, 61_000 - ((MINUTES * 60_000) % 60_000)))
  clearInterval(ticker)

  // verdicts
  const slope = (ys: number[]) => {
    const xs = ys.map((_, i) => i)
    const mx = xs.reduce((a, b) => a + b, 0) / xs.length
    const my = ys.reduce((a, b) => a + b, 0) / ys.length
    const num = xs.reduce((a, x, i) => a + (x - mx) * ((ys[i] ?? 0) - my), 0)
    const den = xs.reduce((a, x) => a + (x - mx) ** 2, 0)
    return den === 0 ? 0 : num / den
  }
  for (const [i, samples] of memory.entries()) {
    // minutes of steady traffic after the warm-up minute (not the drain after the clients stopped); heap is sampled
    // between collections, so a slope over fewer than MIN_SAMPLES minutes is GC noise and is printed, not judged
    const steady = samples.filter((_, m) => m > 0 && (minutes[m]?.ms.refresh.length ?? 0) >= 20)
    if (steady.length < 2) continue
    const judged = steady.length >= MIN_SAMPLES
    const rss = slope(steady.map((s) => s.rssMb))
    const heap = slope(steady.map((s) => s.heapMb))
    console.log(
      `instance #${i}: RSS ${rss.toFixed(2)} MB/min, heap ${heap.toFixed(2)} MB/min over ${steady.length} min (limit ${MAX_MB_PER_MIN}${judged ? '' : `, not judged under ${MIN_SAMPLES} min`})`,
    )
    if (judged && (rss > MAX_MB_PER_MIN || heap > MAX_MB_PER_MIN)) failed = true
  }
  // the minutes of steady traffic (the last one printed is the drain after the clients stopped)
  const full = minutes.filter((m) => m.ms.refresh.length >= 20)
  if (full.length >= 2) {
    for (const kind of KINDS) {
      const p99 = (m: Minute | undefined) =>
        pct(
          [...(m?.ms[kind] ?? [])].sort((a, b) => a - b),
          0.99,
        )
      const first = p99(full[0])
      const last = p99(full[full.length - 1])
      if (!Number.isFinite(first) || !Number.isFinite(last)) continue
      const ratio = last / Math.max(first, 1)
      console.log(
        `${kind}: p99 first minute ${first.toFixed(0)} ms, last ${last.toFixed(0)} ms, ratio ${ratio.toFixed(2)} (limit ${MAX_P99_RATIO})`,
      )
      if (ratio > MAX_P99_RATIO) failed = true
    }
  }
  // every email login's user.authenticated arrived (the drain minute gave the queue time), signed, once
  const lost = [...loginDone.keys()].filter((e) => !e.startsWith('soak-worker')).length
  console.log(
    `webhooks: ${webhookStats.received} received, ${webhookStats.authenticated} user.authenticated timed, ${lost} lost, ${webhookStats.unverified} unverified, ${webhookStats.duplicates} duplicate ids`,
  )
  if (lost > 0 || webhookStats.unverified > 0 || webhookStats.authenticated === 0) failed = true
  const totalErrors = minutes.reduce((a, m) => a + [...m.errors.values()].reduce((x, y) => x + y, 0), 0)
  const totalCalls = minutes.reduce(
    (a, m) => a + KINDS.reduce((x, k) => x + (k === 'webhook' ? 0 : m.ms[k].length), 0),
    0,
  )
  if (totalErrors > MAX_ERROR_RATE * totalCalls) failed = true
  console.log(
    `calls ${totalCalls}, errors ${totalErrors} (limit ${MAX_ERROR_RATE * 100}%); ${failed ? 'FAILED' : 'ok'}`,
  )
} catch (error) {
  console.error(error)
  failed = true
} finally {
  await Promise.all(servers.map((s) => s.stop()))
  await cluster.stop()
  await new Promise((resolve) => receiver.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
