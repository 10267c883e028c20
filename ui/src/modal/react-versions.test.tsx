/**
 * React 18 and 19 are both supported: this file runs in the `ui` project (React 19) and in `ui-react18`
 * (react and react-dom 18.3.1 aliased in vitest.config.ts), like every other ui test.
 */
import { act, fireEvent, screen, within } from '@testing-library/react'
import { version as reactVersion } from 'react'
import { version as reactDomVersion } from 'react-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button, CloseTrigger, ScreenRoot, Title } from '../primitives/parts'
import { elementRef, mergeProps, Slot } from '../primitives/slot'
import { openModal, setup } from '../test/setup'

const major = process.env.LATCH_TEST_REACT_MAJOR

type HostRef = { current: HTMLElement | null }
const refs: Record<'root' | 'button' | 'title' | 'close' | 'own' | 'outer', HostRef> = {
  root: { current: null },
  button: { current: null },
  title: { current: null },
  close: { current: null },
  own: { current: null },
  outer: { current: null },
}

/** A custom LANDING handing host refs to shared parts, one of them through asChild. */
function RefLanding() {
  return (
    <ScreenRoot scope="custom" ref={refs.root as never}>
      <Title asChild>
        <h1 ref={refs.title as never}>Custom title</h1>
      </Title>
      <Button ref={refs.button as never}>Go</Button>
      <CloseTrigger ref={refs.close as never} />
    </ScreenRoot>
  )
}

const slotChild = (
  <a ref={refs.own as never} href="https://example.test/">
    Help centre
  </a>
)

/** A screen rendering a Slot whose child has its own ref. */
function SlotLanding() {
  return (
    <Slot ref={refs.outer as never} data-part="x">
      {slotChild}
    </Slot>
  )
}

afterEach(() => {
  vi.restoreAllMocks()
  for (const ref of Object.values(refs)) ref.current = null
})

describe(`React ${major}`, () => {
  it('the project runs the React major it names, with one react-dom of the same version', () => {
    expect(major === '18' || major === '19').toBe(true)
    expect(reactVersion.split('.')[0]).toBe(major)
    expect(reactDomVersion).toBe(reactVersion)
  })

  it('renders the provider and the modal (LANDING in a labelled dialog), and Escape closes it', async () => {
    const errors = vi.spyOn(console, 'error')
    const { latch } = await setup()
    expect(screen.queryByRole('dialog')).toBeNull()
    await openModal(latch)
    const dialog = screen.getByRole('dialog')
    const title = within(dialog).getByRole('heading', { name: 'Log in or Sign Up' })
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id)
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
    await act(async () => {
      fireEvent.keyDown(dialog, { key: 'Escape' })
    })
    expect(latch.flows.modal.$state.get().step).not.toBe('open')
    // No React warning (a ref on a function component, an unknown prop, a key...) was printed.
    expect(errors).not.toHaveBeenCalled()
  })

  it("a host ref reaches a part's element, directly and through asChild", async () => {
    const errors = vi.spyOn(console, 'error')
    const { latch } = await setup({ components: { LANDING: RefLanding } })
    await openModal(latch)
    expect(refs.root.current?.getAttribute('data-scope')).toBe('custom')
    expect(refs.button.current).toBe(screen.getByRole('button', { name: 'Go' }))
    expect(refs.close.current).toBe(screen.getByRole('button', { name: 'Close' }))
    const heading = screen.getByRole('heading', { level: 1, name: 'Custom title' })
    expect(refs.title.current).toBe(heading)
    expect(heading.getAttribute('data-part')).toBe('title')
    expect(errors).not.toHaveBeenCalled()
  })

  it("Slot gives the child's own ref and the slot's ref the same element", async () => {
    const errors = vi.spyOn(console, 'error')
    expect(elementRef(slotChild as never)).toBe(refs.own)
    const { latch } = await setup({ components: { LANDING: SlotLanding } })
    await openModal(latch)
    const link = screen.getByRole('link', { name: 'Help centre' })
    expect(link.getAttribute('data-part')).toBe('x')
    expect(refs.own.current).toBe(link)
    expect(refs.outer.current).toBe(link)
    expect(errors).not.toHaveBeenCalled()
  })

  it("mergeProps keeps a part's own ref and the host's: both receive the element", () => {
    const own: HostRef = { current: null }
    const calls: Array<HTMLElement | null> = []
    const merged = mergeProps({ ref: own }, { ref: (el: HTMLElement | null) => calls.push(el) })
    const element = document.createElement('input')
    ;(merged.ref as (el: HTMLElement | null) => void)(element)
    expect(own.current).toBe(element)
    expect(calls).toEqual([element])
  })
})
