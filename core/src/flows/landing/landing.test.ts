import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createHarness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { LOGIN_METHODS, resolveConfig } from '../../config/resolve'
import type { LoginMethod, ResolvedConfig } from '../../config/types'
import { landingViews } from './landing.rules'

const server = useMswServer(createMswServer())

function config(
  on: LoginMethod[],
  appearance: Partial<ResolvedConfig['appearance']> = {},
): Pick<ResolvedConfig, 'appearance' | 'loginMethods'> {
  const loginMethods = Object.fromEntries(LOGIN_METHODS.map((m) => [m, on.includes(m)])) as Record<
    LoginMethod,
    boolean
  >
  return {
    loginMethods,
    appearance: {
      theme: 'light',
      accentColor: '#676FFF',
      logo: null,
      supportedWallets: [],
      showWalletLoginFirst: false,
      loginGroupPriority: 'web2-first',
      hideDirectWeb2Inputs: false,
      ...appearance,
    },
  }
}

const kinds = (options: ReturnType<typeof landingViews>['default']) =>
  options.map((o) =>
    o.type === 'oauth' ? o.provider : o.type === 'overflow' ? `overflow:${o.view}` : o.type,
  )

describe('landing options', () => {
  it('lists web2 first by default: email, SMS, socials (in OAUTH_PROVIDERS order), then wallet', () => {
    expect(kinds(landingViews(config(['email', 'google', 'wallet'])).default)).toEqual([
      'email',
      'google',
      'wallet',
    ])
  })

  it("orders by loginGroupPriority: 'web3-first' puts the wallet first", () => {
    expect(
      kinds(landingViews(config(['email', 'wallet'], { loginGroupPriority: 'web3-first' })).default),
    ).toEqual(['wallet', 'email'])
    // loginGroupPriority wins over showWalletLoginFirst once resolved.
    expect(
      kinds(
        landingViews(
          config(['email', 'wallet'], { loginGroupPriority: 'web2-first', showWalletLoginFirst: true }),
        ).default,
      ),
    ).toEqual(['email', 'wallet'])
  })

  it('without loginGroupPriority, showWalletLoginFirst (host or server) decides the priority', () => {
    const on = { email: true, wallet: true }
    expect(
      resolveConfig({ loginMethods: on, appearance: { showWalletLoginFirst: true } }).config.appearance,
    ).toMatchObject({ loginGroupPriority: 'web3-first' })
    expect(
      resolveConfig({
        loginMethods: on,
        appearance: { showWalletLoginFirst: true, loginGroupPriority: 'web2-first' },
      }).config.appearance.loginGroupPriority,
    ).toBe('web2-first')
    expect(resolveConfig({ loginMethods: on }).config.appearance.loginGroupPriority).toBe('web2-first')
  })

  it('shows at most 4 options, keeps the wallet entry, then one overflow entry to the group that lost options', () => {
    const views = landingViews(config(['email', 'sms', 'google', 'github', 'apple', 'wallet']))
    expect(kinds(views.default)).toEqual(['email', 'sms', 'apple', 'wallet', 'overflow:web2-overflow'])
    expect(kinds(views['web2-overflow'])).toEqual(['email', 'sms', 'apple', 'github', 'google'])
    expect(kinds(views['web3-overflow'])).toEqual(['wallet'])
  })

  it('web3 first with many socials: the wallet stays, socials overflow to web2-overflow', () => {
    const views = landingViews(
      config(['email', 'google', 'github', 'apple', 'discord', 'wallet'], {
        loginGroupPriority: 'web3-first',
      }),
    )
    expect(kinds(views.default)).toEqual(['wallet', 'email', 'apple', 'discord', 'overflow:web2-overflow'])
  })

  it('shows email and SMS as buttons instead of inputs with hideDirectWeb2Inputs', () => {
    const [email] = landingViews(config(['email'], { hideDirectWeb2Inputs: true })).default
    expect(email).toEqual({ type: 'email', group: 'web2', display: 'button' })
  })

  it('never shows more than 4 options before the overflow entries, and never loses an option', () => {
    fc.assert(
      fc.property(
        fc.subarray([...LOGIN_METHODS]),
        fc.constantFrom('web2-first', 'web3-first'),
        fc.boolean(),
        (on, loginGroupPriority, showWalletLoginFirst) => {
          const views = landingViews(config(on, { loginGroupPriority, showWalletLoginFirst }))
          const real = views.default.filter((o) => o.type !== 'overflow')
          expect(real.length).toBeLessThanOrEqual(4)
          expect(views['web2-overflow'].length + views['web3-overflow'].length).toBe(on.length)
          const overflowed = views.default.filter((o) => o.type === 'overflow')
          expect(overflowed.length).toBe(on.length > 4 ? 1 : 0)
          // Every option is reachable: shown, or in the view the one overflow entry opens.
          const reachable = new Set([
            ...real,
            ...overflowed.flatMap((o) => (o.type === 'overflow' ? views[o.view] : [])),
          ])
          expect(reachable.size).toBe(on.length)
        },
      ),
    )
  })
})

describe('landing model', () => {
  it("has the title 'Log in or Sign Up', the app name, and the server's https logo", async () => {
    const h = await createHarness(server, { appConfig: { logo_url: 'https://cdn.test/logo.png' } })
    expect(h.latch.flows.landing.$state.get()).toMatchObject({
      title: 'Log in or Sign Up',
      appName: 'Latch Test App',
      logoUrl: 'https://cdn.test/logo.png',
      protectedBy: 'Protected by',
      view: 'default',
      legal: null,
    })
  })

  it('hides an http logo that is not on localhost; the host config logo wins', async () => {
    const h = await createHarness(server, { appConfig: { logo_url: 'http://cdn.test/logo.png' } })
    expect(h.latch.flows.landing.$state.get().logoUrl).toBeNull()
    const local = await createHarness(server, {
      config: { appearance: { logo: 'http://localhost:5173/l.svg' } },
    })
    expect(local.latch.flows.landing.$state.get().logoUrl).toBe('http://localhost:5173/l.svg')
    // a path on the host's site is shown as written (the browser resolves it against the page)
    const relative = await createHarness(server, { config: { appearance: { logo: '/brand/logo.svg' } } })
    expect(relative.latch.flows.landing.$state.get().logoUrl).toBe('/brand/logo.svg')
  })

  it("says 'Terms of Service' with only the server's terms link, 'Terms' with both", async () => {
    const h = await createHarness(server, { appConfig: { terms_and_conditions_url: 'https://x.test/tos' } })
    expect(h.latch.flows.landing.$state.get().legal?.links.map((l) => l.label)).toEqual(['Terms of Service'])
    const both = await createHarness(server, {
      appConfig: { terms_and_conditions_url: 'https://x.test/tos' },
      config: { legal: { privacyPolicyUrl: 'https://x.test/privacy' } },
    })
    expect(both.latch.flows.landing.$state.get().legal).toMatchObject({
      prefix: 'By logging in I agree to the',
      links: [{ label: 'Terms' }, { label: 'Privacy Policy', url: 'https://x.test/privacy' }],
    })
  })

  it('follows the modal landing view', async () => {
    const h = await createHarness(server, {
      appConfig: { sms_auth: true, google_oauth: true, github_oauth: true, apple_oauth: true },
    })
    h.latch.openModal()
    h.latch.flows.landing.setView('web2-overflow')
    const model = h.latch.flows.landing.$state.get()
    expect(model.view).toBe('web2-overflow')
    expect(model.options).toBe(model.views['web2-overflow'])
  })
})
