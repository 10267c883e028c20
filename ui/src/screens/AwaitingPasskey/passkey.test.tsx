import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { openModal, setup } from '../../test/setup'

describe('passkey screens', () => {
  it("'Continue with a passkey' shows on the landing list only when the app has passkey login on", {
    timeout: 15_000,
  }, async () => {
    const off = await setup()
    await openModal(off.latch)
    expect(screen.queryByRole('button', { name: 'Continue with a passkey' })).toBeNull()
    off.unmount()

    const on = await setup({ appConfig: { passkey_auth: true } as never })
    await openModal(on.latch)
    expect(screen.getByRole('button', { name: 'Continue with a passkey' })).toBeTruthy()
  })

  it('in a browser without passkeys the waiting screen says so; Cancel goes back to the landing list', {
    timeout: 15_000,
  }, async () => {
    const { latch } = await setup({ appConfig: { passkey_auth: true } as never })
    await openModal(latch)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue with a passkey' }))
    })
    expect(
      await screen.findByRole('heading', { name: 'Waiting for your passkey' }, { timeout: 4000 }),
    ).toBeTruthy()
    expect(await screen.findByText('This browser does not support passkeys.')).toBeTruthy()
    // not retryable: no 'Try again'
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(latch.flows.modal.$state.get()).toMatchObject({ screen: 'LANDING' }))
  })

  it('AWAITING_PASSKEY_SCREEN for a new passkey says it is creating one, with a spinner', {
    timeout: 15_000,
  }, async () => {
    const { latch } = await setup()
    await openModal(latch, 'AWAITING_PASSKEY_SCREEN', { mode: 'link' })
    expect(await screen.findByRole('heading', { name: 'Creating a passkey' }, { timeout: 4000 })).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
  })
})
