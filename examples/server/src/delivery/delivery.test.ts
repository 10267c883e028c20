/**
 * Code and notice delivery against real local servers: an SMTP server (`smtp-server`), an SMS provider endpoint in
 * Twilio's shape and a hook receiver checking Standard Webhooks signatures. The reference server runs outside dev
 * mode and is driven over HTTP; every code is read from what arrived, and logs are searched for it.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppSeed } from '../config'
import { type StartServerOptions, startServer } from '../index'
import { createLogger } from '../logging'
import { deliverySettingsFromEnv } from './settings'
import { codeIn, type FakeHttp, type FakeSmtp, smsBodies, startHttp, startSmtp, verifyHook } from './testing'

const APP_ID = 'acmeapp000000000000000001'
const APP: AppSeed = {
  id: APP_ID,
  name: 'Acme <Shop>',
  settings: {
    allowedOrigins: ['http://127.0.0.1:5173'],
    emailAuth: true,
    smsAuth: true,
    mfaMethods: ['sms'],
  },
}
const FROM = 'Acme <no-reply@acme.test>'
const SID = `AC${'1'.repeat(32)}`
const SMS_TOKEN = 'sms-auth-token-secret'
const HOOK_SECRET = `whsec_${randomBytes(24).toString('base64')}`

const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

/** The reference server outside dev mode, over HTTP, with its logs (structured and plain) kept. */
async function serve(options: StartServerOptions) {
  const logs: string[] = []
  const running = await startServer({
    devMode: false,
    dataKey: randomBytes(32).toString('base64'),
    trustProxy: true,
    apps: [APP],
    cleanupIntervalSeconds: 0,
    logger: createLogger({ level: 'debug', destination: { write: (line: string) => logs.push(line) } }),
    log: (line) => logs.push(line),
    ...options,
  })
  cleanups.push(() => running.close())
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${running.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': APP_ID, ...headers },
      body: JSON.stringify(body),
    })
  return { url: running.url, logs, post }
}

async function smtp(options: Parameters<typeof startSmtp>[0] = {}): Promise<FakeSmtp> {
  const s = await startSmtp(options)
  cleanups.push(() => s.close())
  return s
}

async function http(answer?: Parameters<typeof startHttp>[0]): Promise<FakeHttp> {
  const h = await startHttp(answer)
  cleanups.push(() => h.close())
  return h
}

const smsSettings = (fake: FakeHttp) => ({
  accountSid: SID,
  authToken: SMS_TOKEN,
  from: '+15005550006',
  apiUrl: fake.url,
})

describe('SMTP (nodemailer to a real SMTP server)', () => {
  it('the login code arrives by mail in the request language (text and HTML) and logs the person in; no code in the logs', async () => {
    const mailbox = await smtp({ user: 'latch', password: 'smtp-secret' })
    const s = await serve({ delivery: { smtp: { url: mailbox.url, from: FROM } } })
    const email = 'ana@example.com'
    const init = await s.post(
      '/api/v1/passwordless/init',
      { email },
      { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    )
    expect(init.status).toBe(200)
    expect(mailbox.mails).toHaveLength(1)
    const mail = mailbox.mails[0]
    expect(mail?.to && 'text' in mail.to ? mail.to.text : '').toBe(email)
    expect(mail?.from?.value).toEqual([{ name: 'Acme', address: 'no-reply@acme.test' }])
    expect(mail?.subject).toBe('Votre code de connexion Acme <Shop>')
    const code = codeIn(mail?.text)
    expect(mail?.text).toContain('Saisissez ce code pour vous connecter à Acme <Shop> :')
    expect(mail?.text).toContain('Le code expire dans 10 minutes.')
    // the HTML carries the same code, the app name escaped, the language marked
    expect(mail?.html).toContain(code)
    expect(mail?.html).toContain('Acme &lt;Shop&gt;')
    expect(mail?.html).not.toContain('<Shop>')
    expect(mail?.html).toContain('lang="fr"')

    const auth = await s.post('/api/v1/passwordless/authenticate', { email, code })
    expect(auth.status).toBe(200)
    expect(((await auth.json()) as { token: string }).token).toBeTruthy()
    const logs = s.logs.join('\n')
    expect(logs).toContain('/api/v1/passwordless/init')
    expect(logs).not.toContain(code)
    expect(logs).not.toContain('smtp-secret')
  })

  it('a server refusing for now (451) is tried again: the third try delivers, the code works, the log says no code', async () => {
    const mailbox = await smtp({ fail: (attempt) => (attempt <= 2 ? 451 : null) })
    const s = await serve({ delivery: { smtp: { url: mailbox.url, from: FROM }, retryBaseMs: 20 } })
    const email = 'retry@example.com'
    expect((await s.post('/api/v1/passwordless/init', { email })).status).toBe(200)
    expect(mailbox.tries()).toBe(3)
    const code = codeIn(mailbox.mails[0]?.text)
    expect((await s.post('/api/v1/passwordless/authenticate', { email, code })).status).toBe(200)
    const logs = s.logs.join('\n')
    expect(logs).toContain('delivery: sent after retry')
    expect(logs).not.toContain(code)
    expect(logs).not.toContain(email)
  })

  it('a server that keeps failing is tried 3 times, then the person gets 503 delivery_failed (retryable); the log names neither code nor address', async () => {
    const mailbox = await smtp({ fail: () => 451 })
    const s = await serve({ delivery: { smtp: { url: mailbox.url, from: FROM }, retryBaseMs: 20 } })
    const email = 'down@example.com'
    const init = await s.post('/api/v1/passwordless/init', { email })
    expect(init.status).toBe(503)
    expect(init.headers.get('retry-after')).toBe('5')
    expect(await init.json()).toEqual({
      error: 'The code could not be sent. Please try again in a moment.',
      code: 'delivery_failed',
    })
    expect(mailbox.tries()).toBe(3)
    expect(mailbox.mails).toHaveLength(0)
    const failed = s.logs.filter((l) => l.includes('delivery: failed'))
    expect(failed).toHaveLength(1)
    expect(failed[0]).toContain('"reason":"smtp 451"')
    expect(failed[0]).toContain('"tries":3')
    expect(s.logs.join('\n')).not.toContain(email)
  })

  it('a refusal for good (550) is not tried again; an unreachable server is tried 3 times', async () => {
    const mailbox = await smtp({ fail: () => 550 })
    const s = await serve({ delivery: { smtp: { url: mailbox.url, from: FROM }, retryBaseMs: 20 } })
    expect((await s.post('/api/v1/passwordless/init', { email: 'gone@example.com' })).status).toBe(503)
    expect(mailbox.tries()).toBe(1)

    const closed = await smtp()
    await closed.close()
    const t = await serve({ delivery: { smtp: { url: closed.url, from: FROM }, retryBaseMs: 20 } })
    const init = await t.post('/api/v1/passwordless/init', { email: 'nobody@example.com' })
    expect(init.status).toBe(503)
    expect(((await init.json()) as { code: string }).code).toBe('delivery_failed')
    const failed = t.logs.find((l) => l.includes('delivery: failed'))
    expect(failed).toContain('"tries":3')
    expect(failed).toContain('ECONNREFUSED')
  }, 15_000)
})

describe('SMS (a provider HTTP API in Twilio shape)', () => {
  it('the code goes as a form with Basic auth, in the request language; the link it confirms sends a notice by mail', async () => {
    const mailbox = await smtp()
    const provider = await http()
    const s = await serve({
      delivery: { smtp: { url: mailbox.url, from: FROM }, sms: smsSettings(provider) },
    })
    const email = 'bo@example.com'
    await s.post('/api/v1/passwordless/init', { email })
    const login = await s.post('/api/v1/passwordless/authenticate', {
      email,
      code: codeIn(mailbox.mails[0]?.text),
    })
    const { token } = (await login.json()) as { token: string }

    const phone = '+14155550100'
    const de = { 'accept-language': 'de-DE,de;q=0.9' }
    expect((await s.post('/api/v1/passwordless_sms/init', { phoneNumber: phone }, de)).status).toBe(200)
    expect(provider.requests).toHaveLength(1)
    const sent = provider.requests[0]
    expect(sent?.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`)
    expect(sent?.headers.authorization).toBe(`Basic ${Buffer.from(`${SID}:${SMS_TOKEN}`).toString('base64')}`)
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams(sent?.body)
    expect(form.get('To')).toBe(phone)
    expect(form.get('From')).toBe('+15005550006')
    const body = form.get('Body') ?? ''
    const code = codeIn(body)
    expect(body).toBe(`${code} ist Ihr Anmeldecode für Acme <Shop>. Geben Sie ihn nicht weiter.`)

    const linked = await s.post(
      '/api/v1/passwordless_sms/link',
      { phoneNumber: phone, code },
      { ...de, authorization: `Bearer ${token}` },
    )
    expect(linked.status).toBe(200)
    // the notice: by mail to the account's email, in German, what and when and from where; no code
    const notice = mailbox.mails[1]
    expect(notice?.subject).toBe('Sicherheitshinweis von Acme <Shop>')
    expect(notice?.text).toContain('Eine Anmeldemethode (Telefonnummer) wurde mit Ihrem Konto verknüpft.')
    expect(notice?.text).toContain('IP-Adresse:')
    expect(notice?.text).not.toContain(code)
    expect(notice?.text).not.toContain(phone)
    const logs = s.logs.join('\n')
    expect(logs).not.toContain(code)
    expect(logs).not.toContain(SMS_TOKEN)
  })

  it('a step-up code and an MFA code each arrive with their own words and work', async () => {
    const mailbox = await smtp()
    const provider = await http()
    const s = await serve({
      delivery: { smtp: { url: mailbox.url, from: FROM }, sms: smsSettings(provider) },
    })
    const email = 'cy@example.com'
    await s.post('/api/v1/passwordless/init', { email })
    const login = await s.post('/api/v1/passwordless/authenticate', {
      email,
      code: codeIn(mailbox.mails[0]?.text),
    })
    const bearer = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }

    expect((await s.post('/api/v1/step_up/init', { type: 'email' }, bearer)).status).toBe(200)
    const stepUp = mailbox.mails[1]
    expect(stepUp?.subject).toBe('Your Acme <Shop> verification code')
    expect(stepUp?.text).toContain('Enter this code on Acme <Shop> to confirm it is you:')
    const verified = await s.post(
      '/api/v1/step_up/verify',
      // made for the SMS enrolment that follows (a grant `mfa_enroll sms`)
      { type: 'email', code: codeIn(stepUp?.text), action: 'mfa_enroll', target: 'sms' },
      bearer,
    )
    expect(verified.status).toBe(200)

    const phone = '+14155550105'
    const enroll = await s.post(
      '/api/v1/mfa/passwordless_sms/init',
      { action: 'enroll', phoneNumber: phone },
      { ...bearer, 'accept-language': 'es' },
    )
    expect(enroll.status).toBe(200)
    const [body] = smsBodies(provider)
    const code = codeIn(body)
    expect(body).toBe(`${code} es tu código de verificación en dos pasos de Acme <Shop>. No lo compartas.`)
  })

  it('a provider answering 503 twice and then 201: the third try delivers and the code logs in', async () => {
    const provider = await http((_r, attempt) => (attempt <= 2 ? { status: 503 } : null))
    const s = await serve({ delivery: { sms: smsSettings(provider), retryBaseMs: 20 } })
    const phone = '+14155550101'
    expect((await s.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })).status).toBe(200)
    expect(provider.requests).toHaveLength(3)
    const code = codeIn(smsBodies(provider)[2])
    expect((await s.post('/api/v1/passwordless_sms/authenticate', { phoneNumber: phone, code })).status).toBe(
      200,
    )
    expect(s.logs.join('\n')).not.toContain(code)
  })

  it('a provider always failing: 3 tries then 503 delivery_failed; a refused number (400) is tried once', async () => {
    const down = await http(() => ({ status: 500 }))
    const s = await serve({ delivery: { sms: smsSettings(down), retryBaseMs: 20 } })
    const phone = '+14155550102'
    const init = await s.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })
    expect(init.status).toBe(503)
    expect(((await init.json()) as { code: string }).code).toBe('delivery_failed')
    expect(down.requests).toHaveLength(3)
    const code = codeIn(smsBodies(down)[0])
    const logs = s.logs.join('\n')
    expect(logs).toContain('"reason":"http 500"')
    expect(logs).not.toContain(code)
    expect(logs).not.toContain(phone)

    const refusing = await http(() => ({
      status: 400,
      body: { code: 21211, message: `The 'To' number ${phone} is not a valid phone number.` },
    }))
    const t = await serve({ delivery: { sms: smsSettings(refusing), retryBaseMs: 20 } })
    expect((await t.post('/api/v1/passwordless_sms/init', { phoneNumber: phone })).status).toBe(503)
    expect(refusing.requests).toHaveLength(1)
    const failed = t.logs.find((l) => l.includes('delivery: failed'))
    expect(failed).toContain('http 400 provider 21211')
    expect(t.logs.join('\n')).not.toContain(phone)
  })
})

describe('the signed HTTP hook (Standard Webhooks)', () => {
  it('a channel without an adapter goes to the hook; the receiver verifies the signature and the code logs in', async () => {
    const receiver = await http(() => ({ status: 204 }))
    const s = await serve({
      delivery: { hook: { url: `${receiver.url}/latch/deliver`, secret: HOOK_SECRET } },
    })
    const email = 'hook@example.com'
    expect((await s.post('/api/v1/passwordless/init', { email }, { 'accept-language': 'ja' })).status).toBe(
      200,
    )
    expect(receiver.requests).toHaveLength(1)
    const request = receiver.requests[0]
    if (!request) throw new Error('no hook request')
    expect(request.path).toBe('/latch/deliver')
    const payload = verifyHook(HOOK_SECRET, request) as {
      type: string
      data: { channel: string; to: string; code: string; kind: string; locale: string; subject: string }
    }
    expect(payload.type).toBe('delivery.code')
    expect(payload.data).toMatchObject({
      channel: 'email',
      to: email,
      kind: 'login_code',
      locale: 'ja',
      subject: 'Acme <Shop> のログインコード',
    })
    // another secret, or a changed body, does not verify
    expect(() => verifyHook(`whsec_${randomBytes(24).toString('base64')}`, request)).toThrow()
    expect(() =>
      verifyHook(HOOK_SECRET, { ...request, body: request.body.replace(email, 'x@example.com') }),
    ).toThrow()

    const auth = await s.post('/api/v1/passwordless/authenticate', { email, code: payload.data.code })
    expect(auth.status).toBe(200)
    expect(s.logs.join('\n')).not.toContain(payload.data.code)
  })

  it('a hook failing is tried 3 times with one message id, then 503 delivery_failed', async () => {
    const receiver = await http(() => ({ status: 502 }))
    const s = await serve({
      delivery: { hook: { url: receiver.url, secret: HOOK_SECRET }, retryBaseMs: 20 },
    })
    const init = await s.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155550103' })
    expect(init.status).toBe(503)
    expect(receiver.requests).toHaveLength(3)
    const ids = new Set(receiver.requests.map((r) => r.headers['webhook-id']))
    expect(ids.size).toBe(1)
    for (const r of receiver.requests) expect(() => verifyHook(HOOK_SECRET, r)).not.toThrow()
  })
})

describe('deliver given in code', () => {
  it('wins over the adapters, and a throw is retried like a failed try', async () => {
    const mailbox = await smtp()
    const got: string[] = []
    let calls = 0
    const s = await serve({
      delivery: { smtp: { url: mailbox.url, from: FROM }, retryBaseMs: 20 },
      deliver: async (m) => {
        calls++
        if (calls === 1) throw new Error('the embedder sender hiccups')
        if (m.kind !== 'notice') got.push(m.code)
      },
    })
    const email = 'embed@example.com'
    expect((await s.post('/api/v1/passwordless/init', { email })).status).toBe(200)
    expect(calls).toBe(2)
    expect(mailbox.mails).toHaveLength(0)
    expect((await s.post('/api/v1/passwordless/authenticate', { email, code: got[0] })).status).toBe(200)
  })
})

describe('readiness', () => {
  it('outside dev mode with no delivery: /api/ready 503 delivery_unconfigured, and a code send 503 delivery_unavailable', async () => {
    const s = await serve({})
    const ready = await fetch(`${s.url}/api/ready`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({
      ready: false,
      code: 'delivery_unconfigured',
      reason: 'No code delivery is configured (LATCH_SMTP_URL, LATCH_SMS_*, LATCH_DELIVERY_HOOK_URL)',
      reasons: [
        {
          code: 'delivery_unconfigured',
          reason: 'No code delivery is configured (LATCH_SMTP_URL, LATCH_SMS_*, LATCH_DELIVERY_HOOK_URL)',
        },
      ],
    })
    const init = await s.post('/api/v1/passwordless/init', { email: 'x@example.com' })
    expect(init.status).toBe(503)
    expect(((await init.json()) as { code: string }).code).toBe('delivery_unavailable')

    // email only: ready, and SMS answers that this server cannot send it
    const mailbox = await smtp()
    const t = await serve({ delivery: { smtp: { url: mailbox.url, from: FROM } } })
    expect(await (await fetch(`${t.url}/api/ready`)).json()).toEqual({ ready: true, engine: 'sqlite' })
    const sms = await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+14155550104' })
    expect(sms.status).toBe(503)
    expect(await sms.json()).toEqual({ error: 'This server cannot send SMS.', code: 'delivery_unavailable' })
  }, 20_000)

  it('a wallet frame that cannot be built: /api/ready 503 wallet_frame_unbuildable naming what is missing, with every other reason', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-frame-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const entry = join(dir, 'frame.ts')
    writeFileSync(entry, "import { get } from 'latch-missing-frame-dependency'\nconsole.log(get)\n")
    const s = await serve({ walletFrameEntry: entry })
    const ready = await fetch(`${s.url}/api/ready`)
    expect(ready.status).toBe(503)
    const body = (await ready.json()) as { reasons: Array<{ code: string; reason: string }> }
    expect(body.reasons.map((r) => r.code)).toEqual(['delivery_unconfigured', 'wallet_frame_unbuildable'])
    expect(body.reasons[1]?.reason).toBe(
      'The embedded wallet frame cannot be built: Could not resolve "latch-missing-frame-dependency"',
    )
    expect((await fetch(`${s.url}/embedded-wallets/frame.js`)).status).toBe(500)

    // the frame of this repository builds: with a delivery, ready
    const mailbox = await smtp()
    const t = await serve({ delivery: { smtp: { url: mailbox.url, from: FROM } } })
    expect((await fetch(`${t.url}/api/ready`)).status).toBe(200)
  }, 30_000)
})

describe('settings from the environment', () => {
  it('lists every problem at once and never a secret', () => {
    const { problems, settings } = deliverySettingsFromEnv({
      LATCH_SMTP_URL: 'http://mail.example.com',
      LATCH_SMTP_PASSWORD: 'smtp-pass-secret',
      LATCH_SMS_AUTH_TOKEN: 'sms-token-secret',
      LATCH_DELIVERY_HOOK_URL: 'https://hooks.example.com/latch',
      LATCH_DELIVERY_HOOK_SECRET: 'not-a-secret-format',
      LATCH_DELIVERY_TRIES: '0',
    })
    expect(problems).toEqual([
      'LATCH_DELIVERY_TRIES must be an integer of at least 1',
      'LATCH_SMTP_URL must be an smtp:// or smtps:// URL',
      'LATCH_SMTP_FROM (the sender address) is required with SMTP',
      'LATCH_SMS_ACCOUNT_SID is required with SMS',
      'LATCH_SMS_FROM (the sender) is required with SMS',
      'LATCH_DELIVERY_HOOK_SECRET is not a signing secret (whsec_ then base64)',
    ])
    expect(problems.join('\n')).not.toMatch(/secret-format|pass-secret|token-secret/)
    expect(settings.smtp).toBeUndefined()
    expect(settings.sms).toBeUndefined()
    expect(settings.hook).toBeUndefined()
  })

  it('a full configuration reads every adapter', () => {
    const { problems, settings } = deliverySettingsFromEnv({
      LATCH_SMTP_URL: 'smtps://mail.example.com',
      LATCH_SMTP_USER: 'apikey',
      LATCH_SMTP_PASSWORD: 'p',
      LATCH_SMTP_FROM: 'Acme <no-reply@acme.test>',
      LATCH_SMS_ACCOUNT_SID: SID,
      LATCH_SMS_AUTH_TOKEN: SMS_TOKEN,
      LATCH_SMS_FROM: '+15005550006',
      LATCH_DELIVERY_HOOK_URL: 'https://hooks.example.com/latch',
      LATCH_DELIVERY_HOOK_SECRET: HOOK_SECRET,
      LATCH_DELIVERY_TRIES: '5',
      LATCH_DELIVERY_RETRY_BASE_MS: '100',
      LATCH_DELIVERY_TIMEOUT_MS: '3000',
    })
    expect(problems).toEqual([])
    expect(settings).toEqual({
      smtp: {
        url: 'smtps://mail.example.com',
        user: 'apikey',
        password: 'p',
        from: 'Acme <no-reply@acme.test>',
      },
      sms: { accountSid: SID, authToken: SMS_TOKEN, from: '+15005550006', apiUrl: 'https://api.twilio.com' },
      hook: { url: 'https://hooks.example.com/latch', secret: HOOK_SECRET },
      tries: 5,
      retryBaseMs: 100,
      timeoutMs: 3000,
    })
  })
})
