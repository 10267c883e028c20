import { getLatchContext } from '@latch/core/internal'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openModal, setup } from '../test/setup'
import { useLogin } from './useLogin'

function Watch({ onError }: { onError: (error: unknown) => void }) {
  useLogin({ onError })
  return null
}

describe('useLogin', () => {
  it('reports a failed login step through onError', async () => {
    const onError = vi.fn()
    const { latch, state } = await setup({ children: <Watch onError={onError} /> })
    await openModal(latch)
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ada@example.com' },
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    })
    await screen.findByRole('heading', { name: 'Enter confirmation code' })
    state.codes.set('ada@example.com', '000000')
    const cells = screen.getAllByRole('textbox', { name: /Code digit/ })
    await act(async () => {
      fireEvent.paste(cells[0] as HTMLElement, { clipboardData: { getData: () => '123456' } })
    })
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'invalid_credentials' })
  })

  it('reports exited_auth_flow when the modal is closed in the middle of a login', async () => {
    const onError = vi.fn()
    const { latch } = await setup({ children: <Watch onError={onError} /> })
    await openModal(latch)
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'ada@example.com' },
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    })
    await screen.findByRole('heading', { name: 'Enter confirmation code' })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    })
    expect(onError).toHaveBeenCalledTimes(1)
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ code: 'exited_auth_flow' })
  })
})

describe('link screens', () => {
  it('linkEmail() opens LINK_EMAIL_SCREEN for an authenticated user', async () => {
    const { latch, state } = await setup()
    const user = state.createUser([])
    await act(async () => {
      await getLatchContext(latch).session.authenticate(() => state.authResponse(user.id))
    })
    await act(async () => latch.linkEmail())
    expect(screen.getByRole('heading', { name: 'Link your email' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy()
    await act(async () => latch.linkPhone())
    expect(screen.getByRole('heading', { name: 'Link your phone' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Country' })).toBeTruthy()
  })

  it('linking an email through LINK_EMAIL_SCREEN and the code screen calls the link endpoint', async () => {
    const { latch, state } = await setup()
    const user = state.createUser([])
    await act(async () => {
      await getLatchContext(latch).session.authenticate(() => state.authResponse(user.id))
    })
    await act(async () => latch.linkEmail())
    fireEvent.change(screen.getByRole('textbox', { name: 'Email address' }), {
      target: { value: 'new@example.com' },
    })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    })
    await screen.findByRole('heading', { name: 'Enter confirmation code' })
    const cells = screen.getAllByRole('textbox', { name: /Code digit/ })
    await act(async () => {
      fireEvent.paste(cells[0] as HTMLElement, { clipboardData: { getData: () => '123456' } })
    })
    await waitFor(() => expect(state.count('POST', '/api/v1/passwordless/link')).toBe(1))
    await waitFor(() => expect(latch.$user.get()?.email?.address).toBe('new@example.com'))
  })
})
