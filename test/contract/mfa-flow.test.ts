/**
 * The MFA flow of the core client against the real server: enrolment through the client's commands (codes computed
 * here with otpauth; the first method approved by a step-up code to the login email, answered in the 'Confirm it's
 * you' prompt), then the server's grant rules seen through the client: removing a method, linking and unlinking
 * need an MFA verification made for that one change (the prompt's code, sent with the grant the refusal named; a
 * verification that names no change approves nothing), re-enrolment is refused, and the auth share (so a frame
 * rebuilding the key) is refused to an MFA user until the prompt's code verifies for the release the frame named.
 */
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { getGrant } from '../../core/src/api/client'
import { createFrameApi } from '../../core/src/embedded-wallet/frame/api'
import { createMemoryDeviceStore } from '../../core/src/embedded-wallet/frame/device-store'
import { createTokenVerifier } from '../../core/src/embedded-wallet/frame/token'
import { createFrameWallet } from '../../core/src/embedded-wallet/frame/wallet'
import { FrameError } from '../../core/src/embedded-wallet/protocol'
import { getLatchContext } from '../../core/src/internal'
import type { Latch } from '../../core/src/latch'
import {
  APP_ID,
  type ContractServer,
  createClient,
  loginByEmail,
  readCode,
  startContractServer,
} from './helpers'

let server: ContractServer
let offsetMs = 0
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

/**
 * Moves the server 601 s on, past the old MFA window (which no longer authorises anything), so each test's later
 * authenticator codes fall in steps of their own (codes follow the server's clock).
 */
function stale() {
  server.advance(601)
  offsetMs += 601_000
}

const codeAt = (secret: string, ms = Date.now() + offsetMs) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ms,
  })

const WAIT = { timeout: 10_000 }

let counter = 0
async function enrolled(): Promise<{ latch: Latch; secret: string }> {
  const latch = createClient(server)
  const email = `mfa-flow-${Date.now()}-${counter++}@example.com`
  await loginByEmail(server, latch, email)
  // a first method needs a grant `mfa_enroll totp`: the 'Confirm it's you' prompt sends a code to the login email
  const starting = latch.initEnrollmentWithTotp()
  await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
  expect(latch.flows.stepUp.$approves.get()).toBe('Enter the code to turn on two-step verification')
  await latch.flows.stepUp.submitCode(await readCode(server, email))
  const { secret } = await starting
  const user = await latch.submitEnrollmentWithTotp({ mfaCode: codeAt(secret) })
  expect(user.mfaMethods).toEqual(['totp'])
  return { latch, secret }
}

/** The pending MFA request of the client (no prompt: noPromptOnMfaRequired is on by default). */
const waitForAsk = (latch: Latch) =>
  vi.waitFor(
    () => expect(latch.$request.get()).toMatchObject({ step: 'pending', request: { kind: 'mfa-code' } }),
    WAIT,
  )

const raw = (latch: Latch, path: string) =>
  getLatchContext(latch).api.request({ method: 'POST', path, body: {}, auth: 'protected', parse: (j) => j })

describe('MFA step-up through the client, against the server', () => {
  it('unenroll without a fresh verification is refused and the method stays; with the code it goes', async () => {
    const { latch, secret } = await enrolled()
    stale()
    const refusal = await raw(latch, '/api/v1/mfa/totp/unenroll').catch((error: unknown) => error)
    expect(refusal).toMatchObject({ status: 403, code: 'missing_or_invalid_mfa' })
    expect(getGrant(refusal)).toEqual({ action: 'mfa_remove', target: 'totp' })
    const removing = latch.unenroll('totp').catch((error: unknown) => error)
    await waitForAsk(latch)
    expect(latch.flows.mfa.$approves.get()).toBe('Enter the code to turn off two-step verification')
    latch.cancelMfaVerification()
    expect(await removing).toMatchObject({ code: 'mfa_canceled', message: 'MFA canceled' })
    expect(latch.$request.get()).toEqual({ step: 'idle' })
    expect((await latch.refreshUser()).mfaMethods).toEqual(['totp'])
    // a verification that names no change (a fresh MFA window) approves nothing: the removal is still refused
    const ambient = latch.promptMfa()
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret) })
    await ambient
    await expect(raw(latch, '/api/v1/mfa/totp/unenroll')).rejects.toMatchObject({
      status: 403,
      code: 'missing_or_invalid_mfa',
    })
    expect((await latch.refreshUser()).mfaMethods).toEqual(['totp'])
    const again = latch.unenroll('totp')
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret, Date.now() + offsetMs + 30_000) })
    expect((await again).mfaMethods).toEqual([])
    expect((await latch.refreshUser()).mfaMethods).toEqual([])
  })

  it('unlink with MFA on and a stale verification: the MFA prompt, then the unlink; canceled, the account stays', async () => {
    const { latch, secret } = await enrolled()
    // a phone to remove, linked with an MFA verification made for that link
    const phone = `+1415555${String(1000 + (counter % 9000)).padStart(4, '0')}`
    const ctx = getLatchContext(latch)
    await ctx.api.request({
      method: 'POST',
      path: '/api/v1/passwordless_sms/init',
      body: { phoneNumber: phone },
      auth: 'public',
      parse: (j) => j,
    })
    const outbox = await fetch(`${server.url}/dev/outbox?to=${encodeURIComponent(phone)}&limit=1`, {
      headers: { 'x-latch-outbox-token': server.outboxToken },
    })
    const { messages } = (await outbox.json()) as { messages: Array<{ code: string }> }
    const link = () =>
      ctx.api.request({
        method: 'POST',
        path: '/api/v1/passwordless_sms/link',
        body: { phoneNumber: phone, code: messages[0]?.code },
        auth: 'protected',
        parse: (j) => j,
      })
    const refusal = await link().catch((error: unknown) => error)
    expect(refusal).toMatchObject({ status: 403, code: 'missing_or_invalid_mfa' })
    const grant = getGrant(refusal)
    expect(grant).toEqual({ action: 'link', target: `phone:${phone}` })
    const verifying = latch.promptMfa({ grant: grant ?? undefined })
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret, Date.now() + offsetMs + 30_000) })
    await verifying
    await link()
    stale()
    const canceled = latch.unlinkPhone(phone).catch((error: unknown) => error)
    await waitForAsk(latch)
    expect(latch.flows.mfa.$approves.get()).toBe(`Enter the code to remove your phone number ${phone}`)
    latch.cancelMfaVerification()
    expect(await canceled).toMatchObject({ code: 'mfa_canceled' })
    expect((await latch.refreshUser()).linkedAccounts.some((a) => a.type === 'phone')).toBe(true)
    const removing = latch.unlinkPhone(phone)
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret) })
    const user = await removing
    expect(user.linkedAccounts.some((a) => a.type === 'phone')).toBe(false)
  })

  it('link with MFA on and a stale verification: the MFA prompt, then the same code links; canceled, nothing is linked', async () => {
    const { latch, secret } = await enrolled()
    const phone = `+1415556${String(1000 + (counter % 9000)).padStart(4, '0')}`
    stale()
    latch.linkPhone()
    await latch.initLoginWithSms(phone)
    const code = await readCode(server, phone)
    const canceled = latch.loginWithCode(code).catch((error: unknown) => error)
    await waitForAsk(latch)
    expect(latch.flows.mfa.$approves.get()).toBe(`Enter the code to add ${phone}`)
    latch.cancelMfaVerification()
    expect(await canceled).toMatchObject({ code: 'mfa_canceled' })
    expect((await latch.refreshUser()).linkedAccounts.some((a) => a.type === 'phone')).toBe(false)
    // the refused link did not use the code: after the verification, the same code links the phone
    const linking = latch.loginWithCode(code)
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret) })
    const result = await linking
    expect(result.isNewUser).toBe(false)
    expect(result.user.phone?.number).toBe(phone)
  })

  it('re-enrolling TOTP with a new secret without step-up is refused; the old secret still verifies', async () => {
    const { latch, secret } = await enrolled()
    stale()
    await expect(raw(latch, '/api/v1/mfa/totp/init')).rejects.toMatchObject({
      status: 409,
      code: 'mfa_already_enrolled',
    })
    await expect(latch.initEnrollmentWithTotp()).rejects.toMatchObject({ code: 'mfa_already_enrolled' })
    const verified = latch.promptMfa()
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret, Date.now() + offsetMs + 30_000) })
    await expect(verified).resolves.toBeUndefined()
    // even freshly verified, the enrolled authenticator is not replaced
    await expect(raw(latch, '/api/v1/mfa/totp/init')).rejects.toMatchObject({ status: 409 })
    expect((await latch.refreshUser()).mfaMethods).toEqual(['totp'])
  })

  it("the auth share is refused to an MFA user's session without a fresh verification, then released", async () => {
    const { latch, secret } = await enrolled()
    const token = (await latch.getAccessToken()) as string
    const devices = createMemoryDeviceStore()
    const frame = () => {
      const api = createFrameApi({ baseUrl: server.url, appId: APP_ID, fetch: (i, init) => fetch(i, init) })
      const verifyToken = createTokenVerifier({
        appId: APP_ID,
        loadJwks: () => api.jwks(),
        now: () => Date.now(),
      })
      return createFrameWallet({ appId: APP_ID, api, devices, verifyToken })
    }
    const { address } = await frame().create(token)
    stale()
    // a new frame on the same device: the key is rebuilt from the device share and the server's auth share
    const refused = await frame()
      .connect(token, address)
      .then(
        () => null,
        (e: unknown) => e,
      )
    expect(refused).toBeInstanceOf(FrameError)
    // a release that names no purpose needs a grant for an unknown signature of this wallet
    const grant = { action: 'wallet_sign', target: `${address.toLowerCase()}:unknown` } as const
    expect(refused).toMatchObject({ type: 'missing_or_invalid_mfa', grant })
    const verified = latch.promptMfa({ grant })
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret, Date.now() + offsetMs + 30_000) })
    await verified
    await expect(frame().connect(token, address)).resolves.toMatchObject({ address })
    // the grant was single use: the next release asks again
    await expect(frame().connect(token, address)).rejects.toMatchObject({ type: 'missing_or_invalid_mfa' })
  })
})
