import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ScreenProps } from './registry'
import { openModal, setup } from './test/setup'

describe('<LatchProvider>', () => {
  it('renders LANDING with its title when the modal opens', async () => {
    const { latch } = await setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    await openModal(latch)
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('heading', { name: 'Log in or Sign Up' })).toBeTruthy()
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-labelledby')).toBe(within(dialog).getByRole('heading').id)
  })
})
