import type { AppConfigJSON, MoonpaySignJSON } from '@latch/core/protocol'
import { describe, expect, it } from 'vitest'
import { createServerApp } from './app'
import { APP_ID, createTestServer, errorOf, ORIGIN } from './testing'

describe('bad input: a 4xx ErrorJSON and no database change', () => {
  const POSTS = [
    '/api/v1/passwordless/init',
    '/api/v1/passwordless/authenticate',
    '/api/v1/passwordless_sms/init',
    '/api/v1/passwordless_sms/authenticate',
    '/api/v1/siwe/init',
    '/api/v1/siwe/authenticate',
    '/api/v1/oauth/init',
    '/api/v1/oauth/authenticate',
    '/api/v1/custom_jwt_account/authenticate',
    '/api/v1/sessions/fork',
    '/api/v1/analytics_events',
  ]

  it.each(POSTS)('%s: malformed JSON, an array, missing and wrongly typed fields', async (path) => {
    const t = await createTestServer()
    const before = await t.fingerprint()
    const bodies: Array<{ raw?: string; body?: unknown }> = [
      { raw: '{"email": ' },
      { raw: '[1,2]' },
      { raw: 'null' },
      { body: {} },
      {
        body: {
          email: 42,
          phoneNumber: ['x'],
          address: {},
          message: 1,
          provider: 7,
          token: false,
          refresh_token: 3,
          event_name: 9,
        },
      },
    ]
    for (const b of bodies) {
      const res = await t.post(path, b.body, b.raw !== undefined ? { raw: b.raw } : {})
      expect(res.status, `${path} ${JSON.stringify(b)}`).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      await errorOf(res)
    }
    expect(await t.fingerprint()).toEqual(before)
  })

  it('an oversized body is 413', async () => {
    const t = await createTestServer()
    const before = await t.fingerprint()
    const res = await t.post('/api/v1/passwordless/init', { email: 'a@example.com', pad: 'x'.repeat(70_000) })
    expect(await errorOf(res)).toMatchObject({ status: 413, code: 'invalid_request' })
    expect(await t.fingerprint()).toEqual(before)
  })

  it('a missing or unknown app id is 400 invalid_app_id', async () => {
    const t = await createTestServer()
    const before = await t.fingerprint()
    const missing = await t.post('/api/v1/passwordless/init', { email: 'a@example.com' }, { appId: null })
    expect(await errorOf(missing)).toMatchObject({ status: 400, code: 'invalid_app_id' })
    const unknown = await t.post(
      '/api/v1/passwordless/init',
      { email: 'a@example.com' },
      { appId: 'x'.repeat(25) },
    )
    expect(unknown.status).toBe(400)
    expect((await t.get('/api/v1/apps/xxxxxxxxxxxxxxxxxxxxxxxxx')).status).toBe(404)
    expect((await t.get('/api/v1/apps/short')).status).toBe(404)
    expect(await t.fingerprint()).toEqual(before)
  })

  it('unknown paths are 404 ErrorJSON', async () => {
    const t = await createTestServer()
    expect(await errorOf(await t.get('/nope'))).toMatchObject({ status: 404, code: 'not_found' })
  })
})

describe('CORS', () => {
  it('a preflight from an allowed origin allows the client headers, without credentials', async () => {
    const t = await createTestServer()
    const res = await t.app.request('/api/v1/passwordless/init', {
      method: 'OPTIONS',
      headers: {
        origin: ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'privy-app-id,privy-ca-id,privy-client,content-type,authorization,idempotency-key',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    for (const h of [
      'privy-app-id',
      'privy-ca-id',
      'privy-client',
      'authorization',
      'content-type',
      'idempotency-key',
    ]) {
      expect(res.headers.get('access-control-allow-headers')).toContain(h)
    }
  })

  it('another origin reads only its refusal: the preflight passes, the call is 403 origin_not_allowed with CORS headers', async () => {
    const t = await createTestServer()
    const evil = 'https://evil.example'
    const pre = await t.app.request('/api/v1/passwordless/init', {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    })
    expect(pre.status).toBe(204)
    expect(pre.headers.get('access-control-allow-origin')).toBe(evil)
    expect(pre.headers.get('access-control-allow-credentials')).toBeNull()
    const before = await t.fingerprint()
    const res = await t.post(
      '/api/v1/passwordless/init',
      { email: 'a@example.com' },
      { headers: { origin: evil } },
    )
    expect(res.headers.get('access-control-allow-origin')).toBe(evil)
    expect(await errorOf(res)).toMatchObject({ status: 403, code: 'origin_not_allowed' })
    // the app config, the first call a host makes, is refused the same way; a server (no Origin) still reads it
    const config = await t.get(`/api/v1/apps/${APP_ID}`, { appId: null, headers: { origin: evil } })
    expect(config.headers.get('access-control-allow-origin')).toBe(evil)
    expect(await errorOf(config)).toMatchObject({ status: 403, code: 'origin_not_allowed' })
    expect(await t.fingerprint()).toEqual(before)
    expect((await t.get(`/api/v1/apps/${APP_ID}`, { appId: null })).status).toBe(200)
    // any other answer stays unreadable to that origin (the public key set is served, without CORS headers)
    const jwks = await t.get(`/api/v1/apps/${APP_ID}/jwks.json`, { appId: null, headers: { origin: evil } })
    expect(jwks.status).toBe(200)
    expect(jwks.headers.get('access-control-allow-origin')).toBeNull()
    // outside /api/v1 (the dev outbox) the preflight gets nothing
    const outbox = await t.app.request('/dev/outbox', {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'GET' },
    })
    expect(outbox.headers.get('access-control-allow-origin')).toBeNull()
    const ok = await t.post(
      '/api/v1/passwordless/init',
      { email: 'a@example.com' },
      { headers: { origin: ORIGIN } },
    )
    expect(ok.status).toBe(200)
    expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  })
})

describe('app config, token price, analytics, on-ramp', () => {
  it('GET apps/{appId} gives the app config with the verification key', async () => {
    const t = await createTestServer()
    const cfg = (await (await t.get(`/api/v1/apps/${APP_ID}`, { appId: null })).json()) as AppConfigJSON
    expect(cfg).toMatchObject({
      id: APP_ID,
      name: 'Latch Demo',
      email_auth: true,
      sms_auth: true,
      wallet_auth: true,
      google_oauth: true,
      apple_oauth: true,
      tiktok_oauth: true,
      mfa_methods: ['sms', 'totp', 'passkey'],
      passkey_auth: true,
      embedded_wallet_config: {
        create_on_login: 'users-without-wallets',
        require_user_password_on_create: false,
      },
    })
    expect(cfg.verification_key).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    expect(typeof cfg.created_at).toBe('number')
  })

  it('token_price from the static dev table', async () => {
    const t = await createTestServer()
    expect(await (await t.get('/api/v1/token_price?chainId=1&tokenSymbol=ETH')).json()).toEqual({ usd: 3000 })
    expect((await t.get('/api/v1/token_price?chainId=1&tokenSymbol=NOPE')).status).toBe(404)
    expect((await t.get('/api/v1/token_price?chainId=1')).status).toBe(400)
  })

  it('analytics events are accepted', async () => {
    const t = await createTestServer()
    const res = await t.post('/api/v1/analytics_events', {
      event_name: 'modal_open',
      client_id: 'c1',
      payload: { clientTimestamp: '2026-11-25T12:00:00Z' },
    })
    expect(res.status).toBe(200)
    expect((await t.fingerprint()).analytics_events).toBe(1)
  })

  it('moonpay sign gives a signed URL for an authenticated user', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const address = '0x000000000000000000000000000000000000dEaD'
    expect((await t.post('/api/v1/plugins/moonpay_on_ramp/sign', { address })).status).toBe(401)
    // the signer funds only the caller's wallets: the address is the user's (linked straight in storage)
    await t.deps.storage.linkAccount(
      APP_ID,
      a.user.id,
      { type: 'wallet', key: address.toLowerCase(), data: { address, wallet_client_type: 'metamask' } },
      0,
      false,
    )
    const res = await t.post(
      '/api/v1/plugins/moonpay_on_ramp/sign',
      {
        address,
        useSandbox: true,
        config: { currencyCode: 'ETH_ETHEREUM', uiConfig: { accentColor: '#676FFF', theme: 'dark' } },
      },
      { token: a.token },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as MoonpaySignJSON
    const url = new URL(body.signedUrl)
    // dev mode without configured provider URLs: the stand-in's widget
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:8787/dev/moonpay/widget')
    expect(url.searchParams.get('externalTransactionId')).toBe(body.externalTransactionId)
    expect(url.searchParams.get('signature')).toBeTruthy()
  })
})

describe('dev mode', () => {
  it('the outbox exists only in dev mode', async () => {
    const dev = await createTestServer()
    await dev.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    expect((await dev.get('/dev/outbox?to=a@example.com')).status).toBe(401)
    expect((await dev.get('/dev/outbox?to=a@example.com&token=wrong')).status).toBe(401)
    const res = await dev.get('/dev/outbox?to=a@example.com', {
      headers: { 'x-latch-outbox-token': dev.deps.config.devOutboxToken },
    })
    const { messages } = (await res.json()) as {
      messages: Array<{ to: string; code: string; channel: string }>
    }
    expect(messages[0]).toMatchObject({
      to: 'a@example.com',
      channel: 'email',
      code: expect.stringMatching(/^\d{6}$/),
    })

    const prod = await createServerApp({ apps: [{ id: APP_ID, name: 'x' }] })
    expect((await prod.app.request('/dev/outbox')).status).toBe(404)
    await prod.close()
  })

  it('the signing key is kept across restarts of the same data folder', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const dir = mkdtempSync(join(tmpdir(), 'latch-key-'))
    const dataKey = 'a'.repeat(64)
    const first = await createServerApp({ dataDir: dir, dataKey })
    const kid = (await first.deps.keys.current(APP_ID)).kid
    await first.close()
    const second = await createServerApp({ dataDir: dir, dataKey })
    expect((await second.deps.keys.current(APP_ID)).kid).toBe(kid)
    await second.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('never logs tokens, codes or query strings', async () => {
    const lines: string[] = []
    const t = await createTestServer({ log: (l) => lines.push(l) })
    const a = await t.loginEmail('a@example.com')
    const code = await t.code('a@example.com')
    await t.get(`/api/v1/oauth/callback?code=SECRETCODE&state=${'s'.repeat(40)}`, { appId: null })
    await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    const all = lines.join('\n')
    expect(lines.length).toBeGreaterThan(3)
    for (const secret of [a.token, a.refresh_token, code, 'SECRETCODE', 'a@example.com']) {
      expect(all).not.toContain(secret)
    }
  })
})
