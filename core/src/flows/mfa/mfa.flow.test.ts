import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createMfaHandlers } from '../../../../test/fixtures/msw/mfa.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'
import type { LatchConfig } from '../../config/types'

const server = useMswServer(createMswServer())
const PROMPT: LatchConfig = { mfa: { noPromptOnMfaRequired: false } }

async function signedIn(config: LatchConfig = PROMPT) {
  const h = await createHarness(server, { config, appConfig: { mfa_methods: ['sms', 'totp'] } as never })
  const { handlers, mfa } = createMfaHandlers(h.state)
  server.use(...handlers)
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  await h.clock.advance(1400)
  const userId = h.latch.$user.get()?.id as string
  return { ...h, mfa, userId, guarded: () => mfa.guardedCall(userId) }
}

/** Signed in with the authenticator enrolled, then past the 600 s freshness window. */
async function enrolledAndStale(config: LatchConfig = PROMPT) {
  const h = await signedIn(config)
  await h.latch.initEnrollmentWithTotp()
  await h.latch.submitEnrollmentWithTotp({ mfaCode: h.mfa.totpCode })
  await h.clock.advance(600_001)
  return h
}

const verifyCount = (h: Awaited<ReturnType<typeof signedIn>>) =>
  h.state.requests.filter((r) => r.path.endsWith('/verify')).length

describe('MFA enrolment', () => {
  it('authenticator: the screen opens on the intro; a secret and URL; letters never reach the server; the right code enrols', async () => {
    const h = await signedIn()
    h.latch.showMfaEnrollmentModal()
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'MFA_ENROLLMENT_FLOW_SCREEN' })
    expect(h.latch.flows.mfa.$state.get()).toEqual({ step: 'intro' })
    h.latch.flows.mfa.choose()
    const totp = await h.latch.initEnrollmentWithTotp()
    expect(totp.authUrl).toMatch(/^otpauth:\/\/totp\//)
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({ step: 'awaiting-code', method: 'totp', totp })
    const setup = (h.latch.flows.mfa.$state.get() as { totp: { qr: { size: number; path: string } } }).totp
    expect(setup.qr.size).toBeGreaterThan(20)
    expect(setup.qr.path).toMatch(/^M\d+ \d+h1v1h-1z/)
    const before = h.state.requests.length
    await expect(h.latch.submitEnrollmentWithTotp({ mfaCode: 'abcdef' })).rejects.toMatchObject({
      message: 'Passcode can only be numbers',
    })
    await expect(h.latch.submitEnrollmentWithTotp({ mfaCode: '1234567' })).rejects.toMatchObject({
      message: 'Passcode must be exactly 6 numbers',
    })
    expect(h.state.requests.length).toBe(before)
    await expect(h.latch.submitEnrollmentWithTotp({ mfaCode: '999999' })).rejects.toMatchObject({
      status: 422,
    })
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({
      step: 'awaiting-code',
      error: { message: 'The code you entered is not valid' },
    })
    await h.latch.submitEnrollmentWithTotp({ mfaCode: h.mfa.totpCode })
    expect(h.latch.flows.mfa.$state.get()).toEqual({ step: 'enrolled', method: 'totp' })
    expect(h.latch.flows.mfa.$enrolledMethods.get()).toEqual(['totp'])
    h.latch.closeModal()
    expect(h.latch.flows.mfa.$state.get()).toEqual({ step: 'idle' })
  })

  it('SMS: the number is normalized with the SMS login rules; the code from the phone enrols', async () => {
    const h = await signedIn()
    await h.latch.initEnrollmentWithSms({ phoneNumber: '(213) 373-4253' })
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({
      step: 'awaiting-code',
      method: 'sms',
      phoneNumber: '+12133734253',
    })
    const user = await h.latch.submitEnrollmentWithSms({
      phoneNumber: '+12133734253',
      mfaCode: h.mfa.smsCode,
    })
    expect(user.mfaMethods).toEqual(['sms'])
    expect(h.latch.$user.get()?.mfaMethods).toEqual(['sms'])
  })

  it('a number that is no phone number is refused before any request', async () => {
    const h = await signedIn()
    const before = h.state.requests.length
    await expect(h.latch.initEnrollmentWithSms({ phoneNumber: '12' })).rejects.toMatchObject({
      code: 'invalid_input',
    })
    expect(h.state.requests.length).toBe(before)
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({
      step: 'enter-phone',
      error: { code: 'invalid_input' },
    })
  })

  it('a second method after the freshness window asks for a code of the first one before the server enrols it', async () => {
    const h = await enrolledAndStale()
    h.latch.showMfaEnrollmentModal()
    expect(h.latch.flows.mfa.$state.get()).toEqual({ step: 'choose', error: null })
    const started = h.latch.initEnrollmentWithSms({ phoneNumber: '+12133734253' })
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'awaiting-code', method: 'totp' })
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await started
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({ step: 'awaiting-code', method: 'sms' })
    // the enrolment screen was already open: the prompt leaves it open
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'MFA_ENROLLMENT_FLOW_SCREEN' })
  })

  it('headless (modal closed): the prompt that opened and closed the modal does not end the enrolment after it', async () => {
    const h = await enrolledAndStale()
    expect(h.latch.$modal.get().open).toBe(false)
    const started = h.latch.initEnrollmentWithSms({ phoneNumber: '+12133734253' })
    await vi.waitFor(() =>
      expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'awaiting-code' }),
    )
    expect(h.latch.$modal.get()).toMatchObject({ open: true })
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await started
    // the prompt's modal closed; its hide delay and landing reset still move the (closed) modal's state: the
    // enrolment a custom UI shows stays where the server left it (a custom UI lost its authenticator secret so)
    expect(h.latch.$modal.get().open).toBe(false)
    await h.clock.advance(1000)
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({ step: 'awaiting-code', method: 'sms' })
    const user = await h.latch.submitEnrollmentWithSms({
      phoneNumber: '+12133734253',
      mfaCode: h.mfa.smsCode,
    })
    expect(user.mfaMethods).toEqual(expect.arrayContaining(['sms', 'totp']))
  })

  it('headless: another screen the modal showed and closed (a signature, its success delay) leaves the enrolment; closing the enrolment screen ends it', async () => {
    const h = await signedIn()
    await h.latch.initEnrollmentWithTotp()
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({ step: 'awaiting-code', method: 'totp' })
    h.latch.openModal('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN')
    h.latch.closeModal()
    await h.clock.advance(1000)
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({ step: 'awaiting-code', method: 'totp' })
    // the same enrolment opened on its screen, then closed by the person: it ends there
    h.latch.openModal('MFA_ENROLLMENT_FLOW_SCREEN')
    h.latch.closeModal()
    expect(h.latch.flows.mfa.$state.get()).toEqual({ step: 'idle' })
  })

  it('unenroll after the window asks for a code, then removes the method', async () => {
    const h = await enrolledAndStale()
    h.latch.flows.mfa.confirmRemove('totp')
    const removing = h.latch.unenroll('totp')
    await settle()
    expect(h.latch.$request.get()).toMatchObject({ step: 'pending', request: { kind: 'mfa-code' } })
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    const user = await removing
    expect(user.mfaMethods).toEqual([])
    expect(h.latch.flows.mfa.$state.get()).toEqual({ step: 'removed', method: 'totp' })
  })
})

describe('MFA prompt on guarded calls', () => {
  it("a stale session opens 'Verification Required'; the right code verifies and the call runs again", async () => {
    const h = await enrolledAndStale()
    const call = h.latch.flows.mfa.guard(h.guarded, { summary: { title: 'Sign message' } })
    await settle()
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'MFA_ENROLLMENT_FLOW_SCREEN' })
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'awaiting-code',
      method: 'totp',
      attempt: 1,
      maxAttempts: 4,
      error: null,
      summary: { title: 'Sign message' },
    })
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await expect(call).resolves.toBe('signed')
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.mfa.$verification.get()).toEqual({ step: 'idle' })
    // the prompt opened the modal, so it closes it
    expect(h.latch.$modal.get().open).toBe(false)
  })

  it('a fresh session runs the call without asking', async () => {
    const h = await signedIn()
    await h.latch.initEnrollmentWithTotp()
    await h.latch.submitEnrollmentWithTotp({ mfaCode: h.mfa.totpCode })
    await expect(h.latch.flows.mfa.guard(h.guarded)).resolves.toBe('signed')
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('a code of letters is refused in the prompt without a request or an attempt', async () => {
    const h = await enrolledAndStale()
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    await expect(h.latch.submitMfaVerification({ mfaCode: '12a456' })).rejects.toMatchObject({
      code: 'invalid_input',
    })
    expect(verifyCount(h)).toBe(0)
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'awaiting-code',
      attempt: 1,
      inputError: 'Passcode can only be numbers',
    })
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await expect(call).resolves.toBe('signed')
  })

  it('4 wrong codes: the call rejects with max attempts, the prompt shows it and takes no more codes', async () => {
    const h = await enrolledAndStale()
    const call = h.latch.flows.mfa.guard(h.guarded)
    const outcome = call.catch((error: unknown) => error)
    for (let attempt = 1; attempt <= 4; attempt++) {
      await settle()
      expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
        step: 'awaiting-code',
        attempt,
        error: attempt === 1 ? null : 'mfa.invalidCodeScreen',
      })
      expect(h.latch.flows.mfa.$codeInputDisabled.get()).toBe(false)
      await h.latch.submitMfaVerification({ mfaCode: '000000' })
    }
    expect(await outcome).toMatchObject({
      code: 'mfa_verification_max_attempts_reached',
      message: 'Max MFA verification attempts reached',
    })
    expect(verifyCount(h)).toBe(4)
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'locked',
      error: 'mfa.maxAttemptsScreen',
    })
    expect(h.latch.flows.mfa.$codeInputDisabled.get()).toBe(true)
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    await expect(h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })).rejects.toMatchObject({
      code: 'invalid_state',
    })
    h.latch.closeModal()
    expect(h.latch.flows.mfa.$verification.get()).toEqual({ step: 'idle' })
  })

  it('waits 300 000 ms for a code, then rejects with the time limit and leaves no pending request', async () => {
    const h = await enrolledAndStale()
    const outcome = h.latch.flows.mfa.guard(h.guarded).catch((error: unknown) => error)
    await h.clock.advance(299_999)
    expect(h.latch.$request.get().step).toBe('pending')
    await h.clock.advance(1)
    expect(await outcome).toMatchObject({
      code: 'mfa_timeout',
      message: 'Timed out waiting for MFA code',
      retryable: true,
    })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'failed',
      error: 'mfa.timeLimitScreen',
    })
  })

  it("closing the prompt rejects the call with 'MFA canceled' and leaves no pending request", async () => {
    const h = await enrolledAndStale()
    const outcome = h.latch.flows.mfa.guard(h.guarded).catch((error: unknown) => error)
    await settle()
    h.latch.closeModal()
    expect(await outcome).toMatchObject({ code: 'mfa_canceled', message: 'MFA canceled' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.mfa.$verification.get()).toEqual({ step: 'idle' })
  })

  it("'Not Now' rejects the same way and closes the modal the prompt opened", async () => {
    const h = await enrolledAndStale()
    const outcome = h.latch.flows.mfa.guard(h.guarded).catch((error: unknown) => error)
    await settle()
    h.latch.cancelMfaVerification()
    expect(await outcome).toMatchObject({ code: 'mfa_canceled' })
    expect(h.latch.$modal.get().open).toBe(false)
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('with noPromptOnMfaRequired (the default) the modal stays closed and the host answers the pending request', async () => {
    const h = await enrolledAndStale({})
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    expect(h.latch.$modal.get().open).toBe(false)
    expect(h.latch.$request.get()).toMatchObject({
      step: 'pending',
      request: { kind: 'mfa-code', screen: null },
    })
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await expect(call).resolves.toBe('signed')
  })

  it('with both methods the prompt asks to choose; SMS sends a code to the enrolled phone', async () => {
    const h = await enrolledAndStale()
    // enrol SMS too (fresh again after the step-up)
    const sms = h.latch.initEnrollmentWithSms({ phoneNumber: '+12133734253' })
    await settle()
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await sms
    await h.latch.submitEnrollmentWithSms({ phoneNumber: '+12133734253', mfaCode: h.mfa.smsCode })
    h.latch.closeModal()
    await h.clock.advance(600_001)
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    // the last method used is remembered: totp
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'awaiting-code', method: 'totp' })
    await h.latch.initMfaVerification('sms')
    expect(h.state.requests.filter((r) => r.path.endsWith('/passwordless_sms/init')).at(-1)?.body).toEqual({
      action: 'verify',
    })
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'awaiting-code', method: 'sms' })
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.smsCode })
    await expect(call).resolves.toBe('signed')
    expect(h.mfa.verifyCodes.at(-1)).toBe(h.mfa.smsCode)
  })

  it('promptMfa asks once and resolves when the session is verified', async () => {
    const h = await enrolledAndStale()
    const prompted = h.latch.promptMfa()
    await settle()
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await expect(prompted).resolves.toBeUndefined()
    await expect(h.guarded()).resolves.toBe('signed')
  })

  it('a refusal naming a grant: the prompt says what it approves, the code goes with its action and target, the call goes again once', async () => {
    const h = await enrolledAndStale()
    const grant = { action: 'unlink', target: 'email:ada@example.com' }
    const verifies: unknown[] = []
    let minted: string | null = null
    let unlinkCalls = 0
    server.use(
      http.post(`${TEST_API_URL}/api/v1/mfa/totp/verify`, async ({ request }) => {
        const body = (await request.json()) as { code: string; action?: string; target?: string }
        verifies.push(body)
        if (body.code !== h.mfa.totpCode) {
          return HttpResponse.json({ error: 'Invalid code', code: 'invalid_credentials' }, { status: 422 })
        }
        minted = body.action ? `${body.action} ${body.target}` : null
        return HttpResponse.json({
          success: true,
          verified_at: 1_800_000_000,
          ...(body.action
            ? { grant: { action: body.action, target: body.target, expires_at: 1_800_000_300 } }
            : {}),
        })
      }),
      http.post(`${TEST_API_URL}/api/v1/passwordless/unlink`, () => {
        unlinkCalls += 1
        // single use, for this action and target only
        if (minted !== 'unlink email:ada@example.com') {
          const body = { error: 'MFA verification required', code: 'missing_or_invalid_mfa', grant }
          return HttpResponse.json(body, { status: 403 })
        }
        minted = null
        return HttpResponse.json([...h.state.users.values()][0])
      }),
    )
    const unlinked = h.latch.unlinkEmail('ada@example.com')
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'awaiting-code', method: 'totp' })
    expect(h.latch.flows.mfa.$approves.get()).toBe('Enter the code to remove your email ada@example.com')
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await expect(unlinked).resolves.toMatchObject({ id: expect.any(String) })
    expect(verifies).toEqual([{ code: h.mfa.totpCode, ...grant }])
    expect(unlinkCalls).toBe(2)
    expect(h.latch.flows.mfa.$approves.get()).toBeNull()
  })

  it('promptMfa with a grant (the export path) verifies for it; the line says so', async () => {
    const h = await enrolledAndStale()
    const address = '0x00000000000000000000000000000000000000aa'
    const prompted = h.latch.promptMfa({ grant: { action: 'wallet_export', target: address } })
    await settle()
    expect(h.latch.flows.mfa.$approves.get()).toBe('Enter the code to export your wallet')
    await h.latch.submitMfaVerification({ mfaCode: h.mfa.totpCode })
    await expect(prompted).resolves.toBeUndefined()
    const verify = h.state.requests.filter((r) => r.path === '/api/v1/mfa/totp/verify').at(-1)
    expect(verify?.body).toEqual({ code: h.mfa.totpCode, action: 'wallet_export', target: address })
  })

  it('a logout while the prompt waits rejects the call with session_ended (4100) and leaves the prompt idle', async () => {
    const h = await enrolledAndStale()
    const outcome = h.latch.flows.mfa.guard(h.guarded).catch((error: unknown) => error)
    await settle()
    expect(h.latch.flows.mfa.$verification.get().step).toBe('awaiting-code')
    await h.latch.logout()
    expect(await outcome).toMatchObject({ code: 'session_ended', rpcCode: 4100 })
    expect(h.latch.flows.mfa.$verification.get()).toEqual({ step: 'idle' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })
})
