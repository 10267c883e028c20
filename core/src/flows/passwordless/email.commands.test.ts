import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { errorResponse } from '../../../../test/fixtures/msw/session.handlers'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'

const server = useMswServer(createMswServer())
const initUrl = `${TEST_API_URL}/api/v1/passwordless/init`
const authUrl = `${TEST_API_URL}/api/v1/passwordless/authenticate`

function recordSteps(h: Awaited<ReturnType<typeof createHarness>>) {
  const steps: string[] = []
  h.latch.flows.email.$state.listen((s) => steps.push(s.step))
  return steps
}

describe('email login', () => {
  it('goes idle, submitting, awaiting-code, verifying, done and authenticates', async () => {
    const h = await createHarness(server)
    const steps = recordSteps(h)
    expect(h.latch.flows.email.$state.get()).toEqual({ step: 'idle', mode: 'login', email: null })
    await h.latch.initLoginWithEmail('  ada@example.com ')
    expect(h.latch.flows.email.$state.get()).toEqual({
      step: 'awaiting-code',
      mode: 'login',
      email: 'ada@example.com',
      resend: 'idle',
    })
    expect(h.state.requests.find((r) => r.path === '/api/v1/passwordless/init')?.body).toEqual({
      email: 'ada@example.com',
    })
    const result = await h.latch.loginWithCode('123456')
    expect(result.isNewUser).toBe(true)
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'done',
      isNewUser: true,
      user: { email: { address: 'ada@example.com' } },
    })
    expect(h.latch.$auth.get().status).toBe('authenticated')
    expect(steps).toEqual(['submitting', 'awaiting-code', 'verifying', 'done'])
  })

  it('accepts a pasted code with spaces around and inside it', async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode(' 123 456\n')
    expect(h.state.requests.find((r) => r.path === '/api/v1/passwordless/authenticate')?.body).toEqual({
      email: 'ada@example.com',
      code: '123456',
    })
  })

  it("refuses a pasted code with letters: 'Code should be numeric', no request, code entry stays usable", async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    await expect(h.latch.loginWithCode('12a456')).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'Code should be numeric',
    })
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'error',
      phase: 'code',
      message: 'Code should be numeric',
    })
    expect(h.state.count('POST', '/api/v1/passwordless/authenticate')).toBe(0)
    await h.latch.loginWithCode('123456')
    expect(h.latch.flows.email.$state.get().step).toBe('done')
  })

  it("a wrong code (422) shows 'Invalid or expired verification code' and allows another try", async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    await expect(h.latch.loginWithCode('000000')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'error',
      phase: 'code',
      email: 'ada@example.com',
      message: 'Invalid or expired verification code',
    })
  })

  it("any other code failure shows 'Issue verifying code'", async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    server.use(http.post(authUrl, () => errorResponse(400, 'invalid_request', 'nope')))
    await expect(h.latch.loginWithCode('123456')).rejects.toMatchObject({ status: 400 })
    expect(h.latch.flows.email.$state.get()).toMatchObject({ step: 'error', message: 'Issue verifying code' })
  })

  it("a server answering garbage on verify ends in 'Issue verifying code', not a spinner", async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    server.use(http.post(authUrl, () => HttpResponse.json({ hello: 'world' })))
    await expect(h.latch.loginWithCode('123456')).rejects.toMatchObject({ code: 'invalid_response' })
    expect(h.latch.flows.email.$state.get()).toMatchObject({ step: 'error', message: 'Issue verifying code' })
  })

  it('a 422 on submit: invalid_data from the catalogue, a code this client does not know with the server message', async () => {
    const h = await createHarness(server)
    server.use(http.post(initUrl, () => errorResponse(422, 'invalid_data', 'Invalid email address')))
    await expect(h.latch.initLoginWithEmail('ada@example.com')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      message: 'Please enter a valid email address',
    })
    server.use(http.post(initUrl, () => errorResponse(422, 'domain_refused', 'This domain is not accepted')))
    await expect(h.latch.initLoginWithEmail('ada@example.com')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'error',
      phase: 'submit',
      message: 'This domain is not accepted',
    })
  })

  it("any other submit failure shows 'Issue submitting email'", async () => {
    const h = await createHarness(server)
    server.use(http.post(initUrl, () => errorResponse(400, 'invalid_request', 'bad')))
    await expect(h.latch.initLoginWithEmail('ada@example.com')).rejects.toBeDefined()
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'error',
      message: 'Issue submitting email',
    })
  })

  it("a network failure on submit ends in 'Network request failed' (retryable, not a verdict on the email) after the retries", async () => {
    const h = await createHarness(server)
    server.use(http.post(initUrl, () => HttpResponse.error()))
    const pending = h.latch.initLoginWithEmail('ada@example.com').catch((e) => e)
    // three retries backing off 500, 1000 and 2000 ms, each with up to half again of jitter
    await h.clock.advance(1.5 * (500 + 1000 + 2000))
    expect(await pending).toMatchObject({ code: 'network_error', retryable: true })
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'error',
      message: 'Network request failed',
    })
  })

  it('allowlist_rejected on submit goes to ALLOWLIST_REJECTION_SCREEN with the default texts', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    server.use(http.post(initUrl, () => errorResponse(403, 'allowlist_rejected', 'not allowed')))
    await expect(h.latch.initLoginWithEmail('eve@example.com')).rejects.toMatchObject({
      code: 'allowlist_rejected',
    })
    expect(h.latch.flows.modal.$state.get()).toMatchObject({
      screen: 'ALLOWLIST_REJECTION_SCREEN',
      data: {
        title: "You don't have access to this app",
        detail: 'Have you been invited?',
        ctaText: 'Try another account',
        ctaLink: null,
      },
    })
  })

  it("allowlist_rejected at the code step shows the app's allowlist overrides", async () => {
    const h = await createHarness(server, {
      appConfig: {
        allowlist_config: {
          error_title: 'Members only',
          error_detail: 'Ask for an invite',
          cta_text: 'Join',
          cta_link: 'https://x.test/join',
        },
      },
    })
    h.login.allowlist = ['ada@example.com']
    h.latch.openModal()
    await h.latch.initLoginWithEmail('eve@example.com')
    await expect(h.latch.loginWithCode('123456')).rejects.toMatchObject({ code: 'allowlist_rejected' })
    expect(h.latch.flows.modal.$state.get()).toMatchObject({
      screen: 'ALLOWLIST_REJECTION_SCREEN',
      data: {
        title: 'Members only',
        detail: 'Ask for an invite',
        ctaText: 'Join',
        ctaLink: 'https://x.test/join',
      },
    })
    expect(h.latch.$auth.get().status).toBe('unauthenticated')
  })

  it('refuses an invalid email without a request', async () => {
    const h = await createHarness(server)
    await expect(h.latch.initLoginWithEmail('not-an-email')).rejects.toMatchObject({ code: 'invalid_input' })
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'error',
      message: 'Please enter a valid email address',
    })
    expect(h.state.count('POST', '/api/v1/passwordless/init')).toBe(0)
  })

  it('sends a unicode email as typed (trimmed) and logs in with it', async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail(' josé@exämple.com ')
    await h.latch.loginWithCode('123456')
    expect(h.latch.$user.get()?.email?.address).toBe('josé@exämple.com')
  })

  it("resends to the same email: 'resend' goes sending then sent, the step stays awaiting-code", async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    const resends: string[] = []
    h.latch.flows.email.$state.listen((s) => s.step === 'awaiting-code' && resends.push(s.resend))
    await h.latch.resendEmailCode()
    expect(resends).toEqual(['sending', 'sent'])
    expect(h.state.count('POST', '/api/v1/passwordless/init')).toBe(2)
  })

  it("a failed resend keeps the code entry with 'Issue submitting email'", async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    server.use(http.post(initUrl, () => errorResponse(400, 'x', 'x')))
    await expect(h.latch.resendEmailCode()).rejects.toBeDefined()
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'error',
      phase: 'code',
      message: 'Issue submitting email',
    })
  })

  it('refuses loginWithCode and resend before a code was sent', async () => {
    const h = await createHarness(server)
    await expect(h.latch.loginWithCode('123456')).rejects.toMatchObject({ code: 'invalid_input' })
    await expect(h.latch.resendEmailCode()).rejects.toMatchObject({ code: 'invalid_input' })
    await expect(h.latch.flows.email.loginWithCode({ code: '123456' })).rejects.toMatchObject({
      code: 'invalid_input',
    })
  })

  it('refuses a second submit while one is in flight', async () => {
    const h = await createHarness(server)
    const first = h.latch.initLoginWithEmail('ada@example.com')
    await expect(h.latch.initLoginWithEmail('ada@example.com')).rejects.toMatchObject({
      code: 'request_pending',
    })
    await first
  })

  it('concurrent code checks are merged: one request, one answer for every caller', async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    const calls = [
      h.latch.loginWithCode('123456'),
      h.latch.loginWithCode('123456'),
      h.latch.flows.email.loginWithCode({ code: '123456' }),
    ]
    const results = await Promise.all(calls)
    expect(new Set(results).size).toBe(1)
    expect(h.state.requests.filter((r) => r.path === '/api/v1/passwordless/authenticate')).toHaveLength(1)
    expect(h.latch.flows.email.$state.get().step).toBe('done')
  })

  it('enables submit only for a valid email', async () => {
    const h = await createHarness(server)
    const { email } = h.latch.flows
    const values: boolean[] = []
    email.$canSubmit.subscribe((v) => values.push(v))
    email.setEmail('ada@')
    email.setEmail('ada@example.com')
    expect(values).toEqual([false, true])
  })

  it('reset goes back to idle', async () => {
    const h = await createHarness(server)
    await h.latch.initLoginWithEmail('ada@example.com')
    h.latch.flows.email.reset()
    expect(h.latch.flows.email.$state.get()).toEqual({ step: 'idle', mode: 'login', email: null })
    await settle()
  })
})
