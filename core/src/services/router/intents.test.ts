import { describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../../../test/fixtures/core/harness'
import { createMfaHandlers } from '../../../../test/fixtures/msw/mfa.handlers'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'

const server = useMswServer(createMswServer())

const intents = async (h: Harness) => {
  await h.latch.flows.modal.ready()
  return h.latch.flows.modal.$intents.get()
}
const shown = (h: Harness) => {
  const { screen, step, landingView } = h.latch.$modal.get()
  return { screen, step, landingView }
}

describe('screen intents: the flow that shows a screen decides Back, Close and Retry; the router moves the modal', () => {
  it('LANDING: no Back on the default list; an overflow list goes back to it (the landing flow asks, the router shows)', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    expect((await intents(h)).back).toBeNull()
    expect((await intents(h)).retry).toBeNull()
    h.latch.flows.landing.setView('web2-overflow')
    expect(shown(h)).toEqual({ screen: 'LANDING', step: 'open', landingView: 'web2-overflow' })
    expect((await intents(h)).back).not.toBeNull()
    await h.latch.flows.modal.back()
    expect(shown(h)).toEqual({ screen: 'LANDING', step: 'open', landingView: 'default' })
    expect((await intents(h)).back).toBeNull()
    // asking twice for the same view is heard each time (a close reset the modal's view meanwhile)
    h.latch.flows.landing.setView('web3-overflow')
    await h.latch.flows.modal.back()
    h.latch.flows.landing.setView('web3-overflow')
    expect(shown(h).landingView).toBe('web3-overflow')
  })

  it('AWAITING_PASSWORDLESS_CODE: Back returns to LANDING, no Retry; Close leaves and the modal closes', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    await h.latch.initLoginWithEmail('ada@example.com')
    expect(shown(h).screen).toBe('AWAITING_PASSWORDLESS_CODE')
    expect((await intents(h)).retry).toBeNull()
    await h.latch.flows.modal.back()
    expect(shown(h)).toMatchObject({ screen: 'LANDING', step: 'open' })
    await h.latch.flows.modal.back() // nothing to go back to: a no-op
    expect(shown(h)).toMatchObject({ screen: 'LANDING', step: 'open' })
    h.latch.navigate('AWAITING_PASSWORDLESS_CODE', { channel: 'email', recipient: 'ada@example.com' })
    await h.latch.flows.modal.leave()
    expect(shown(h).step).toBe('closing')
  })

  it('AWAITING_OAUTH_SCREEN: Back drops the attempt and returns to LANDING; no Retry before a failure', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    h.latch.navigate('AWAITING_OAUTH_SCREEN', { provider: 'google' })
    expect((await intents(h)).back).not.toBeNull()
    expect((await intents(h)).retry).toBeNull()
    await h.latch.flows.modal.back()
    expect(shown(h).screen).toBe('LANDING')
    expect(h.latch.flows.oauth.$state.get()).toEqual({ step: 'idle' })
  })

  it('AWAITING_PASSKEY_SCREEN: a login that failed goes back to LANDING; no Retry for a failure that cannot pass', async () => {
    const h = await createHarness(server, { config: { loginMethods: { email: true, passkey: true } } })
    h.latch.openModal()
    // no WebAuthn here: the ceremony fails at once, and trying again would fail the same way
    await expect(h.latch.loginWithPasskey()).rejects.toBeTruthy()
    h.latch.navigate('AWAITING_PASSKEY_SCREEN', { mode: 'login' })
    expect(h.latch.flows.passkey.$state.get().step).toBe('error')
    expect((await intents(h)).retry).toBeNull()
    await h.latch.flows.modal.back()
    expect(shown(h).screen).toBe('LANDING')
    expect(h.latch.flows.passkey.$state.get()).toEqual({ step: 'idle' })
  })

  it("wallet lists: a login's list goes back to LANDING (and the flow to idle); a connect-only list has no Back", async () => {
    const h = await createHarness(server)
    expect(await h.latch.loginWithWallet()).toBeNull()
    expect(shown(h).screen).toBe('AWAITING_CONNECTION')
    await h.latch.flows.modal.back()
    expect(shown(h)).toMatchObject({ screen: 'LANDING', step: 'open' })
    expect(h.latch.flows.wallets.$state.get()).toEqual({ step: 'idle' })
    h.latch.flows.wallets.choose('connect')
    expect(shown(h).screen).toBe('CONNECT_ONLY_LANDING_SCREEN')
    expect((await intents(h)).back).toBeNull()
    await h.latch.flows.modal.back()
    expect(shown(h).screen).toBe('CONNECT_ONLY_LANDING_SCREEN')
  })

  it('LOGIN_FAILED_SCREEN: Retry with no wallet attempt to repeat shows the screen its data names, else LANDING', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    h.latch.navigate('LOGIN_FAILED_SCREEN', { retryScreen: 'AWAITING_CONNECTION' })
    expect((await intents(h)).back).toBeNull()
    await h.latch.flows.modal.retry()
    expect(shown(h).screen).toBe('AWAITING_CONNECTION')
    h.latch.navigate('LOGIN_FAILED_SCREEN', null)
    await h.latch.flows.modal.retry()
    expect(shown(h).screen).toBe('LANDING')
  })

  it('ALLOWLIST_REJECTION_SCREEN: Back returns to the login options', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    h.latch.navigate('ALLOWLIST_REJECTION_SCREEN', null)
    await h.latch.flows.modal.back()
    expect(shown(h).screen).toBe('LANDING')
  })

  it('MFA enrolment: no Back on the intro or the list; from the phone entry Back returns to the list', async () => {
    const h = await createHarness(server, { appConfig: { mfa_methods: ['sms', 'totp'] } as never })
    server.use(...createMfaHandlers(h.state).handlers)
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
    await h.clock.advance(1400)
    h.latch.showMfaEnrollmentModal()
    expect((await intents(h)).back).toBeNull()
    h.latch.flows.mfa.choose()
    expect((await intents(h)).back).toBeNull()
    h.latch.flows.mfa.enterPhone()
    expect((await intents(h)).back).not.toBeNull()
    await h.latch.flows.modal.back()
    expect(h.latch.flows.mfa.$state.get()).toMatchObject({ step: 'choose' })
    expect(shown(h).screen).toBe('MFA_ENROLLMENT_FLOW_SCREEN')
  })

  it("a flow's rule loads with its code when one of its screens shows: not ready at first, then ready", async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    h.latch.navigate('AWAITING_OAUTH_SCREEN', { provider: 'google' })
    const first = h.latch.flows.modal.$intents.get()
    expect(first).toMatchObject({ ready: false, back: null, retry: null })
    await h.latch.flows.modal.ready()
    const loaded = h.latch.flows.modal.$intents.get()
    expect(loaded.ready).toBe(true)
    expect(loaded.back).not.toBeNull()
  })

  it('$intents follows the screen and its flow while someone listens', async () => {
    const h = await createHarness(server)
    const seen: Array<string | null> = []
    const off = h.latch.flows.modal.$intents.subscribe((i) => {
      seen.push(i.back ? 'back' : null)
    })
    h.latch.openModal()
    h.latch.flows.landing.setView('web2-overflow')
    await h.latch.flows.modal.back()
    off()
    expect(seen.at(-1)).toBeNull()
    expect(seen).toContain('back')
  })
})
