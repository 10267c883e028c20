import type { UserJSON } from '@latch/core/protocol'
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
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
    const init = await t.granted(a.token, () => t.post('/api/v1/mfa/totp/init', {}, { token: a.token }))
    expect(init.status).toBe(200)
    const { secret, auth_url } = (await init.json()) as { secret: string; auth_url: string }
    expect(auth_url).toMatch(/^otpauth:\/\/totp\//)
    expect(auth_url).toContain(`secret=${secret}`)
    const wrongCode = totpCode(secret) === '000000' ? '111111' : '000000'
    const wrong = await t.post('/api/v1/mfa/totp/enroll', { code: wrongCode }, { token: a.token })
    expect(wrong.status).toBe(422)
    // the wrong code gave the grant back: the right one enrols with it
    const enroll = await t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret) }, { token: a.token })
    expect(enroll.status).toBe(200)
    const { user } = (await enroll.json()) as { user: UserJSON }
    expect(user.mfa_methods).toEqual([{ type: 'totp', verified_at: NOW / 1000 }])
    t.advance(60)
    const verify = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 60_000), action: 'mfa_remove', target: 'totp' },
      { token: a.token },
    )
    expect(verify.status).toBe(200)
    expect(await verify.json()).toEqual({
      success: true,
      verified_at: NOW / 1000 + 60,
      grant: { action: 'mfa_remove', target: 'totp', expires_at: NOW / 1000 + 60 + 300 },
    })
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
    const init = await t.granted(a.token, () =>
      t.post(
        '/api/v1/mfa/passwordless_sms/init',
        { action: 'enroll', phoneNumber: '+15555550123' },
        { token: a.token },
      ),
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
      { code: await t.code('+15555550123'), action: 'mfa_remove', target: 'sms' },
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
    await t.granted(a.token, () =>
      t.post(
        '/api/v1/mfa/passwordless_sms/init',
        { action: 'enroll', phoneNumber: '+15555550123' },
        { token: a.token },
      ),
    )
    const code = await t.code('+15555550123')
    // b, even with a grant of its own, cannot use a's code
    const stolen = await t.granted(b.token, () =>
      t.post(
        '/api/v1/mfa/passwordless_sms/enroll',
        { phoneNumber: '+15555550123', code },
        { token: b.token },
      ),
    )
    expect(stolen.status).toBe(422)
  })

  it('a login code cannot be used for MFA', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550123' })
    const code = await t.code('+15555550123')
    const res = await t.granted(a.token, () =>
      t.post(
        '/api/v1/mfa/passwordless_sms/enroll',
        { phoneNumber: '+15555550123', code },
        { token: a.token },
      ),
    )
    expect(res.status).toBe(422)
  })
})

describe('MFA: grants for changes', () => {
  async function enrolledTotp() {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const init = await t.granted(a.token, () => t.post('/api/v1/mfa/totp/init', {}, { token: a.token }))
    const { secret } = (await init.json()) as { secret: string }
    const enroll = await t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret) }, { token: a.token })
    expect(enroll.status).toBe(200)
    return { t, a, secret }
  }

  it('unenroll, even right after the enrolment or a verification for nothing, is refused with missing_or_invalid_mfa naming the grant; the method stays', async () => {
    const { t, a, secret } = await enrolledTotp()
    expect(await (await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token })).json()).toMatchObject({
      code: 'missing_or_invalid_mfa',
      grant: { action: 'mfa_remove', target: 'totp' },
    })
    t.advance(30)
    const plain = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 30_000) },
      { token: a.token },
    )
    expect(plain.status).toBe(200)
    expect((await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token })).status).toBe(403)
    t.advance(30)
    const verify = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 60_000), action: 'mfa_remove', target: 'totp' },
      { token: a.token },
    )
    expect(verify.status).toBe(200)
    const un = await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token })
    expect(un.status).toBe(200)
  })

  it('a verification with a malformed action or target is refused before the code is checked', async () => {
    const { t, a, secret } = await enrolledTotp()
    t.advance(30)
    const code = totpCode(secret, NOW + 30_000)
    for (const ask of [
      { action: 'take_over', target: 'totp' },
      { action: 'mfa_remove', target: 'everything' },
      { action: 'wallet_sign', target: '0xabc:deadbeef' },
      { action: 'unlink' },
    ]) {
      const res = await t.post('/api/v1/mfa/totp/verify', { code, ...ask }, { token: a.token })
      expect(await errorOf(res)).toMatchObject({ status: 400, code: 'invalid_request' })
    }
    // the code was not spent by those
    const ok = await t.post('/api/v1/mfa/totp/verify', { code }, { token: a.token })
    expect(ok.status).toBe(200)
  })

  it('enrolling a method already enrolled is refused, even right after a verification', async () => {
    const { t, a } = await enrolledTotp()
    expect(await errorOf(await t.post('/api/v1/mfa/totp/init', {}, { token: a.token }))).toMatchObject({
      status: 409,
      code: 'mfa_already_enrolled',
    })
  })

  it('a second method needs a verification for it, even right after the first enrolment', async () => {
    const { t, a } = await enrolledTotp()
    const init = await t.post(
      '/api/v1/mfa/passwordless_sms/init',
      { action: 'enroll', phoneNumber: '+15555550123' },
      { token: a.token },
    )
    expect(init.status).toBe(403)
    expect(await init.json()).toMatchObject({
      code: 'missing_or_invalid_mfa',
      grant: { action: 'mfa_enroll', target: 'sms' },
    })
  })
})
