/**
 * Card funding through a real client over the msw fake API: the signer call carries the session's bearer, the app's
 * flag is enforced, and the poller reads the provider's status API through the client's clock.
 */
import { describe, expect, it } from 'vitest'
import { createHarness, type Harness, settle } from '../../../test/fixtures/core/harness'
import { createFundingHandlers, FAKE_PROVIDER_API_URL } from '../../../test/fixtures/msw/funding.handlers'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { getLatchContext } from '../latch'
import { onRampStatusUrl, signOnRampUrl } from './fiat.api'
import { pollOnRampStatus } from './fiat.poll'
import type { OnRampStatusUpdate } from './fiat.types'

const server = useMswServer(createMswServer())
const ADDRESS = '0x000000000000000000000000000000000000dEaD'

async function signedIn(enabled = true) {
  const h = await createHarness(server, { appConfig: { fiat_on_ramp_enabled: enabled } })
  const { handlers, funding } = createFundingHandlers(h.state)
  server.use(...handlers)
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode(h.login.code)
  return { h, funding, api: getLatchContext(h.latch).api }
}

function poll(h: Harness, url: string) {
  const updates: OnRampStatusUpdate[] = []
  const running = pollOnRampStatus({
    fetch: (input, init) => globalThis.fetch(input, init),
    clock: h.clock,
    url,
    onStatus: (u) => updates.push(u),
  })
  return { updates, running }
}

describe('card funding over the fake API', () => {
  it('signs with the bearer, then polls 404s until the scripted completion', async () => {
    const { h, funding, api } = await signedIn()
    const signed = await signOnRampUrl(api, { address: ADDRESS, useSandbox: true })
    const request = h.state.requests.find((r) => r.path === '/api/v1/plugins/moonpay_on_ramp/sign')
    expect(request?.headers.authorization).toMatch(/^Bearer /)
    expect(request?.body).toEqual({
      address: ADDRESS,
      useSandbox: true,
      config: { currencyCode: 'ETH_ETHEREUM' },
    })

    const url = onRampStatusUrl({ ...signed, apiUrl: FAKE_PROVIDER_API_URL })
    expect(url).toBe(
      `${FAKE_PROVIDER_API_URL}/v1/transactions/ext/${signed.externalTransactionId}?apiKey=pk_test_fake`,
    )
    const { updates, running } = poll(h, url)
    await h.clock.advance(6000)
    await settle()
    expect(updates.map((u) => u.status)).toEqual(['pending', 'pending'])
    funding.answers.set(signed.externalTransactionId, [
      { record: { status: 'waitingAuthorization', paymentMethod: 'credit_debit_card' } },
      { record: { status: 'completed', paymentMethod: 'credit_debit_card', currency: { code: 'eth' } } },
    ])
    await h.clock.advance(3000)
    await settle()
    expect(updates.at(-1)?.status).toBe('pending')
    await h.clock.advance(3000)
    await settle()
    await expect(running.done).resolves.toBe('completed')
    expect(h.clock.pending()).toEqual([])
  })

  it("the server's refusal when the app has the on-ramp off reaches the caller as a typed error", async () => {
    const { api } = await signedIn(false)
    await expect(signOnRampUrl(api, { address: ADDRESS })).rejects.toMatchObject({
      status: 403,
      code: 'on_ramp_disabled',
      message: 'Fiat on-ramp must be enabled',
    })
  })

  it('a status API answering garbage three times ends in serviceFailure', async () => {
    const { h, funding, api } = await signedIn()
    const signed = await signOnRampUrl(api, { address: ADDRESS })
    funding.answers.set(signed.externalTransactionId, [
      { raw: '<html>' },
      { status: 502 },
      { raw: '{"status":1}' },
    ])
    const { updates, running } = poll(h, onRampStatusUrl({ ...signed, apiUrl: FAKE_PROVIDER_API_URL }))
    for (let i = 0; i < 3; i++) {
      await h.clock.advance(3000)
      await settle()
    }
    await expect(running.done).resolves.toBe('serviceFailure')
    expect(updates).toEqual([{ status: 'serviceFailure', record: null, failures: 3 }])
  })
})
