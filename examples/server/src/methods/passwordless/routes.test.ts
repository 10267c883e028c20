import type { AuthResponseJSON } from '@latch/core/protocol'
import { describe, expect, it } from 'vitest'
import { demoAppSeed } from '../../config'
import { createTestServer, errorOf } from '../../testing'

describe('email login', () => {
  it('sends a 6-digit code, logs in a new user, then the same user again', async () => {
    const t = await createTestServer()
    const init = await t.post('/api/v1/passwordless/init', { email: 'Alice@Example.com' })
    expect(init.status).toBe(200)
    expect(await init.json()).toEqual({ success: true })
    const code = await t.code('alice@example.com')
    expect(code).toMatch(/^\d{6}$/)
    const res = await t.post('/api/v1/passwordless/authenticate', {
      email: 'alice@example.com',
      code: ` ${code} `,
    })
    expect(res.status).toBe(200)
    const first = (await res.json()) as AuthResponseJSON
    expect(first.is_new_user).toBe(true)
    expect(first.user.linked_accounts).toEqual([
      expect.objectContaining({
        type: 'email',
        address: 'alice@example.com',
        verified_at: expect.any(Number),
      }),
    ])
    expect(first.user.mfa_methods).toEqual([])
    expect(first.token.split('.')).toHaveLength(3)
    expect(first.refresh_token.length).toBeGreaterThan(30)
    const again = await t.loginEmail('alice@example.com')
    expect(again.is_new_user).toBe(false)
    expect(again.user.id).toBe(first.user.id)
  })

  it('a code is single use', async () => {
    const t = await createTestServer()
    await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    const code = await t.code('a@example.com')
    expect((await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code })).status).toBe(
      200,
    )
    const again = await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code })
    expect(await errorOf(again)).toMatchObject({ status: 422, code: 'invalid_credentials' })
  })

  it('a wrong code is 422; five wrong tries kill the code', async () => {
    const t = await createTestServer()
    await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    const code = await t.code('a@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) {
      const res = await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code: wrong })
      expect(res.status).toBe(422)
    }
    const right = await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code })
    expect(await errorOf(right)).toMatchObject({ status: 422, error: 'Invalid or expired verification code' })
  })

  it('a code expires after 10 minutes', async () => {
    const t = await createTestServer()
    await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    const code = await t.code('a@example.com')
    t.advance(601)
    const res = await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code })
    expect(res.status).toBe(422)
  })

  it('a code is bound to its recipient and its flow', async () => {
    const t = await createTestServer()
    await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    const code = await t.code('a@example.com')
    const other = await t.post('/api/v1/passwordless/authenticate', { email: 'b@example.com', code })
    expect(other.status).toBe(422)
    // an SMS code with other digits than the email code (a one-in-a-million equal draw is sent again)
    let smsCode = code
    while (smsCode === code) {
      await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550100' })
      smsCode = await t.code('+15555550100')
    }
    const crossed = await t.post('/api/v1/passwordless/authenticate', {
      email: 'a@example.com',
      code: smsCode,
    })
    expect(crossed.status).toBe(422)
    expect((await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code })).status).toBe(
      200,
    )
  })

  it('a new init replaces the previous code', async () => {
    const t = await createTestServer()
    await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    const first = await t.code('a@example.com')
    await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    const second = await t.code('a@example.com')
    if (first !== second) {
      expect(
        (await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code: first })).status,
      ).toBe(422)
    }
    expect(
      (await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code: second })).status,
    ).toBe(200)
  })

  it('an invalid email is 422 with a human message', async () => {
    const t = await createTestServer()
    const before = await t.fingerprint()
    const res = await t.post('/api/v1/passwordless/init', { email: 'not-an-email' })
    expect(await errorOf(res)).toEqual({
      status: 422,
      error: 'Invalid email address',
      code: 'invalid_data',
    })
    expect(await t.fingerprint()).toEqual(before)
  })

  it('a non-numeric code is 422', async () => {
    const t = await createTestServer()
    const res = await t.post('/api/v1/passwordless/authenticate', { email: 'a@example.com', code: 'abcdef' })
    expect(res.status).toBe(422)
  })

  it('email login off for the app: 403', async () => {
    const t = await createTestServer({}, [
      { ...demoAppSeed(), settings: { ...demoAppSeed().settings, emailAuth: false } },
    ])
    const res = await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    expect(res.status).toBe(403)
  })
})

describe('SMS login', () => {
  it('logs in by phone number (E.164, formatting accepted)', async () => {
    const t = await createTestServer()
    const init = await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+1 (555) 555-0100' })
    expect(init.status).toBe(200)
    const code = await t.code('+15555550100')
    const res = await t.post('/api/v1/passwordless_sms/authenticate', { phoneNumber: '+15555550100', code })
    expect(res.status).toBe(200)
    const body = (await res.json()) as AuthResponseJSON
    expect(body.user.linked_accounts[0]).toMatchObject({ type: 'phone', phone_number: '+15555550100' })
  })

  it('an invalid phone number is 422', async () => {
    const t = await createTestServer()
    const res = await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '555' })
    expect(await errorOf(res)).toMatchObject({ status: 422, error: 'Invalid phone number' })
  })
})

describe('rate limits', () => {
  it('per recipient: 429 with "code 429" and Retry-After', async () => {
    const t = await createTestServer({
      rateLimits: {
        codePerRecipient: { max: 2, windowSeconds: 600 },
        codePerIp: { max: 100, windowSeconds: 600 },
        authPerIp: { max: 100, windowSeconds: 60 },
        refreshPerIp: { max: 100, windowSeconds: 60 },
        mfaPerUser: { max: 100, windowSeconds: 60 },
      },
    })
    for (let i = 0; i < 2; i++) {
      expect(
        (await t.post('/api/v1/passwordless/init', { email: 'a@example.com' }, { ip: `1.1.1.${i}` })).status,
      ).toBe(200)
    }
    const res = await t.post('/api/v1/passwordless/init', { email: 'a@example.com' }, { ip: '1.1.1.9' })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/)
    const err = await errorOf(res)
    expect(err.code).toBe('rate_limited')
    expect(err.error).toContain('code 429')
    // another recipient is fine; after the window the recipient is fine again
    expect((await t.post('/api/v1/passwordless/init', { email: 'b@example.com' })).status).toBe(200)
    t.advance(601)
    expect((await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })).status).toBe(200)
  })

  it('per IP', async () => {
    const t = await createTestServer({
      rateLimits: {
        codePerRecipient: { max: 100, windowSeconds: 600 },
        codePerIp: { max: 3, windowSeconds: 600 },
        authPerIp: { max: 2, windowSeconds: 60 },
        refreshPerIp: { max: 100, windowSeconds: 60 },
        mfaPerUser: { max: 100, windowSeconds: 60 },
      },
    })
    for (let i = 0; i < 3; i++) {
      expect((await t.post('/api/v1/passwordless/init', { email: `u${i}@example.com` })).status).toBe(200)
    }
    expect((await t.post('/api/v1/passwordless/init', { email: 'u9@example.com' })).status).toBe(429)
    expect(
      (await t.post('/api/v1/passwordless/init', { email: 'u9@example.com' }, { ip: '10.9.9.9' })).status,
    ).toBe(200)
    // code checks from one IP
    for (let i = 0; i < 2; i++) {
      const r = await t.post('/api/v1/passwordless/authenticate', { email: 'u0@example.com', code: '000000' })
      expect([200, 422]).toContain(r.status)
    }
    expect(
      (await t.post('/api/v1/passwordless/authenticate', { email: 'u0@example.com', code: '000000' })).status,
    ).toBe(429)
  })
})

describe('allowlist', () => {
  const seed = demoAppSeed()
  const apps = [
    {
      ...seed,
      settings: {
        ...seed.settings,
        allowlist: {
          enabled: true,
          emails: ['vip@example.com'],
          phones: ['+15555550199'],
          wallets: [],
          errorTitle: 'Members only',
          errorDetail: null,
          ctaText: null,
          ctaLink: null,
        },
      },
    },
  ]

  it('rejects an email not on the list at init with 403 allowlist_rejected, accepts one on it', async () => {
    const t = await createTestServer({}, apps)
    const res = await t.post('/api/v1/passwordless/init', { email: 'nobody@example.com' })
    expect(await errorOf(res)).toMatchObject({ status: 403, code: 'allowlist_rejected' })
    const sms = await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550100' })
    expect(sms.status).toBe(403)
    expect((await t.loginEmail('VIP@example.com')).user.linked_accounts).toHaveLength(1)
    const cfg = (await (await t.get('/api/v1/apps/latchdemoapp0000000000001')).json()) as {
      allowlist_config: { error_title: string }
    }
    expect(cfg.allowlist_config.error_title).toBe('Members only')
  })

  it('rejects at authenticate too', async () => {
    const t = await createTestServer({}, apps)
    const res = await t.post('/api/v1/passwordless/authenticate', {
      email: 'nobody@example.com',
      code: '123456',
    })
    expect(await errorOf(res)).toMatchObject({ status: 403, code: 'allowlist_rejected' })
  })
})

describe('link and unlink', () => {
  it('links a phone with its code; a second phone is refused with the exact message', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550100' }, { token: a.token })
    const code = await t.code('+15555550100')
    const res = await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: '+15555550100', code },
      { token: a.token },
    )
    expect(res.status).toBe(200)
    const { user } = (await res.json()) as AuthResponseJSON
    expect(user.linked_accounts.map((x) => x.type)).toEqual(['email', 'phone'])

    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550101' }, { token: a.token })
    const again = await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: '+15555550101', code: await t.code('+15555550101') },
      { token: a.token },
    )
    expect(await errorOf(again)).toEqual({
      status: 400,
      code: 'already_linked',
      error: 'User already has a phone number linked to their account.',
    })
  })

  it('a second email: "User already has an email linked to their account."', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    await t.post('/api/v1/passwordless/init', { email: 'a2@example.com' }, { token: a.token })
    const res = await t.post(
      '/api/v1/passwordless/link',
      { email: 'a2@example.com', code: await t.code('a2@example.com') },
      { token: a.token },
    )
    expect(await errorOf(res)).toMatchObject({
      code: 'already_linked',
      error: 'User already has an email linked to their account.',
    })
  })

  it('an account of another user: linked_to_another_user', async () => {
    const t = await createTestServer()
    await t.loginEmail('b@example.com')
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550100' })
    const b = (await (
      await t.post('/api/v1/passwordless_sms/authenticate', {
        phoneNumber: '+15555550100',
        code: await t.code('+15555550100'),
      })
    ).json()) as AuthResponseJSON
    expect(b.is_new_user).toBe(true)
    const a = await t.loginEmail('a@example.com')
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550100' }, { token: a.token })
    const res = await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: '+15555550100', code: await t.code('+15555550100') },
      { token: a.token },
    )
    expect(await errorOf(res)).toEqual({
      status: 400,
      code: 'linked_to_another_user',
      error: 'This account has already been linked to another user.',
    })
  })

  it('link needs a bearer', async () => {
    const t = await createTestServer()
    const before = await t.fingerprint()
    const res = await t.post('/api/v1/passwordless/link', { email: 'a@example.com', code: '123456' })
    expect(await errorOf(res)).toMatchObject({ status: 401, code: 'missing_or_invalid_token' })
    expect(await t.fingerprint()).toEqual(before)
  })

  it('unlinks the phone; refuses the last account and unknown ones', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    t.advance(1)
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550100' }, { token: a.token })
    await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: '+15555550100', code: await t.code('+15555550100') },
      { token: a.token },
    )
    const missing = await t.post(
      '/api/v1/passwordless/unlink',
      { address: 'zz@example.com' },
      { token: a.token },
    )
    expect(missing.status).toBe(404)
    // the unlink: a grant by a code to the (older) email
    const res = await t.granted(a.token, () =>
      t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: '+15555550100' }, { token: a.token }),
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user: AuthResponseJSON['user'] }
    expect(body.user.linked_accounts.map((x) => x.type)).toEqual(['email'])
    const last = await t.post('/api/v1/passwordless/unlink', { address: 'a@example.com' }, { token: a.token })
    expect(last.status).toBe(400)
  })
})
