import { describe, expect, it } from 'vitest'
import { createApp } from '../apps'
import { createTestServer, errorOf } from '../testing'
import { newWebhookSecret } from '../webhooks/secret'

async function setup(rateLimits = {}) {
  const t = await createTestServer({ rateLimits })
  const { appId, appSecret } = await createApp(
    t.deps.storage,
    {
      name: 'Backend',
      origins: ['http://127.0.0.1:5173'],
      // queued, never sent (no dispatcher runs here): the queue shows which events an import makes
      settings: { webhookUrl: 'http://127.0.0.1:9/webhooks', webhookSecret: newWebhookSecret() },
    },
    1_000,
    { allowPrivateWebhookUrls: true },
  )
  const auth = (secret = appSecret, id = appId) => ({
    authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
  })
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = auth()) =>
    Promise.resolve(
      t.app.request(path, {
        method,
        headers: { 'privy-app-id': appId, 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
  return { t, appId, appSecret, auth, call }
}

describe('server API for host backends (HTTP Basic with the app secret)', () => {
  it('imports users with linked accounts (user.created), finds them by id, email, phone, wallet and custom id, pages them', async () => {
    const { t, appId, call } = await setup()
    const imported = await call('POST', '/api/v1/users', {
      linked_accounts: [
        { type: 'email', address: 'Ada@Example.com' },
        { type: 'phone', number: '+1 555 555 0100' },
        { type: 'wallet', address: '0x00000000000000000000000000000000000000aB', chain_type: 'ethereum' },
        { type: 'custom_auth', custom_user_id: 'ext-42' },
        { type: 'github_oauth', subject: '777', username: 'ada' },
      ],
    })
    expect(imported.status).toBe(200)
    const user = (await imported.json()) as { id: string; linked_accounts: Array<{ type: string }> }
    expect(user.linked_accounts.map((a) => a.type)).toEqual([
      'email',
      'phone',
      'wallet',
      'custom_auth',
      'github_oauth',
    ])
    expect(((await (await call('GET', `/api/v1/users/${user.id}`)).json()) as { id: string }).id).toBe(
      user.id,
    )
    // the import is a new user for the app's webhook, with the user as the API answered it
    const [created, ...others] = await t.deps.storage.listWebhooks(appId)
    expect(others).toEqual([])
    expect(created).toMatchObject({ userId: user.id, eventType: 'user.created' })
    expect(JSON.parse(created?.payload ?? '{}')).toEqual({ type: 'user.created', user })
    for (const [path, body] of [
      ['/api/v1/users/email/address', { address: 'ada@example.com' }],
      ['/api/v1/users/phone/number', { number: '+15555550100' }],
      ['/api/v1/users/wallet/address', { address: '0x00000000000000000000000000000000000000AB' }],
      ['/api/v1/users/custom_auth/id', { custom_user_id: 'ext-42' }],
    ] as const) {
      const res = await call('POST', path, body)
      expect(res.status, path).toBe(200)
      expect(((await res.json()) as { id: string }).id).toBe(user.id)
    }
    expect(
      (await call('POST', '/api/v1/users/email/address', { address: 'nobody@example.com' })).status,
    ).toBe(404)

    // an account that belongs to someone: 400, nothing written
    const taken = await call('POST', '/api/v1/users', {
      linked_accounts: [
        { type: 'email', address: 'new@example.com' },
        { type: 'custom_auth', custom_user_id: 'ext-42' },
      ],
    })
    expect(await errorOf(taken)).toMatchObject({ status: 400, code: 'linked_to_another_user' })
    expect((await call('POST', '/api/v1/users/email/address', { address: 'new@example.com' })).status).toBe(
      404,
    )
    const bad = await call('POST', '/api/v1/users', { linked_accounts: [{ type: 'email', address: 'nope' }] })
    expect(await errorOf(bad)).toMatchObject({ status: 400, code: 'invalid_request' })

    for (let i = 0; i < 4; i++)
      await call('POST', '/api/v1/users', {
        linked_accounts: [{ type: 'email', address: `p${i}@example.com` }],
      })
    const seen: string[] = []
    let cursor = ''
    for (let page = 0; page < 5; page++) {
      const res = (await (await call('GET', `/api/v1/users?limit=2&cursor=${cursor}`)).json()) as {
        data: Array<{ id: string }>
        next_cursor: string | null
      }
      seen.push(...res.data.map((u) => u.id))
      if (!res.next_cursor) break
      cursor = res.next_cursor
    }
    expect(seen).toHaveLength(5)
    expect(new Set(seen).size).toBe(5)
    expect((await call('GET', '/api/v1/users?limit=101')).status).toBe(400)
  })

  it('deletes a user with their accounts and sessions: their refresh token is dead', async () => {
    const { t, appId, call } = await setup()
    const email = 'gone@example.com'
    await t.post('/api/v1/passwordless/init', { email }, { appId })
    const login = await t.post(
      '/api/v1/passwordless/authenticate',
      { email, code: await t.code(email) },
      { appId },
    )
    const { user, refresh_token } = (await login.json()) as { user: { id: string }; refresh_token: string }
    // a user of another app is not this app's to delete
    const other = await t.loginEmail('stays@example.com')
    expect((await call('DELETE', `/api/v1/users/${other.user.id}`)).status).toBe(404)

    const deleted = await call('DELETE', `/api/v1/users/${user.id}`)
    expect(deleted.status).toBe(204)
    expect((await call('GET', `/api/v1/users/${user.id}`)).status).toBe(404)
    expect((await call('DELETE', `/api/v1/users/${user.id}`)).status).toBe(404)
    const refresh = await t.post('/api/v1/sessions', { refresh_token }, { appId })
    expect(refresh.status).toBe(401)
    expect((await t.post('/api/v1/sessions', { refresh_token: other.refresh_token })).status).toBe(200)
  })

  it('refuses a wrong secret, an unknown app and a browser with one answer; failures are limited per IP', async () => {
    const { t, appId, auth, call } = await setup({ serverApiFailuresPerIp: { max: 3, windowSeconds: 600 } })
    const before = await t.fingerprint()
    const wrong = await call('GET', '/api/v1/users', undefined, auth('wrong'))
    expect(await errorOf(wrong)).toEqual({
      status: 401,
      error: 'Invalid app ID or app secret',
      code: 'invalid_app_credentials',
    })
    expect(wrong.headers.get('www-authenticate')).toContain('Basic')
    const unknown = await call('GET', '/api/v1/users', undefined, {
      ...auth(),
      'privy-app-id': 'x'.repeat(25),
    })
    expect(await errorOf(unknown)).toEqual({
      status: 401,
      error: 'Invalid app ID or app secret',
      code: 'invalid_app_credentials',
    })
    const browser = await call('GET', '/api/v1/users', undefined, {
      ...auth(),
      origin: 'http://127.0.0.1:5173',
    })
    expect((await errorOf(browser)).code).toBe('origin_not_allowed')
    await call('GET', '/api/v1/users', undefined, {})
    // three failures: now even the right secret waits
    const limited = await call('GET', '/api/v1/users')
    expect(await errorOf(limited)).toMatchObject({ status: 429, code: 'rate_limited' })
    expect(limited.headers.get('retry-after')).toBeTruthy()
    // only the failure counter changed
    const after = await t.fingerprint()
    expect({ ...after, rate_limits: 0, total_changes: 0 }).toEqual({
      ...before,
      rate_limits: 0,
      total_changes: 0,
    })
    expect(appId).toHaveLength(25)
  })

  it('calls per app are rate-limited', async () => {
    const { call } = await setup({ serverApiPerApp: { max: 2, windowSeconds: 60 } })
    const first = await call('GET', '/api/v1/users')
    expect(first.status, await first.clone().text()).toBe(200)
    expect((await call('GET', '/api/v1/users')).status).toBe(200)
    expect(await errorOf(await call('GET', '/api/v1/users'))).toMatchObject({
      status: 429,
      code: 'rate_limited',
    })
  })
})
