/**
 * Accounts under attack: step-up for account changes, security notices and the durable security log, the session
 * cap, forks that keep their parent's expiry, sessions ended by account changes, idempotency keys, SIWE nonces.
 * Each test runs the attack (or the fault) and asserts what the server did, and that a refusal changed nothing.
 */

import type { AuthResponseJSON, GrantJSON, SiweInitResponseJSON, UserJSON } from '@latch/core/protocol'
import { Secret, TOTP } from 'otpauth'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import type { DeliverMessage } from './config'
import { noticeText } from './security-events'
import { createTestServer, errorOf, type TestServer } from './testing'

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0)
const totpCode = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  })

/** An authenticator code verified for `grant` (a code is good once: the clock moves to the next step first). */
async function totpGrant(t: TestServer, token: string, secret: string, grant: GrantJSON) {
  t.advance(30)
  const at = t.deps.config.now()
  return t.post('/api/v1/mfa/totp/verify', { code: totpCode(secret, at), ...grant }, { token })
}

/** Signs in with email, links `phone` a second later (code from the outbox); returns the session. */
async function withPhone(t: TestServer, email: string, phone: string): Promise<AuthResponseJSON> {
  const a = await t.loginEmail(email)
  // a second later: a method linked in the same millisecond as the first could never be told apart from it
  t.advance(1)
  expect((await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })).status).toBe(200)
  const link = await t.post(
    '/api/v1/passwordless_sms/link',
    { phoneNumber: phone, code: await t.code(phone) },
    { token: a.token },
  )
  expect(link.status).toBe(200)
  return a
}

/**
 * Enrols TOTP for the session (the first method: under a grant `mfa_enroll totp` made by a step-up code to the
 * email); returns the secret.
 */
async function enrolTotp(t: TestServer, token: string, at: number): Promise<string> {
  const init = await t.granted(token, () => t.post('/api/v1/mfa/totp/init', {}, { token }))
  const { secret } = (await init.json()) as { secret: string }
  const enrol = await t.post('/api/v1/mfa/totp/enroll', { code: totpCode(secret, at) }, { token })
  expect(enrol.status).toBe(200)
  return secret
}

describe('grants: without MFA, unlinking needs a code to a strictly older method, verified for that unlink', () => {
  it('a stolen token, even right after the login, cannot unlink; the accounts stay as they were', async () => {
    const t = await createTestServer()
    const a = await withPhone(t, 'victim@example.com', '+14155550101')
    const before = await t.fingerprint()
    const res = await t.post(
      '/api/v1/passwordless/unlink',
      { address: 'victim@example.com' },
      { token: a.token },
    )
    expect(res.status).toBe(403)
    // the email is the oldest method: nothing vouches for removing it (the login never does)
    expect(await res.json()).toMatchObject({
      code: 'step_up_required',
      step_up_methods: [],
      grant: { action: 'unlink', target: 'email:victim@example.com' },
    })
    // the phone (newer than the email) needs a code to the email, even on a fresh login
    const phone = await t.post(
      '/api/v1/passwordless_sms/unlink',
      { phoneNumber: '+14155550101' },
      { token: a.token },
    )
    expect(await phone.json()).toMatchObject({
      code: 'step_up_required',
      step_up_methods: ['email'],
      grant: { action: 'unlink', target: 'phone:+14155550101' },
    })
    expect(await t.fingerprint()).toEqual(before)
    const ok = await t.granted(a.token, () =>
      t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: '+14155550101' }, { token: a.token }),
    )
    expect(ok.status).toBe(200)
  })

  it('a refresh or a fork does not make a session fresh', async () => {
    const t = await createTestServer()
    const a = await withPhone(t, 'refresh@example.com', '+14155550102')
    t.advance(9 * 60)
    const refreshed = (await (
      await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })
    ).json()) as {
      token: string
      refresh_token: string
    }
    const fork = (await (
      await t.post('/api/v1/sessions/fork', { refresh_token: refreshed.refresh_token })
    ).json()) as { new_session_refresh_token: string }
    const forked = (await (
      await t.post('/api/v1/sessions/fork/recover', { refresh_token: fork.new_session_refresh_token })
    ).json()) as { token: string }
    t.advance(2 * 60)
    for (const token of [refreshed.token, forked.token]) {
      const res = await t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: '+14155550102' }, { token })
      expect((await errorOf(res)).code).toBe('step_up_required')
    }
  })

  it('a step-up code sent to the email lets the stale session unlink', async () => {
    const t = await createTestServer()
    const a = await withPhone(t, 'code@example.com', '+14155550103')
    t.advance(30 * 60)
    expect((await t.post('/api/v1/step_up/init', { type: 'email' }, { token: a.token })).status).toBe(200)
    const code = await t.code('code@example.com')
    const wrongCode = code === '000000' ? '111111' : '000000'
    const wrong = await t.post(
      '/api/v1/step_up/verify',
      { type: 'email', code: wrongCode },
      { token: a.token },
    )
    expect(wrong.status).toBe(422)
    const stillRefused = await t.post(
      '/api/v1/passwordless_sms/unlink',
      { phoneNumber: '+14155550103' },
      { token: a.token },
    )
    expect((await errorOf(stillRefused)).code).toBe('step_up_required')
    // a code verified without saying what it approves approves nothing
    const verify = await t.post('/api/v1/step_up/verify', { type: 'email', code }, { token: a.token })
    expect(verify.status).toBe(200)
    expect(await verify.json()).not.toHaveProperty('grant')
    const notYet = await t.post(
      '/api/v1/passwordless_sms/unlink',
      { phoneNumber: '+14155550103' },
      { token: a.token },
    )
    expect((await errorOf(notYet)).code).toBe('step_up_required')
    const grant = { action: 'unlink' as const, target: 'phone:+14155550103' }
    const granted = await t.stepUp(a.token, 'email', grant)
    expect(await granted.json()).toMatchObject({
      success: true,
      grant: { ...grant, expires_at: expect.any(Number) },
    })
    const res = await t.post(
      '/api/v1/passwordless_sms/unlink',
      { phoneNumber: '+14155550103' },
      { token: a.token },
    )
    expect(res.status).toBe(200)
  })

  it('takeover: link my phone, sign in with it, remove the victim email: refused (fresh login and code alike)', async () => {
    const t = await createTestServer()
    const victim = await t.loginEmail('owner@example.com')
    t.advance(5 * 60)
    // the attacker holds the victim's access token while the login is still fresh: links their own phone (allowed
    // without MFA within 10 minutes of the login, noticed by email; later it needs a step-up, see passkey.test.ts)
    const phone = '+14155550104'
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })
    const linked = await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: phone, code: await t.code(phone) },
      { token: victim.token },
    )
    expect(linked.status).toBe(200)
    t.advance(30 * 60)
    // a fresh login with the new phone does not vouch for removing the older email
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })
    const attacker = (await (
      await t.post('/api/v1/passwordless_sms/authenticate', { phoneNumber: phone, code: await t.code(phone) })
    ).json()) as AuthResponseJSON
    const before = await t.fingerprint()
    const unlink = await t.post(
      '/api/v1/passwordless/unlink',
      { address: 'owner@example.com' },
      { token: attacker.token },
    )
    // the refusal names no method: the phone is newer than the email, and the email cannot vouch for itself
    expect(await unlink.json()).toMatchObject({ code: 'step_up_required', step_up_methods: [] })
    // nor is a step-up code sent to that phone accepted for it (400 before the code is checked)
    const grant = { action: 'unlink' as const, target: 'email:owner@example.com' }
    const verified = await t.stepUp(attacker.token, 'phone', grant)
    expect(verified.status).toBe(400)
    const again = await t.post(
      '/api/v1/passwordless/unlink',
      { address: 'owner@example.com' },
      { token: attacker.token },
    )
    expect((await errorOf(again)).code).toBe('step_up_required')
    const after = await t.post('/api/v1/sessions', { refresh_token: attacker.refresh_token })
    const { user } = (await after.json()) as { user: UserJSON }
    expect(user.linked_accounts.map((a) => a.type).sort()).toEqual(['email', 'phone'])
    expect(before.accounts).toBe((await t.fingerprint()).accounts)
    // the owner, with a code to the (older) email, removes the attacker's phone
    const owner = await t.loginEmail('owner@example.com')
    const removed = await t.granted(owner.token, () =>
      t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: phone }, { token: owner.token }),
    )
    expect(removed.status).toBe(200)
  })
})

describe('grants: with MFA, each account change needs an MFA verification made for it', () => {
  it('link, unlink, a second MFA method and MFA removal are refused (403 missing_or_invalid_mfa naming the grant) until verified for it', async () => {
    const t = await createTestServer()
    const a = await withPhone(t, 'mfa-user@example.com', '+14155550105')
    const secret = await enrolTotp(t, a.token, NOW)
    t.advance(11 * 60)
    const at = NOW + 11 * 60_000
    // a link is refused before its code is used: the code still works after the verification
    await t.post('/api/v1/siwe/init', { address: privateKeyToAccount(generatePrivateKey()).address })
    const before = await t.fingerprint()
    const refused = [
      await t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: '+14155550105' }, { token: a.token }),
      await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token }),
      await t.post(
        '/api/v1/mfa/passwordless_sms/init',
        { action: 'enroll', phoneNumber: '+14155550106' },
        {
          token: a.token,
        },
      ),
    ]
    const grants = [
      { action: 'unlink', target: 'phone:+14155550105' },
      { action: 'mfa_remove', target: 'totp' },
      { action: 'mfa_enroll', target: 'sms' },
    ]
    for (const [i, res] of refused.entries()) {
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({
        error: 'MFA verification required',
        code: 'missing_or_invalid_mfa',
        grant: grants[i],
      })
    }
    const after = await t.fingerprint()
    expect({ ...after, total_changes: 0 }).toEqual({ ...before, total_changes: 0 })
    // the refused unenroll left MFA on
    const user = (await (await t.post('/api/v1/sessions', { refresh_token: a.refresh_token })).json()) as {
      user: UserJSON
      token: string
    }
    expect(user.user.mfa_methods.map((m) => m.type)).toEqual(['totp'])
    const verify = await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, at), action: 'unlink', target: 'phone:+14155550105' },
      { token: user.token },
    )
    expect(verify.status).toBe(200)
    const unlink = await t.post(
      '/api/v1/passwordless_sms/unlink',
      { phoneNumber: '+14155550105' },
      { token: user.token },
    )
    expect(unlink.status).toBe(200)
    // that verification approved the unlink and nothing else: the removal of MFA right after is refused
    const other = await t.post('/api/v1/mfa/totp/unenroll', {}, { token: user.token })
    expect(await other.json()).toMatchObject({ code: 'missing_or_invalid_mfa', grant: grants[1] })
  })

  it('a link code is not consumed by a refused link', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('link-mfa@example.com')
    const secret = await enrolTotp(t, a.token, NOW)
    t.advance(11 * 60)
    const phone = '+14155550107'
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })
    const code = await t.code(phone)
    const refused = await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: phone, code },
      { token: a.token },
    )
    expect(await refused.json()).toMatchObject({
      code: 'missing_or_invalid_mfa',
      grant: { action: 'link', target: `phone:${phone}` },
    })
    await t.post(
      '/api/v1/mfa/totp/verify',
      { code: totpCode(secret, NOW + 11 * 60_000), action: 'link', target: `phone:${phone}` },
      { token: a.token },
    )
    const linked = await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: phone, code },
      { token: a.token },
    )
    expect(linked.status).toBe(200)
  })
})

describe('security notices and the durable security log', () => {
  it('a link sends the user a notice (time, method, IP; no code) by the code path, and is recorded', async () => {
    const sent: DeliverMessage[] = []
    const t = await createTestServer({
      deliver: async (m) => {
        sent.push(m)
      },
    })
    const email = 'notice@example.com'
    await t.post('/api/v1/passwordless/init', { email })
    const code = sent.find((m) => m.kind !== 'notice' && m.to === email)
    const a = (await (
      await t.post('/api/v1/passwordless/authenticate', {
        email,
        code: code?.kind === 'code' ? code.code : '',
      })
    ).json()) as AuthResponseJSON
    const phone = '+14155550108'
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone }, { ip: '192.0.2.44' })
    const phoneCode = sent.findLast((m) => m.to === phone)
    await t.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: phone, code: phoneCode?.kind === 'notice' ? '' : phoneCode?.code },
      { token: a.token, ip: '192.0.2.44' },
    )
    const notices = sent.filter((m) => m.kind === 'notice')
    expect(notices).toHaveLength(1)
    const [notice] = notices
    expect(notice).toMatchObject({ kind: 'notice', to: email, channel: 'email', event: 'link' })
    expect(notice?.kind === 'notice' && notice.text).toBe(
      `A login method (phone number) was linked to your account on 2026-11-25 12:00 UTC from IP 192.0.2.44. If this was not you, sign in and secure your account, or contact the app's support.`,
    )
    const text = JSON.stringify(notice)
    for (const secret of [a.token, a.refresh_token, phone, phoneCode?.kind === 'code' ? phoneCode.code : 'x'])
      expect(text).not.toContain(secret)
    const [event] = await t.deps.storage.listSecurityEvents({ type: 'link', limit: 5 })
    expect(event).toMatchObject({ type: 'link', userId: a.user.id, method: 'phone', ip: '192.0.2.44' })
  })

  it('dev mode: notices land in the outbox (kind=notice), never where a code reader looks', async () => {
    const t = await createTestServer()
    const a = await withPhone(t, 'outbox-notice@example.com', '+14155550109')
    const token = t.deps.config.devOutboxToken
    const list = async (kind: string) =>
      (
        (await (
          await t.get(`/dev/outbox?to=outbox-notice@example.com&kind=${kind}`, {
            headers: { 'x-latch-outbox-token': token },
          })
        ).json()) as { messages: Array<{ flow: string; code: string; text: string | null }> }
      ).messages
    const notices = await list('notice')
    expect(notices.map((m) => m.flow)).toEqual(['notice:link'])
    expect(notices[0]?.code).toBe('')
    expect(notices[0]?.text).toMatch(/phone number\) was linked .* from IP 10\.0\.0\.1/)
    expect((await list('code')).every((m) => /^\d{6}$/.test(m.code))).toBe(true)
    expect(await t.code('outbox-notice@example.com')).toMatch(/^\d{6}$/)
    expect(a.user.id).toBeTruthy()
  })

  it('unlink, MFA on and off, and log out everywhere each notify and are recorded', async () => {
    const sent: DeliverMessage[] = []
    const t = await createTestServer()
    const deliver = t.deps.config.deliver
    t.deps.config.deliver = async (m) => {
      sent.push(m)
      await deliver?.(m)
    }
    const a = await withPhone(t, 'events@example.com', '+14155550110')
    await t.granted(a.token, () =>
      t.post('/api/v1/passwordless_sms/unlink', { phoneNumber: '+14155550110' }, { token: a.token }),
    )
    const secret = await enrolTotp(t, a.token, NOW)
    await t.granted(
      a.token,
      () => t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token }),
      (grant) => totpGrant(t, a.token, secret, grant),
    )
    await t.post('/api/v1/sessions/logout_all', {}, { token: a.token })
    const events = sent.filter((m) => m.kind === 'notice').map((m) => (m.kind === 'notice' ? m.event : ''))
    expect(events).toEqual(['link', 'unlink', 'mfa_enrolled', 'mfa_removed', 'logout_everywhere'])
    const recorded = (await t.deps.storage.listSecurityEvents({ userId: a.user.id, limit: 50 })).map(
      (e) => e.type,
    )
    for (const type of [
      'login_success',
      'link',
      'unlink',
      'mfa_enrolled',
      'mfa_removed',
      'logout_everywhere',
    ])
      expect(recorded).toContain(type)
    expect(secret).toBeTruthy()
  })

  it('the notice text names the time in UTC, the method and the IP', () => {
    expect(noticeText('mfa_removed', Date.UTC(2026, 0, 2, 3, 4, 5) / 1000, 'totp', '2001:db8::1')).toBe(
      `Two-step verification (authenticator app) was removed from your account on 2026-01-02 03:04 UTC from IP 2001:db8::1. If this was not you, sign in and secure your account, or contact the app's support.`,
    )
  })
})

describe('sessions: cap, forks, account changes', () => {
  it('past the cap the oldest live session is revoked', async () => {
    const t = await createTestServer({ maxSessionsPerUser: 3 })
    const sessions: AuthResponseJSON[] = []
    for (let i = 0; i < 4; i++) {
      sessions.push(await t.loginEmail('many@example.com'))
      t.advance(1)
    }
    const status = async (s: AuthResponseJSON) =>
      (await t.post('/api/v1/sessions', { refresh_token: s.refresh_token })).status
    expect(await status(sessions[0] as AuthResponseJSON)).toBe(401)
    for (const s of sessions.slice(1)) expect(await status(s)).toBe(200)
    const [capped] = await t.deps.storage.listSecurityEvents({ type: 'sessions_revoked', limit: 1 })
    expect(capped?.details).toMatchObject({ reason: 'session_cap', sessions_revoked: 1 })
  })

  it('a fork keeps its parent absolute expiry: forking again and again does not renew the session', async () => {
    const t = await createTestServer({ refreshTokenTtl: 3600 })
    const a = await t.loginEmail('forker@example.com')
    let refresh = a.refresh_token
    for (let i = 0; i < 5; i++) {
      t.advance(15 * 60)
      const res = await t.post('/api/v1/sessions/fork', { refresh_token: refresh })
      if (i < 3) {
        expect(res.status).toBe(200)
        refresh = ((await res.json()) as { new_session_refresh_token: string }).new_session_refresh_token
      } else {
        // an hour after the login, the family has expired, forks included
        expect(res.status).toBe(401)
      }
    }
  })

  it('MFA enrolment ends the user other sessions (not this one)', async () => {
    const t = await createTestServer()
    const other = await t.loginEmail('enrol@example.com')
    const me = await t.loginEmail('enrol@example.com')
    await enrolTotp(t, me.token, NOW)
    expect((await t.post('/api/v1/sessions', { refresh_token: other.refresh_token })).status).toBe(401)
    expect((await t.post('/api/v1/sessions', { refresh_token: me.refresh_token })).status).toBe(200)
  })
})

describe('idempotency keys', () => {
  it('a repeated code send with the same key sends one code and answers the first answer', async () => {
    const t = await createTestServer()
    const email = 'idem@example.com'
    const headers = { 'idempotency-key': 'k-123' }
    const first = await t.post('/api/v1/passwordless/init', { email }, { headers })
    const second = await t.post('/api/v1/passwordless/init', { email }, { headers })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(await second.json()).toEqual({ success: true })
    const sent = await t.deps.storage.listOutbox({ to: email, limit: 10 })
    expect(sent).toHaveLength(1)
    // the same key with another body is refused, and sends nothing
    const other = await t.post('/api/v1/passwordless/init', { email: 'other@example.com' }, { headers })
    expect(other.status).toBe(422)
    expect((await errorOf(other)).code).toBe('idempotency_key_reused')
    expect(await t.deps.storage.listOutbox({ to: 'other@example.com', limit: 10 })).toHaveLength(0)
    // without a key, a second send is a second code
    await t.post('/api/v1/passwordless/init', { email })
    expect(await t.deps.storage.listOutbox({ to: email, limit: 10 })).toHaveLength(2)
  })

  it('a throttled send (429) sends nothing and is not kept: the retry after the wait sends one code', async () => {
    const t = await createTestServer({ rateLimits: { codePerRecipient: { max: 1, windowSeconds: 60 } } })
    const email = 'throttled@example.com'
    await t.post('/api/v1/passwordless/init', { email })
    const headers = { 'idempotency-key': 'k-throttled' }
    const throttled = await t.post('/api/v1/passwordless/init', { email }, { headers })
    expect(throttled.status).toBe(429)
    expect(await t.deps.storage.listOutbox({ to: email, limit: 10 })).toHaveLength(1)
    t.advance(61)
    const retry = await t.post('/api/v1/passwordless/init', { email }, { headers })
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBeNull()
    expect(await t.deps.storage.listOutbox({ to: email, limit: 10 })).toHaveLength(2)
  })

  it('a repeated MFA unenroll answers the first result; a malformed key is a 400', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('unenroll-idem@example.com')
    const secret = await enrolTotp(t, a.token, NOW)
    await totpGrant(t, a.token, secret, { action: 'mfa_remove', target: 'totp' })
    const headers = { 'idempotency-key': 'unenroll-1' }
    const first = await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token, headers })
    const again = await t.post('/api/v1/mfa/totp/unenroll', {}, { token: a.token, headers })
    expect(first.status).toBe(200)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual(await first.clone().json())
    const bad = await t.post(
      '/api/v1/passwordless/init',
      { email: 'x@example.com' },
      { headers: { 'idempotency-key': 'a b' } },
    )
    expect(bad.status).toBe(400)
  })
})

describe('parallel double submits', () => {
  it('one code submitted twice at once: one login, one refusal', async () => {
    const t = await createTestServer()
    const email = 'double@example.com'
    await t.post('/api/v1/passwordless/init', { email })
    const code = await t.code(email)
    const results = await Promise.all([
      t.post('/api/v1/passwordless/authenticate', { email, code }),
      t.post('/api/v1/passwordless/authenticate', { email, code }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 422])
  })

  it('one signed SIWE message submitted twice at once: one login, one refusal', async () => {
    const t = await createTestServer()
    const account = privateKeyToAccount(generatePrivateKey())
    const { nonce } = (await (
      await t.post('/api/v1/siwe/init', { address: account.address })
    ).json()) as SiweInitResponseJSON
    const message = createSiweMessage({
      address: account.address,
      chainId: 1,
      domain: '127.0.0.1:5173',
      nonce,
      uri: 'http://127.0.0.1:5173/',
      version: '1',
      issuedAt: new Date(NOW),
    })
    const body = { message, signature: await account.signMessage({ message }), chainId: 'eip155:1' }
    const results = await Promise.all([
      t.post('/api/v1/siwe/authenticate', body),
      t.post('/api/v1/siwe/authenticate', body),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 401])
  })

  it('an idempotency key on a refresh is ignored: no answer holding tokens is ever kept', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('no-keep@example.com')
    const res = await t.post(
      '/api/v1/sessions',
      { refresh_token: a.refresh_token },
      { headers: { 'idempotency-key': 'refresh-1' } },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('idempotent-replayed')).toBeNull()
    expect((await t.fingerprint()).idempotency_keys).toBe(0)
  })
})

describe('SIWE nonces', () => {
  it('a message with another address cannot burn a nonce: its own address still signs in with it', async () => {
    const t = await createTestServer()
    const owner = privateKeyToAccount(generatePrivateKey())
    const other = privateKeyToAccount(generatePrivateKey())
    const init = await t.post('/api/v1/siwe/init', { address: owner.address })
    const { nonce } = (await init.json()) as SiweInitResponseJSON
    const submit = async (account: typeof owner) => {
      const message = createSiweMessage({
        address: account.address,
        chainId: 1,
        domain: '127.0.0.1:5173',
        nonce,
        uri: 'http://127.0.0.1:5173/',
        version: '1',
        issuedAt: new Date(NOW),
      })
      return t.post('/api/v1/siwe/authenticate', {
        message,
        signature: await account.signMessage({ message }),
        chainId: 'eip155:1',
      })
    }
    expect((await submit(other)).status).toBe(401)
    expect((await submit(owner)).status).toBe(200)
    // and once used it is gone
    expect((await submit(owner)).status).toBe(401)
  })
})
