/**
 * The MFA client's server calls (core/src/mfa) against the real server: authenticator and SMS enrolment,
 * verification (a replayed code refused), removal, the guarded call with a real verification, and codes that must
 * never leave the client. Enrolling and removing a method each need a grant the server names in its refusal: a first
 * method a step-up code to the login email (`mfa_enroll <type>`), a removal an MFA verification (`mfa_remove <type>`).
 */
import { getLatchContext } from '@latch/core/internal'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getGrant } from '../../core/src/api/client'
import type { Clock } from '../../core/src/env'
import type { Latch } from '../../core/src/latch'
import {
  initEnrollmentWithSms,
  initEnrollmentWithTotp,
  initMfaVerificationWithSms,
  submitEnrollmentWithSms,
  submitEnrollmentWithTotp,
  unenroll,
  verifyMfa,
} from '../../core/src/mfa/mfa.api'
import { isInvalidMfaCodeError } from '../../core/src/mfa/mfa.errors'
import { runMfaGuarded } from '../../core/src/mfa/mfa.guard'
import { type ContractServer, createClient, loginByEmail, readCode, startContractServer } from './helpers'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
}

async function signedIn(email: string) {
  const latch = createClient(server)
  await loginByEmail(server, latch, email)
  return { latch, api: getLatchContext(latch).api }
}

/** The refusal of `call` (it must be refused). */
const refusalOf = (call: () => Promise<unknown>) =>
  call().then(
    () => {
      throw new Error('the call was not refused')
    },
    (error: unknown) => error,
  )

/**
 * A first MFA enrolment the headless way: `start` is refused with `step_up_required` naming `mfa_enroll <type>`; a
 * step-up code to the login email, verified for that grant, lets it through (the enrolment's end spends it).
 */
async function withEnrolGrant<T>(
  latch: Latch,
  email: string,
  type: 'sms' | 'totp',
  start: () => Promise<T>,
): Promise<T> {
  const refusal = await refusalOf(start)
  expect(refusal).toMatchObject({ status: 403, code: 'step_up_required' })
  const grant = getGrant(refusal)
  expect(grant).toEqual({ action: 'mfa_enroll', target: type })
  await latch.initStepUp('email')
  const verified = await latch.submitStepUp({ type: 'email', code: await readCode(server, email), grant })
  expect(verified.grant).toMatchObject({ action: 'mfa_enroll', target: type })
  return start()
}

describe('MFA client calls against the server', () => {
  it('authenticator: enrol with a code computed from the secret, verify, a replayed code is refused, remove', async () => {
    const email = 'mfa-client-totp@example.com'
    const { latch, api } = await signedIn(email)
    const { secret, authUrl } = await withEnrolGrant(latch, email, 'totp', () => initEnrollmentWithTotp(api))
    expect(authUrl).toMatch(/^otpauth:\/\/totp\//)
    expect(authUrl).toContain(`secret=${secret}`)
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
    const enrolled = await submitEnrollmentWithTotp(api, { mfaCode: totp.generate() })
    expect(enrolled.mfaMethods).toEqual(['totp'])

    // removing it needs an MFA verification made for that removal (the enrolment's own code vouches for nothing)
    const refusal = await refusalOf(() => unenroll(api, 'totp'))
    expect(refusal).toMatchObject({ status: 403, code: 'missing_or_invalid_mfa' })
    const grant = getGrant(refusal)
    expect(grant).toEqual({ action: 'mfa_remove', target: 'totp' })
    // the enrolment used this step's code: verify with the next step's, then replay it
    const next = totp.generate({ timestamp: Date.now() + 30_000 })
    const verified = await verifyMfa(api, { method: 'totp', mfaCode: next, grant })
    expect(verified.verifiedAt).toBeGreaterThan(0)
    expect(verified.grant).toMatchObject({ action: 'mfa_remove', target: 'totp' })
    const replay = await verifyMfa(api, { method: 'totp', mfaCode: next, grant }).catch((e) => e)
    expect(isInvalidMfaCodeError(replay)).toBe(true)

    const removed = await unenroll(api, 'totp')
    expect(removed.mfaMethods).toEqual([])
    expect((await latch.refreshUser()).mfaMethods).toEqual([])
  })

  it('SMS: enrol with the code from the outbox, verify with a new one, remove', async () => {
    const email = 'mfa-client-sms@example.com'
    const { latch, api } = await signedIn(email)
    const phone = '+15555550142'
    await withEnrolGrant(latch, email, 'sms', () => initEnrollmentWithSms(api, { phoneNumber: phone }))
    const enrolled = await submitEnrollmentWithSms(api, {
      phoneNumber: phone,
      mfaCode: await readCode(server, phone),
    })
    expect(enrolled.mfaMethods).toEqual(['sms'])
    const refusal = await refusalOf(() => unenroll(api, 'sms'))
    expect(refusal).toMatchObject({ status: 403, code: 'missing_or_invalid_mfa' })
    expect(getGrant(refusal)).toEqual({ action: 'mfa_remove', target: 'sms' })
    await initMfaVerificationWithSms(api)
    await expect(
      verifyMfa(api, { method: 'sms', mfaCode: await readCode(server, phone), grant: getGrant(refusal) }),
    ).resolves.toMatchObject({
      verifiedAt: expect.any(Number),
      grant: { action: 'mfa_remove', target: 'sms' },
    })
    expect((await unenroll(api, 'sms')).mfaMethods).toEqual([])
  })

  it('a code of letters or 7 digits never reaches the server', async () => {
    const { api } = await signedIn('mfa-client-bad@example.com')
    const spy = vi.spyOn(globalThis, 'fetch')
    try {
      await expect(submitEnrollmentWithTotp(api, { mfaCode: 'abcdef' })).rejects.toThrow(
        'Passcode can only be numbers',
      )
      await expect(verifyMfa(api, { method: 'totp', mfaCode: '1234567' })).rejects.toThrow(
        'Passcode must be exactly 6 numbers',
      )
      expect(spy).not.toHaveBeenCalled()
    } finally {
      spy.mockRestore()
    }
  })

  it('the guarded call: a wrong code asks again, the right one verifies on the server and the call runs', async () => {
    const email = 'mfa-client-guard@example.com'
    const { latch, api } = await signedIn(email)
    const { secret } = await withEnrolGrant(latch, email, 'totp', () => initEnrollmentWithTotp(api))
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
    await submitEnrollmentWithTotp(api, { mfaCode: totp.generate() })

    let verifiedOnServer = false
    const codes = ['000000', totp.generate({ timestamp: Date.now() + 30_000 })]
    const asked: Array<string | null> = []
    const result = await runMfaGuarded({
      call: async () => {
        if (!verifiedOnServer) {
          throw Object.assign(new Error('MFA verification failed, retry.'), {
            name: 'EmbeddedWalletError',
            code: 'missing_or_invalid_mfa',
          })
        }
        return 'signed'
      },
      askForCode: async (request) => {
        asked.push(request.error)
        return { method: 'totp', code: codes.shift() as string }
      },
      verify: async (submission) => {
        if (submission.method === 'passkey') throw new Error('no passkey in this test')
        await verifyMfa(api, { method: submission.method, mfaCode: submission.code })
        verifiedOnServer = true
      },
      clock,
    })
    expect(result).toBe('signed')
    expect(asked).toEqual([null, 'mfa.invalidCodeScreen'])
  })
})
