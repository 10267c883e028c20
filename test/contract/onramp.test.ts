/**
 * Card funding against the real server: the signed widget URL (MoonPay's HMAC scheme, checked here with
 * node:crypto), its refusals, and the dev stand-in of the provider (widget page, outcome pick, status API).
 */
import { createHmac } from 'node:crypto'
import { getLatchContext } from '@latch/core/internal'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseMoonpaySignJSON } from '../../core/src/api/shapes.lazy'
import type { Clock } from '../../core/src/env'
import { onRampStatusUrl, signOnRampUrl } from '../../core/src/fiat/fiat.api'
import { pollOnRampStatus } from '../../core/src/fiat/fiat.poll'
import type { OnRampStatusUpdate } from '../../core/src/fiat/fiat.types'
import type { Latch } from '../../core/src/latch'
import { type AppSeed, demoAppSeed, type RunningServer, startServer } from '../../examples/server/src/index'
import { APP_ID, createClient, loginByEmail, RELAXED_LIMITS } from './helpers'

const OFF_APP_ID = 'latchfiatoff0000000000001'
const KEYS = {
  apiKey: 'pk_live_contract',
  sandboxApiKey: 'pk_test_contract',
  secretKey: 'sk_live_contract_secret',
  sandboxSecretKey: 'sk_test_contract_secret',
}
const ADDRESS = '0x000000000000000000000000000000000000dEaD'

let server: RunningServer
let client: Latch
let token: string
let offToken: string

beforeAll(async () => {
  const demo = demoAppSeed()
  const off: AppSeed = {
    ...demo,
    id: OFF_APP_ID,
    name: 'No funding',
    settings: { ...demo.settings, fiatOnRampEnabled: false },
  }
  server = await startServer({
    devMode: true,
    apps: [demo, off],
    rateLimits: RELAXED_LIMITS,
    moonpay: KEYS,
  })
  const login = async (latch: Latch, email: string) => {
    await loginByEmail(server, latch, email)
    return (await latch.getAccessToken()) as string
  }
  client = createClient(server)
  token = await login(client, 'funding@example.com')
  offToken = await login(createClient(server, { appId: OFF_APP_ID }), 'funding-off@example.com')
  // ADDRESS is the funding user's external wallet (linked straight in storage: nobody holds its key); the signer
  // funds only the caller's own wallets
  await server.server.deps.storage.linkAccount(
    APP_ID,
    client.$user.get()?.id as string,
    {
      type: 'wallet',
      key: ADDRESS.toLowerCase(),
      data: { address: ADDRESS, wallet_client_type: 'metamask' },
    },
    0,
    false,
  )
})
afterAll(() => server.close())

const sign = (body: unknown, bearer: string | null = token, appId = APP_ID) =>
  fetch(`${server.url}/api/v1/plugins/moonpay_on_ramp/sign`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'privy-app-id': appId,
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  })

/** Splits a signed URL into the signed part and the decoded signature. */
function splitSigned(signedUrl: string) {
  const at = signedUrl.lastIndexOf('&signature=')
  expect(at).toBeGreaterThan(0)
  return {
    unsigned: new URL(signedUrl.slice(0, at)),
    signature: decodeURIComponent(signedUrl.slice(at + '&signature='.length)),
  }
}
const hmac = (secret: string, search: string) => createHmac('sha256', secret).update(search).digest('base64')

async function signedFor(useSandbox: boolean, config: unknown = undefined) {
  const res = await sign({ address: ADDRESS, useSandbox, config })
  expect(res.status).toBe(200)
  return parseMoonpaySignJSON(await res.json())
}

describe('POST /api/v1/plugins/moonpay_on_ramp/sign', () => {
  it('sandbox: the signature is the HMAC-SHA256 of the query string (leading ? included) with the sandbox secret', async () => {
    const { signedUrl, externalTransactionId } = await signedFor(true)
    const { unsigned, signature } = splitSigned(signedUrl)
    expect(signature).toBe(hmac(KEYS.sandboxSecretKey, unsigned.search))
    expect(signature).not.toBe(hmac(KEYS.secretKey, unsigned.search))
    expect(unsigned.searchParams.get('apiKey')).toBe(KEYS.sandboxApiKey)
    expect(unsigned.searchParams.get('externalTransactionId')).toBe(externalTransactionId)
    expect(unsigned.searchParams.get('walletAddress')).toBe(ADDRESS)
    // currency default ETH_ETHEREUM, as the provider's code
    expect(unsigned.searchParams.get('currencyCode')).toBe('eth')
    // dev mode without provider URLs: the stand-in's widget on this server
    expect(`${unsigned.origin}${unsigned.pathname}`).toBe(`${server.url}/dev/moonpay/widget`)
  })

  it('live: signed with the live secret and key; uiConfig colour and theme are signed too', async () => {
    const { signedUrl } = await signedFor(false, {
      currencyCode: 'USDC_BASE',
      uiConfig: { accentColor: '#676FFF', theme: 'dark' },
    })
    const { unsigned, signature } = splitSigned(signedUrl)
    expect(signature).toBe(hmac(KEYS.secretKey, unsigned.search))
    expect(unsigned.searchParams.get('apiKey')).toBe(KEYS.apiKey)
    expect(unsigned.searchParams.get('currencyCode')).toBe('usdc_base')
    expect(unsigned.searchParams.get('colorCode')).toBe('#676FFF')
    expect(unsigned.searchParams.get('theme')).toBe('dark')
  })

  it('each call gets its own external transaction id', async () => {
    const a = await signedFor(true)
    const b = await signedFor(true)
    expect(a.externalTransactionId).not.toBe(b.externalTransactionId)
  })

  it('refused without a bearer (401) and when the app has the on-ramp off (403)', async () => {
    const anonymous = await sign({ address: ADDRESS, useSandbox: true }, null)
    expect(anonymous.status).toBe(401)
    const off = await sign({ address: ADDRESS, useSandbox: true }, offToken, OFF_APP_ID)
    expect(off.status).toBe(403)
    expect(await off.json()).toMatchObject({
      code: 'on_ramp_disabled',
      error: 'Fiat on-ramp must be enabled',
    })
  })

  it('bad input is a 400: address, currency code, colour, theme', async () => {
    for (const body of [
      { address: 'not-an-address' },
      { address: ADDRESS, config: { currencyCode: 'eth; drop' } },
      { address: ADDRESS, config: { uiConfig: { accentColor: 'red' } } },
      { address: ADDRESS, config: { uiConfig: { theme: 'neon' } } },
      { address: ADDRESS, useSandbox: 'yes' },
    ]) {
      const res = await sign(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe('dev stand-in of the provider', () => {
  const statusUrl = (externalId: string, apiKey = KEYS.sandboxApiKey) =>
    `${server.url}/dev/moonpay/v1/transactions/ext/${encodeURIComponent(externalId)}?apiKey=${apiKey}`
  const pick = (signedUrl: string, outcome: string) =>
    fetch(`${server.url}/dev/moonpay/widget/pick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: new URL(signedUrl).search, outcome }),
    })

  it('the widget page checks the signature and is served with a strict CSP and an external script', async () => {
    const { signedUrl, externalTransactionId } = await signedFor(true)
    const page = await fetch(signedUrl)
    expect(page.status).toBe(200)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'none'")
    expect(csp).not.toContain('unsafe-inline')
    const html = await page.text()
    expect(html).toContain(externalTransactionId)
    // every script has a src: nothing inline
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/dev/moonpay/widget.js">'])
    expect(html).not.toMatch(/<script src="[^"]+">[^<]+<\/script>/)
    const js = await fetch(`${server.url}/dev/moonpay/widget.js`)
    expect(js.headers.get('content-type')).toContain('javascript')
    expect(await js.text()).toContain('dataset.pickUrl')
    expect(html).toContain('data-pick-url="/dev/moonpay/widget/pick"')

    const tampered = signedUrl.replace(ADDRESS, '0x0000000000000000000000000000000000000001')
    expect((await fetch(tampered)).status).toBe(401)
    const unsigned = signedUrl.slice(0, signedUrl.lastIndexOf('&signature='))
    expect((await fetch(unsigned)).status).toBe(401)
  })

  it("the status API is 404 before the pick, then answers the picked outcome as the provider's records", async () => {
    const { signedUrl, externalTransactionId } = await signedFor(true)
    expect((await fetch(statusUrl(externalTransactionId))).status).toBe(404)

    expect((await pick(signedUrl, 'failed')).status).toBe(200)
    const failed = await fetch(statusUrl(externalTransactionId))
    expect(failed.status).toBe(200)
    expect(failed.headers.get('access-control-allow-origin')).toBe('*')
    const [record] = (await failed.json()) as Array<Record<string, unknown>>
    expect(record).toMatchObject({
      status: 'failed',
      paymentMethod: 'credit_debit_card',
      cardPaymentType: 'credit',
      externalTransactionId,
      currency: { code: 'eth' },
      baseCurrencyAmount: 50,
    })
    for (const field of ['quoteCurrencyAmount', 'feeAmount', 'extraFeeAmount', 'networkFeeAmount']) {
      expect(typeof record?.[field], field).toBe('number')
    }

    await pick(signedUrl, 'waitingAuthorization_bank')
    const bank = (
      (await (await fetch(statusUrl(externalTransactionId))).json()) as Array<Record<string, unknown>>
    )[0]
    expect(bank).toMatchObject({ status: 'waitingAuthorization', paymentMethod: 'sepa_bank_transfer' })

    await pick(signedUrl, 'completed')
    const done = (
      (await (await fetch(statusUrl(externalTransactionId))).json()) as Array<Record<string, unknown>>
    )[0]
    expect(done).toMatchObject({ status: 'completed', createdAt: record?.createdAt })
  })

  it('the status API needs a known key, and a sandbox transaction is not visible with the live key', async () => {
    const { signedUrl, externalTransactionId } = await signedFor(true)
    await pick(signedUrl, 'completed')
    expect((await fetch(statusUrl(externalTransactionId, 'pk_test_unknown'))).status).toBe(401)
    expect((await fetch(statusUrl(externalTransactionId, KEYS.apiKey))).status).toBe(404)
  })

  it('a pick needs a validly signed query and a known outcome', async () => {
    const { signedUrl } = await signedFor(true)
    const forged = signedUrl.replace(/externalTransactionId=[^&]+/, 'externalTransactionId=forged')
    expect((await pick(forged, 'completed')).status).toBe(401)
    expect((await pick(signedUrl, 'refunded')).status).toBe(400)
  })
})

describe('core against the server and the stand-in', () => {
  // real timers, shortened: the 3000 ms cadence itself is covered by the unit tests with a manual clock
  const clock: Clock = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  }

  it.each([
    ['completed', 'completed'],
    ['failed', 'failed'],
    ['waitingAuthorization_bank', 'awaitingAuthorization'],
  ] as const)(
    'signOnRampUrl, a %s pick on the widget, and pollOnRampStatus reports %s',
    async (outcome, shown) => {
      const api = getLatchContext(client).api
      const signed = await signOnRampUrl(api, { address: ADDRESS, useSandbox: true })
      const updates: OnRampStatusUpdate[] = []
      const poll = pollOnRampStatus({
        fetch: (input, init) => globalThis.fetch(input, init),
        clock,
        url: onRampStatusUrl({ ...signed, apiUrl: `${server.url}/dev/moonpay` }),
        intervalMs: 50,
        onStatus: (u) => updates.push(u),
      })
      // before the person picks: 404, shown as pending, not a failure
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(updates.length).toBeGreaterThan(0)
      expect(updates.every((u) => u.status === 'pending' && u.failures === 0)).toBe(true)
      const res = await fetch(`${server.url}/dev/moonpay/widget/pick`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: new URL(signed.signedUrl).search, outcome }),
      })
      expect(res.status).toBe(200)
      await expect(poll.done).resolves.toBe(shown)
      expect(updates.at(-1)?.record).toMatchObject({ currencyCode: 'eth', baseCurrencyAmount: 50 })
    },
  )
})
