/**
 * Webhook destinations: loopback, private, link-local, CGNAT and metadata addresses are refused after DNS
 * resolution, in every spelling, when the URL is set and again at delivery; dev mode may allow them.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { demoAppSeed, resolveConfig } from '../config'
import { createTestServer } from '../testing'
import { isPrivateAddress, resolveWebhookTarget, WebhookDestinationRefused } from './destination'
import { newWebhookSecret } from './secret'
import { type Receiver, startReceiver } from './testing'

const SECRET = newWebhookSecret()
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f()
})

const seed = (webhookUrl: string) => {
  const s = demoAppSeed()
  return { ...s, settings: { ...s.settings, webhookUrl, webhookSecret: SECRET } }
}

const REFUSED_URLS = [
  'http://0x7f000001/',
  'http://2130706433/',
  'http://0177.0.0.1/',
  'http://127.1:8080/hooks',
  'http://[::1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:a9fe:a9fe]/',
  'http://169.254.169.254/latest/meta-data/',
  'http://10.1.2.3/',
  'http://172.16.0.1/',
  'http://192.168.1.1/',
  'http://100.64.0.1/',
  'http://0.0.0.0/',
  'http://[fd00:ec2::254]/',
  'http://[fe80::1]/',
  'http://localhost:9/hooks',
]

describe('webhook destinations', () => {
  it('addresses: special-purpose ranges are private, public ones are not', () => {
    for (const a of [
      '127.0.0.1',
      '::1',
      '::ffff:7f00:1',
      '169.254.169.254',
      '10.0.0.1',
      '100.127.255.255',
      'fc00::1',
    ])
      expect(isPrivateAddress(a), a).toBe(true)
    for (const a of ['93.184.215.14', '1.1.1.1', '2606:4700:4700::1111', '100.128.0.1', '172.32.0.1'])
      expect(isPrivateAddress(a), a).toBe(false)
    expect(isPrivateAddress('not-an-address')).toBe(true)
  })

  it('every spelling of loopback, private, link-local, CGNAT and metadata is refused after resolution', async () => {
    for (const url of REFUSED_URLS) {
      const refused = await resolveWebhookTarget(url, false).catch((e: unknown) => e)
      expect(refused, url).toBeInstanceOf(WebhookDestinationRefused)
      expect((refused as Error).message, url).toContain('only public addresses are allowed')
    }
    // a public address passes, as the address the request will connect to
    const ok = await resolveWebhookTarget('https://93.184.215.14/hooks', false)
    expect(ok.addresses).toEqual([{ address: '93.184.215.14', family: 4 }])
    // dev mode's allowance lets a local receiver through
    expect((await resolveWebhookTarget('http://0x7f000001/', true)).addresses[0]?.address).toBe('127.0.0.1')
  })

  it('a webhook URL of http://0x7f000001/ or http://169.254.169.254/ is refused when set', async () => {
    for (const url of ['http://0x7f000001/', 'http://169.254.169.254/']) {
      await expect(createTestServer({ allowPrivateWebhookUrls: false }, [seed(url)])).rejects.toThrow(
        /only public addresses are allowed/,
      )
    }
    const t = await createTestServer({ allowPrivateWebhookUrls: false })
    cleanups.push(() => t.close())
    await expect(t.seedApp(seed('http://[::ffff:127.0.0.1]/'))).rejects.toThrow(/only public addresses/)
    expect((await t.deps.storage.getApp(seed('x').id))?.settings.webhookUrl ?? null).toBeNull()
  })

  it('at delivery: a name that resolves to loopback gets nothing, the try fails as refused', async () => {
    const receiver: Receiver = await startReceiver(SECRET)
    cleanups.push(() => receiver.close())
    const t = await createTestServer({ allowPrivateWebhookUrls: false, now: () => Date.now() })
    cleanups.push(() => t.close())
    // an endpoint stored before this check existed (or whose name moved to a private address since)
    const app = await t.deps.storage.getApp(seed('x').id)
    const port = new URL(receiver.url).port
    for (const host of ['localhost', '0x7f000001']) {
      const settings = {
        ...app?.settings,
        webhookUrl: `http://${host}:${port}/webhooks`,
        webhookSecret: SECRET,
      }
      await t.deps.storage.upsertApp({ id: seed('x').id, name: 'Latch Demo', settings } as never, 1)
      await t.loginEmail(`refused-${host}@example.com`)
      await t.webhooks.drain()
    }
    expect(receiver.all()).toHaveLength(0)
    // each user's first event was tried (the next ones wait behind it, in order)
    const tries = (await t.deps.storage.listWebhooks(seed('x').id)).filter((d) => d.attempts > 0)
    expect(tries).toHaveLength(2)
    for (const d of tries) expect(d.lastError).toMatch(/^destination refused: .*only public addresses/)
  })

  it('the allowance is a dev mode setting', () => {
    expect(() => resolveConfig({ devMode: false, allowPrivateWebhookUrls: true })).toThrow(/dev mode/)
    expect(resolveConfig({ devMode: true, allowPrivateWebhookUrls: true }).allowPrivateWebhookUrls).toBe(true)
    expect(resolveConfig({ devMode: true }).allowPrivateWebhookUrls).toBe(false)
  })
})
