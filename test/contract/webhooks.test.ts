/**
 * An operator turns webhooks on with the CLI (`apps update APP_ID --webhook-url URL --json` prints the signing
 * secret), a user signs in with the core client, and the app's endpoint (a local receiver) gets the events signed
 * with that secret; rotating the secret signs the next events with the new one; `--webhook-url ''` stops them.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../examples/server/src/index'
import { type Receiver, startReceiver } from '../../examples/server/src/webhooks/testing'
import { createClient, loginByEmail, RELAXED_LIMITS } from './helpers'

const BIN = fileURLToPath(new URL('../../examples/server/bin/latch-server.mjs', import.meta.url))
let dataDir: string
let server: RunningServer
let appId: string

/**
 * The real `latch-server` bin in a child process, beside the running server, as an operator runs it. (In one process,
 * the CLI's synchronous SQLite connection would wait on the server's transaction while blocking the event loop the
 * server needs to finish it.)
 */
function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: dataDir, env: { ...process.env, LATCH_DATA_DIR: dataDir } },
      (error, out, err) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out, err })
      },
    )
  })
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-webhooks-cli-'))
  // dev mode keeps its data key in the folder, where the CLI finds it to seal the webhook secret
  server = await startServer({
    devMode: true,
    devOidc: false,
    dataDir,
    apps: [],
    rateLimits: RELAXED_LIMITS,
    webhookRetryBaseMs: 50,
    // the receiver listens on 127.0.0.1 (dev mode only); the CLI takes --allow-private-webhook-urls for it too
    allowPrivateWebhookUrls: true,
  })
  const created = await cli([
    'apps',
    'create',
    '--name',
    'Hooks',
    '--origin',
    'http://127.0.0.1:5173',
    '--json',
  ])
  expect(created.code).toBe(0)
  appId = (JSON.parse(created.out) as { appId: string }).appId
}, 30_000)
afterAll(async () => {
  await server?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('webhooks turned on by the operator', () => {
  let receiver: Receiver
  let secret: string

  it('apps update --webhook-url --json prints { webhookSecret }; the stored settings hold it sealed', async () => {
    // the receiver learns the secret once the CLI has printed it
    receiver = await startReceiver('whsec_cGxhY2Vob2xkZXJwbGFjZWhvbGRlcg==')
    const url = receiver.url
    // a receiver on 127.0.0.1 needs the dev folder's allowance
    const refused = await cli(['apps', 'update', appId, '--webhook-url', url])
    expect(refused.code).toBe(1)
    expect(refused.err).toContain('loopback, private, link-local or reserved address (127.0.0.1)')
    const allow = '--allow-private-webhook-urls'
    const res = await cli(['apps', 'update', appId, '--webhook-url', url, allow, '--json'])
    expect(res.code).toBe(0)
    const printed = JSON.parse(res.out) as {
      webhookSecret: string
      app: { settings: Record<string, unknown> }
    }
    secret = printed.webhookSecret
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/)
    expect(printed.app.settings.webhookUrl).toBe(url)
    expect(JSON.stringify(printed.app)).not.toContain(secret.slice(6))
    const app = await server.server.deps.storage.getApp(appId)
    expect(app?.settings.webhookSecret).toMatch(/^v2\.[A-Za-z0-9_-]{11}\./)
    // asking again keeps the same secret (only rotate-webhook-secret makes a new one)
    const again = JSON.parse(
      (await cli(['apps', 'update', appId, '--webhook-url', url, allow, '--json'])).out,
    )
    expect(again.webhookSecret).toBe(secret)
    receiver.useSecret(secret)
  })

  it('a login through the client reaches the endpoint, signed with the printed secret', async () => {
    const latch = createClient(server, { appId })
    const result = await loginByEmail(server, latch, 'hooked@example.com')
    const got = await receiver.waitFor(2, (w) => (w.body.user as { id: string }).id === result.user.id)
    expect(got.map((w) => w.body.type)).toEqual(['user.created', 'user.authenticated'])
    expect(got.every((w) => w.verified)).toBe(true)
  })

  it('apps rotate-webhook-secret: the next events verify with the new secret only', async () => {
    const rotated = await cli(['apps', 'rotate-webhook-secret', appId, '--json'])
    expect(rotated.code).toBe(0)
    const fresh = (JSON.parse(rotated.out) as { webhookSecret: string }).webhookSecret
    expect(fresh).not.toBe(secret)
    const latch = createClient(server, { appId })
    const result = await loginByEmail(server, latch, 'rotated@example.com')
    // the receiver still checks with the old secret: the new deliveries do not verify with it
    const mine = (w: { body: Record<string, unknown> }) =>
      (w.body.user as { id: string }).id === result.user.id
    const got = await receiver.waitFor(2, mine)
    expect(got.some((w) => w.verified)).toBe(false)
    // with the new secret the next ones verify
    receiver.useSecret(fresh)
    await loginByEmail(server, latch, 'rotated@example.com')
    const after = await receiver.waitFor(3, mine)
    expect(after[2]?.body.type).toBe('user.authenticated')
    expect(after[2]?.verified).toBe(true)
  })

  it("--webhook-url '' turns webhooks off: nothing more is queued", async () => {
    const off = await cli(['apps', 'update', appId, '--webhook-url', '', '--json'])
    expect(off.code).toBe(0)
    expect((JSON.parse(off.out) as { webhookSecret: unknown }).webhookSecret).toBeNull()
    const before = (await server.server.deps.storage.listWebhooks(appId)).length
    await loginByEmail(server, createClient(server, { appId }), 'quiet@example.com')
    expect((await server.server.deps.storage.listWebhooks(appId)).length).toBe(before)
    await receiver.close()
  })

  it('a bad URL is refused with exit 1 and a message; a rotation without an endpoint is refused', async () => {
    const bad = await cli(['apps', 'update', appId, '--webhook-url', 'ftp://example.com/hooks'])
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('webhookUrl must be an http or https URL')
    // loopback in any spelling, and the cloud metadata address, are refused without the dev allowance
    for (const url of [
      'http://0x7f000001/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const refused = await cli(['apps', 'update', appId, '--webhook-url', url])
      expect(refused.code).toBe(1)
      expect(refused.err).toContain('only public addresses are allowed')
    }
    const rotate = await cli(['apps', 'rotate-webhook-secret', appId])
    expect(rotate.code).toBe(1)
    expect(rotate.err).toContain('has no webhook URL')
  })
})
