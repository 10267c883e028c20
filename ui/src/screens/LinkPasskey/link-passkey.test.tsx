import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeWebAuthn } from '../../../../test/fixtures/msw/passkey.handlers'
import { openModal, setup } from '../../test/setup'
import { expectStyled } from '../../test/styled'

async function passkeyList() {
  const webauthn = createFakeWebAuthn()
  const h = await setup({ appConfig: { passkey_auth: true } as never, env: { webauthn } })
  await act(async () => {
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
  })
  await openModal(h.latch, 'LINK_PASSKEY_SCREEN')
  await screen.findByRole('heading', { name: 'Passkeys' }, { timeout: 4000 })
  return { ...h, webauthn }
}

const item = (name: string) =>
  screen.getAllByRole('listitem').find((li) => within(li).queryByText(name) !== null) as HTMLElement

describe('LINK_PASSKEY_SCREEN', () => {
  it('adds a passkey, renames it in place (the name rule first), then removes it after the question', {
    timeout: 15_000,
  }, async () => {
    const { latch, state } = await passkeyList()
    expect(screen.getByText('You have no passkeys yet.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    const row = await screen.findByRole('listitem')
    expect(within(row).getByText('Passkey')).toBeTruthy()
    expect(within(row).getByText(/^Created .* · Not used yet$/)).toBeTruthy()
    expect(latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'LINK_PASSKEY_SCREEN' })
    expectStyled()

    fireEvent.click(within(row).getByRole('button', { name: 'Rename Passkey' }))
    const input = within(row).getByRole('textbox', { name: 'Passkey name' }) as HTMLInputElement
    expect(document.activeElement).toBe(input)
    expect(input.value).toBe('Passkey')
    fireEvent.change(input, { target: { value: '   ' } })
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }))
    const issue = await within(row).findByRole('alert')
    expect(issue.textContent).toBe('Enter a name for this passkey.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(issue.id)
    expect(state.count('POST', '/api/v1/passkey/rename')).toBe(0)
    expectStyled()
    fireEvent.change(input, { target: { value: 'Work laptop' } })
    fireEvent.submit(input.closest('form') as HTMLFormElement)
    await waitFor(() => expect(item('Work laptop')).toBeTruthy())
    expect(state.count('POST', '/api/v1/passkey/rename')).toBe(1)

    fireEvent.click(screen.getByRole('button', { name: 'Remove Work laptop' }))
    expect(screen.getByText('Remove Work laptop? You will no longer be able to log in with it.')).toBeTruthy()
    // the question opens with Cancel focused: Enter does not remove by accident
    expect(document.activeElement?.textContent).toBe('Cancel')
    expectStyled()
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }))
    expect(await screen.findByText('You have no passkeys yet.')).toBeTruthy()
    expect(latch.$user.get()?.linkedAccounts.some((a) => a.type === 'passkey')).toBe(false)
  })

  it('Escape leaves a rename without saving and without closing the modal', { timeout: 15_000 }, async () => {
    const { latch } = await passkeyList()
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    const row = await screen.findByRole('listitem')
    fireEvent.click(within(row).getByRole('button', { name: 'Rename Passkey' }))
    const input = within(row).getByRole('textbox', { name: 'Passkey name' })
    fireEvent.change(input, { target: { value: 'Phone' } })
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(within(row).queryByRole('textbox')).toBeNull()
    expect(within(row).getByText('Passkey')).toBeTruthy()
    expect(latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'LINK_PASSKEY_SCREEN' })
  })

  it("the only login method is refused with the server's words, before any request", {
    timeout: 15_000,
  }, async () => {
    const { latch, state } = await passkeyList()
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    await screen.findByRole('listitem')
    await act(async () => {
      await latch.unlinkEmail('ada@example.com')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Remove Passkey' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cannot unlink the last login method of the user.',
    )
    expect(screen.getByRole('listitem')).toBeTruthy()
    expect(state.count('POST', '/api/v1/passkey/unlink')).toBe(0)
  })

  it("adding when the server refuses shows the server's message; nothing is added", {
    timeout: 15_000,
  }, async () => {
    const { passkey, webauthn } = await passkeyList()
    passkey.refuse = {
      status: 409,
      code: 'too_many_passkeys',
      message: 'An account can have at most 10 passkeys: remove one first.',
    }
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account can have at most 10 passkeys: remove one first.',
    )
    expect(webauthn.created).toBe(0)
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeTruthy()
    expect(screen.getByText('You have no passkeys yet.')).toBeTruthy()
  })

  it('is not shown to a logged-out person: the modal opens on the landing list instead', {
    timeout: 15_000,
  }, async () => {
    const { latch } = await setup({ appConfig: { passkey_auth: true } as never })
    await openModal(latch, 'LINK_PASSKEY_SCREEN')
    expect(latch.flows.modal.$state.get()).toMatchObject({ screen: 'LANDING' })
  })
})
