/**
 * A reference server of its own for the passkey recovery spec: the same `startServer()` in dev mode, but reached as
 * `localhost` (its public URL, which the wallet frame's device proofs must name), because a WebAuthn relying party id
 * is a domain, never an IP address. Port, data dir and the demo's origin from the spec (PRF_SERVER_PORT, LATCH_DATA_DIR,
 * PRF_HOST_ORIGIN).
 */
import { demoAppSeed, startServer } from '@latch/server'
import { DEFAULT_RATE_LIMITS } from '../../examples/server/src/config'

const port = Number(process.env.PRF_SERVER_PORT)
const running = await startServer({
  port,
  hostname: '127.0.0.1',
  publicUrl: `http://localhost:${port}`,
  devMode: true,
  dataDir: process.env.LATCH_DATA_DIR,
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    codePerIp: { ...DEFAULT_RATE_LIMITS.codePerIp, max: 1000 },
    authPerIp: { ...DEFAULT_RATE_LIMITS.authPerIp, max: 1000 },
  },
  // the demo as this spec serves it (PRF_HOST_ORIGIN), beside the demo origins every seeded demo app allows
  apps: [demoAppSeed(process.env.PRF_HOST_ORIGIN ? [process.env.PRF_HOST_ORIGIN] : [])],
  log: () => {},
})
console.log(`[prf-server] listening on ${running.url}`)
const stop = async () => {
  await running.close()
  process.exit(0)
}
process.on('SIGTERM', () => void stop())
process.on('SIGINT', () => void stop())
