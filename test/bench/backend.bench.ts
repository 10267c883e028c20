/**
 * Host backend figures (not part of `npm test`): `npm run bench:backend`. Prints, asserts nothing.
 *
 * 1. `verifyAuthToken` per second with a warm JWKS cache (a real access token of the reference server, verified by
 *    `@latch/core/server` against the app's JWKS), next to the same with the key given offline and to jose's
 *    `jwtVerify` alone with the same checks, so the SDK's own cost shows as a ratio within one run (rounds are
 *    interleaved: the machine's load moves the absolute figures by 2x between runs).
 * 2. Webhook delivery latency: from the event (the row's creation, in the login request) to the receiver (a local
 *    HTTP endpoint checking each signature), median and p95, for events one at a time and for a burst of logins.
 *
 * The server runs in this process (SQLite in a temporary folder) on 127.0.0.1; client, server and receiver share the
 * machine's cores, which other work also uses: compare ratios within a run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { importSPKI, jwtVerify } from 'jose'
import { createLatchServerClient } from '../../core/src/server/index'
import { createApp } from '../../examples/server/src/apps'
import { startServer } from '../../examples/server/src/index'
import { newWebhookSecret } from '../../examples/server/src/webhooks/secret'
import { startReceiver } from '../../examples/server/src/webhooks/testing'

const VERIFIES = Number(process.env.BENCH_VERIFIES ?? 5000)
const SEQUENTIAL_EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 60)
const BURST_USERS = Number(process.env.BENCH_WEBHOOK_BURST ?? 40)

const dataDir = mkdtempSync(join(tmpdir(), 'latch-bench-backend-'))
const receiver = await startReceiver(newWebhookSecret())
const server = await startServer({
  devMode: true,
  allowPrivateWebhookUrls: true,
  devOidc: false,
  dataDir,
  apps: [],
  rateLimits: {
    codePerIp: { max: 100_000, windowSeconds: 60 },
    authPerIp: { max: 100_000, windowSeconds: 60 },
    codePerRecipient: { max: 100_000, windowSeconds: 60 },
  },
  log: () => {},
})
const storage = server.server.deps.storage
const webhookSecret = newWebhookSecret()
receiver.useSecret(webhookSecret)
const { appId, appSecret } = await createApp(
  storage,
  {
    name: 'Bench',
    origins: ['http://127.0.0.1:5173'],
    settings: { webhookUrl: receiver.url, webhookSecret },
  },
  Math.floor(Date.now() / 1000),
  { allowPrivateWebhookUrls: true },
)

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': appId },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<{ token: string; user: { id: string } }>
}
async function login(email: string) {
  await post('/api/v1/passwordless/init', { email })
  const [m] = await storage.listOutbox({ to: email, limit: 1 })
  return post('/api/v1/passwordless/authenticate', { email, code: m?.code })
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const rate = (n: number, ms: number) => `${Math.round((n / ms) * 1000).toLocaleString('en-US')}/s`

// ── 1. verifyAuthToken ───────────────────────────────────────────────────────
const { token } = await login('bench-verify@example.com')
let jwksFetches = 0
const sdk = createLatchServerClient({
  appId,
  appSecret,
  apiUrl: server.url,
  fetch: (input, init) => {
    if (String(input).endsWith('/jwks.json')) jwksFetches++
    return fetch(input, init)
  },
})
const pem = (
  (await (await fetch(`${server.url}/api/v1/apps/${appId}`)).json()) as { verification_key: string }
).verification_key
const offline = createLatchServerClient({ appId, appSecret, apiUrl: server.url, verificationKey: pem })
const key = await importSPKI(pem, 'ES256')

const variants: Array<[string, () => Promise<unknown>]> = [
  [
    'jose jwtVerify alone, same checks (the floor)',
    () =>
      jwtVerify(token, key, {
        algorithms: ['ES256'],
        issuer: 'latch',
        audience: appId,
        clockTolerance: 5,
        requiredClaims: ['exp', 'iat', 'sub'],
        currentDate: new Date(),
      }),
  ],
  ['verifyAuthToken, JWKS (warm cache)', () => sdk.verifyAuthToken(token)],
  ['verifyAuthToken, offline key', () => offline.verifyAuthToken(token)],
]
// warm all three (JIT, key imports, the JWKS), then interleave rounds so no variant pays for running first
for (let i = 0; i < 500; i++) for (const [, verify] of variants) await verify()
const ROUNDS = 5
const spent = variants.map(() => 0)
for (let round = 0; round < ROUNDS; round++) {
  for (const [i, [, verify]] of variants.entries()) {
    const t0 = performance.now()
    for (let n = 0; n < VERIFIES / ROUNDS; n++) await verify()
    spent[i] = (spent[i] ?? 0) + performance.now() - t0
  }
}
const rows = variants.map(([label], i) => {
  const ms = spent[i] ?? 0
  return { label, ms, perSecond: rate(VERIFIES, ms), usEach: ((ms * 1000) / VERIFIES).toFixed(1) }
})
console.log(`::: @latch/core/server verifyAuthToken (${VERIFIES} sequential verifications of one real token)`)
for (const r of rows)
  console.log(`  ${r.perSecond.padStart(10)}  ${r.usEach.padStart(7)} µs each  ${r.label}`)
const floor = rows[0]?.ms ?? 1
console.log(
  `  JWKS fetches during the run: ${jwksFetches}; SDK / jose alone: ${((rows[1]?.ms ?? 0) / floor).toFixed(2)}x (JWKS), ${((rows[2]?.ms ?? 0) / floor).toFixed(2)}x (offline)`,
)

// ── 2. webhook delivery latency ──────────────────────────────────────────────
async function latencies(userIds: string[]): Promise<number[]> {
  const arrived = await receiver.waitFor(
    userIds.length * 2,
    (w) => userIds.includes((w.body.user as { id?: string } | undefined)?.id ?? ''),
    120_000,
  )
  const created = new Map(
    (await storage.listWebhooks(appId, { limit: 100_000 })).map((d) => [d.id, d.createdMs]),
  )
  return arrived.map((w) => w.at - (created.get(w.id) ?? Number.NaN)).filter(Number.isFinite)
}

const sequential: string[] = []
for (let i = 0; i < SEQUENTIAL_EVENTS; i++) {
  const { user } = await login(`bench-seq-${i}@example.com`)
  sequential.push(user.id)
  await receiver.waitFor(
    1,
    (w) => (w.body.user as { id?: string }).id === user.id && w.body.type === 'user.authenticated',
  )
}
const one = await latencies(sequential)

const burstStart = performance.now()
const burst = await Promise.all(
  Array.from({ length: BURST_USERS }, async (_, i) => (await login(`bench-burst-${i}@example.com`)).user.id),
)
const many = await latencies(burst)
const burstMs = performance.now() - burstStart

const verified = receiver.accepted().every((w) => w.verified)
console.log('\n::: webhooks: from the event to the receiver (signed, checked by the receiver)')
console.log(
  `  one login at a time: ${one.length} events, median ${pct(one, 50).toFixed(1)} ms, p95 ${pct(one, 95).toFixed(1)} ms`,
)
console.log(
  `  burst of ${BURST_USERS} logins: ${many.length} events, median ${pct(many, 50).toFixed(1)} ms, p95 ${pct(many, 95).toFixed(1)} ms (all delivered ${burstMs.toFixed(0)} ms after the first login began)`,
)
console.log(`  every signature verified: ${verified}`)

await server.close()
await receiver.close()
rmSync(dataDir, { recursive: true, force: true })
