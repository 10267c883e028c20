/**
 * The example host backend (examples/host-backend) against the real server: its protected route answers the
 * signed-in user's id and email and refuses a call without a valid token (none, another app's, tampered); its
 * webhook route, served on a port the server delivers to, takes the server's signed webhooks and refuses a forged
 * one.
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LatchWebhookEvent } from '../../core/src/server/index'
import { createLatchServerClient } from '../../core/src/server/index'
import { createHostBackend } from '../../examples/host-backend/src/app'
import { createApp, updateApp } from '../../examples/server/src/apps'
import { newWebhookSecret } from '../../examples/server/src/webhooks/secret'
import {
  type ContractServer,
  createClient,
  APP_ID as DEMO_APP,
  loginByEmail,
  startContractServer,
} from './helpers'

const PAGE_ORIGIN = 'http://127.0.0.1:5173'
const WEBHOOK_SECRET = newWebhookSecret()

let server: ContractServer
let appId: string
let backend: ReturnType<typeof createHostBackend>
const webhooks: LatchWebhookEvent[] = []

let stopBackend = () => {}

beforeAll(async () => {
  server = await startContractServer()
  const storage = server.server.deps.storage
  const now = () => Math.floor(Date.now() / 1000)
  let appSecret: string
  ;({ appId, appSecret } = await createApp(storage, { name: 'Host backend', origins: [PAGE_ORIGIN] }, now()))
  backend = createHostBackend({
    latch: createLatchServerClient({ appId, appSecret, apiUrl: server.url, webhookSecret: WEBHOOK_SECRET }),
    allowedOrigins: [PAGE_ORIGIN],
    onWebhook: (event) => webhooks.push(event),
    log: () => {},
  })
  // the backend on a port, and the app's webhooks pointed at it
  const node = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: backend.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve(s))
  })
  stopBackend = () => node.close()
  const webhookUrl = `http://127.0.0.1:${(node.address() as AddressInfo).port}/webhooks`
  await updateApp(
    storage,
    appId,
    { settings: (s) => ({ ...s, webhookUrl, webhookSecret: WEBHOOK_SECRET }) },
    now(),
    { allowPrivateWebhookUrls: true },
  )
}, 30_000)
afterAll(async () => {
  stopBackend()
  await server?.close()
})

const me = (authorization?: string) =>
  Promise.resolve(
    backend.request('/api/me', {
      headers: { origin: PAGE_ORIGIN, ...(authorization ? { authorization } : {}) },
    }),
  )

describe('the example host backend', () => {
  it('signed in: GET /api/me answers the user id and email (and CORS lets the page read it)', async () => {
    const latch = createClient(server, { appId })
    const { user } = await loginByEmail(server, latch, 'backend-user@example.com')
    const res = await me(`Bearer ${await latch.getAccessToken()}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN)
    expect(await res.json()).toEqual({ userId: user.id, email: 'backend-user@example.com' })
  })

  it("signed out, another app's token or a tampered token: 401 with the SDK's code", async () => {
    expect(await (await me()).json()).toMatchObject({ code: 'invalid_token' })
    expect((await me()).status).toBe(401)
    const other = createClient(server, { appId: DEMO_APP })
    await loginByEmail(server, other, 'backend-other@example.com')
    const foreign = await me(`Bearer ${await other.getAccessToken()}`)
    expect(foreign.status).toBe(401)
    // each app signs with its own keys: another app's token names a key this app does not have
    expect(await foreign.json()).toMatchObject({ code: 'invalid_token' })
    const latch = createClient(server, { appId })
    await loginByEmail(server, latch, 'backend-tamper@example.com')
    const token = (await latch.getAccessToken()) as string
    const [h, p, s] = token.split('.')
    const claims = JSON.parse(Buffer.from(p as string, 'base64url').toString())
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${s}`
    expect((await me(`Bearer ${forged}`)).status).toBe(401)
  })

  it("POST /webhooks takes the server's signed webhooks and refuses a forged one", async () => {
    const latch = createClient(server, { appId })
    const { user } = await loginByEmail(server, latch, 'backend-hooks@example.com')
    await expect
      .poll(() => webhooks.filter((e) => 'user' in e && e.user.id === user.id).map((e) => e.type))
      .toEqual(['user.created', 'user.authenticated'])
    const body = JSON.stringify({ type: 'mfa.enabled', user_id: user.id, method: 'totp' })
    const at = new Date()
    const headers = {
      'webhook-id': 'msg_forged',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(newWebhookSecret()).sign('msg_forged', at, body),
    }
    const before = webhooks.length
    const forged = await backend.request('/webhooks', { method: 'POST', headers, body })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ code: 'invalid_webhook' })
    expect(webhooks).toHaveLength(before)
  })
})
