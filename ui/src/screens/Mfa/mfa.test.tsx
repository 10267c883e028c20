import { ApiError, type FiatState, type MfaEnrollmentState, type MfaVerificationState } from '@latch/core'
import { getLatchContext, setGrant } from '@latch/core/internal'
import { act, fireEvent, screen } from '@testing-library/react'
import type { WritableAtom } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import { createFakeWebAuthn } from '../../../../test/fixtures/msw/passkey.handlers'
import { setup } from '../../test/setup'
import { expectStyled } from '../../test/styled'

async function signedIn(mfaMethods: Array<'sms' | 'totp' | 'passkey'> = ['sms', 'totp']) {
  const h = await setup({
    appConfig: {
      mfa_methods: mfaMethods,
      fiat_on_ramp_enabled: true,
      passkey_auth: mfaMethods.includes('passkey'),
    } as never,
    // a browser with passkeys (jsdom has no WebAuthn: the passkey method is offered only where it works)
    env: { webauthn: createFakeWebAuthn() },
  })
  await act(async () => {
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
  })
  await act(async () => h.latch.closeModal())
  const mfa = h.latch.flows.mfa
  return {
    ...h,
    $state: mfa.$state as WritableAtom<MfaEnrollmentState>,
    $verification: mfa.$verification as WritableAtom<MfaVerificationState>,
    $fiat: h.latch.flows.fiat.$state as WritableAtom<FiatState>,
  }
}

describe('MFA_ENROLLMENT_FLOW_SCREEN', () => {
  it("intro 'Transaction Protection' with Continue and 'Not Now', then the method list with SMS 'Less secure'", async () => {
    const h = await signedIn()
    await act(async () => h.latch.showMfaEnrollmentModal())
    // the first screen of the file loads its lazy chunk: slow on a busy machine
    expect(
      await screen.findByRole('heading', { name: 'Transaction Protection' }, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Not Now' })).toBeTruthy()
    expectStyled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })))
    expect(screen.getByRole('heading', { name: 'Choose a verification method' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Authenticator App' })).toBeTruthy()
    const sms = screen.getByRole('button', { name: /SMS/ })
    expect(sms.textContent).toContain('Less secure')
    expectStyled()
    await act(async () => fireEvent.click(sms))
    expect(h.$state.get()).toEqual({ step: 'enter-phone', error: null })
    expect(screen.getByRole('heading', { name: 'Enter your phone number' })).toBeTruthy()
    expect(screen.getByLabelText('Phone number')).toBeTruthy()
    expectStyled()
  })

  it("without methods: '{app} does not have any verification methods enabled.'", async () => {
    const h = await signedIn([])
    await act(async () => h.latch.showMfaEnrollmentModal())
    await act(async () => h.latch.flows.mfa.choose())
    expect(
      await screen.findByText('Latch Test App does not have any verification methods enabled.'),
    ).toBeTruthy()
  })

  it('authenticator step: QR code, secret with a copy confirmation, code cells; the error shows', async () => {
    const h = await signedIn()
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => h.latch.showMfaEnrollmentModal())
    await screen.findByRole('heading', { name: 'Transaction Protection' })
    await act(async () =>
      h.$state.set({
        step: 'awaiting-code',
        method: 'totp',
        phoneNumber: null,
        totp: {
          secret: 'JBSWY3DPEHPK3PXP',
          authUrl: 'otpauth://totp/x',
          qr: { size: 3, path: 'M0 0h1v1h-1z' },
        },
        error: null,
      }),
    )
    expect(screen.getByRole('heading', { name: 'Set up your authenticator app' })).toBeTruthy()
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('data-size')).toBe('authenticator')
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy()
    expectStyled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy secret' })))
    expect(writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
    await act(async () => new Promise((r) => setTimeout(r, 1600)))
    expect(screen.getByRole('button', { name: 'Copy secret' })).toBeTruthy()
    await act(async () =>
      h.$state.set({
        step: 'awaiting-code',
        method: 'totp',
        phoneNumber: null,
        totp: null,
        error: Object.assign(new Error('The code you entered is not valid'), {
          code: 'invalid_credentials',
        }) as never,
      }),
    )
    expect(screen.getByRole('alert').textContent).toBe('The code you entered is not valid')
  })

  it("removal: 'Remove SMS verification' with the warning and the warning button", async () => {
    const h = await signedIn()
    await act(async () => h.latch.showMfaEnrollmentModal())
    await screen.findByRole('heading', { name: 'Transaction Protection' })
    await act(async () => h.latch.flows.mfa.confirmRemove('sms'))
    expect(screen.getByRole('heading', { name: 'Remove SMS verification' })).toBeTruthy()
    expect(screen.getByText(/MFA adds an extra layer of security/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Remove' }).getAttribute('data-tone')).toBe('error')
    expectStyled()
    await act(async () => h.latch.flows.mfa.confirmRemove('totp'))
    expect(screen.getByRole('heading', { name: 'Remove Authenticator App verification' })).toBeTruthy()
    await act(async () => h.$state.set({ step: 'enrolled', method: 'totp' }))
    expect(screen.getByRole('heading', { name: 'Verification method added' })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done' })))
    expect(h.latch.$modal.get().open).toBe(false)
  })
})

describe("'Verification Required' prompt", () => {
  it('says what the verification approves, from the grant the refusal named', async () => {
    const h = await signedIn()
    const refused = setGrant(new ApiError('missing_or_invalid_mfa', 'MFA required', { status: 403 }), {
      action: 'wallet_sign',
      target: '0x00000000000000000000000000000000000000aa:00ff',
    })
    let outcome: Promise<unknown> = Promise.resolve()
    await act(async () => {
      outcome = h.latch.flows.mfa.guard(() => Promise.reject(refused)).catch((error: unknown) => error)
    })
    // the prompt opens the modal only with noPromptOnMfaRequired off; the host shows it here
    await vi.waitFor(() => expect(h.$verification.get().step).toBe('choosing'), { timeout: 10_000 })
    await act(async () => h.latch.openModal('MFA_ENROLLMENT_FLOW_SCREEN'))
    expect(
      await screen.findByRole('heading', { name: 'Verification Required' }, { timeout: 15_000 }),
    ).toBeTruthy()
    const line = await screen.findByText(/ to approve this signature$/)
    expect(line.getAttribute('data-part')).toBe('approves')
    expect(line.textContent).toBe(h.latch.flows.mfa.$approves.get())
    // with the authenticator app chosen, the line names the code
    await act(async () =>
      h.$verification.set({
        step: 'awaiting-code',
        method: 'totp',
        methods: ['totp'],
        attempt: 1,
        maxAttempts: 4,
        summary: null,
        error: null,
        inputError: null,
      }),
    )
    expect(screen.getByText('Enter the code to approve this signature')).toBeTruthy()
    expect(
      screen.getByText('To continue, please enter the 6-digit code generated from your authenticator app'),
    ).toBeTruthy()
    expectStyled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Not Now' })))
    expect(await outcome).toMatchObject({ code: 'mfa_canceled' })
  })

  it('asks for the authenticator code with the pending transaction; locked disables the cells', async () => {
    const h = await signedIn()
    await act(async () => {
      h.$verification.set({
        step: 'awaiting-code',
        method: 'totp',
        methods: ['totp', 'sms'],
        attempt: 2,
        maxAttempts: 4,
        summary: { title: 'Send 0.01 ETH', detail: 'to 0x7099…79C8' },
        error: 'mfa.invalidCodeScreen',
        inputError: null,
      })
      h.latch.openModal('MFA_ENROLLMENT_FLOW_SCREEN')
    })
    expect(await screen.findByRole('heading', { name: 'Verification Required' })).toBeTruthy()
    expect(
      screen.getByText('To continue, please enter the 6-digit code generated from your authenticator app'),
    ).toBeTruthy()
    expect(screen.getByText('Send 0.01 ETH')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('The code you entered is not valid')
    expect(screen.getByRole('button', { name: 'Not Now' })).toBeTruthy()
    expectStyled()
    // 'Choose another method' shows the list of enrolled methods (it once switched straight to the other one)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose another method' })))
    expect(h.$verification.get()).toMatchObject({ step: 'choosing', methods: ['totp', 'sms'], attempt: 2 })
    expect(screen.getByRole('button', { name: 'Authenticator App' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'SMS' })).toBeTruthy()
    expect(screen.getByText('Send 0.01 ETH')).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
    await act(async () =>
      h.$verification.set({
        step: 'locked',
        methods: ['totp'],
        summary: null,
        error: 'mfa.maxAttemptsScreen',
      }),
    )
    expect(screen.getByRole('alert').textContent).toBe(
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    )
    for (const cell of screen.getAllByRole('textbox')) expect((cell as HTMLInputElement).disabled).toBe(true)
    await act(async () =>
      h.$verification.set({
        step: 'awaiting-code',
        method: 'sms',
        methods: ['sms'],
        attempt: 1,
        maxAttempts: 4,
        summary: null,
        error: null,
        inputError: null,
      }),
    )
    expect(
      screen.getByText('To continue, please enter the 6-digit code sent to your mobile device'),
    ).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Choose another method' })).toBeNull()
  })
})

describe('a passkey as the MFA method', () => {
  it("the method list offers 'Passkey' when the app does and the user has a passkey; the prompt's passkey step has a button, no code cells", async () => {
    const h = await signedIn(['totp', 'passkey'])
    await act(async () => h.latch.showMfaEnrollmentModal())
    await act(async () => h.latch.flows.mfa.choose())
    // no passkey on the account: the list leaves it out (enrolling would only end in the server's refusal)
    expect(await screen.findByRole('button', { name: 'Authenticator App' }, { timeout: 15_000 })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Passkey' })).toBeNull()
    const user = h.latch.$user.get()
    if (!user) throw new Error('signed in')
    const passkey = {
      type: 'passkey',
      credentialId: 'cred-1',
      name: 'Laptop',
      verifiedAt: new Date(0),
      firstVerifiedAt: new Date(0),
      latestVerifiedAt: new Date(0),
    }
    await act(async () =>
      getLatchContext(h.latch).session.setUser({
        ...user,
        linkedAccounts: [...user.linkedAccounts, passkey as never],
      }),
    )
    expect(await screen.findByRole('button', { name: 'Passkey' })).toBeTruthy()
    await act(async () =>
      h.$verification.set({
        step: 'awaiting-code',
        method: 'passkey',
        methods: ['totp', 'passkey'],
        attempt: 2,
        maxAttempts: 4,
        summary: null,
        error: 'mfa.passkeyNotUsed',
        inputError: null,
      }),
    )
    expect(screen.getByRole('heading', { name: 'Verification Required' })).toBeTruthy()
    expect(screen.getByText('To continue, please confirm with one of your passkeys')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      'No passkey was used. Try again, or choose another method.',
    )
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(screen.getByRole('button', { name: 'Choose another method' })).toBeTruthy()
    expectStyled()
    const submit = vi.spyOn(h.latch, 'submitMfaVerification').mockResolvedValue(undefined)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use a passkey' })))
    expect(submit).toHaveBeenCalledWith({ method: 'passkey' })
    await act(async () =>
      h.$verification.set({
        step: 'verifying',
        method: 'passkey',
        methods: ['passkey'],
        attempt: 2,
        maxAttempts: 4,
        summary: null,
        error: null,
        inputError: null,
      }),
    )
    expect((screen.getByRole('button', { name: 'Use a passkey' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('card funding screens', () => {
  const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  it("prompt 'Fund account' with Continue; status texts for completed and failed", async () => {
    const h = await signedIn()
    await act(async () => {
      h.$fiat.set({ step: 'prompt', address: ADDRESS, options: {}, error: null })
      h.latch.openModal('FIAT_ON_RAMP_PROMPT_SCREEN')
    })
    expect(await screen.findByRole('heading', { name: 'Fund account' })).toBeTruthy()
    expect(screen.getByText('Buy crypto with a card and send it straight to your wallet.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy()
    expectStyled()
    const base = {
      step: 'status' as const,
      address: ADDRESS,
      options: {},
      externalTransactionId: 'x',
      record: null,
    }
    await act(async () => {
      h.$fiat.set({
        ...base,
        status: 'pending',
        texts: { title: 'fiat.inProgress', body: 'fiat.inProgressBody', hint: null },
        failures: 0,
      })
      h.latch.navigate('FIAT_ON_RAMP_STATUS_SCREEN')
    })
    expect(await screen.findByText('In Progress')).toBeTruthy()
    expectStyled()
    await act(async () =>
      h.$fiat.set({
        ...base,
        status: 'completed',
        texts: { title: 'fiat.completedTitle', body: 'fiat.completedBody', hint: null },
        failures: 0,
      }),
    )
    expect(screen.getByText("You've funded your account!")).toBeTruthy()
    await act(async () =>
      h.$fiat.set({
        ...base,
        status: 'failed',
        texts: { title: 'fiat.failedTitle', body: 'fiat.failedBody', hint: 'fiat.failedDebitCardHint' },
        failures: 0,
      }),
    )
    expect(screen.getByText('Something went wrong!')).toBeTruthy()
    expect(screen.getByText('Debit cards often work better than credit cards.')).toBeTruthy()
    expectStyled()
  })
})
