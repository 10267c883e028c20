import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import type { UserJSON } from '../../../../core/src/api/wire'
import { createTestServer, errorOf } from '../testing'

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0)
const totpCode = (secret: string, at = NOW) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  })

describe('MFA: TOTP', () => {
  it('init gives a secret and an otpauth URL; enroll with a code; verify; unenroll', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const init = await t.post('/api/v1/mfa/totp/init', {}, { token: a.token })
    expect(init.status).toBe(200)
    const { secret, auth_url } = (await init.json()) as { secret: string; auth_url: string }
    expect(auth_url).toMatch(/^otpauth:\/\/totp\//)
    expect(auth_url).toContain(`secret=${secret}`)
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000'
    const wrong = await t.post('/api/v1/mfa/totp/enroll', { code: wrongCode }, { token: a.token })
    expect(wrong.status).toBe(422)
    const enroll = await t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret) }, { token: a.token })
    expect(enroll.status).toBe(200)
    const { user } = (await enroll.json()) as { user: UserJSON }
    expect(user.mfa_methods).toEqual([{ type: 'totp', verified_at: NOW / 1000 }])
    t.advance(60)
    const verify = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 60_000) },
      { token: a.token },
    )
    expect(verify.status).toBe(200)
    expect(await verify.json()).toMatchObject({ success: true })
    const replay = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 60_000) },
      { token: a.token },
    )
    expect(replay.status).toBe(422)
    const un = await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token })
    expect(((await un.json()) as { user: UserJSON }).user.mfa_methods).toEqual([])
    const after = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 60_000) },
      { token: a.token },
    )
    expect(after.status).toBe(400)
  })

  it('needs a bearer', async () => {
    const t = await createTestServer()
    expect(await errorOf(await t.post('/api/v1/mfa/totp/init', {}))).toMatchObject({
      status: 401,
      code: 'missing_or_invalid_token',
    })
  })
})

describe('MFA: SMS', () => {
  it('init (enroll) sends a code; enroll; init (verify) sends to the enrolled phone; verify; unenroll', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const init = await t.post(
      '/api/v1/mfa/passwordless_sms/init',
      { action: 'enroll', phoneNumber: '+15555550123' },
      { token: a.token },
    )
    expect(init.status).toBe(200)
    const enroll = await t.post(
      '/api/v1/mfa/passwordless_sms/enroll',
      { phoneNumber: '+15555550123', code: await t.code('+15555550123') },
      { token: a.token },
    )
    expect(enroll.status).toBe(200)
    expect(((await enroll.json()) as { user: UserJSON }).user.mfa_methods.map((m) => m.type)).toEqual(['sms'])
    await t.post('/api/v1/mfa/passwordless_sms/init', { action: 'verify' }, { token: a.token })
    const verify = await t.post(
      '/api/v1/mfa/passwordless_sms/verify',
      { code: await t.code('+15555550123') },
      { token: a.token },
    )
    expect(verify.status).toBe(200)
    const un = await t.post('/api/v1/mfa/passwordless_sms/unenroll', {}, { token: a.token })
    expect(((await un.json()) as { user: UserJSON }).user.mfa_methods).toEqual([])
  })

  it('an SMS MFA code is bound to its user: another user cannot enroll with it', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const b = await t.loginEmail('b@example.com')
    await t.post(
      '/api/v1/mfa/passwordless_sms/init',
      { action: 'enroll', phoneNumber: '+15555550123' },
      { token: a.token },
    )
    const stolen = await t.post(
      '/api/v1/mfa/passwordless_sms/enroll',
      { phoneNumber: '+15555550123', code: await t.code('+15555550123') },
      { token: b.token },
    )
    expect(stolen.status).toBe(422)
  })

  it('a login code cannot be used for MFA', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550123' })
    const res = await t.post(
      '/api/v1/mfa/passwordless_sms/enroll',
      { phoneNumber: '+15555550123', code: await t.code('+15555550123') },
      { token: a.token },
    )
    expect(res.status).toBe(422)
  })
})

describe('MFA: step-up for changes', () => {
  async function enrolledTotp() {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const init = await t.post('/api/v1/mfa/totp/init', {}, { token: a.token })
    const { secret } = (await init.json()) as { secret: string }
    const enroll = await t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret) }, { token: a.token })
    expect(enroll.status).toBe(200)
    return { t, a, secret }
  }

  it('unenroll after the freshness window is refused with missing_or_invalid_mfa and the method stays', async () => {
    const { t, a, secret } = await enrolledTotp()
    t.advance(601)
    expect(await errorOf(await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token }))).toMatchObject({
      status: 403,
      code: 'missing_or_invalid_mfa',
    })
    const later = NOW + 601_000
    const verify = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, later) },
      { token: a.token },
    )
    expect(verify.status).toBe(200)
    const un = await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token })
    expect(un.status).toBe(200)
  })

  it('enrolling a method already enrolled is refused, even right after a verification', async () => {
    const { t, a } = await enrolledTotp()
    expect(await errorOf(await t.post('/api/v1/mfa/totp/init', {}, { token: a.token }))).toMatchObject({
      status: 409,
      code: 'mfa_already_enrolled',
    })
  })

  it('a second method needs a fresh verification', async () => {
    const { t, a } = await enrolledTotp()
    t.advance(601)
    const init = await t.post(
      '/api/v1/mfa/passwordless_sms/init',
      { action: 'enroll', phoneNumber: '+15555550123' },
      { token: a.token },
    )
    expect(await errorOf(init)).toMatchObject({ status: 403, code: 'missing_or_invalid_mfa' })
  })
})
