/**
 * The webhook outbox as an operator runs it: the real server process on SQLite, killed with SIGKILL right after a
 * change committed and before its event reached the app's endpoint, then started again: the event arrives once
 * (a local receiver counts 2xx answers by `webhook-id`). Then the operator's side: `latch-server webhooks list`,
 * `dead-letters` and `redeliver` (the bin, `--json`), and the delivery metrics on `/metrics`.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Receiver, startReceiver } from '../../examples/server/src/webhooks/testing'
import { type ServerProcess, startServerProcess } from '../fixtures/server-process'

const BIN = fileURLToPath(new URL('../../examples/server/bin/latch-server.mjs', import.meta.url))
const METRICS_TOKEN = 'outbox-metrics-token'
let dataDir: string
let env: Record<string, string>
let server: ServerProcess | undefined
let receiver: Receiver
let appId: string
let appSecret: string

function cli(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: dataDir, env: { ...process.env, ...env } },
      (error, out, err) => {
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, out, err })
      },
    )
  })
}

/** Imports a user through the server API (HTTP Basic with the app's secret); returns its id. */
async function importUser(address: string): Promise<string> {
  const res = await fetch(`${server?.url}/api/v1/users`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`,
      'privy-app-id': appId,
    },
    body: JSON.stringify({ linked_accounts: [{ type: 'email', address }] }),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { id: string }).id
}

const createdFor = (userId: string) => (w: { body: Record<string, unknown> }) =>
  w.body.type === 'user.created' && (w.body.user as { id: string }).id === userId

interface Listed {
  deliveries: Array<{ id: string; userId: string; eventType: string; status: string; attempts: number }>
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'latch-outbox-'))
  env = {
    LATCH_DEV_MODE: '1',
    LATCH_DATA_DIR: dataDir,
    LATCH_DATABASE_URL: '',
    LATCH_ALLOW_PRIVATE_WEBHOOK_URLS: '1',
    LATCH_WEBHOOK_RETRY_BASE_MS: '100',
    // a try cut by the crash is taken again when its lease (twice the timeout plus a second) has passed
    LATCH_WEBHOOK_TIMEOUT_MS: '1000',
    LATCH_WEBHOOK_MAX_ATTEMPTS: '2',
    LATCH_METRICS_TOKEN: METRICS_TOKEN,
  }
  server = await startServerProcess(env)
  const created = await cli([
    'apps',
    'create',
    '--name',
    'Outbox',
    '--origin',
    'http://127.0.0.1:5173',
    '--json',
  ])
  expect(created.code).toBe(0)
  ;({ appId, appSecret } = JSON.parse(created.out) as { appId: string; appSecret: string })
  receiver = await startReceiver('whsec_cGxhY2Vob2xkZXJwbGFjZWhvbGRlcg==')
  const hooked = await cli([
    'apps',
    'update',
    appId,
    '--webhook-url',
    receiver.url,
    '--allow-private-webhook-urls',
    '--json',
  ])
  expect(hooked.code).toBe(0)
  receiver.useSecret((JSON.parse(hooked.out) as { webhookSecret: string }).webhookSecret)
}, 120_000)

afterAll(async () => {
  await server?.kill()
  await receiver?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the webhook outbox', () => {
  it('an event whose change commits while the process is killed before delivery is delivered after restart exactly once', async () => {
    // the endpoint holds every request: nothing can be delivered before the kill
    receiver.mode = 'hang'
    const userId = await importUser('crash@example.com')
    expect(await server?.kill()).toBe('SIGKILL')
    expect(receiver.accepted().filter(createdFor(userId))).toEqual([])
    receiver.mode = 'ok'
    server = await startServerProcess(env)
    const [got] = await receiver.waitFor(1, createdFor(userId), 30_000)
    expect(got?.verified).toBe(true)
    // later tries (a lease running out again, another dispatcher) would show up here: give them time
    await new Promise((r) => setTimeout(r, 4000))
    const accepted = receiver.accepted().filter((w) => w.id === got?.id)
    expect(accepted).toHaveLength(1)
    const listed = await cli(['webhooks', 'list', '--app', appId, '--json'])
    expect(listed.code).toBe(0)
    const rows = (JSON.parse(listed.out) as Listed).deliveries.filter((d) => d.userId === userId)
    expect(rows).toMatchObject([{ id: got?.id, eventType: 'user.created', status: 'delivered' }])
    // the operator never sees the body (it carries the user's email)
    expect(listed.out).not.toContain('crash@example.com')
  }, 90_000)

  it('webhooks dead-letters lists a delivery whose every try failed; redeliver sends it again under the same id', async () => {
    receiver.mode = 'down'
    const userId = await importUser('dead@example.com')
    let dead: Listed['deliveries'] = []
    for (let i = 0; i < 100 && dead.length === 0; i++) {
      const out = await cli(['webhooks', 'dead-letters', '--app', appId, '--json'])
      expect(out.code).toBe(0)
      dead = (JSON.parse(out.out) as Listed).deliveries.filter((d) => d.userId === userId)
      if (dead.length === 0) await new Promise((r) => setTimeout(r, 200))
    }
    expect(dead).toMatchObject([{ eventType: 'user.created', status: 'dead', attempts: 2 }])
    const id = dead[0]?.id as string
    expect(
      receiver
        .all()
        .filter((w) => w.id === id)
        .map((w) => w.answeredWith),
    ).toEqual(['down', 'down'])
    const human = await cli(['webhooks', 'dead-letters', '--app', appId])
    expect(human.out).toContain(`${id}  ${appId}  user.created  dead  tries 2`)
    expect(human.out).toContain('last error: HTTP 503')

    receiver.mode = 'ok'
    const again = await cli(['webhooks', 'redeliver', id, '--json'])
    expect(again.code).toBe(0)
    expect(JSON.parse(again.out)).toEqual({ redelivered: true, id })
    // the running server finds it on its next look at the table (at most 5 s)
    const [got] = await receiver.waitFor(1, (w) => w.id === id, 20_000)
    expect(got?.body).toMatchObject({ type: 'user.created', user: { id: userId } })
    expect(got?.verified).toBe(true)
    const open = await cli(['webhooks', 'list', '--app', appId, '--status', 'dead', '--json'])
    expect((JSON.parse(open.out) as Listed).deliveries.filter((d) => d.id === id)).toEqual([])
  }, 90_000)

  it('deleting a user, by the server API or by the operator, sends user.deleted', async () => {
    receiver.mode = 'ok'
    const byApi = await importUser('api-deleted@example.com')
    const byCli = await importUser('cli-deleted@example.com')
    await receiver.waitFor(1, createdFor(byCli), 20_000)
    const res = await fetch(`${server?.url}/api/v1/users/${byApi}`, {
      method: 'DELETE',
      headers: {
        authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`,
        'privy-app-id': appId,
      },
    })
    expect(res.status).toBe(204)
    const deleted = await cli(['users', 'delete', byCli, '--json'])
    expect(deleted.code).toBe(0)
    for (const userId of [byApi, byCli]) {
      const got = await receiver.waitFor(
        1,
        (w) => w.body.type === 'user.deleted' && w.body.user_id === userId,
        20_000,
      )
      expect(got[0]?.body).toEqual({ type: 'user.deleted', user_id: userId })
      expect(got[0]?.verified).toBe(true)
    }
  }, 60_000)

  it('bad input: an unknown delivery, a bad status or limit, an unknown app (a delivery still open: storage suite)', async () => {
    const missing = await cli(['webhooks', 'redeliver', 'msg_nope'])
    expect(missing.code).toBe(1)
    expect(missing.err).toContain("No webhook delivery 'msg_nope'")
    const status = await cli(['webhooks', 'list', '--status', 'lost'])
    expect(status.code).toBe(2)
    expect(status.err).toContain('--status must be one of pending, delivering, delivered, dead')
    expect((await cli(['webhooks', 'dead-letters', '--limit', '0'])).code).toBe(2)
    const noApp = await cli(['webhooks', 'list', '--app', 'nope'])
    expect(noApp.code).toBe(1)
    expect(noApp.err).toContain("No app 'nope'")
  }, 60_000)

  it('/metrics counts tries by outcome, retries, dead letters and the time to delivery', async () => {
    const res = await fetch(`${server?.url}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN)
    // since the restart: the crashed event, the dead one (two tries), its redelivery, the deletions
    expect(value('latch_webhook_tries_total\\{outcome="delivered"\\}')).toBeGreaterThanOrEqual(2)
    expect(value('latch_webhook_tries_total\\{outcome="dead"\\}')).toBe(1)
    expect(value('latch_webhook_tries_total\\{outcome="retry"\\}')).toBeGreaterThanOrEqual(1)
    expect(value('latch_webhook_dead_letters_total')).toBe(1)
    expect(value('latch_webhook_retries_total')).toBeGreaterThanOrEqual(1)
    expect(value('latch_webhook_delivery_latency_seconds_count')).toBeGreaterThanOrEqual(2)
  })
})
