/**
 * One-time codes and MFA checks on the server, as an attacker would drive them: the brute-force bounds (per code, per
 * hour over every IP, under parallel submits), the binding of a code to its flow, recipient and app, and the MFA
 * wait window at its boundary (the server clock moved to 4:59 and 5:00) with the security log it leaves.
 */
import { Secret, TOTP } from 'otpauth'
import { describe, expect, it } from 'vitest'
import { DEMO_APP_ID, demoAppSeed } from '../config'
import { APP_ID, createTestServer, errorOf, type TestServer } from '../testing'

const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000')
const failures = (t: TestServer, key: string) =>
  t.deps.storage.peekRateLimit(key, 3600, Math.floor(t.deps.config.now() / 1000)).then((s) => s.count)

describe('code brute force', () => {
  it('10 parallel wrong submits on one code: exactly codeMaxAttempts are evaluated, then the code is dead', async () => {
    const t = await createTestServer()
    const email = 'victim@example.com'
    expect((await t.post('/api/v1/passwordless/init', { email })).status).toBe(200)
    const code = await t.code(email)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.post(
          '/api/v1/passwordless/authenticate',
          { email, code: wrongOf(code) },
          { ip: `10.9.0.${i + 1}` },
        ),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(422))
    // the counter of evaluated wrong guesses moved once per evaluation, not once per request
    expect(await failures(t, `code-fail:${APP_ID}:${email}`)).toBe(t.deps.config.codeMaxAttempts)
    // dead: the right code is refused too, and a new send is needed
    const late = await t.post('/api/v1/passwordless/authenticate', { email, code }, { ip: '10.9.1.1' })
    expect(late.status).toBe(422)
    await t.post('/api/v1/passwordless/init', { email }, { ip: '10.9.1.2' })
    const fresh = await t.post(
      '/api/v1/passwordless/authenticate',
      { email, code: await t.code(email) },
      { ip: '10.9.1.3' },
    )
    expect(fresh.status).toBe(200)
  })

  it('an attacker over one hour, many IPs, a send every minute and 10 guesses each: exactly 100 guesses evaluated', async () => {
    const t = await createTestServer()
    const email = 'target@example.com'
    let ip = 0
    const nextIp = () => {
      ip++
      return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`
    }
    let sent = 0
    let requests = 0
    const statuses = new Map<number, number>()
    for (let minute = 0; minute < 60; minute++) {
      const init = await t.post('/api/v1/passwordless/init', { email }, { ip: nextIp() })
      if (init.status === 200) sent++
      for (let guess = 0; guess < 10; guess++) {
        // a guess that is never the code sent (the code is read to stay clear of it)
        const code = sent > 0 ? wrongOf(await t.code(email)) : '123456'
        const res = await t.post('/api/v1/passwordless/authenticate', { email, code }, { ip: nextIp() })
        requests++
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
      }
      t.advance(60)
    }
    t.advance(-60)
    // sends are limited per recipient (5 per 10 minutes): 30 in the hour
    expect(sent).toBe(30)
    expect(requests).toBe(600)
    // over every IP, the recipient's hourly ceiling: 100 evaluated wrong guesses, then 429 until the hour is over
    expect(await failures(t, `code-fail:${APP_ID}:${email}`)).toBe(100)
    expect(statuses.get(429)).toBeGreaterThan(0)
    expect(statuses.get(200)).toBeUndefined()
    // locked out: even the right code is a 429 now
    await t.post('/api/v1/passwordless/init', { email }, { ip: nextIp() })
    const right = await t.post(
      '/api/v1/passwordless/authenticate',
      { email, code: await t.code(email) },
      { ip: nextIp() },
    )
    expect(right.status).toBe(429)
  }, 120_000)
})

describe('code binding: a code is good for its flow, its recipient and its app only', () => {
  it('an email login code used as a step-up code is refused', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('a@example.com')
    const stepUpInit = await t.post('/api/v1/step_up/init', { type: 'email' }, { token: a.token })
    expect(stepUpInit.status).toBe(200)
    await t.post('/api/v1/passwordless/init', { email: 'a@example.com' })
    const loginCode = await t.code('a@example.com')
    const res = await t.post('/api/v1/step_up/verify', { type: 'email', code: loginCode }, { token: a.token })
    expect((await errorOf(res)).status).toBe(422)
    // the login code is still the login's
    const login = await t.post('/api/v1/passwordless/authenticate', {
      email: 'a@example.com',
      code: loginCode,
    })
    expect(login.status).toBe(200)
  })

  it('an SMS login code used as an SMS MFA code is refused', async () => {
    const t = await createTestServer()
    const a = await t.loginEmail('b@example.com')
    await t.post('/api/v1/passwordless_sms/init', { phoneNumber: '+15555550177' })
    const code = await t.code('+15555550177')
    const res = await t.granted(a.token, () =>
      t.post(
        '/api/v1/mfa/passwordless_sms/enroll',
        { phoneNumber: '+15555550177', code },
        { token: a.token },
      ),
    )
    expect(res.status).toBe(422)
  })

  it('a code sent for one email does not verify another, even one with a code of its own waiting', async () => {
    const t = await createTestServer()
    await t.post('/api/v1/passwordless/init', { email: 'one@example.com' })
    await t.post('/api/v1/passwordless/init', { email: 'two@example.com' })
    const codeOne = await t.code('one@example.com')
    const codeTwo = await t.code('two@example.com')
    fcAssume(codeOne !== codeTwo)
    const res = await t.post('/api/v1/passwordless/authenticate', { email: 'two@example.com', code: codeOne })
    expect((await errorOf(res)).status).toBe(422)
    const own = await t.post('/api/v1/passwordless/authenticate', { email: 'two@example.com', code: codeTwo })
    expect(own.status).toBe(200)
    // used once: the same code again is refused
    const reused = await t.post('/api/v1/passwordless/authenticate', {
      email: 'two@example.com',
      code: codeTwo,
    })
    expect((await errorOf(reused)).status).toBe(422)
  })

  it("one app's code on another app is refused", async () => {
    const seed = demoAppSeed()
    const t = await createTestServer({}, [seed, { ...seed, id: 'apptwoforcodes00000000000', name: 'Two' }])
    await t.post('/api/v1/passwordless/init', { email: 'c@example.com' })
    await t.post(
      '/api/v1/passwordless/init',
      { email: 'c@example.com' },
      { appId: 'apptwoforcodes00000000000' },
    )
    const [first, second] = await t.deps.storage.listOutbox({ to: 'c@example.com', kind: 'code', limit: 2 })
    // newest first: the second app's code, then the demo app's
    const demoCode = second?.code as string
    expect(second?.appId ?? DEMO_APP_ID).toBe(DEMO_APP_ID)
    fcAssume(first?.code !== demoCode)
    const res = await t.post(
      '/api/v1/passwordless/authenticate',
      { email: 'c@example.com', code: demoCode },
      { appId: 'apptwoforcodes00000000000' },
    )
    expect((await errorOf(res)).status).toBe(422)
    const own = await t.post('/api/v1/passwordless/authenticate', { email: 'c@example.com', code: demoCode })
    expect(own.status).toBe(200)
  })
})

/** The two codes of a test could be equal by chance (1 in 10^6): the test then says nothing, so it stops early. */
function fcAssume(condition: boolean): asserts condition {
  if (!condition) throw new Error('two random codes were equal (1 in a million): run again')
}

describe('MFA wait window and the security log', () => {
  const NOW = Date.UTC(2026, 10, 25, 12, 0, 0)
  const totp = (secret: string, at: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: at,
    })

  it('10 checks in 5 minutes: the next waits; at 4:59 still refused (Retry-After 1), at 5:00 allowed; each check logged once, no code or token in any log line', async () => {
    const lines: string[] = []
    const t = await createTestServer({
      log: (line) => lines.push(line),
    })
    const a = await t.loginEmail('mfa@example.com')
    const init = await t.granted(a.token, () => t.post('/api/v1/mfa/totp/init', {}, { token: a.token }))
    const { secret } = (await init.json()) as { secret: string }
    expect(
      (await t.post('/api/v1/mfa/totp/enroll', { code: totp(secret, NOW) }, { token: a.token })).status,
    ).toBe(200)
    // the enrolment's own check leaves the window first
    t.advance(600)
    const start = t.deps.config.now()
    const { max, windowSeconds } = t.deps.config.rateLimits.mfaPerUser
    expect({ max, windowSeconds }).toEqual({ max: 10, windowSeconds: 300 })
    const codesUsed: string[] = [totp(secret, NOW)]
    const verify = (code: string) => t.post('/api/v1/mfa/totp/verify', { code }, { token: a.token })
    for (let i = 0; i < max - 1; i++) expect((await verify(wrongOf(totp(secret, start)))).status).toBe(422)
    const good = totp(secret, start)
    codesUsed.push(good)
    expect((await verify(good)).status).toBe(200)
    // the 11th check inside the window
    const blocked = await verify(good)
    expect(blocked.status).toBe(429)
    expect(blocked.headers.get('retry-after')).toBe('300')
    t.advance(299)
    const at459 = await verify(totp(secret, start + 299_000))
    expect(at459.status).toBe(429)
    expect(at459.headers.get('retry-after')).toBe('1')
    t.advance(1)
    const at500code = totp(secret, start + 300_000)
    codesUsed.push(at500code)
    expect((await verify(at500code)).status).toBe(200)
    // the same authenticator code again inside its 30 s step: refused, and logged as a failure
    expect((await verify(at500code)).status).toBe(422)

    // the durable security log: one entry per check that ran (9 wrong codes and the replay, 2 successes), with user,
    // factor and time
    const events = await t.deps.storage.listSecurityEvents({ userId: a.user.id, limit: 100 })
    const mfa = events.filter((e) => e.type === 'mfa_verified' || e.type === 'mfa_failed')
    expect(mfa.filter((e) => e.type === 'mfa_failed')).toHaveLength(10)
    expect(mfa.filter((e) => e.type === 'mfa_verified')).toHaveLength(2)
    for (const e of mfa) {
      expect(e).toMatchObject({ userId: a.user.id, method: 'totp' })
      expect(e.createdAt).toBeGreaterThanOrEqual(NOW / 1000)
    }
    // the server log: the same events, and nothing secret in any line
    expect(lines.filter((l) => l.includes('security: mfa_failed')).length).toBe(10)
    const secrets = [...codesUsed, a.token, a.refresh_token, secret]
    for (const line of lines) for (const s of secrets) expect(line).not.toContain(s)
  })
})
