/**
 * Grants under attack, as the attack scripts of issue 30 run them: a script on the host page holds the session's
 * token and waits for the person to verify something, then tries to spend that proof on something else. On SQLite
 * and on PostgreSQL (single use and counting are the database's decision).
 */

import type { GrantJSON } from '@latch/core/protocol'
import { createDeviceKey } from '@latch/core/protocol'
import { decodeJwt } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/fixtures/postgres/database'
import { DEFAULT_RATE_LIMITS } from './config'
import { createSoftwareAuthenticator, PASSKEY_ORIGIN, passkeyCalls } from './passkey-testing'
import { APP_ID, createTestServer, errorOf, type TestServer } from './testing'
import { frameCall, registerWallet } from './wallet-testing'

const totpCode = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  })

let pg: TestDatabase
beforeAll(async () => {
  pg = await createTestDatabase('grants')
}, 60_000)
afterAll(async () => {
  await pg?.drop()
})

/** Codes go to one address many times in a test: the per-recipient send budget is not what is tested here. */
const rateLimits = { ...DEFAULT_RATE_LIMITS, codePerRecipient: { max: 100, windowSeconds: 600 } }

let n = 0
/** A unique address per test (the PostgreSQL database is shared by the tests of this file). */
const mail = (name: string) => `${name}-${++n}-${Date.now()}@example.com`
const phoneNo = () => `+1415555${String(1000 + (++n % 9000)).padStart(4, '0')}`

describe.each([
  { engine: 'sqlite', open: () => createTestServer({ rateLimits }) },
  {
    engine: 'postgres',
    open: () => createTestServer({ rateLimits, databaseUrl: pg.url, dataKey: 'c'.repeat(64) }),
  },
])('grants on $engine', ({ open }) => {
  /** Signs in with email, then (a second later) links a phone; the session and the addresses. */
  async function emailAndPhone(t: TestServer) {
    const email = mail('user')
    const phone = phoneNo()
    const a = await t.loginEmail(email)
    t.advance(1)
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })
    const linked = await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: phone, code: await t.code(phone) },
      { token: a.token },
    )
    expect(linked.status).toBe(200)
    return { a, email, phone }
  }

  /** Enrols TOTP (its first-method grant by a code to the email); the secret. */
  async function withTotp(t: TestServer, token: string) {
    const init = await t.granted(token, () => t.post('/api/v1/mfa/totp/init', {}, { token }))
    const { secret } = (await init.json()) as { secret: string }
    const enrol = await t.post(
      '/api/v1/mfa/totp/enroll',
      { code: totpCode(secret, t.deps.config.now()) },
      { token },
    )
    expect(enrol.status).toBe(200)
    return secret
  }

  /** An authenticator code (of the next 30 s step) verified for `grant`. */
  async function totpFor(t: TestServer, token: string, secret: string, grant: Omit<GrantJSON, 'expires_at'>) {
    t.advance(30)
    return t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, t.deps.config.now()), ...grant },
      { token },
    )
  }

  it('MFA piggyback: a code typed to approve a signature, then a device registration and an unlink in the same session: both refused naming their action; nothing stored', async () => {
    const t = await open()
    try {
      const { a, phone } = await emailAndPhone(t)
      const { address, key } = await registerWallet(t, a.token)
      const secret = await withTotp(t, a.token)
      // the person approves one signature (the frame asked for it)
      const hash = 'ab'.repeat(32)
      const sign = { action: 'wallet_sign' as const, target: `${address.toLowerCase()}:${hash}` }
      const verified = await totpFor(t, a.token, secret, sign)
      expect(await verified.json()).toMatchObject({ success: true, grant: sign })
      const before = await t.fingerprint()
      // the script registers its own device key for the wallet (automatic recovery)
      const theirs = await createDeviceKey()
      const device = await frameCall(
        t,
        a.token,
        theirs,
        'POST',
        `/api/v1/embedded_wallets/${address}/devices`,
      )
      expect(device.status).toBe(403)
      expect(await device.json()).toMatchObject({
        code: 'missing_or_invalid_mfa',
        grant: { action: 'device_register', target: theirs.thumbprint },
      })
      // and unlinks the person's phone
      const unlink = await t.post(
        '/api/v1/passwordless_sms/unlink',
        { phoneNumber: phone },
        { token: a.token },
      )
      expect(unlink.status).toBe(403)
      expect(await unlink.json()).toMatchObject({
        code: 'missing_or_invalid_mfa',
        grant: { action: 'unlink', target: `phone:${phone}` },
      })
      const after = await t.fingerprint()
      expect(after.wallet_devices).toBe(before.wallet_devices)
      expect(after.accounts).toBe(before.accounts)
      // the signature the code was typed for still goes through, once
      const release = `/api/v1/embedded_wallets/${address}/auth_share?purpose=sign&request=${hash}`
      expect((await frameCall(t, a.token, key, 'GET', release)).status).toBe(200)
      expect((await frameCall(t, a.token, key, 'GET', release)).status).toBe(403)
    } finally {
      await t.close()
    }
  })

  it('fresh-login takeover without MFA: right after the email login the script cannot unlink that email, nor enrol its authenticator app, not even with codes to a phone it linked', async () => {
    const t = await open()
    try {
      const email = mail('victim')
      const victim = await t.loginEmail(email)
      const before = await t.fingerprint()
      const unlink = await t.post('/api/v1/passwordless/unlink', { address: email }, { token: victim.token })
      // (the only login method: the last-method rule answers first)
      expect(unlink.status).toBe(400)
      const totp = await t.post('/api/v1/mfa/totp/init', {}, { token: victim.token })
      expect(await totp.json()).toMatchObject({
        code: 'step_up_required',
        step_up_methods: ['email'],
        grant: { action: 'mfa_enroll', target: 'totp' },
      })
      expect(await t.fingerprint()).toEqual(before)
      // the script links its own phone (a fresh login still allows a link; the email hears of it)
      t.advance(1)
      const phone = phoneNo()
      await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })
      const linked = await t.post(
        '/api/v1/passwordless_sms/link',
        { phoneNumber: phone, code: await t.code(phone) },
        { token: victim.token },
      )
      expect(linked.status).toBe(200)
      // the email: nothing older vouches for it, the login never does
      const again = await t.post('/api/v1/passwordless/unlink', { address: email }, { token: victim.token })
      expect(await again.json()).toMatchObject({
        code: 'step_up_required',
        step_up_methods: [],
        grant: { action: 'unlink', target: `email:${email}` },
      })
      // codes to that phone approve neither the removal of the email nor an authenticator of the script's
      const byPhone = await t.stepUp(victim.token, 'phone', { action: 'unlink', target: `email:${email}` })
      expect(await errorOf(byPhone)).toMatchObject({ status: 400, code: 'invalid_request' })
      const enrol = await t.stepUp(victim.token, 'phone', { action: 'mfa_enroll', target: 'totp' })
      expect(await errorOf(enrol)).toMatchObject({ status: 400, code: 'invalid_request' })
      const refused = await t.post('/api/v1/mfa/totp/init', {}, { token: victim.token })
      expect(await refused.json()).toMatchObject({ code: 'step_up_required', step_up_methods: ['email'] })
      const user = await t.deps.storage.getUser(APP_ID, victim.user.id)
      expect(user?.mfa).toEqual([])
      expect(user?.accounts.map((x) => x.type).sort()).toEqual(['email', 'phone'])
    } finally {
      await t.close()
    }
  })

  it('link order in milliseconds: a method linked in the same second as the first cannot vouch to remove it; the first can remove it', async () => {
    const t = await open()
    try {
      const email = mail('order')
      const a = await t.loginEmail(email)
      t.advance(0.4)
      const phone = phoneNo()
      await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })
      await t.post(
        '/api/v1/passwordless_sms/link',
        { phoneNumber: phone, code: await t.code(phone) },
        { token: a.token },
      )
      const accounts = (await t.deps.storage.getUser(APP_ID, a.user.id))?.accounts ?? []
      // same second, 400 ms apart
      expect(new Set(accounts.map((x) => x.firstVerifiedAt)).size).toBe(1)
      expect(accounts.map((x) => x.firstVerifiedMs).sort()).toEqual([
        t.deps.config.now() - 400,
        t.deps.config.now(),
      ])
      const byPhone = await t.stepUp(a.token, 'phone', { action: 'unlink', target: `email:${email}` })
      expect(byPhone.status).toBe(400)
      const kept = await t.post('/api/v1/passwordless/unlink', { address: email }, { token: a.token })
      expect(await kept.json()).toMatchObject({ code: 'step_up_required', step_up_methods: [] })
      const byEmail = await t.stepUp(a.token, 'email', { action: 'unlink', target: `phone:${phone}` })
      expect(byEmail.status).toBe(200)
      const removed = await t.post(
        '/api/v1/passwordless_sms/unlink',
        { phoneNumber: phone },
        { token: a.token },
      )
      expect(removed.status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('a grant is spent once (of 10 racing renames one wins), only by its session, and not after 300 s', async () => {
    const t = await open()
    try {
      const { a, email, phone } = await emailAndPhone(t)
      const other = await t.loginEmail(email)
      const grant = { action: 'unlink' as const, target: `phone:${phone}` }
      expect((await t.stepUp(a.token, 'email', grant)).status).toBe(200)
      // another session of the same user cannot spend it
      const byOther = await t.post(
        '/api/v1/passwordless_sms/unlink',
        { phoneNumber: phone },
        { token: other.token },
      )
      expect(await byOther.json()).toMatchObject({ code: 'step_up_required', grant })
      // 300 s later it is dead
      t.advance(300)
      const late = await t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: phone }, { token: a.token })
      expect(await late.json()).toMatchObject({ code: 'step_up_required', grant })
      // a fresh one works once
      expect((await t.stepUp(a.token, 'email', grant)).status).toBe(200)
      t.advance(299)
      const ok = await t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: phone }, { token: a.token })
      expect(ok.status).toBe(200)

      // racing: one grant, ten renames of a passkey at once: one renames, nine are refused
      const fresh = await t.loginEmail(email)
      const user = await passkeyCalls(t).register(fresh.token, createSoftwareAuthenticator())
      const id = user.linked_accounts.find((x) => x.type === 'passkey')?.credential_id as string
      const rename = { action: 'passkey_rename' as const, target: id }
      expect((await t.stepUp(fresh.token, 'email', rename)).status).toBe(200)
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          t.post(
            '/api/v1/passkey/rename',
            { credential_id: id, name: `Name ${i}` },
            { token: fresh.token, headers: { origin: PASSKEY_ORIGIN } },
          ),
        ),
      )
      const statuses = results.map((r) => r.status)
      expect(statuses.filter((s) => s === 200)).toHaveLength(1)
      expect(statuses.filter((s) => s === 403)).toHaveLength(9)
    } finally {
      await t.close()
    }
  })

  it('a refused link code keeps the grant: a wrong code, then the right one', async () => {
    const t = await open()
    try {
      const email = mail('keep')
      const a = await t.loginEmail(email)
      t.advance(11 * 60)
      const phone = phoneNo()
      await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })
      const code = await t.code(phone)
      // without a grant the link is refused before the code is looked at
      const refused = await t.post(
        '/api/v1/passwordless_sms/link',
        { phoneNumber: phone, code },
        { token: a.token },
      )
      expect(await refused.json()).toMatchObject({
        code: 'step_up_required',
        grant: { action: 'link', target: `phone:${phone}` },
      })
      expect((await t.stepUp(a.token, 'email', { action: 'link', target: `phone:${phone}` })).status).toBe(
        200,
      )
      const wrong = await t.post(
        '/api/v1/passwordless_sms/link',
        { phoneNumber: phone, code: code === '000000' ? '111111' : '000000' },
        { token: a.token },
      )
      expect(wrong.status).toBe(422)
      // the grant names one phone: another one is not approved by it
      const otherPhone = phoneNo()
      const other = await t.post(
        '/api/v1/passwordless_sms/link',
        { phoneNumber: otherPhone, code },
        { token: a.token },
      )
      expect(await other.json()).toMatchObject({ grant: { action: 'link', target: `phone:${otherPhone}` } })
      const right = await t.post(
        '/api/v1/passwordless_sms/link',
        { phoneNumber: phone, code },
        { token: a.token },
      )
      expect(right.status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('a new device key needs a grant for that key, by a code to a method older than the session; revoking one needs a grant too; both are noticed', async () => {
    const t = await open()
    try {
      const email = mail('device')
      const first = await t.loginEmail(email)
      const { address } = await registerWallet(t, first.token)
      // a new device, days later, in a new session
      t.advance(3 * 86_400)
      const second = await t.loginEmail(email)
      const key = await createDeviceKey()
      const path = `/api/v1/embedded_wallets/${address}/devices`
      const refused = await frameCall(t, second.token, key, 'POST', path)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({
        code: 'step_up_required',
        step_up_methods: ['email'],
        grant: { action: 'device_register', target: key.thumbprint },
      })
      // a grant for another key does not do
      const otherKey = await createDeviceKey()
      expect(
        (await t.stepUp(second.token, 'email', { action: 'device_register', target: otherKey.thumbprint }))
          .status,
      ).toBe(200)
      expect((await frameCall(t, second.token, key, 'POST', path)).status).toBe(403)
      expect(
        (await t.stepUp(second.token, 'email', { action: 'device_register', target: key.thumbprint })).status,
      ).toBe(200)
      const added = await frameCall(t, second.token, key, 'POST', path)
      expect(added.status).toBe(200)
      const { device } = (await added.json()) as { device: { id: string } }
      const notices = async () =>
        (await t.deps.storage.listOutbox({ to: email, kind: 'notice', limit: 20 })).map((m) => m.flow)
      expect(await notices()).toContain('notice:wallet_device_added')
      // its first share release, later than its registration's notice, is noticed once
      t.advance(601)
      const share = `/api/v1/embedded_wallets/${address}/auth_share`
      expect((await frameCall(t, second.token, key, 'GET', share)).status).toBe(200)
      expect((await frameCall(t, second.token, key, 'GET', share)).status).toBe(200)
      expect((await notices()).filter((f) => f === 'notice:wallet_device_first_used')).toHaveLength(1)
      // revoking it: a grant `device_revoke <id>`
      const del = () =>
        t.app.request(`/api/v1/embedded_wallets/${address}/devices/${device.id}`, {
          method: 'DELETE',
          headers: {
            'privy-app-id': APP_ID,
            authorization: `Bearer ${second.token}`,
            'x-forwarded-for': '10.0.0.1',
          },
        })
      const noGrant = await del()
      expect(await noGrant.json()).toMatchObject({
        code: 'step_up_required',
        grant: { action: 'device_revoke', target: device.id },
      })
      expect(
        (await t.stepUp(second.token, 'email', { action: 'device_revoke', target: device.id })).status,
      ).toBe(200)
      expect((await del()).status).toBe(200)
      expect(await notices()).toContain('notice:wallet_device_revoked')
      expect(decodeJwt(second.token).sub).toBe(first.user.id)
    } finally {
      await t.close()
    }
  })

  it('an MFA user recovering on a new device: one verification (device_register) registers the key and releases its shares', async () => {
    const t = await open()
    try {
      const email = mail('recover')
      const first = await t.loginEmail(email)
      const { address } = await registerWallet(t, first.token)
      t.advance(1)
      const secret = await withTotp(t, first.token)
      t.advance(86_400)
      const second = await t.loginEmail(email)
      const key = await createDeviceKey()
      const grant = { action: 'device_register' as const, target: key.thumbprint }
      // a step-up code is not for a user with MFA
      const stepUp = await t.post('/api/v1/step_up/init', { type: 'email' }, { token: second.token })
      expect(await errorOf(stepUp)).toMatchObject({ status: 400, code: 'invalid_request' })
      expect((await totpFor(t, second.token, secret, grant)).status).toBe(200)
      const wallet = `/api/v1/embedded_wallets/${address}`
      expect((await frameCall(t, second.token, key, 'POST', `${wallet}/devices`)).status).toBe(200)
      expect((await frameCall(t, second.token, key, 'GET', `${wallet}/recovery_share`)).status).toBe(200)
      expect((await frameCall(t, second.token, key, 'GET', `${wallet}/auth_share`)).status).toBe(200)
      // one notice for the new device (its registration), not a second one for its first use
      const notices = (await t.deps.storage.listOutbox({ to: email, kind: 'notice', limit: 20 })).map(
        (m) => m.flow,
      )
      expect(notices).toContain('notice:wallet_device_added')
      expect(notices).not.toContain('notice:wallet_device_first_used')
      // ten minutes on, that device's releases need their own grants again
      t.advance(601)
      expect((await frameCall(t, second.token, key, 'GET', `${wallet}/auth_share`)).status).toBe(403)
    } finally {
      await t.close()
    }
  })
})
