import type { EmbeddedWalletState, PasswordFlowState, ScreenName } from '@latch/core'
import { initialPasswordState } from '@latch/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { WritableAtom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import { setup } from '../../test/setup'
import { expectStyled } from '../../test/styled'

const wallet = {
  address: '0x1234567890abcdef1234567890abcdef12345678' as const,
  chainId: 'eip155:1',
  walletClientType: 'privy' as const,
  connectorType: 'embedded' as const,
  recoveryMethod: 'privy' as const,
}

const password = (patch: Partial<PasswordFlowState>): EmbeddedWalletState => ({
  step: 'password',
  password: { ...initialPasswordState('update', 'user'), ...patch },
})

async function signedIn(appName?: string) {
  const h = await setup({
    config: { embeddedWallets: { createOnLogin: 'off' } },
    ...(appName ? { appConfig: { name: appName } } : {}),
  })
  await act(async () => {
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
  })
  const $state = h.latch.flows.embeddedWallet.$state as WritableAtom<EmbeddedWalletState>
  const show = async (name: ScreenName, state: EmbeddedWalletState) => {
    await act(async () => {
      $state.set(state)
      if (h.latch.$modal.get().screen !== name || !h.latch.$modal.get().open)
        h.latch.navigate(name as 'LANDING')
    })
    await screen.findByRole('dialog')
  }
  return { ...h, $state, show }
}

describe('embedded wallet screens', () => {
  it('creation screen: a spinner while creating, the failure with Close', async () => {
    const h = await signedIn()
    await h.show('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN', { step: 'creating', origin: 'login' })
    expect(await screen.findByText('Creating your account')).toBeTruthy()
    expectStyled()
    await h.show('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN', {
      step: 'error',
      phase: 'create',
      error: new Error('x') as never,
      title: 'Something went wrong',
      message: 'Unable to create wallet',
    })
    expect(screen.getByText('Unable to create wallet')).toBeTruthy()
    expectStyled()
    await act(async () => fireEvent.click(document.querySelector('[data-part="close-button"]') as Element))
    // the flow's implementation loads on first use (a signed-out page no longer loads it at start)
    await waitFor(() => expect(h.$state.get().step).toBe('idle'))
  })

  it("created screen: 'Welcome to {app}' for a new user, 'All set!' otherwise", async () => {
    const h = await signedIn('Acme')
    await h.show('EMBEDDED_WALLET_CREATED_SCREEN', {
      step: 'created',
      origin: 'login',
      wallet,
      isNewUser: true,
    })
    expect(await screen.findByText('Welcome to Acme')).toBeTruthy()
    expect(screen.getByText("You've successfully created an account.")).toBeTruthy()
    expectStyled()
    // the flow leaves 'created' as the modal closes: the screen keeps its words through the exit
    await act(async () => h.$state.set({ step: 'ready', wallet } as EmbeddedWalletState))
    expect(screen.getByText('Welcome to Acme')).toBeTruthy()
    expect(screen.queryByText('All set!')).toBeNull()
    await act(async () => h.latch.closeModal())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await h.show('EMBEDDED_WALLET_CREATED_SCREEN', {
      step: 'created',
      origin: 'login',
      wallet,
      isNewUser: false,
    })
    expect(await screen.findByText('All set!')).toBeTruthy()
    expect(screen.getByText('Your account is secured.')).toBeTruthy()
  })

  it("connecting screen: spinner, then 'Something went wrong' / 'We're on it. Please try again later.'", async () => {
    const h = await signedIn()
    await h.show('EMBEDDED_WALLET_CONNECTING_SCREEN', { step: 'connecting', target: 'export' })
    expect(await screen.findByText('Connecting your wallet')).toBeTruthy()
    await h.show('EMBEDDED_WALLET_CONNECTING_SCREEN', {
      step: 'error',
      phase: 'connect',
      error: new Error('x') as never,
      title: 'Something went wrong',
      message: "We're on it. Please try again later.",
    })
    expect(await screen.findByText('Something went wrong')).toBeTruthy()
    expect(screen.getByText("We're on it. Please try again later.")).toBeTruthy()
    expect(document.querySelector('[data-part="close-button"]')?.textContent).toBe('Close')
    expectStyled()
  })

  it("connecting screen after fresh_login_required: 'Log in again' signs out and shows the login screen", async () => {
    const h = await signedIn()
    await h.show('EMBEDDED_WALLET_CONNECTING_SCREEN', {
      step: 'error',
      phase: 'connect',
      error: new Error('x') as never,
      title: 'Log in again to use your wallet',
      message: 'For your security, your wallet can be set up on a new device only right after you log in.',
      action: 'login-again',
    })
    expect(await screen.findByText('Log in again to use your wallet')).toBeTruthy()
    const again = screen.getByRole('button', { name: 'Log in again' })
    expect(again.getAttribute('data-variant')).toBe('primary')
    expect(document.querySelector('[data-part="close-button"]')?.getAttribute('data-variant')).toBe(
      'secondary',
    )
    await act(async () => fireEvent.click(again))
    await waitFor(() => expect(h.latch.$auth.get().status).toBe('unauthenticated'))
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'LANDING' })
    expect(h.$state.get()).toEqual({ step: 'idle' })
  })

  it("recovery screen: 'Load your account', show/hide, 'Why is this necessary?', the error message", async () => {
    const h = await signedIn()
    await h.show('EMBEDDED_WALLET_RECOVERY_SCREEN', {
      step: 'recovery',
      target: 'provider',
      submitting: false,
      error: 'Invalid recovery password, please try again.',
    })
    expect(await screen.findByText('Load your account')).toBeTruthy()
    expect(screen.getByText('Why is this necessary?')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Invalid recovery password, please try again.')
    const input = screen.getByLabelText('Password') as HTMLInputElement
    expect(input.type).toBe('password')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show password' })))
    expect(input.type).toBe('text')
    const submit = screen.getByRole('button', { name: 'Recover your account' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'secret1' } })
    expect(submit.disabled).toBe(false)
    expectStyled()
  })

  it("password splash: 'Secure Your Account' and 'Add password'", async () => {
    const h = await signedIn()
    await h.show('EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN', {
      step: 'password-splash',
      initiatedBy: 'user',
      passkeyOffered: false,
    })
    expect(await screen.findByText('Secure Your Account')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add password' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull()
    expectStyled()
    // where passkey recovery works, the passkey comes first and the password second
    await h.show('EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN', {
      step: 'password-splash',
      initiatedBy: 'user',
      passkeyOffered: true,
    })
    const names = screen.getAllByRole('button').map((b) => b.textContent)
    expect(names.filter((n) => n === 'Use a passkey' || n === 'Add password')).toEqual([
      'Use a passkey',
      'Add password',
    ])
  })

  it("passkey screen: the wallet frame's passkey view (WebAuthn allowed), a failed try's message, then done", async () => {
    const h = await signedIn()
    const wallet = {
      address: '0x000000000000000000000000000000000000dEaD' as const,
      chainId: 'eip155:1',
      walletClientType: 'privy' as const,
      connectorType: 'embedded' as const,
      recoveryMethod: 'privy' as const,
    }
    await h.show('EMBEDDED_WALLET_PASSKEY_SCREEN', {
      step: 'passkey',
      purpose: 'set',
      target: 'passkey',
      wallet,
      passkeyUrl: 'about:blank',
      error: "This passkey can't protect your account. Try another passkey.",
    })
    expect(await screen.findByText('Protect your account with a passkey')).toBeTruthy()
    const frame = screen.getByTitle('Passkey')
    expect(frame.getAttribute('allow')).toBe('publickey-credentials-get; publickey-credentials-create')
    expect(screen.getByRole('alert').textContent).toBe(
      "This passkey can't protect your account. Try another passkey.",
    )
    expectStyled()
    await h.show('EMBEDDED_WALLET_PASSKEY_SCREEN', { step: 'passkey-done', wallet })
    expect(await screen.findByText('Passkey added')).toBeTruthy()
  })

  it('password screen: each step, the checkbox gate, strength, errors, done; automatic has no close', async () => {
    const h = await signedIn()
    await h.show(
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      password({ password: 'abc', validation: 'Password must be at least 6 characters' }),
    )
    expect(await screen.findByText('Create a password')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters')
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Generate a password' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    await h.show(
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      password({ password: 'Good-pass.1', strength: { score: 0.95, label: 'strong' } }),
    )
    expect(screen.getByText('Password strength: Strong')).toBeTruthy()
    expectStyled()
    await h.show(
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      password({ step: 'saving', password: 'Good-pass.1' }),
    )
    expect(screen.getByText('I understand losing my password means losing my account.')).toBeTruthy()
    expect(document.querySelector('[data-part="saved-password"]')?.textContent).toBe('Good-pass.1')
    expect((screen.getByRole('button', { name: 'Set Password' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Download recovery file' })).toBeTruthy()
    expectStyled()
    await h.show(
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      password({ step: 'saving', password: 'Good-pass.1', acknowledged: true }),
    )
    expect((screen.getByRole('button', { name: 'Set Password' }) as HTMLButtonElement).disabled).toBe(false)
    await h.show(
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      password({
        step: 'confirming',
        password: 'Good-pass.1',
        confirmation: 'x',
        validation: 'Passwords do not match',
      }),
    )
    expect(screen.getByText('Confirm your password')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match')
    await h.show(
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      password({ step: 'finalizing', password: 'Good-pass.1' }),
    )
    expect(screen.getByRole('button', { name: 'Finish' })).toBeTruthy()
    await h.show(
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      password({ step: 'finalizing', error: 'An error has occurred, please try again.' }),
    )
    expect(screen.getByText('Something went wrong')).toBeTruthy()
    await h.show('EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN', password({ step: 'done' }))
    expect(screen.getByText('Success')).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2)
    await h.show(
      'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
      password({ step: 'done', initiatedBy: 'automatic' }),
    )
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expectStyled()
  })

  it("key export: 'Transfer', the short address, the guide, the export frame and the warning", async () => {
    const h = await signedIn()
    const exportUrl = 'http://api.latch.test/apps/x/embedded-wallets/export?token=t&address=a'
    await h.show('EMBEDDED_WALLET_KEY_EXPORT_SCREEN', { step: 'exporting', wallet, exportUrl })
    expect(await screen.findByText('Transfer')).toBeTruthy()
    expect(screen.getByText('0x1234…5678')).toBeTruthy()
    expect(screen.getByText('Copy the private key below.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'How to import a private key' })).toBeTruthy()
    const frame = screen.getByTitle('Your private key') as HTMLIFrameElement
    expect(frame.src).toBe(exportUrl)
    expect(screen.getByText(/Never share your private key/)).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/0x[0-9a-f]{64}/i)
    expectStyled()
  })
})
