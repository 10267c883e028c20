import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createHarness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { errorResponse } from '../../../../test/fixtures/msw/session.handlers'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'

const server = useMswServer(createMswServer())
const initUrl = `${TEST_API_URL}/api/v1/passwordless_sms/init`
const smsOn = { appConfig: { sms_auth: true } }

describe('SMS login', () => {
  it('normalizes a US number to E.164 and logs in: submitting, awaiting-code, verifying, done', async () => {
    const h = await createHarness(server, smsOn)
    const steps: string[] = []
    h.latch.flows.sms.$state.listen((s) => steps.push(s.step))
    await h.latch.initLoginWithSms('(213) 373-4253')
    expect(h.state.requests.find((r) => r.path === '/api/v1/passwordless_sms/init')?.body).toEqual({
      phoneNumber: '+12133734253',
    })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({
      step: 'awaiting-code',
      phoneNumber: '+12133734253',
    })
    await h.latch.loginWithCode('123456')
    expect(h.latch.$user.get()?.phone?.number).toBe('+12133734253')
    expect(steps).toEqual(['submitting', 'awaiting-code', 'verifying', 'done'])
  })

  it('loads the phone metadata when the flow starts, not before', async () => {
    const h = await createHarness(server, smsOn)
    expect(h.latch.flows.sms.$rulesStatus.get()).toBe('idle')
    const rules = await h.latch.flows.sms.start()
    expect(h.latch.flows.sms.$rulesStatus.get()).toBe('ready')
    expect(h.latch.flows.sms.$rules.get()).toBe(rules)
  })

  it('loads the phone metadata as soon as a screen subscribes to the rules', async () => {
    const h = await createHarness(server, smsOn)
    const off = h.latch.flows.sms.$canSubmit.subscribe(() => undefined)
    await vi.waitFor(() => expect(h.latch.flows.sms.$rulesStatus.get()).toBe('ready'))
    off()
  })

  it('starts with intl.defaultCountry and reads national numbers in it', async () => {
    const h = await createHarness(server, { ...smsOn, config: { intl: { defaultCountry: 'GB' } } })
    expect(h.latch.flows.sms.$country.get()).toBe('GB')
    await h.latch.initLoginWithSms('020 7946 0018')
    expect(h.latch.flows.sms.$state.get()).toMatchObject({ phoneNumber: '+442079460018' })
  })

  it('defaults the country to US', async () => {
    const h = await createHarness(server, smsOn)
    expect(h.latch.flows.sms.$country.get()).toBe('US')
  })

  it('a number of another country typed nationally is refused for the chosen country, without a request', async () => {
    const h = await createHarness(server, smsOn)
    await expect(h.latch.initLoginWithSms('06 12 34 56 78')).rejects.toMatchObject({ code: 'invalid_input' })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({
      step: 'error',
      phase: 'submit',
      message: 'Please enter a valid phone number',
    })
    expect(h.state.count('POST', '/api/v1/passwordless_sms/init')).toBe(0)
  })

  it('accepts it once that country is chosen, or typed internationally', async () => {
    const h = await createHarness(server, smsOn)
    h.latch.flows.sms.setCountry('fr')
    await h.latch.initLoginWithSms('06 12 34 56 78')
    expect(h.latch.flows.sms.$state.get()).toMatchObject({ phoneNumber: '+33612345678' })
    h.latch.flows.sms.setCountry('US')
    await h.latch.flows.sms.init({ phoneNumber: '+81 3-1234-5678' })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({ phoneNumber: '+81312345678' })
  })

  it('enables submit for a typed number while the metadata loads, then only for a valid number of the chosen country', async () => {
    const h = await createHarness(server, smsOn)
    const { sms } = h.latch.flows
    expect(sms.$canSubmit.get()).toBe(false)
    // before the metadata: a typed number may go (the command checks it once the metadata is in), so the submit
    // button is enabled and an Enter in the input submits the form
    sms.setPhoneNumber('213 373 4253')
    expect(sms.$rules.get()).toBeNull()
    expect(sms.$canSubmit.get()).toBe(true)
    await sms.start()
    expect(sms.$canSubmit.get()).toBe(true)
    sms.setCountry('GB')
    expect(sms.$canSubmit.get()).toBe(false)
    sms.setCountry('US')
    sms.setPhoneNumber('12')
    expect(sms.$canSubmit.get()).toBe(false)
  })

  it('a number submitted before the metadata loaded is checked once it has: a bad one is refused without a request', async () => {
    const h = await createHarness(server, smsOn)
    const { sms } = h.latch.flows
    sms.setPhoneNumber('12')
    expect(sms.$canSubmit.get()).toBe(true)
    await expect(h.latch.initLoginWithSms('12')).rejects.toMatchObject({ code: 'invalid_input' })
    expect(h.state.count('POST', '/api/v1/passwordless_sms/init')).toBe(0)
    expect(sms.$canSubmit.get()).toBe(false)
  })

  it('a 422 shows the catalogue text of its code (invalid_data, sms_unavailable), else the server message', async () => {
    const h = await createHarness(server, smsOn)
    server.use(http.post(initUrl, () => errorResponse(422, 'invalid_data', 'Invalid phone number')))
    await expect(h.latch.initLoginWithSms('2133734253')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({
      step: 'error',
      message: 'Please enter a valid phone number',
    })
    server.use(http.post(initUrl, () => errorResponse(422, 'sms_unavailable', 'no SMS there')))
    await expect(h.latch.initLoginWithSms('2133734253')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({
      message: 'SMS is not available for this phone number',
    })
    server.use(http.post(initUrl, () => errorResponse(422, 'carrier_refused', 'Unsupported carrier')))
    await expect(h.latch.initLoginWithSms('2133734253')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({ step: 'error', message: 'Unsupported carrier' })
  })

  it("any other failure shows 'Issue submitting phone number'", async () => {
    const h = await createHarness(server, smsOn)
    server.use(http.post(initUrl, () => errorResponse(400, 'invalid_request', 'x')))
    await expect(h.latch.initLoginWithSms('2133734253')).rejects.toBeDefined()
    expect(h.latch.flows.sms.$state.get()).toMatchObject({
      step: 'error',
      message: 'Issue submitting phone number',
    })
  })

  it('allowlist_rejected goes to ALLOWLIST_REJECTION_SCREEN', async () => {
    const h = await createHarness(server, smsOn)
    h.login.allowlist = []
    h.latch.openModal()
    await h.latch.initLoginWithSms('2133734253')
    await expect(h.latch.loginWithCode('123456')).rejects.toMatchObject({ code: 'allowlist_rejected' })
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ screen: 'ALLOWLIST_REJECTION_SCREEN' })
  })

  it("code errors: 'Code should be numeric', then 'Invalid or expired verification code'", async () => {
    const h = await createHarness(server, smsOn)
    await h.latch.initLoginWithSms('2133734253')
    await expect(h.latch.loginWithCode('abc123')).rejects.toMatchObject({ message: 'Code should be numeric' })
    await expect(h.latch.loginWithCode('999999')).rejects.toMatchObject({ status: 422 })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({
      step: 'error',
      message: 'Invalid or expired verification code',
    })
  })

  it('resends to the same number', async () => {
    const h = await createHarness(server, smsOn)
    await h.latch.initLoginWithSms('2133734253')
    await h.latch.resendSmsCode()
    expect(h.state.count('POST', '/api/v1/passwordless_sms/init')).toBe(2)
    expect(h.latch.flows.sms.$state.get()).toMatchObject({ step: 'awaiting-code', resend: 'sent' })
  })

  it('loginWithCode goes to the flow that sent a code last', async () => {
    const h = await createHarness(server, smsOn)
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.initLoginWithSms('2133734253')
    await h.latch.loginWithCode('123456')
    expect(h.latch.flows.sms.$state.get().step).toBe('done')
    expect(h.latch.flows.email.$state.get().step).toBe('awaiting-code')
  })
})
