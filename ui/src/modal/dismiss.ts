'use client'
/**
 * How a person dismisses the open modal: Escape, or a mouse press on the overlay around the dialog. What
 * floating-ui's `useDismiss` did for this one dialog, without its 2.2 kB of general floating-element handling
 * (reference elements, nested floating trees, hover and focus-out triggers) that a full-viewport modal overlay does
 * not need. The focus trap stays floating-ui's `FloatingFocusManager`.
 */
import type { MouseEvent as ReactMouseEvent, RefObject } from 'react'
import { useEffect } from 'react'

/**
 * Escape anywhere on the page closes the modal while it is open (a field inside that handles Escape itself stops
 * its propagation, as the passkey rename does). An IME composition's Escape is the composition's.
 */
export function useEscapeToDismiss(open: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) onDismiss()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, onDismiss])
}

/**
 * The overlay's `onMouseDown`: a press on the overlay outside the dialog dismisses it. A press on the overlay's own
 * scrollbar scrolls it (on the left in a right-to-left page); a press on an element a third party put on the page
 * (outside the overlay: a wallet extension's popup) is not the overlay's and leaves the modal open.
 */
export function pressOutside(
  event: ReactMouseEvent<HTMLElement>,
  dialog: RefObject<HTMLElement | null>,
  onDismiss: () => void,
): void {
  const target = event.target as Node
  if (dialog.current?.contains(target)) return
  if (target === event.currentTarget) {
    const overlay = event.currentTarget
    const scrollsY = overlay.clientHeight > 0 && overlay.scrollHeight > overlay.clientHeight
    const scrollsX = overlay.clientWidth > 0 && overlay.scrollWidth > overlay.clientWidth
    const { offsetX, offsetY } = event.nativeEvent
    const rtl = getComputedStyle(overlay).direction === 'rtl'
    const onScrollbarY =
      scrollsY && (rtl ? offsetX <= overlay.offsetWidth - overlay.clientWidth : offsetX > overlay.clientWidth)
    if (onScrollbarY || (scrollsX && offsetY > overlay.clientHeight)) return
  }
  onDismiss()
}
