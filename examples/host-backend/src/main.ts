/**
 * `npm start -w @latch/example-host-backend`: the example backend on 127.0.0.1. Configuration by environment:
 * LATCH_API_URL (the Latch server), LATCH_APP_ID, LATCH_APP_SECRET (`latch-server apps rotate-secret` prints one),
 * LATCH_WEBHOOK_SECRET (`latch-server apps update --webhook-url` prints it), HOST_ORIGINS (comma-separated pages
 * that may call it), PORT (default 8788).
 */
import { serve } from '@hono/node-server'
import { createLatchServerClient } from '@latch/core/server'
import { createHostBackend } from './app'

const env = process.env
const required = (name: string) => {
  const value = env[name]?.trim()
  if (!value) throw new Error(`${name} is required`)
  return value
}

const latch = createLatchServerClient({
  apiUrl: env.LATCH_API_URL || 'http://127.0.0.1:8787',
  appId: required('LATCH_APP_ID'),
  appSecret: required('LATCH_APP_SECRET'),
  webhookSecret: env.LATCH_WEBHOOK_SECRET || undefined,
})
const app = createHostBackend({
  latch,
  allowedOrigins: (env.HOST_ORIGINS ?? 'http://127.0.0.1:5740').split(',').map((o) => o.trim()),
})
const port = Number(env.PORT ?? 8788)
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, () => {
  console.log(`[host-backend] listening on http://127.0.0.1:${port}`)
})
const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
