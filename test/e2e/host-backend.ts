/**
 * The example host backend for the end-to-end tests (started by test/playwright.config.ts): waits for the e2e
 * server, gives the demo app a secret with the `latch-server` CLI as an operator would (same data dir), then serves
 * examples/host-backend on 127.0.0.1:41750 for the default-ui host.
 */
import { serve } from '@hono/node-server'
import { createLatchServerClient } from '@latch/core/server'
import { createHostBackend } from '../../examples/host-backend/src/app'
import { runCli } from '../../examples/server/src/cli'
import { BACKEND_PORT, DEFAULT_UI_URL, DEMO_APP_ID, SERVER_URL } from './env'

const dataDir = process.env.LATCH_DATA_DIR
if (!dataDir) throw new Error('LATCH_DATA_DIR is required (the e2e server data dir)')

const deadline = Date.now() + 60_000
for (;;) {
  const up = await fetch(`${SERVER_URL}/api/health`).then(
    (r) => r.ok,
    () => false,
  )
  if (up) break
  if (Date.now() > deadline) throw new Error(`the e2e server did not answer on ${SERVER_URL}`)
  await new Promise((r) => setTimeout(r, 200))
}

let out = ''
const code = await runCli(['apps', 'rotate-secret', DEMO_APP_ID, '--json'], {
  out: (t) => {
    out += t
  },
  err: (t) => console.error(`[e2e-backend] ${t}`),
  env: { LATCH_DATA_DIR: dataDir },
  cwd: dataDir,
  now: () => Date.now(),
})
if (code !== 0) throw new Error(`latch-server apps rotate-secret exited ${code}`)
const { appSecret } = JSON.parse(out) as { appSecret: string }

const app = createHostBackend({
  latch: createLatchServerClient({ appId: DEMO_APP_ID, appSecret, apiUrl: SERVER_URL }),
  allowedOrigins: [DEFAULT_UI_URL],
  log: () => {},
})
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: BACKEND_PORT }, () => {
  console.log(`[e2e-backend] listening on 127.0.0.1:${BACKEND_PORT}`)
})
const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
