import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { openModal, setup } from '../test/setup'

function paste(target: Element, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } })
}

// The modal and the screens it preloads load with import(): on a cold, busy machine their first transform took 10 s,
// more than a test's 5 s. Loaded once here, with room, so each test measures its behaviour rather than the transform.
beforeAll(async () => {
  const { defaultScreens } = await import('../registry')
  await import('../modal/LatchModal')
  await Promise.all(
    Object.values(defaultScreens).map((s) => (s as { preload?: () => Promise<unknown> }).preload?.()),
  )
}, 120_000)

describe('AWAITING_PASSWORDLESS_CODE', () => {
  async function atCodeScreen() {
    const ctx = await setup()
    await openModal(ctx.latch)
    const input = screen.getByRole('textbox', { name: 'Email address' })
    fireEvent.change(input, { target: { value: 'ada@example.com' } })
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
    expect(submit.disabled).toBe(false)
    fireEvent.click(submit)
    await screen.findByRole('heading', { name: 'Enter confirmation code' })
    return ctx
  }

  it('shows six cells, the first with autocomplete="one-time-code", and the recipient', async () => {
    await atCodeScreen()
    const cells = screen.getAllByRole('textbox', { name: /Code digit/ })
    expect(cells).toHaveLength(6)
    expect(cells[0]?.getAttribute('autocomplete')).toBe('one-time-code')
    expect(cells[0]?.getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByText(/ada@example\.com/)).toBeTruthy()
    // The file's first test pays the cold load of the modal chunk and the email flow (over 5 s on a busy machine).
  }, 20_000)

  it('a pasted code fills the six cells and submits it', async () => {
    const { state, latch } = await atCodeScreen()
    const cells = screen.getAllByRole('textbox', { name: /Code digit/ }) as HTMLInputElement[]
    await act(async () => paste(cells[0] as HTMLInputElement, ' 123 456 '))
    expect(cells.map((c) => c.value).join('')).toBe('123456')
    await waitFor(() => expect(state.count('POST', '/api/v1/passwordless/authenticate')).toBe(1))
    await waitFor(() => expect(latch.$auth.get().status).toBe('authenticated'))
  })

  it('typing the sixth digit auto-submits; a wrong code shows the exact message and clears the cells', async () => {
    const { state } = await atCodeScreen()
    state.codes.set('ada@example.com', '999999')
    const cells = screen.getAllByRole('textbox', { name: /Code digit/ }) as HTMLInputElement[]
    for (const [i, d] of ['1', '2', '3', '4', '5'].entries())
      fireEvent.change(cells[i] as HTMLInputElement, { target: { value: d } })
    expect(state.count('POST', '/api/v1/passwordless/authenticate')).toBe(0)
    await act(async () => {
      fireEvent.change(cells[5] as HTMLInputElement, { target: { value: '6' } })
    })
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Invalid or expired verification code',
    )
    expect(state.count('POST', '/api/v1/passwordless/authenticate')).toBe(1)
    await waitFor(() => expect(cells.every((c) => c.value === '')).toBe(true))
  })

  it('resend sends the code again', async () => {
    const { state } = await atCodeScreen()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    })
    await waitFor(() => expect(state.count('POST', '/api/v1/passwordless/init')).toBe(2))
    expect(await screen.findByText('Code sent')).toBeTruthy()
  })
})

describe('SMS login', () => {
  it('a national number for the chosen country goes to the code screen for that phone', async () => {
    const { latch, state } = await setup({ appConfig: { sms_auth: true, email_auth: false } })
    await openModal(latch)
    const input = screen.getByRole('textbox', { name: 'Phone number' })
    await waitFor(() => expect(latch.flows.sms.$rules.get()).not.toBeNull())
    fireEvent.change(input, { target: { value: '(415) 555-2671' } })
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
    await waitFor(() => expect(submit.disabled).toBe(false))
    await act(async () => {
      fireEvent.click(submit)
    })
    await screen.findByRole('heading', { name: 'Enter confirmation code' })
    expect(screen.getByText(/\+14155552671/)).toBeTruthy()
    const cells = screen.getAllByRole('textbox', { name: /Code digit/ })
    await act(async () => paste(cells[0] as HTMLElement, '123456'))
    await waitFor(() => expect(latch.$auth.get().status).toBe('authenticated'))
    expect(state.count('POST', '/api/v1/passwordless_sms/authenticate')).toBe(1)
  })
})

describe('hideDirectWeb2Inputs', () => {
  it('email and SMS show as buttons that expand into their input, focused', async () => {
    const { latch } = await setup({
      config: { appearance: { hideDirectWeb2Inputs: true } },
      appConfig: { sms_auth: true },
    })
    await openModal(latch)
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email' }))
    const input = screen.getByRole('textbox', { name: 'Email address' })
    expect(document.activeElement).toBe(input)
    expect(screen.getByRole('button', { name: 'Continue with phone' })).toBeTruthy()
  })
})

describe('unknown screens', () => {
  it('a screen without a component shows the fallback, not an empty dialog', async () => {
    // A host registry may leave a screen out; the wallet screens stand in for any screen without a component.
    const { latch } = await setup({
      components: { LINK_WALLET_SCREEN: undefined, AWAITING_CONNECTION: undefined },
    })
    await openModal(latch, 'LINK_WALLET_SCREEN')
    await act(async () => latch.navigate('AWAITING_CONNECTION'))
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })
})

describe('LANDING', () => {
  it('shows at most 4 options, then one overflow entry leading to the overflow view and back', async () => {
    const { latch } = await setup({
      appConfig: {
        sms_auth: true,
        google_oauth: true,
        github_oauth: true,
        discord_oauth: true,
        wallet_auth: true,
      },
    })
    await openModal(latch)
    const options = document.querySelector('[data-part="options"]') as HTMLElement
    const entries = [...options.children]
    const overflow = entries.filter((el) => el.getAttribute('data-part') === 'overflow-button')
    expect(entries.length - overflow.length).toBe(4)
    // One overflow entry; the wallet entry stays in view.
    expect(overflow.map((el) => el.getAttribute('data-view'))).toEqual(['web2-overflow'])
    expect(overflow.map((el) => el.textContent)).toEqual(['More options'])
    expect(screen.getByRole('button', { name: 'Continue with a wallet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
    const more = overflow[0] as HTMLElement
    fireEvent.click(more)
    expect(document.querySelector('[data-scope="landing"]')?.getAttribute('data-view')).toBe('web2-overflow')
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(document.querySelector('[data-scope="landing"]')?.getAttribute('data-view')).toBe('default')
  })

  it("lists the app's OpenID Connect providers after the built-in socials, by name and icon; a click starts oidc:<id>", async () => {
    const { latch } = await setup({
      appConfig: {
        email_auth: true,
        sms_auth: false,
        wallet_auth: false,
        google_oauth: true,
        oidc_providers: [
          { id: 'oidc:acme', name: 'Acme SSO', icon: 'https://acme.example/icon.png' },
          { id: 'oidc:corp', name: 'Corp Okta', icon: null },
        ],
      },
    })
    await openModal(latch)
    const socials = [...document.querySelectorAll('[data-part="social-button"]')]
    expect(socials.map((el) => el.getAttribute('data-provider'))).toEqual([
      'google',
      'oidc:acme',
      'oidc:corp',
    ])
    // the accessible names (the glyph is hidden from them)
    for (const [i, name] of ['Google', 'Acme SSO', 'Corp Okta'].entries()) {
      expect(screen.getByRole('button', { name: `Continue with ${name}` })).toBe(socials[i])
    }
    expect(socials[1]?.querySelector('img')?.getAttribute('src')).toBe('https://acme.example/icon.png')
    expect(socials[2]?.querySelector('img')).toBeNull()
    expect(socials[2]?.querySelector('svg text')?.textContent).toBe('C')
    const init = vi.spyOn(latch.flows.oauth, 'init').mockResolvedValue(undefined)
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Corp Okta' }))
    expect(init).toHaveBeenCalledWith({ provider: 'oidc:corp' })
  })

  it('shows the legal line with Terms and Privacy Policy links and the Protected by footer', async () => {
    const { latch } = await setup({
      appConfig: {
        terms_and_conditions_url: 'https://a.test/terms',
        privacy_policy_url: 'https://a.test/privacy',
      },
    })
    await openModal(latch)
    const legal = document.querySelector('[data-part="legal"]') as HTMLElement
    expect(legal.textContent).toBe('By logging in I agree to the Terms and Privacy Policy')
    expect(within(legal).getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe(
      'https://a.test/terms',
    )
    expect(document.querySelector('[data-part="footer"]')?.textContent).toBe('Protected by Latch')
  })

  it('renders an https logo (alt = app name) but never a non-https one', async () => {
    const good = await setup({ appConfig: { logo_url: 'https://cdn.test/logo.png', name: 'Acme' } })
    await openModal(good.latch)
    expect(screen.getByRole('img', { name: 'Acme' }).getAttribute('src')).toBe('https://cdn.test/logo.png')
    good.unmount()

    const bad = await setup({ appConfig: { logo_url: 'http://evil.test/logo.png' } })
    await openModal(bad.latch)
    expect(document.querySelector('[data-part="logo"]')).toBeNull()
    bad.unmount()

    const js = await setup({ appConfig: { logo_url: 'javascript:alert(1)' } })
    await openModal(js.latch)
    expect(document.querySelector('img')).toBeNull()
  })

  it('HTML in the app name renders as text, never as markup', async () => {
    const name = '<img src=x onerror="window.__pwned=1"><b>Acme</b>'
    const { latch } = await setup({ appConfig: { logo_url: 'https://cdn.test/logo.png', name } })
    await openModal(latch)
    const logo = document.querySelector('[data-part="logo"]') as HTMLImageElement
    expect(logo.getAttribute('alt')).toBe(name)
    expect(document.querySelectorAll('img')).toHaveLength(1)
    expect(document.querySelector('b')).toBeNull()
  })

  it('the SMS option has a country selector bound to the flow', async () => {
    const { latch } = await setup({ appConfig: { sms_auth: true } })
    await openModal(latch)
    const select = screen.getByRole('combobox', { name: 'Country' }) as HTMLSelectElement
    expect(select.value).toBe('US')
    await waitFor(() => expect(select.options.length).toBeGreaterThan(100))
    fireEvent.change(select, { target: { value: 'FR' } })
    expect(latch.flows.sms.$country.get()).toBe('FR')
  })
})

describe('ALLOWLIST_REJECTION_SCREEN', () => {
  it('shows the defaults, and server texts (HTML included) as text, with an optional CTA link', async () => {
    const { latch } = await setup()
    await openModal(latch, 'ALLOWLIST_REJECTION_SCREEN')
    expect(screen.getByRole('heading', { name: "You don't have access to this app" })).toBeTruthy()
    expect(screen.getByText('Have you been invited?')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try another account' }))
    expect(latch.flows.modal.$state.get().screen).toBe('LANDING')

    const title = '<script>window.__pwned=1</script>Nope'
    await act(async () => {
      latch.navigate('ALLOWLIST_REJECTION_SCREEN', {
        title,
        detail: '<b>x</b>',
        ctaText: 'Request access',
        ctaLink: 'https://acme.test/request',
      })
    })
    expect(screen.getByRole('heading', { name: title })).toBeTruthy()
    expect(document.querySelector('[data-scope="allowlist"] b')).toBeNull()
    expect(document.querySelector('[data-scope="allowlist"] script')).toBeNull()
    expect(screen.getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(
      'https://acme.test/request',
    )
  })
})

describe('LOGIN_FAILED_SCREEN and AWAITING_OAUTH_SCREEN', () => {
  it('LOGIN_FAILED_SCREEN offers Try again and Cancel', async () => {
    const { latch } = await setup()
    await openModal(latch, 'LOGIN_FAILED_SCREEN')
    expect(screen.getByRole('heading', { name: 'Could not connect with wallet' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(latch.flows.modal.$state.get().step).toBe('closing')
  })

  it('AWAITING_OAUTH_SCREEN shows the provider and a spinner', async () => {
    const { latch } = await setup()
    await openModal(latch, 'AWAITING_OAUTH_SCREEN', { provider: 'github' })
    expect(screen.getByRole('heading', { name: 'Logging in with GitHub' })).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
  })
})
