/**
 * The example host backend for the end-to-end tests (started by test/playwright.config.ts): waits for the e2e
 * server, gives the demo app a secret with the `latch-server` CLI as an operator would (same data dir), then serves
 * examples/host-backend on 127.0.0.1:41750 for the default-ui host.
 */
import { serve } from '@hono/node-server'
import { createLatchServerClient } from '@latch/core/server'
import { createHostBackend } from '../../examples/host-backend/src/app'
import { rotateAppSecret } from './app-secret'
import { BACKEND_PORT, DEFAULT_UI_URL, DEMO_APP_ID, SERVER_URL } from './env'

const dataDir = process.env.LATCH_DATA_DIR
if (!dataDir) throw new Error('LATCH_DATA_DIR is required (the e2e server data dir)')

const appSecret = await rotateAppSecret(DEMO_APP_ID, dataDir, 'e2e-backend')

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
