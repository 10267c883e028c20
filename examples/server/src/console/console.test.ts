/**
 * The operator console's API over the real app (`app.request()`, SQLite in memory, real WebAuthn answers from a
 * software authenticator): invites, passkey and code sign-in, the refusals of every `/console/api` route (no
 * session, a forged cookie, an end user's token, another site, a change without the CSRF token), roles, settings
 * refused field by field with nothing changed, and the audit log.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join as joinPath } from 'node:path'
import { pathOf } from '@latch/core/protocol'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { runCli } from '../cli'
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from '../passkey-testing'
import { APP_ID, createTestServer, ORIGIN, type TestServer } from '../testing'
import { inviteOperator } from './operators'
import * as P from './protocol'

const CONSOLE = 'http://localhost:8787'
const SAME = { origin: CONSOLE, 'sec-fetch-site': 'same-origin' }

interface Operator {
  cookie: string
  csrf: string
  id: string
}

let t: TestServer
let authenticator: SoftwareAuthenticator

beforeEach(async () => {
  t = await createTestServer({ publicUrl: CONSOLE })
  authenticator = createSoftwareAuthenticator()
})
afterEach(async () => {
  await t.close()
})

const call = (
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
) =>
  Promise.resolve(
    t.app.request(path, {
      method,
      headers: {
        'x-forwarded-for': '10.0.0.9',
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }),
  )

const cookieOf = (res: Response) => {
  const set = res.headers.get('set-cookie') ?? ''
  expect(set).toMatch(/HttpOnly/)
  expect(set).toMatch(/SameSite=Strict/)
  return set.split(';')[0] as string
}

async function invite(email: string, role: 'owner' | 'support') {
  const { link } = await inviteOperator(t.deps.storage, {
    email,
    role,
    publicUrl: CONSOLE,
    now: Math.floor(t.deps.config.now() / 1000),
  })
  return link.split('#')[1] as string
}

async function join(email: string, role: 'owner' | 'support', auth = authenticator): Promise<Operator> {
  const token = await invite(email, role)
  const opts = await call('POST', P.CONSOLE_INVITE_OPTIONS.path, { headers: SAME, body: { token } })
  expect(opts.status).toBe(200)
  const { options } = (await opts.json()) as { options: never }
  const response = await auth.register(options, { origin: CONSOLE })
  const res = await call('POST', P.CONSOLE_INVITE_VERIFY.path, { headers: SAME, body: { token, response } })
  expect(res.status, await res.clone().text()).toBe(200)
  const body = (await res.json()) as P.ConsoleSessionJSON
  return { cookie: cookieOf(res), csrf: body.csrf, id: body.operator.id }
}

const as = (op: Operator, extra: Record<string, string> = {}) => ({
  ...SAME,
  cookie: op.cookie,
  [P.CONSOLE_CSRF_HEADER]: op.csrf,
  ...extra,
})

/** A path of `endpoint` with every parameter filled. */
const pathFor = (e: { path: string }) =>
  pathOf(e, { appId: APP_ID, userId: 'did:latch:nobody', sessionId: 'ses_x', deliveryId: 'msg_x' })

describe('operators sign in', () => {
  it('an invite registers a passkey once; the passkey signs in again; the invite link cannot be used twice', async () => {
    const token = await invite('Ops@Example.com', 'owner')
    const opts = await call('POST', P.CONSOLE_INVITE_OPTIONS.path, { headers: SAME, body: { token } })
    const { options } = (await opts.json()) as { options: never }
    const response = await authenticator.register(options, { origin: CONSOLE })
    const first = await call('POST', P.CONSOLE_INVITE_VERIFY.path, {
      headers: SAME,
      body: { token, response },
    })
    expect(first.status).toBe(200)
    const session = (await first.json()) as P.ConsoleSessionJSON
    expect(session.operator).toMatchObject({ email: 'ops@example.com', role: 'owner' })
    // the same link again: refused
    const again = await call('POST', P.CONSOLE_INVITE_OPTIONS.path, { headers: SAME, body: { token } })
    expect(again.status).toBe(400)
    expect(((await again.json()) as { code: string }).code).toBe('invite_invalid')

    const login = await call('POST', P.CONSOLE_PASSKEY_OPTIONS.path, { headers: SAME })
    const { options: get } = (await login.json()) as { options: never }
    const assertion = await authenticator.authenticate(get, { origin: CONSOLE })
    const signed = await call('POST', P.CONSOLE_PASSKEY_VERIFY.path, {
      headers: SAME,
      body: { response: assertion },
    })
    expect(signed.status).toBe(200)
    const me = await call('GET', P.CONSOLE_ME.path, { headers: { ...SAME, cookie: cookieOf(signed) } })
    expect(me.status).toBe(200)
    expect(((await me.json()) as P.ConsoleSessionJSON).operator.email).toBe('ops@example.com')
  })

  it('an answer signed for another origin is refused, and the invite stays usable', async () => {
    const token = await invite('a@example.com', 'support')
    const opts = await call('POST', P.CONSOLE_INVITE_OPTIONS.path, { headers: SAME, body: { token } })
    const { options } = (await opts.json()) as { options: never }
    const response = await authenticator.register(options, { origin: 'http://localhost:9999' })
    const res = await call('POST', P.CONSOLE_INVITE_VERIFY.path, { headers: SAME, body: { token, response } })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { code: string }).code).toBe('passkey_invalid')
    expect(await t.deps.storage.getOperatorByEmail('a@example.com')).toBeNull()
    const retry = await call('POST', P.CONSOLE_INVITE_OPTIONS.path, { headers: SAME, body: { token } })
    expect(retry.status).toBe(200)
  })

  it('the emailed code signs an operator in; a wrong code and an unknown address do not', async () => {
    await join('ops@example.com', 'support')
    const unknown = await call('POST', P.CONSOLE_CODE_SEND.path, {
      headers: SAME,
      body: { email: 'x@example.com' },
    })
    expect(unknown.status).toBe(200)
    expect(await t.deps.storage.listOutbox({ to: 'x@example.com', limit: 5 })).toHaveLength(0)
    const send = await call('POST', P.CONSOLE_CODE_SEND.path, {
      headers: SAME,
      body: { email: 'ops@example.com' },
    })
    expect(send.status).toBe(200)
    const code = await t.code('ops@example.com')
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    const bad = await call('POST', P.CONSOLE_CODE_VERIFY.path, {
      headers: SAME,
      body: { email: 'ops@example.com', code: wrong },
    })
    expect(bad.status).toBe(422)
    const ok = await call('POST', P.CONSOLE_CODE_VERIFY.path, {
      headers: SAME,
      body: { email: 'ops@example.com', code },
    })
    expect(ok.status).toBe(200)
    cookieOf(ok)
  })

  it('a session ends after 30 minutes idle, and at 8 hours whatever the activity', async () => {
    const op = await join('ops@example.com', 'owner')
    t.advance(29 * 60)
    expect((await call('GET', P.CONSOLE_ME.path, { headers: as(op) })).status).toBe(200)
    t.advance(29 * 60)
    expect((await call('GET', P.CONSOLE_ME.path, { headers: as(op) })).status).toBe(200)
    t.advance(31 * 60)
    expect((await call('GET', P.CONSOLE_ME.path, { headers: as(op) })).status).toBe(401)
    const again = await join('ops2@example.com', 'owner', createSoftwareAuthenticator())
    for (let i = 0; i < 17; i++) {
      t.advance(29 * 60)
      const res = await call('GET', P.CONSOLE_ME.path, { headers: as(again) })
      expect(res.status, `after ${(i + 1) * 29} minutes`).toBe((i + 1) * 29 * 60 < 8 * 3600 ? 200 : 401)
    }
  })
})

describe('every /console/api route refuses', () => {
  it('no cookie, a forged cookie, an end-user token, another site, and a change without the CSRF token', async () => {
    const op = await join('ops@example.com', 'owner')
    const user = await t.loginEmail('person@example.com')
    for (const e of P.CONSOLE_API_ENDPOINTS) {
      const path = pathFor(e)
      const body = e.method === 'GET' ? undefined : {}
      const cases: Array<[string, Record<string, string>, number, string]> = [
        ['no session', { ...SAME }, 401, 'console_session_required'],
        [
          'forged cookie',
          { ...SAME, cookie: 'latch_console=forged-token-0123456789' },
          401,
          'console_session_required',
        ],
        [
          'end-user token',
          { ...SAME, authorization: `Bearer ${user.token}`, 'privy-app-id': APP_ID },
          401,
          'console_session_required',
        ],
        [
          'end-user token with a session',
          as(op, { authorization: `Bearer ${user.token}` }),
          401,
          'console_session_required',
        ],
        [
          'cross-site',
          as(op, { 'sec-fetch-site': 'cross-site', origin: ORIGIN }),
          403,
          'console_csrf_refused',
        ],
        ['same-site other origin', as(op, { 'sec-fetch-site': 'same-site' }), 403, 'console_csrf_refused'],
        ['foreign Origin', as(op, { origin: 'http://localhost:5173' }), 403, 'console_csrf_refused'],
      ]
      if (e.method !== 'GET') {
        cases.push(['no CSRF token', { ...SAME, cookie: op.cookie }, 403, 'console_csrf_refused'])
        cases.push([
          'wrong CSRF token',
          as(op, { [P.CONSOLE_CSRF_HEADER]: 'x'.repeat(32) }),
          403,
          'console_csrf_refused',
        ])
      }
      for (const [name, headers, status, code] of cases) {
        const res = await call(e.method, path, { headers, body })
        expect(res.status, `${e.method} ${e.path}: ${name}`).toBe(status)
        expect(((await res.json()) as { code: string }).code, `${e.method} ${e.path}: ${name}`).toBe(code)
      }
    }
    // nothing of those refused calls was audited (only the sign-in)
    const audit = await t.deps.storage.listConsoleAudit({ limit: 100 })
    expect(audit.map((a) => a.action)).toEqual(['operator.login', 'operator.invite_accepted'])
  })

  it('sign-in calls from another site are refused too', async () => {
    for (const e of P.CONSOLE_AUTH_ENDPOINTS) {
      const res = await call('POST', e.path, {
        headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        body: {},
      })
      expect(res.status, e.path).toBe(403)
      expect(((await res.json()) as { code: string }).code).toBe('console_csrf_refused')
      const bare = await call('POST', e.path, { body: {} })
      expect(bare.status, `${e.path} without Origin`).toBe(403)
    }
  })
})

describe('roles, settings and the audit log', () => {
  it('support reads and revokes sessions; secrets, settings, deletes and redeliveries are refused', async () => {
    const support = await join('help@example.com', 'support')
    const person = await t.loginEmail('person@example.com')
    const userId = person.user.id
    const base = `/console/api/apps/${APP_ID}/users/${encodeURIComponent(userId)}`
    expect((await call('GET', P.CONSOLE_APPS_LIST.path, { headers: as(support) })).status).toBe(200)
    expect(
      (await call('GET', `${P.CONSOLE_USERS_SEARCH.path}?q=person@example.com`, { headers: as(support) }))
        .status,
    ).toBe(200)
    const before = await t.fingerprint()
    for (const [path, body] of [
      [`/console/api/apps/${APP_ID}/rotate-secret`, {}],
      [`/console/api/apps/${APP_ID}/rotate-webhook-secret`, {}],
      [`/console/api/apps/${APP_ID}`, { name: 'Renamed' }],
      [`${base}/delete`, { confirm: userId }],
      ['/console/api/webhooks/msg_x/redeliver', {}],
    ] as const) {
      const res = await call('POST', path, { headers: as(support), body })
      expect(res.status, path).toBe(403)
      expect(((await res.json()) as { code: string }).code).toBe('console_role_refused')
    }
    expect((await call('GET', P.CONSOLE_AUDIT.path, { headers: as(support) })).status).toBe(403)
    expect(await t.fingerprint()).toEqual(before)
    const revoke = await call('POST', `${base}/sessions/revoke`, { headers: as(support) })
    expect(revoke.status).toBe(200)
    expect(((await revoke.json()) as { revoked: number }).revoked).toBe(1)
    // the person's next refresh is refused
    const refresh = await t.post('/api/v1/sessions', { refresh_token: person.refresh_token })
    expect(refresh.status).toBe(401)
    const audit = await t.deps.storage.listConsoleAudit({ limit: 1 })
    expect(audit[0]).toMatchObject({
      operatorId: support.id,
      action: 'user.sessions_revoked',
      target: userId,
    })
  })

  it('invalid settings are refused with the reason beside each field, and nothing changes', async () => {
    const owner = await join('ops@example.com', 'owner')
    const before = await t.fingerprint()
    const res = await call('POST', `/console/api/apps/${APP_ID}`, {
      headers: as(owner),
      body: {
        name: 'Fine name',
        allowed_origins: ['https://app.example.com/path'],
        login_methods: ['email', 'carrier-pigeon'],
        mfa_methods: ['totp', 'fax'],
        webhook_url: 'ftp://hooks.example.com',
        colour: 'red',
      },
    })
    expect(res.status).toBe(422)
    const body = (await res.json()) as { code: string; fields: Record<string, string> }
    expect(body.code).toBe('invalid_settings')
    expect(Object.keys(body.fields).sort()).toEqual(
      ['allowed_origins', 'colour', 'login_methods', 'mfa_methods', 'webhook_url'].sort(),
    )
    expect(body.fields.allowed_origins).toMatch(/no path/)
    expect(body.fields.login_methods).toMatch(/carrier-pigeon/)
    expect(await t.fingerprint()).toEqual(before)
    expect((await t.deps.storage.getApp(APP_ID))?.name).not.toBe('Fine name')
  })

  it('valid settings apply, in order, and are audited with the operator id', async () => {
    const owner = await join('ops@example.com', 'owner')
    const res = await call('POST', `/console/api/apps/${APP_ID}`, {
      headers: as(owner),
      body: { login_methods: ['wallet', 'email', 'google'], allowed_origins: ['https://app.example.com'] },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const { app } = (await res.json()) as { app: P.ConsoleAppJSON }
    expect(app.login_methods).toEqual(['wallet', 'email', 'google'])
    expect(app.allowed_origins).toEqual(['https://app.example.com'])
    const [entry] = await t.deps.storage.listConsoleAudit({ limit: 1 })
    expect(entry).toMatchObject({ operatorId: owner.id, action: 'app.updated', appId: APP_ID })
    expect(entry?.details).toEqual({ fields: ['login_methods', 'allowed_origins'] })
  })

  it('an owner rotates the app secret (shown once): the old one is refused by the server API', async () => {
    const owner = await join('ops@example.com', 'owner')
    const first = (await (
      await call('POST', `/console/api/apps/${APP_ID}/rotate-secret`, { headers: as(owner) })
    ).json()) as { app_secret: string }
    const basic = (s: string) => ({
      authorization: `Basic ${btoa(`${APP_ID}:${s}`)}`,
      'privy-app-id': APP_ID,
    })
    const person = await t.loginEmail('person@example.com')
    const usersPath = `/api/v1/users/${encodeURIComponent(person.user.id)}`
    expect((await call('GET', usersPath, { headers: basic(first.app_secret) })).status).toBe(200)
    const second = (await (
      await call('POST', `/console/api/apps/${APP_ID}/rotate-secret`, { headers: as(owner) })
    ).json()) as { app_secret: string }
    expect((await call('GET', usersPath, { headers: basic(first.app_secret) })).status).toBe(401)
    expect((await call('GET', usersPath, { headers: basic(second.app_secret) })).status).toBe(200)
    const audit = await t.deps.storage.listConsoleAudit({ limit: 2 })
    expect(audit.map((a) => a.action)).toEqual(['app.secret_rotated', 'app.secret_rotated'])
    expect(JSON.stringify(audit)).not.toContain(second.app_secret)
    // and an app read never shows a secret
    const read = await (await call('GET', `/console/api/apps/${APP_ID}`, { headers: as(owner) })).text()
    expect(read).not.toContain(second.app_secret)
  })

  it('users are found by email, wallet and user id, page by page; a delete needs the typed id and sends user.deleted', async () => {
    const owner = await join('ops@example.com', 'owner')
    const ids: string[] = []
    for (let i = 0; i < 5; i++) ids.push((await t.loginEmail(`pp${i}@example.com`)).user.id)
    const wallet = '0x1111111111111111111111111111111111111111'
    await t.deps.storage.addAccount(
      APP_ID,
      ids[2] as string,
      { type: 'wallet', key: wallet, data: { address: wallet } },
      Math.floor(t.deps.config.now() / 1000),
    )
    const search = async (q: string, extra = '') =>
      (await (
        await call('GET', `${P.CONSOLE_USERS_SEARCH.path}?q=${encodeURIComponent(q)}${extra}`, {
          headers: as(owner),
        })
      ).json()) as { users: P.ConsoleUserRowJSON[]; kind: string; next: string | null }
    const byEmail = await search('PP3@example.com')
    expect(byEmail.kind).toBe('email')
    expect(byEmail.users.map((u) => u.user_id)).toEqual([ids[3]])
    const byWallet = await search(
      '0x1111111111111111111111111111111111111111'.toUpperCase().replace('0X', '0x'),
    )
    expect(byWallet.kind).toBe('wallet')
    expect(byWallet.users.map((u) => u.user_id)).toEqual([ids[2]])
    const page1 = await search('pp', '&kind=email&limit=2')
    expect(page1.users).toHaveLength(2)
    const page2 = await search('pp', `&kind=email&limit=2&after=${encodeURIComponent(page1.next ?? '')}`)
    const page3 = await search('pp', `&kind=email&limit=2&after=${encodeURIComponent(page2.next ?? '')}`)
    expect(page3.next).toBeNull()
    expect([...page1.users, ...page2.users, ...page3.users].map((u) => u.user_id)).toEqual([...ids].sort())

    // a webhook endpoint, so the delete's user.deleted event is queued
    const hook = await call('POST', `/console/api/apps/${APP_ID}`, {
      headers: as(owner),
      body: { webhook_url: 'http://127.0.0.1:9/hooks' },
    })
    expect(hook.status, await hook.clone().text()).toBe(200)
    const target = ids[1] as string
    const del = `/console/api/apps/${APP_ID}/users/${encodeURIComponent(target)}/delete`
    const wrong = await call('POST', del, { headers: as(owner), body: { confirm: 'yes' } })
    expect(wrong.status).toBe(422)
    expect(await t.deps.storage.getUser(APP_ID, target)).not.toBeNull()
    expect((await call('POST', del, { headers: as(owner), body: { confirm: target } })).status).toBe(200)
    expect(await t.deps.storage.getUser(APP_ID, target)).toBeNull()
    const queued = await t.deps.storage.listWebhooks(APP_ID)
    expect(queued.filter((d) => d.eventType === 'user.deleted').map((d) => d.userId)).toEqual([target])
    const [audit] = await t.deps.storage.listConsoleAudit({ limit: 1 })
    expect(audit).toMatchObject({ operatorId: owner.id, action: 'user.deleted', target })
  })

  it('the security log filters and exports JSON lines, newest first', async () => {
    const owner = await join('ops@example.com', 'owner')
    const person = await t.loginEmail('person@example.com')
    await call(
      'POST',
      `/console/api/apps/${APP_ID}/users/${encodeURIComponent(person.user.id)}/sessions/revoke`,
      {
        headers: as(owner),
      },
    )
    await t.deps.storage.addSecurityEvent({
      appId: APP_ID,
      type: 'logout_all',
      userId: person.user.id,
      sessionId: null,
      method: null,
      ip: '10.0.0.1',
      details: {},
      createdAt: Math.floor(t.deps.config.now() / 1000),
    })
    const q = `?app=${APP_ID}&user=${encodeURIComponent(person.user.id)}`
    const json = (await (
      await call('GET', `${P.CONSOLE_SECURITY_EVENTS.path}${q}`, { headers: as(owner) })
    ).json()) as {
      events: P.ConsoleSecurityEventJSON[]
    }
    expect(json.events.length).toBeGreaterThan(0)
    expect(json.events.every((e) => e.user_id === person.user.id)).toBe(true)
    const ids = json.events.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const lines = await call('GET', `${P.CONSOLE_SECURITY_EVENTS.path}${q}&format=jsonl`, {
      headers: as(owner),
    })
    expect(lines.headers.get('content-type')).toMatch(/application\/x-ndjson/)
    const parsed = (await lines.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: number })
    expect(parsed.map((e) => e.id)).toEqual(ids)
    const none = (await (
      await call('GET', `${P.CONSOLE_SECURITY_EVENTS.path}${q}&type=no_such_event`, { headers: as(owner) })
    ).json()) as { events: unknown[] }
    expect(none.events).toEqual([])
  })

  it('the pages carry a strict CSP and refuse to be framed', async () => {
    for (const path of ['/console', '/console/invite', '/console/assets/console.js']) {
      const res = await call('GET', path)
      expect(res.status, path).toBe(200)
      const csp = res.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).not.toContain('unsafe-inline')
    }
  })
})

describe('latch-server console invite', () => {
  it('prints a one-time link with the token in the fragment; a bad role or address is refused', async () => {
    const out: string[] = []
    const err: string[] = []
    const dir = mkdtempSync(joinPath(tmpdir(), 'latch-console-'))
    const io = {
      env: { LATCH_PUBLIC_URL: 'https://console.example.com' },
      cwd: dir,
      now: () => Date.now(),
      out: (s: string) => out.push(s),
      err: (s: string) => err.push(s),
    }
    expect(
      await runCli(['console', 'invite', 'ops@example.com', '--role', 'owner', '--json'], io as never),
    ).toBe(0)
    const printed = JSON.parse(out[0] as string) as { link: string; role: string }
    expect(printed.role).toBe('owner')
    expect(printed.link).toMatch(/^https:\/\/console\.example\.com\/console\/invite#[\w-]{43}$/)
    expect(await runCli(['console', 'invite', 'ops@example.com', '--role', 'admin'], io as never)).toBe(1)
    expect(err.join('\n')).toMatch(/--role must be one of owner, support/)
    expect(await runCli(['console', 'invite', 'not-an-email'], io as never)).toBe(1)
    rmSync(dir, { recursive: true, force: true })
  })
})
