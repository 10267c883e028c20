import { ApiError, type StepUpState } from '@latch/core'
import { setGrant } from '@latch/core/internal'
import { act, fireEvent, screen } from '@testing-library/react'
import type { WritableAtom } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import { setup } from '../../test/setup'
import { expectStyled } from '../../test/styled'

const EMAIL = { type: 'email', recipient: 'ada@example.com' } as const
const PHONE = { type: 'phone', recipient: '+12015550123' } as const

const WAIT = { timeout: 10_000 } // the screen loads with import(): slow on a busy machine

async function signedIn(open = true) {
  const h = await setup()
  await act(async () => {
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
  })
  await act(async () => (open ? h.latch.openModal('STEP_UP_SCREEN') : h.latch.closeModal()))
  const $state = h.latch.flows.stepUp.$state as WritableAtom<StepUpState>
  const show = (state: StepUpState) => act(async () => $state.set(state))
  return { ...h, $state, show }
}

describe('STEP_UP_SCREEN', () => {
  it("the choice: 'Confirm it's you' and a button per email or phone, which sends the code there", async () => {
    const h = await signedIn()
    const choose = vi.spyOn(h.latch.flows.stepUp, 'choose').mockResolvedValue()
    await h.show({ step: 'choosing', targets: [EMAIL, PHONE], error: 'Too many requests' })
    expect(await screen.findByRole('heading', { name: "Confirm it's you" }, WAIT)).toBeTruthy()
    expect(screen.getByText('Too many requests')).toBeTruthy()
    expectStyled()
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Send a code to +12015550123' })),
    )
    expect(choose).toHaveBeenCalledWith('phone')
  })

  it('the code entry: six cells submit the code; the refusal shows; another method goes back to the choice', async () => {
    const h = await signedIn()
    const submitCode = vi.spyOn(h.latch.flows.stepUp, 'submitCode').mockResolvedValue()
    await h.show({
      step: 'awaiting-code',
      target: EMAIL,
      targets: [EMAIL, PHONE],
      resend: 'idle',
      error: 'Invalid or expired verification code',
    })
    expect(
      await screen.findByText(
        'Please check ada@example.com for an email from us and enter your code below.',
        {},
        WAIT,
      ),
    ).toBeTruthy()
    expect(screen.getByText('Invalid or expired verification code')).toBeTruthy()
    const cells = screen.getAllByRole('textbox')
    expect(cells).toHaveLength(6)
    expectStyled()
    await act(async () =>
      fireEvent.paste(cells[0] as HTMLElement, { clipboardData: { getData: () => '654321' } }),
    )
    expect(submitCode).toHaveBeenCalledWith('654321')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use another method' })))
    expect(h.$state.get()).toEqual({ step: 'choosing', targets: [EMAIL, PHONE], error: null })
  })

  it("neither email nor phone: 'log in again' with 'Log out', which ends the session", async () => {
    const h = await signedIn()
    await h.show({ step: 'relogin' })
    expect(
      await screen.findByText('For your security, log in again to make this change.', {}, WAIT),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Log out' })))
    await vi.waitFor(() => expect(h.latch.$auth.get().status).toBe('unauthenticated'))
  })

  it("a refused change opens the screen; 'Cancel' rejects it with step_up_canceled and closes the modal", async () => {
    const h = await signedIn(false)
    const refused = Object.assign(new Error('stale'), { code: 'step_up_required' })
    const call = vi.fn(async () => {
      throw refused
    })
    let outcome: Promise<unknown> = Promise.resolve()
    await act(async () => {
      outcome = h.latch.flows.stepUp.guard(call).catch((error: unknown) => error)
    })
    expect(await screen.findByRole('heading', { name: "Confirm it's you" }, WAIT)).toBeTruthy()
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }, WAIT)))
    expect(await outcome).toMatchObject({ code: 'step_up_canceled', message: 'Confirmation canceled' })
    expect(call).toHaveBeenCalledTimes(1)
    expect(h.latch.$modal.get().open).toBe(false)
  })

  it('says what the code approves, from the grant the refusal named; the SPEC text stays', async () => {
    const h = await signedIn(false)
    const refused = setGrant(new ApiError('step_up_required', 'stale', { status: 403 }), {
      action: 'unlink',
      target: 'email:ada@example.com',
    })
    let outcome: Promise<unknown> = Promise.resolve()
    await act(async () => {
      outcome = h.latch.flows.stepUp.guard(() => Promise.reject(refused)).catch((error: unknown) => error)
    })
    expect(await screen.findByRole('heading', { name: "Confirm it's you" }, WAIT)).toBeTruthy()
    const line = await screen.findByText(/ to remove your email ada@example\.com$/, {}, WAIT)
    expect(line.getAttribute('data-part')).toBe('approves')
    expect(line.textContent).toBe(h.latch.flows.stepUp.$approves.get())
    // the code entry: the sentence names the code, beside the text saying where it went
    await h.show({ step: 'awaiting-code', target: EMAIL, targets: [EMAIL], resend: 'idle', error: null })
    expect(screen.getByText('Enter the code to remove your email ada@example.com')).toBeTruthy()
    expect(
      screen.getByText('Please check ada@example.com for an email from us and enter your code below.'),
    ).toBeTruthy()
    expectStyled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })))
    expect(await outcome).toMatchObject({ code: 'step_up_canceled' })
    expect(screen.queryByText(/remove your email/)).toBeNull()
  })
})
