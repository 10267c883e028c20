/**
 * A passkey as the MFA method: enrolment from the MFA screen, and the 'Verification Required' prompt offering it
 * (the only method, or in 'Choose another method'), the browser's part played by a fake `env.webauthn`. The real
 * WebAuthn checks are the server's: test/contract/passkey.test.ts and test/e2e/passkey-mfa.spec.ts.
 */
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser'
import { describe, expect, it } from 'vitest'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createMfaHandlers } from '../../../../test/fixtures/msw/mfa.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { setGrant } from '../../api/client'
import type { LatchConfig } from '../../config/types'
import type { WebAuthnLike } from '../../env'
import { ApiError } from '../../errors'

const server = useMswServer(createMswServer())
const PROMPT: LatchConfig = { mfa: { noPromptOnMfaRequired: false } }

type Next = 'answer' | 'not-allowed' | 'hold'

/** A browser whose passkey sheet answers with the user's passkey, refuses, or stays open until cancelled. */
function fakeWebAuthn(passkeyId: string) {
  let next: Next = 'answer'
  let abort: ((error: unknown) => void) | null = null
  const challenges: string[] = []
  const webauthn: WebAuthnLike & { challenges: string[]; cancels: number; nextAnswer(n: Next): void } = {
    challenges,
    cancels: 0,
    nextAnswer(n) {
      next = n
    },
    supported: () => true,
    autofillSupported: async () => false,
    create: async () => {
      throw new Error('no registration in these tests')
    },
    get: (options: PublicKeyCredentialRequestOptionsJSON) => {
      challenges.push(options.challenge)
      const now = next
      next = 'answer'
      if (now === 'not-allowed') return Promise.reject(new DOMException('closed', 'NotAllowedError'))
      if (now === 'hold') return new Promise((_, reject) => (abort = reject))
      return Promise.resolve({ id: passkeyId, challenge: options.challenge } as never)
    },
    cancel: () => {
      webauthn.cancels += 1
      abort?.(new DOMException('cancelled', 'AbortError'))
      abort = null
    },
  }
  return webauthn
}

async function signedIn() {
  const webauthn = fakeWebAuthn('passkey-1')
  const h = await createHarness(server, {
    config: PROMPT,
    appConfig: { mfa_methods: ['sms', 'totp', 'passkey'], passkey_auth: true } as never,
    env: { webauthn },
  })
  const { handlers, mfa } = createMfaHandlers(h.state)
  server.use(...handlers)
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  await h.clock.advance(1400)
  const userId = h.latch.$user.get()?.id as string
  return { ...h, mfa, webauthn, userId, guarded: () => mfa.guardedCall(userId) }
}

/** Signed in with passkey MFA enrolled, then past the 600 s freshness window. */
async function passkeyEnrolledAndStale() {
  const h = await signedIn()
  await h.latch.enrollPasskeyMfa()
  await h.clock.advance(600_001)
  return h
}

describe('passkey MFA: enrolment', () => {
  it('the app offers it; enrolling runs the sheet, then the method is on', async () => {
    const h = await signedIn()
    expect(h.latch.flows.mfa.$availableMethods.get()).toEqual(['sms', 'totp', 'passkey'])
    h.latch.showMfaEnrollmentModal()
    h.latch.flows.mfa.choose()
    const steps: string[] = []
    h.latch.flows.mfa.$state.listen((s) => steps.push(s.step))
    const user = await h.latch.enrollPasskeyMfa()
    expect(steps).toEqual(['starting', 'enrolled'])
    expect(h.latch.flows.mfa.$state.get()).toEqual({ step: 'enrolled', method: 'passkey' })
    expect(user.mfaMethods).toEqual(['passkey'])
    expect(h.latch.flows.mfa.$enrolledMethods.get()).toEqual(['passkey'])
    expect(h.webauthn.challenges).toEqual(['challenge-1'])
  })

  it('a closed sheet goes back to the method list with its message; nothing is enrolled', async () => {
    const h = await signedIn()
    h.latch.showMfaEnrollmentModal()
    h.webauthn.nextAnswer('not-allowed')
    await expect(h.latch.enrollPasskeyMfa()).rejects.toMatchObject({ code: 'passkey_not_allowed' })
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({
      step: 'choose',
      error: { code: 'passkey_not_allowed', message: 'The passkey request was cancelled or not allowed.' },
    })
    expect(h.latch.$user.get()?.mfaMethods).toEqual([])
    expect(h.state.requests.some((r) => r.path.endsWith('/mfa/passkey/enroll'))).toBe(false)
  })

  it('apps without passkeys on do not offer it', async () => {
    const h = await createHarness(server, {
      appConfig: { mfa_methods: ['totp', 'passkey'], passkey_auth: false } as never,
    })
    expect(h.latch.flows.mfa.$availableMethods.get()).toEqual(['totp'])
  })

  it('a browser without WebAuthn (an in-app browser) is not offered it either', async () => {
    const webauthn = { ...fakeWebAuthn('passkey-1'), supported: () => false }
    const h = await createHarness(server, {
      appConfig: { mfa_methods: ['totp', 'passkey'], passkey_auth: true } as never,
      env: { webauthn },
    })
    expect(h.latch.flows.mfa.$availableMethods.get()).toEqual(['totp'])
  })
})

describe('passkey MFA: the prompt guarding a call', () => {
  it('the only method: the prompt waits for "Use a passkey", runs the sheet, and the call goes through', async () => {
    const h = await passkeyEnrolledAndStale()
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'awaiting-code',
      method: 'passkey',
      methods: ['passkey'],
      attempt: 1,
    })
    // nothing runs before the person asks for it (a browser opens the sheet on a click)
    expect(h.webauthn.challenges).toEqual(['challenge-1'])
    await h.latch.submitMfaVerification({ method: 'passkey' })
    await expect(call).resolves.toBe('signed')
    expect(h.webauthn.challenges).toEqual(['challenge-1', 'challenge-2'])
    expect(h.latch.flows.mfa.$verification.get()).toEqual({ step: 'idle' })
  })

  it("a refusal naming a grant (the wallet frame's, through setGrant): the passkey answer is sent for it", async () => {
    const h = await passkeyEnrolledAndStale()
    const grant = {
      action: 'wallet_sign' as const,
      target: '0x00000000000000000000000000000000000000aa:00ff',
    }
    let calls = 0
    const call = h.latch.flows.mfa.guard(async () => {
      calls += 1
      if (calls === 1)
        throw setGrant(new ApiError('missing_or_invalid_mfa', 'MFA required', { status: 403 }), grant)
      return 'signed'
    })
    await settle()
    expect(h.latch.flows.mfa.$approves.get()).toBe('Use your passkey to approve this signature')
    await h.latch.submitMfaVerification({ method: 'passkey' })
    await expect(call).resolves.toBe('signed')
    const verify = h.state.requests.filter((r) => r.path === '/api/v1/mfa/passkey/verify').at(-1)
    expect(verify?.body).toMatchObject({ response: expect.anything(), ...grant })
    expect(calls).toBe(2)
  })

  it('a closed sheet asks again with its text (one attempt used); the next try verifies', async () => {
    const h = await passkeyEnrolledAndStale()
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    h.webauthn.nextAnswer('not-allowed')
    await h.latch.submitMfaVerification({ method: 'passkey' })
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'awaiting-code',
      method: 'passkey',
      attempt: 2,
      error: 'mfa.passkeyNotUsed',
    })
    await h.latch.submitMfaVerification({ method: 'passkey' })
    await expect(call).resolves.toBe('signed')
  })

  it('"Not Now" while the sheet is open closes the sheet and cancels the call', async () => {
    const h = await passkeyEnrolledAndStale()
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    h.webauthn.nextAnswer('hold')
    await h.latch.submitMfaVerification({ method: 'passkey' })
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'verifying', method: 'passkey' })
    h.latch.cancelMfaVerification()
    await expect(call).rejects.toMatchObject({ code: 'mfa_canceled' })
    // (closing the prompt closes the modal it opened, which would end the sheet too)
    expect(h.webauthn.cancels).toBeGreaterThanOrEqual(1)
    expect(h.latch.flows.mfa.$verification.get()).toEqual({ step: 'idle' })
    expect(h.state.requests.some((r) => r.path.endsWith('/mfa/passkey/verify'))).toBe(false)
  })

  it('with an authenticator app too: the list offers both, and "Choose another method" goes back to it', async () => {
    const h = await signedIn()
    await h.latch.initEnrollmentWithTotp()
    await h.latch.submitEnrollmentWithTotp({ mfaCode: h.mfa.totpCode })
    await h.latch.enrollPasskeyMfa()
    await h.clock.advance(600_001)
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'choosing',
      methods: ['totp', 'passkey'],
    })
    await h.latch.initMfaVerification('passkey')
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'awaiting-code', method: 'passkey' })
    expect(h.latch.flows.mfa.$canChooseAnother.get()).toBe(true)
    h.latch.flows.mfa.chooseAnotherMethod()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'choosing' })
    await h.latch.initMfaVerification('passkey')
    await h.latch.submitMfaVerification({ method: 'passkey' })
    await expect(call).resolves.toBe('signed')
  })

  it('a browser without WebAuthn (an in-app browser) is not offered the passkey: straight to the authenticator app', async () => {
    const h = await signedIn()
    await h.latch.initEnrollmentWithTotp()
    await h.latch.submitEnrollmentWithTotp({ mfaCode: h.mfa.totpCode })
    await h.latch.enrollPasskeyMfa()
    // the same user, later, where passkeys do not work
    h.webauthn.supported = () => false
    const sheets = h.webauthn.challenges.length
    await h.clock.advance(600_001)
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'awaiting-code',
      method: 'totp',
      methods: ['totp'],
    })
    expect(h.latch.flows.mfa.$canChooseAnother.get()).toBe(false)
    await h.latch.submitMfaVerification({ method: 'totp', mfaCode: h.mfa.totpCode })
    await expect(call).resolves.toBe('signed')
    expect(h.webauthn.challenges).toHaveLength(sheets)
  })

  it('a passkey answer the server refuses asks again with its own text', async () => {
    const h = await passkeyEnrolledAndStale()
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    h.mfa.passkeyId = 'another-passkey'
    await h.latch.submitMfaVerification({ method: 'passkey' })
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({
      step: 'awaiting-code',
      attempt: 2,
      error: 'mfa.passkeyRefused',
    })
    h.mfa.passkeyId = 'passkey-1'
    await h.latch.submitMfaVerification({ method: 'passkey' })
    await expect(call).resolves.toBe('signed')
  })

  it('a passkey answer for a method the user lacks is refused before any sheet', async () => {
    const h = await signedIn()
    await h.latch.initEnrollmentWithTotp()
    await h.latch.submitEnrollmentWithTotp({ mfaCode: h.mfa.totpCode })
    await h.clock.advance(600_001)
    const call = h.latch.flows.mfa.guard(h.guarded)
    await settle()
    await expect(h.latch.submitMfaVerification({ method: 'passkey' })).rejects.toMatchObject({
      code: 'unsupported_mfa_method',
    })
    expect(h.webauthn.challenges).toEqual([])
    h.latch.cancelMfaVerification()
    await expect(call).rejects.toMatchObject({ code: 'mfa_canceled' })
  })

  it('unenrolling the passkey method after the window verifies with the passkey first', async () => {
    const h = await passkeyEnrolledAndStale()
    const removing = h.latch.unenrollPasskeyMfa()
    await settle()
    expect(h.latch.flows.mfa.$verification.get()).toMatchObject({ step: 'awaiting-code', method: 'passkey' })
    await h.latch.submitMfaVerification({ method: 'passkey' })
    const user = await removing
    expect(user.mfaMethods).toEqual([])
    expect(h.latch.flows.mfa.$state.get()).toEqual({ step: 'removed', method: 'passkey' })
  })
})
