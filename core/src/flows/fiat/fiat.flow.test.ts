import { describe, expect, it, vi } from 'vitest'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createFundingHandlers, FAKE_PROVIDER_API_URL } from '../../../../test/fixtures/msw/funding.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { REQUEST_WAIT_MS } from '../../constants'
import type { PopupLike } from '../../env'

const server = useMswServer(createMswServer())
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function signedIn(enabled = true) {
  const opened: Array<{ url: string; name: string }> = []
  const popup: PopupLike & { closedByUs: boolean } = {
    closed: false,
    closedByUs: false,
    close() {
      popup.closedByUs = true
    },
  }
  const h = await createHarness(server, {
    config: { fiatOnRamp: { apiUrl: FAKE_PROVIDER_API_URL, useSandbox: true } },
    appConfig: { fiat_on_ramp_enabled: enabled },
    env: {
      openWindow: (url, name) => {
        opened.push({ url, name })
        return popup
      },
    },
  })
  const { handlers, funding } = createFundingHandlers(h.state)
  server.use(...handlers)
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  await h.clock.advance(1400)
  return { ...h, funding, opened, popup }
}

/** The implementation loads with import() on first use (slow on a loaded machine): wait for the prompt. */
const prompted = (h: Awaited<ReturnType<typeof signedIn>>) =>
  vi.waitFor(() => expect(h.latch.flows.fiat.$state.get().step).toBe('prompt'), { timeout: 10_000 })

describe('card funding flow', () => {
  it('a prompt nobody continues (a custom UI rendering none) rejects with request_timeout after REQUEST_WAIT_MS; no window opens', async () => {
    const h = await signedIn()
    h.latch.closeModal()
    const funded = h.latch.fundWallet(ADDRESS).catch((error: unknown) => error)
    await prompted(h)
    await h.clock.advance(REQUEST_WAIT_MS - 1)
    expect(h.latch.flows.fiat.$state.get().step).toBe('prompt')
    await h.clock.advance(1)
    expect(await funded).toMatchObject({ code: 'request_timeout', retryable: true })
    expect(h.latch.flows.fiat.$state.get()).toEqual({ step: 'idle' })
    expect(h.opened).toEqual([])
  })

  it('prompt, then Continue opens the window, signs through the server, and polls every 3000 ms until completed', async () => {
    const h = await signedIn()
    const funded = h.latch.fundWallet(ADDRESS)
    await prompted(h)
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'FIAT_ON_RAMP_PROMPT_SCREEN' })
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'prompt', address: ADDRESS })
    const started = h.latch.flows.fiat.start()
    // the window opened inside the click, before the signer answered
    expect(h.opened.at(0)).toEqual({ url: 'about:blank', name: 'latch-fiat-on-ramp' })
    await started
    expect(h.latch.$modal.get().screen).toBe('FIAT_ON_RAMP_STATUS_SCREEN')
    const sign = h.state.requests.find((r) => r.path === '/api/v1/plugins/moonpay_on_ramp/sign')
    expect(sign?.body).toEqual({
      address: ADDRESS,
      useSandbox: true,
      config: { currencyCode: 'ETH_ETHEREUM', uiConfig: { accentColor: '#676FFF', theme: 'light' } },
    })
    expect(h.opened.at(1)?.url).toContain('apiKey=pk_test_fake')
    expect(h.opened.at(1)?.name).toBe('latch-fiat-on-ramp')
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({
      step: 'status',
      status: 'pending',
      texts: { title: 'fiat.inProgress' },
    })
    const id = h.funding.signed[0] as string
    h.funding.answers.set(id, [
      { record: { status: 'waitingAuthorization', paymentMethod: 'credit_debit_card' } },
      { record: { status: 'completed', paymentMethod: 'credit_debit_card', currency: { code: 'eth' } } },
    ])
    await h.clock.advance(2999)
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ status: 'pending', record: null })
    await h.clock.advance(1)
    // waitingAuthorization with a card is still pending
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({
      status: 'pending',
      record: { status: 'waitingAuthorization' },
    })
    await h.clock.advance(3000)
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({
      status: 'completed',
      texts: { title: 'fiat.completedTitle', body: 'fiat.completedBody', hint: null },
    })
    await expect(funded).resolves.toBe('completed')
    // terminal: no more polls scheduled
    expect(h.clock.pending()).toEqual([])
  })

  it('a failed payment shows the failure texts with the debit card hint', async () => {
    const h = await signedIn()
    const funded = h.latch.fundWallet(ADDRESS, { currencyCode: 'USDC_BASE' })
    await prompted(h)
    await h.latch.flows.fiat.start()
    h.funding.answers.set(h.funding.signed[0] as string, [
      { record: { status: 'failed', paymentMethod: 'credit_debit_card' } },
    ])
    await h.clock.advance(3000)
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({
      status: 'failed',
      texts: { title: 'fiat.failedTitle', hint: 'fiat.failedDebitCardHint' },
    })
    await expect(funded).resolves.toBe('failed')
  })

  it('404 is not a failure; three other failures (garbage included) give serviceFailure', async () => {
    const h = await signedIn()
    const funded = h.latch.fundWallet(ADDRESS)
    await prompted(h)
    await h.latch.flows.fiat.start()
    const id = h.funding.signed[0] as string
    h.funding.answers.set(id, [{ status: 404 }, { status: 500 }, { raw: 'not json' }, { status: 502 }])
    await h.clock.advance(3000)
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ status: 'pending', failures: 0 })
    await h.clock.advance(3000)
    await h.clock.advance(3000)
    // two failures so far: still pending
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ status: 'pending' })
    await h.clock.advance(3000)
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({
      status: 'serviceFailure',
      failures: 3,
      texts: { title: 'fiat.serviceFailureTitle' },
    })
    await expect(funded).resolves.toBe('serviceFailure')
  })

  it('a bank transfer waiting for authorization ends polling as awaitingAuthorization', async () => {
    const h = await signedIn()
    const funded = h.latch.fundWallet(ADDRESS)
    await prompted(h)
    await h.latch.flows.fiat.start()
    h.funding.answers.set(h.funding.signed[0] as string, [
      { record: { status: 'waitingAuthorization', paymentMethod: 'sepa_bank_transfer' } },
    ])
    await h.clock.advance(3000)
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({
      status: 'awaitingAuthorization',
      texts: { title: 'fiat.awaitingAuthorizationTitle' },
    })
    await expect(funded).resolves.toBe('awaitingAuthorization')
  })

  it('closing the modal stops polling and resolves with null', async () => {
    const h = await signedIn()
    const funded = h.latch.fundWallet(ADDRESS)
    await prompted(h)
    await h.latch.flows.fiat.start()
    h.latch.closeModal()
    await settle()
    await expect(funded).resolves.toBeNull()
    expect(h.latch.flows.fiat.$state.get()).toEqual({ step: 'idle' })
    await h.clock.advance(10_000)
    expect(h.clock.pending()).toEqual([])
  })

  it("'Fiat on-ramp must be enabled' when the app has it off; a bad address is refused; nothing is signed", async () => {
    const h = await signedIn(false)
    await expect(h.latch.fundWallet(ADDRESS)).rejects.toMatchObject({
      code: 'fiat_on_ramp_disabled',
      message: 'Fiat on-ramp must be enabled',
    })
    h.state.appConfig.fiat_on_ramp_enabled = true
    await expect(
      (async () => {
        const on = await signedIn(true)
        return on.latch.fundWallet('0x1234')
      })(),
    ).rejects.toMatchObject({ code: 'invalid_input' })
    expect(h.funding.signed).toEqual([])
    expect(h.latch.$modal.get().open).toBe(false)
  })

  it('a refused signature goes back to the prompt with the error and closes the blank window', async () => {
    const h = await signedIn()
    const funded = h.latch.fundWallet(ADDRESS)
    await prompted(h)
    h.state.appConfig.fiat_on_ramp_enabled = false
    await expect(h.latch.flows.fiat.start()).rejects.toMatchObject({ status: 403 })
    expect(h.popup.closedByUs).toBe(true)
    expect(h.latch.flows.fiat.$state.get()).toMatchObject({ step: 'prompt', error: { status: 403 } })
    h.latch.closeModal()
    await expect(funded).resolves.toBeNull()
  })
})
