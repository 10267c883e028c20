/**
 * The MFA flow of the core client against the real server: enrolment through the client's commands (codes computed
 * here with otpauth), then the server's step-up rules seen through the client: removal and re-enrolment need a
 * fresh verification, and the auth share (so a frame rebuilding the key) is refused to a session whose last
 * verification is older than the window, until the prompt's code verifies it.
 */
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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

/** Moves the server past the 600 s MFA window (authenticator codes follow its clock). */
function stale() {
  server.advance(601)
  offsetMs += 601_000
}

const codeAt = (secret: string, ms = Date.now() + offsetMs) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ms,
  })

let counter = 0
async function enrolled(): Promise<{ latch: Latch; secret: string }> {
  const latch = createClient(server)
  await loginByEmail(server, latch, `mfa-flow-${Date.now()}-${counter++}@example.com`)
  const { secret } = await latch.initEnrollmentWithTotp()
  const user = await latch.submitEnrollmentWithTotp({ mfaCode: codeAt(secret) })
  expect(user.mfaMethods).toEqual(['totp'])
  return { latch, secret }
}

/** The pending MFA request of the client (no prompt: noPromptOnMfaRequired is on by default). */
const waitForAsk = (latch: Latch) =>
  vi.waitFor(() =>
    expect(latch.$request.get()).toMatchObject({ step: 'pending', request: { kind: 'mfa-code' } }),
  )

const raw = (latch: Latch, path: string) =>
  getLatchContext(latch).api.request({ method: 'POST', path, body: {}, auth: 'protected', parse: (j) => j })

describe('MFA step-up through the client, against the server', () => {
  it('unenroll without a fresh verification is refused and the method stays; with the code it goes', async () => {
    const { latch, secret } = await enrolled()
    stale()
    await expect(raw(latch, '/api/v1/mfa/totp/unenroll')).rejects.toMatchObject({
      status: 403,
      code: 'missing_or_invalid_mfa',
    })
    const removing = latch.unenroll('totp').catch((error: unknown) => error)
    await waitForAsk(latch)
    latch.cancelMfaVerification()
    expect(await removing).toMatchObject({ code: 'mfa_canceled', message: 'MFA canceled' })
    expect(latch.$request.get()).toEqual({ step: 'idle' })
    expect((await latch.refreshUser()).mfaMethods).toEqual(['totp'])
    const again = latch.unenroll('totp')
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret) })
    expect((await again).mfaMethods).toEqual([])
    expect((await latch.refreshUser()).mfaMethods).toEqual([])
  })

  it('unlink with MFA on and a stale verification: the MFA prompt, then the unlink; canceled, the account stays', async () => {
    const { latch, secret } = await enrolled()
    // a phone to remove, linked while the verification is still fresh
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
    await ctx.api.request({
      method: 'POST',
      path: '/api/v1/passwordless_sms/link',
      body: { phoneNumber: phone, code: messages[0]?.code },
      auth: 'protected',
      parse: (j) => j,
    })
    stale()
    const canceled = latch.unlinkPhone(phone).catch((error: unknown) => error)
    await waitForAsk(latch)
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
    expect(refused).toMatchObject({ type: 'missing_or_invalid_mfa' })
    const verified = latch.promptMfa()
    await waitForAsk(latch)
    await latch.submitMfaVerification({ mfaCode: codeAt(secret, Date.now() + offsetMs + 30_000) })
    await verified
    await expect(frame().connect(token, address)).resolves.toMatchObject({ address })
  })
})
