import { describe, expect, it } from 'vitest'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { emailAccount, walletAccount } from '../../../../test/fixtures/msw/state'
import { CORE_SCREENS, FLOW_MODULES, SCREEN_NAMES } from '../../flows/list'

const server = useMswServer(createMswServer())

const analyticsEvents = (h: Awaited<ReturnType<typeof createHarness>>) =>
  h.state.requests
    .filter((r) => r.path === '/api/v1/analytics_events')
    .map((r) => (r.body as { event_name: string }).event_name)

async function loggedIn(
  options: Parameters<typeof createHarness>[1] = {},
  accounts = [emailAccount('ada@example.com')],
) {
  const h = await createHarness(server, options)
  h.state.createUser(accounts, 'did:latch:ada')
  h.state.codes.set('ada@example.com', '123456')
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  return h
}

describe('modal navigation', () => {
  it('names every screen of the product, each declared by one module only', () => {
    // the product's 26 screens, then the passkey and step-up ones; a flow that adds a screen edits no test here
    const product = [
      'LANDING',
      'LOGIN_FAILED_SCREEN',
      'ALLOWLIST_REJECTION_SCREEN',
      'AWAITING_PASSWORDLESS_CODE',
      'AWAITING_OAUTH_SCREEN',
      'LINK_EMAIL_SCREEN',
      'LINK_PHONE_SCREEN',
      'AWAITING_CONNECTION',
      'AWAITING_CONNECT_ONLY_CONNECTION',
      'PHANTOM_INTERSTITIAL_SCREEN',
      'INSTALL_PHANTOM_SCREEN',
      'CONNECT_ONLY_LANDING_SCREEN',
      'LINK_WALLET_SCREEN',
      'CONNECT_ONLY_AUTHENTICATED_SCREEN',
      'MFA_ENROLLMENT_FLOW_SCREEN',
      'FIAT_ON_RAMP_PROMPT_SCREEN',
      'FIAT_ON_RAMP_STATUS_SCREEN',
      'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
      'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN',
      'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
      'EMBEDDED_WALLET_CREATED_SCREEN',
      'EMBEDDED_WALLET_CONNECTING_SCREEN',
      'EMBEDDED_WALLET_RECOVERY_SCREEN',
      'EMBEDDED_WALLET_KEY_EXPORT_SCREEN',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN',
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
    ]
    expect(product).toHaveLength(26)
    expect(SCREEN_NAMES).toEqual(
      expect.arrayContaining([
        ...product,
        'AWAITING_PASSKEY_SCREEN',
        'LINK_PASSKEY_SCREEN',
        'STEP_UP_SCREEN',
      ]),
    )
    const declared = [CORE_SCREENS, ...FLOW_MODULES.map((m) => m.screens ?? {})].flatMap((s) =>
      Object.keys(s),
    )
    expect(declared).toHaveLength(new Set(declared).size)
    expect(new Set(SCREEN_NAMES)).toEqual(new Set(declared))
  })

  it('opens on LANDING and tracks modal_open, closes and tracks modal_close', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ step: 'open', open: true, screen: 'LANDING' })
    h.latch.closeModal()
    await settle()
    expect(analyticsEvents(h)).toEqual(['modal_open', 'modal_close'])
  })

  it("is 'closing' for the 200 ms hide delay, then 'closed'", async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    h.latch.closeModal()
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ step: 'closing', open: false })
    await h.clock.advance(199)
    expect(h.latch.flows.modal.$state.get().step).toBe('closing')
    await h.clock.advance(1)
    expect(h.latch.flows.modal.$state.get().step).toBe('closed')
  })

  it('reverts the landing view to default 150 ms after closing', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    h.latch.flows.landing.setView('web2-overflow')
    h.latch.closeModal()
    await h.clock.advance(149)
    expect(h.latch.flows.modal.$state.get().landingView).toBe('web2-overflow')
    await h.clock.advance(1)
    expect(h.latch.flows.modal.$state.get().landingView).toBe('default')
  })

  it('reopening during the hide delay cancels it', async () => {
    const h = await createHarness(server)
    h.latch.openModal()
    h.latch.closeModal()
    await h.clock.advance(100)
    h.latch.openModal()
    await h.clock.advance(500)
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ step: 'open', open: true })
  })

  it('shows LANDING instead of a screen that needs a session when the user is not authenticated', async () => {
    const h = await createHarness(server)
    h.latch.openModal('LINK_EMAIL_SCREEN')
    expect(h.latch.flows.modal.$state.get().screen).toBe('LANDING')
    h.latch.navigate('EMBEDDED_WALLET_KEY_EXPORT_SCREEN')
    expect(h.latch.flows.modal.$state.get().screen).toBe('LANDING')
    h.latch.navigate('AWAITING_OAUTH_SCREEN', { provider: 'google' })
    expect(h.latch.flows.modal.$state.get()).toMatchObject({
      screen: 'AWAITING_OAUTH_SCREEN',
      data: { provider: 'google' },
    })
  })

  it('goes back to LANDING when closed logged out, and when the user logs out while open', async () => {
    const h = await loggedIn({ appConfig: {} })
    h.latch.openModal('LINK_EMAIL_SCREEN')
    expect(h.latch.flows.modal.$state.get().screen).toBe('LINK_EMAIL_SCREEN')
    await h.latch.logout()
    expect(h.latch.flows.modal.$state.get().screen).toBe('LANDING')
    h.latch.navigate('AWAITING_OAUTH_SCREEN', { provider: 'google' })
    h.latch.closeModal()
    await h.clock.advance(200)
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ step: 'closed', screen: 'LANDING' })
  })

  it('login() opens LANDING when logged out', async () => {
    const h = await createHarness(server)
    expect(h.latch.login()).toBe(true)
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'LANDING' })
  })

  it('login() while authenticated is refused with a warning and leaves the modal alone', async () => {
    const h = await loggedIn()
    await h.clock.advance(1400)
    expect(h.latch.login()).toBe(false)
    expect(h.logger.warn).toHaveBeenCalledWith('login() was called while the user is already authenticated')
    expect(h.latch.flows.modal.$state.get().open).toBe(false)
  })
})

describe('after an email or SMS login', () => {
  async function loginInModal(
    options: Parameters<typeof createHarness>[1],
    accounts = [emailAccount('ada@example.com')],
  ) {
    const h = await createHarness(server, options)
    h.state.createUser(accounts, 'did:latch:ada')
    h.latch.openModal()
    await h.latch.initLoginWithEmail('ada@example.com')
    expect(h.latch.flows.modal.$state.get().screen).toBe('AWAITING_PASSWORDLESS_CODE')
    await h.latch.loginWithCode('123456')
    return h
  }

  it('closes the modal 1400 ms after success when no wallet is to be created', async () => {
    const h = await loginInModal({})
    await h.clock.advance(1399)
    expect(h.latch.flows.modal.$state.get().step).toBe('open')
    await h.clock.advance(1)
    expect(h.latch.flows.modal.$state.get().step).toBe('closing')
    await h.clock.advance(200)
    expect(h.latch.flows.modal.$state.get().step).toBe('closed')
  })

  it("goes to the wallet-creation screen after 1400 ms with createOnLogin 'all-users'", async () => {
    const h = await loginInModal({ config: { embeddedWallets: { createOnLogin: 'all-users' } } })
    await h.clock.advance(1399)
    expect(h.latch.flows.modal.$state.get().screen).toBe('AWAITING_PASSWORDLESS_CODE')
    await h.clock.advance(1)
    expect(h.latch.flows.modal.$state.get()).toMatchObject({
      step: 'open',
      screen: 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
    })
  })

  it('goes there after 900 ms when rendered in a dialog', async () => {
    const h = await loginInModal({
      config: { render: { inDialog: true }, embeddedWallets: { createOnLogin: 'all-users' } },
    })
    await h.clock.advance(899)
    expect(h.latch.flows.modal.$state.get().screen).toBe('AWAITING_PASSWORDLESS_CODE')
    await h.clock.advance(1)
    expect(h.latch.flows.modal.$state.get().screen).toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
  })

  it("with 'users-without-wallets' a user who has a wallet is not sent there: the modal closes after 1400 ms", async () => {
    const h = await loginInModal(
      { config: { embeddedWallets: { createOnLogin: 'users-without-wallets' } } },
      [
        emailAccount('ada@example.com'),
        walletAccount('0x0000000000000000000000000000000000000001', { embedded: true }),
      ],
    )
    await h.clock.advance(1400)
    expect(h.latch.flows.modal.$state.get().step).toBe('closing')
  })

  it("with 'users-without-wallets' a user without wallets goes to wallet creation", async () => {
    const h = await loginInModal({ config: { embeddedWallets: { createOnLogin: 'users-without-wallets' } } })
    await h.clock.advance(1400)
    expect(h.latch.flows.modal.$state.get().screen).toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
  })

  it('does nothing to a closed modal (a headless host drives its own UI)', async () => {
    const h = await loggedIn({ config: { embeddedWallets: { createOnLogin: 'all-users' } } })
    expect(h.clock.pending().filter((ms) => ms === 1400)).toEqual([])
    await h.clock.advance(2000)
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ step: 'closed', screen: 'LANDING' })
  })
})
