/**
 * Passkey verification time on the reference server (not part of `npm test`): `npm run bench:passkey`, also printed
 * by `npm run bench`. Prints figures, asserts nothing.
 *
 * One user with one passkey of a software authenticator (real P-256 keys and signatures,
 * test/fixtures/webauthn). Each login asks for options and has the authenticator sign outside the timing; what is
 * timed is, per login:
 * - the route `POST /api/v1/passkey/authenticate/verify` in process (`app.request`, no socket): the single-use
 *   challenge taken from SQLite (in memory), the passkey looked up, `@simplewebauthn/server`'s check of the signature, the
 *   counter's compare-and-set, the session and its tokens;
 * - `verifyAuthenticationResponse` alone on the same kind of answers (CBOR, hashes, the ES256 signature), so the
 *   two can be compared within one run (the machine is shared and noisy: compare ratios, not runs).
 */
import { performance } from 'node:perf_hooks'
import { verifyAuthenticationResponse } from '@simplewebauthn/server'
import { isoBase64URL } from '@simplewebauthn/server/helpers'
import { DEFAULT_RATE_LIMITS, demoAppSeed, type RateLimits } from '../../examples/server/src/config'
import {
  createSoftwareAuthenticator,
  PASSKEY_ORIGIN,
  passkeyCalls,
} from '../../examples/server/src/passkey-testing'
import { createTestServer } from '../../examples/server/src/testing'

const LOGINS = Number(process.env.BENCH_PASSKEY_LOGINS ?? 300)
const WARMUP = 20

const unlimited = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([k, v]) => [k, { ...v, max: 1_000_000_000 }]),
) as unknown as RateLimits

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0
const row = (label: string, ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(2).padStart(7)
  return `${label.padEnd(46)} median ${f(percentile(sorted, 0.5))} ms   p95 ${f(percentile(sorted, 0.95))} ms   (n=${sorted.length})`
}

const t = await createTestServer({ rateLimits: unlimited })
const pk = passkeyCalls(t)
const authenticator = createSoftwareAuthenticator({ counterStep: 1 })
const signedIn = await t.loginEmail('bench-passkey@example.com')
await pk.register(signedIn.token, authenticator)

/** One login: options and the authenticator's answer untimed, the verify route timed. */
async function timedLogin(): Promise<number> {
  const options = await pk.loginOptions()
  const response = await authenticator.authenticate(options, { origin: PASSKEY_ORIGIN })
  const started = performance.now()
  const result = await pk.verifyLogin(response)
  const ms = performance.now() - started
  if (result.status !== 200) throw new Error(`passkey login: ${result.status} ${JSON.stringify(result.json)}`)
  return ms
}

for (let i = 0; i < WARMUP; i++) await timedLogin()
const route: number[] = []
for (let i = 0; i < LOGINS; i++) route.push(await timedLogin())

// the library alone, on answers to challenges made here (no server state involved)
const credential = authenticator.credentials[0]
if (!credential) throw new Error('no credential')
// the public key as the server stored it at registration (COSE)
const stored = await t.deps.storage.getPasskey(demoAppSeed().id, credential.id)
if (!stored) throw new Error('no stored passkey')
const publicKey = isoBase64URL.toBuffer(stored.publicKey)
const library: number[] = []
for (let i = 0; i < WARMUP + LOGINS; i++) {
  const challenge = isoBase64URL.fromBuffer(crypto.getRandomValues(new Uint8Array(32)))
  const response = await authenticator.authenticate(
    { challenge, rpId: 'localhost', allowCredentials: [], userVerification: 'required' },
    { origin: PASSKEY_ORIGIN },
  )
  const started = performance.now()
  const result = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: PASSKEY_ORIGIN,
    expectedRPID: 'localhost',
    credential: { id: credential.id, publicKey, counter: 0 },
    requireUserVerification: true,
  })
  const ms = performance.now() - started
  if (!result.verified) throw new Error('library: not verified')
  if (i >= WARMUP) library.push(ms)
}

console.log(
  'passkey verification (in process, SQLite in memory, one P-256 passkey; options and signing untimed)',
)
console.log(row('POST /passkey/authenticate/verify (the route)', route))
console.log(row('verifyAuthenticationResponse (the library)', library))
await t.deps.storage.close()
