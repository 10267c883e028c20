import { fireEvent, renderHook } from '@testing-library/react'
import type { MouseEvent as ReactMouseEvent } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { openModal, setup } from '../test/setup'
import { pressOutside, useEscapeToDismiss } from './dismiss'

/** What a test added to the page itself (the modal's own nodes are React's to remove). */
const added: Element[] = []

/** An overlay with a dialog inside, laid out as jsdom cannot: 1000 px wide, a 15 px scrollbar when it scrolls. */
function overlayWithDialog({ scrolls, rtl = false }: { scrolls: boolean; rtl?: boolean }) {
  const overlay = document.createElement('div')
  const dialog = document.createElement('div')
  const button = document.createElement('button')
  dialog.append(button)
  overlay.append(dialog)
  document.body.append(overlay)
  added.push(overlay)
  if (rtl) overlay.style.direction = 'rtl'
  const size = { offsetWidth: 1000, clientWidth: scrolls ? 985 : 1000, clientHeight: 600 }
  for (const [name, value] of Object.entries({ ...size, scrollWidth: size.clientWidth })) {
    Object.defineProperty(overlay, name, { value })
  }
  Object.defineProperty(overlay, 'scrollHeight', { value: scrolls ? 1400 : 600 })
  const press = (target: Element, offsetX = 500, offsetY = 300) => {
    const onDismiss = vi.fn()
    const event = { target, currentTarget: overlay, nativeEvent: { offsetX, offsetY } }
    pressOutside(event as unknown as ReactMouseEvent<HTMLElement>, { current: dialog }, onDismiss)
    return onDismiss.mock.calls.length
  }
  return { overlay, dialog, button, press }
}

afterEach(() => {
  for (const element of added.splice(0)) element.remove()
})

describe('a press on the overlay', () => {
  it('outside the dialog dismisses; inside it does not', () => {
    const { overlay, dialog, button, press } = overlayWithDialog({ scrolls: false })
    expect(press(overlay)).toBe(1)
    expect(press(dialog)).toBe(0)
    expect(press(button)).toBe(0)
  })

  it("on the overlay's scrollbar scrolls instead (on the left in a right-to-left page)", () => {
    const ltr = overlayWithDialog({ scrolls: true })
    expect(ltr.press(ltr.overlay, 990)).toBe(0)
    expect(ltr.press(ltr.overlay, 984)).toBe(1)
    const rtl = overlayWithDialog({ scrolls: true, rtl: true })
    expect(rtl.press(rtl.overlay, 10)).toBe(0)
    expect(rtl.press(rtl.overlay, 990)).toBe(1)
  })
})

describe('Escape', () => {
  it('dismisses while open, not during an IME composition, not once closed', () => {
    const onDismiss = vi.fn()
    const { rerender, unmount } = renderHook(({ open }) => useEscapeToDismiss(open, onDismiss), {
      initialProps: { open: true },
    })
    fireEvent.keyDown(document.body, { key: 'Enter' })
    fireEvent.keyDown(document.body, { key: 'Escape', isComposing: true })
    expect(onDismiss).not.toHaveBeenCalled()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onDismiss).toHaveBeenCalledTimes(1)
    rerender({ open: false })
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onDismiss).toHaveBeenCalledTimes(1)
    unmount()
  })
})

describe('the open modal', () => {
  // The modal, the screens it preloads as it opens and the passkey commands load with import(): loaded here first,
  // so none is still loading when this short file's environment is torn down.
  beforeAll(async () => {
    const { defaultScreens } = await import('../registry')
    await import('./LatchModal')
    await import('../../../core/src/flows/passkey/passkey.commands')
    await Promise.all(
      Object.values(defaultScreens).map((s) => (s as { preload?: () => Promise<unknown> }).preload?.()),
    )
  }, 120_000)

  it('stays open when something a third party put on the page (outside the overlay) is pressed', async () => {
    const { latch } = await setup()
    await openModal(latch)
    const popup = document.createElement('div')
    document.body.append(popup)
    added.push(popup)
    fireEvent.mouseDown(popup)
    expect(latch.flows.modal.$state.get().step).toBe('open')
    fireEvent.mouseDown(document.querySelector('[data-part="overlay"]') as HTMLElement)
    expect(latch.flows.modal.$state.get().step).toBe('closing')
  })
})
