/**
 * MFA, analytics, token price and the on-ramp signer. Core has no MFA or funding flow yet (no
 * `initEnrollmentWithTotp` / `initEnrollmentWithSms` in core/src/flows), so the MFA scenarios call the server
 * through the core's API client with the session's bearer (the MFA paths are the ones in examples/server/README.md).
 */
import { getLatchContext } from '@latch/core/internal'
import { Secret, TOTP, URI } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseUserResponseJSON } from '../../core/src/api/shapes'
import { parseMoonpaySignJSON, parseTokenPriceJSON } from '../../core/src/api/shapes.lazy'
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
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

const call = <T>(latch: Latch, path: string, body: unknown, parse: (json: unknown) => T) =>
  getLatchContext(latch).api.request({ method: 'POST', path, body, auth: 'protected', parse })

/** A grant for `action target` by a step-up code to the user's email (what the client's prompt does). */
async function emailGrant(latch: Latch, email: string, action: string, target: string) {
  await call(latch, '/api/v1/step_up/init', { type: 'email' }, (j) => j)
  const code = await readCode(server, email)
  const verified = await call(
    latch,
    '/api/v1/step_up/verify',
    { type: 'email', code, action, target },
    (j) => j,
  )
  expect(verified).toMatchObject({ success: true, grant: { action, target } })
}

describe('MFA (raw API with the session bearer)', () => {
  it('TOTP: init, enroll with a code from the secret, verify, unenroll', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'mfa-totp@example.com')
    // the first MFA method needs a grant for it (a code to the email)
    await emailGrant(latch, 'mfa-totp@example.com', 'mfa_enroll', 'totp')
    const { secret, auth_url } = await call(
      latch,
      '/api/v1/mfa/totp/init',
      {},
      (j) => j as { secret: string; auth_url: string },
    )
    expect(auth_url).toMatch(/^otpauth:\/\/totp\//)
    // the authenticator app lists the user's email (not the internal user id) under the app's name
    const parsed = URI.parse(auth_url) as TOTP
    expect(parsed.label).toBe('mfa-totp@example.com')
    expect(parsed.issuer).toBe('Latch Demo')
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 })
    const enrolled = await call(
      latch,
      '/api/v1/mfa/totp/enroll',
      { code: totp.generate() },
      parseUserResponseJSON,
    )
    expect(enrolled.mfa_methods.map((m) => m.type)).toEqual(['totp'])
    const user = await latch.refreshUser()
    expect(user.mfaMethods).toEqual(['totp'])
    await expect(
      // the enrolment used this time step's code; each step is accepted once, so verify with the next one
      // made for the removal that follows (a verification approves the change it names, nothing else)
      call(
        latch,
        '/api/v1/mfa/totp/verify',
        { code: totp.generate({ timestamp: Date.now() + 30_000 }), action: 'mfa_remove', target: 'totp' },
        (j) => j as { success: boolean },
      ),
    ).resolves.toMatchObject({ success: true, grant: { action: 'mfa_remove', target: 'totp' } })
    const after = await call(latch, '/api/v1/mfa/totp/unenroll', {}, parseUserResponseJSON)
    expect(after.mfa_methods).toEqual([])
  })

  it('SMS: init (enroll), enroll with the outbox code, init (verify), verify', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'mfa-sms@example.com')
    await emailGrant(latch, 'mfa-sms@example.com', 'mfa_enroll', 'sms')
    await call(
      latch,
      '/api/v1/mfa/passwordless_sms/init',
      { action: 'enroll', phoneNumber: '+12015550177' },
      (j) => j,
    )
    const enrolled = await call(
      latch,
      '/api/v1/mfa/passwordless_sms/enroll',
      { phoneNumber: '+12015550177', code: await readCode(server, '+12015550177') },
      parseUserResponseJSON,
    )
    expect(enrolled.mfa_methods.map((m) => m.type)).toEqual(['sms'])
    await call(latch, '/api/v1/mfa/passwordless_sms/init', { action: 'verify' }, (j) => j)
    const wrong = (await readCode(server, '+12015550177')) === '000000' ? '111111' : '000000'
    await expect(
      call(latch, '/api/v1/mfa/passwordless_sms/verify', { code: wrong }, (j) => j),
    ).rejects.toMatchObject({
      status: 422,
    })
    await expect(
      call(
        latch,
        '/api/v1/mfa/passwordless_sms/verify',
        { code: await readCode(server, '+12015550177') },
        (j) => j,
      ),
    ).resolves.toMatchObject({ success: true })
  })
})

describe('analytics, token price, on-ramp', () => {
  it("the client's analytics events are accepted and stored", async () => {
    const latch = createClient(server)
    await latch.ready()
    const before = (await server.server.deps.storage.fingerprint()).analytics_events ?? 0
    await getLatchContext(latch).analytics.track('contract_event', { screen: 'LANDING' })
    const after = (await server.server.deps.storage.fingerprint()).analytics_events ?? 0
    expect(after).toBe(before + 1)
  })

  it('token price parses with the core shape', async () => {
    const latch = createClient(server)
    const price = await getLatchContext(latch).api.request({
      method: 'GET',
      path: '/api/v1/token_price',
      query: { chainId: 1, tokenSymbol: 'ETH' },
      parse: parseTokenPriceJSON,
    })
    expect(price.usd).toBeGreaterThan(0)
  })

  it('moonpay sign parses with the core shape', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'funding@example.com')
    // the signer funds only the caller's wallets: the address is the user's (linked straight in storage)
    await server.server.deps.storage.linkAccount(
      APP_ID,
      latch.$user.get()?.id as string,
      {
        type: 'wallet',
        key: '0x000000000000000000000000000000000000dead',
        data: { address: '0x000000000000000000000000000000000000dEaD', wallet_client_type: 'metamask' },
      },
      0,
      false,
    )
    const signed = await call(
      latch,
      '/api/v1/plugins/moonpay_on_ramp/sign',
      {
        address: '0x000000000000000000000000000000000000dEaD',
        useSandbox: true,
        config: { currencyCode: 'ETH_ETHEREUM' },
      },
      parseMoonpaySignJSON,
    )
    expect(new URL(signed.signedUrl).searchParams.get('externalTransactionId')).toBe(
      signed.externalTransactionId,
    )
  })
})
