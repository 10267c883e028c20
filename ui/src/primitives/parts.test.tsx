import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { openModal, setup } from '../test/setup'
import { Button, CloseTrigger, ScreenRoot, Title } from './parts'

let block = false
const hostClick = vi.fn((event: { preventDefault(): void }) => {
  if (block) event.preventDefault()
})

function CustomLanding() {
  return (
    <ScreenRoot scope="custom">
      <Title asChild>
        <h1 className="mine">Welcome aboard</h1>
      </Title>
      <CloseTrigger onClick={hostClick} />
      <Button variant="secondary" asChild>
        <a href="https://example.test/help">Help</a>
      </Button>
    </ScreenRoot>
  )
}

/** Passes undefined for the Close trigger's handler, class and style, as a conditional prop does. */
function Unset() {
  return (
    <ScreenRoot scope="custom">
      <Title>Unset</Title>
      <CloseTrigger onClick={undefined} className={undefined} style={undefined} data-testid="close" />
    </ScreenRoot>
  )
}

describe('parts', () => {
  it('asChild renders the host element with the anatomy attributes; it still labels the dialog', async () => {
    const { latch } = await setup({ components: { LANDING: CustomLanding } })
    await openModal(latch)
    const heading = screen.getByRole('heading', { level: 1, name: 'Welcome aboard' })
    expect(heading.className).toBe('mine')
    expect(heading.getAttribute('data-scope')).toBe('custom')
    expect(heading.getAttribute('data-part')).toBe('title')
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBe(heading.id)
    const link = screen.getByRole('link', { name: 'Help' })
    expect(link.getAttribute('data-variant')).toBe('secondary')
    expect(link.hasAttribute('type')).toBe(false)
  })

  it("the host's handler runs first and can prevent the part's own", async () => {
    const { latch } = await setup({ components: { LANDING: CustomLanding } })
    await openModal(latch)
    block = true
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(hostClick).toHaveBeenCalledTimes(1)
    expect(latch.flows.modal.$state.get().step).toBe('open')
    block = false
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(latch.flows.modal.$state.get().step).toBe('closing')
  })

  it("a handler the host leaves undefined keeps the part's own: Close still closes", async () => {
    const { latch } = await setup({ components: { LANDING: Unset } })
    await openModal(latch)
    const close = screen.getByTestId('close')
    expect(close.getAttribute('type')).toBe('button')
    fireEvent.click(close)
    expect(latch.flows.modal.$state.get().step).toBe('closing')
  })
})
