import { getLatchContext } from '@latch/core/internal'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useLatch } from './hooks/useLatch'
import { useLogin } from './hooks/useLogin'
import { LatchModal } from './modal/LatchModalSlot'
import type { ScreenProps } from './registry'
import { openModal, setup } from './test/setup'

function MyLanding({ screen: name }: ScreenProps) {
  return <h2>custom {name}</h2>
}

function Broken(): never {
  throw new Error('boom')
}

function Probe({
  seen,
  onComplete,
}: {
  seen: Array<{ ready: boolean; authenticated: boolean }>
  onComplete: () => void
}) {
  const { ready, authenticated, login } = useLatch()
  useLogin({ onComplete })
  seen.push({ ready, authenticated })
  return (
    <button type="button" onClick={() => login()}>
      open login
    </button>
  )
}

function Opener() {
  const { login } = useLatch()
  return (
    <button type="button" onClick={() => login()}>
      open login
    </button>
  )
}

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

  it('a screen from `components` replaces the default one', async () => {
    const { latch } = await setup({ components: { LANDING: MyLanding } })
    await openModal(latch)
    expect(screen.getByText('custom LANDING')).toBeTruthy()
    expect(screen.queryByText('Log in or Sign Up')).toBeNull()
  })

  it('an override that throws shows "Something went wrong" and the host stays alive', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { latch } = await setup({ components: { LANDING: Broken } })
    await openModal(latch)
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'host button', hidden: true })).toBeTruthy()
    const close = screen.getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement
    expect(close.getAttribute('data-scope')).toBe('error')
    fireEvent.click(close)
    await waitFor(() => expect(latch.flows.modal.$state.get().step).not.toBe('open'))
    spy.mockRestore()
  })

  it('useLatch exposes ready, authenticated and the commands; useLogin reports completion', async () => {
    const seen: Array<{ ready: boolean; authenticated: boolean }> = []
    const onComplete = vi.fn()
    const { latch, state } = await setup({ children: <Probe seen={seen} onComplete={onComplete} /> })
    expect(seen.at(-1)).toEqual({ ready: true, authenticated: false })
    fireEvent.click(screen.getByRole('button', { name: 'open login' }))
    expect(screen.getByRole('dialog')).toBeTruthy()

    const user = state.createUser([])
    await act(async () => {
      await getLatchContext(latch).session.authenticate(() => state.authResponse(user.id))
    })
    expect(seen.at(-1)).toEqual({ ready: true, authenticated: true })
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete.mock.calls[0]?.[0]).toMatchObject({ id: user.id })
  })
})

describe('modal keyboard and focus', () => {
  it('Escape closes the modal, focus is trapped inside and returns to the opener', async () => {
    const { latch } = await setup({ children: <Opener /> })
    const opener = screen.getByRole('button', { name: 'open login' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole('dialog')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    // The page behind is hidden from assistive technology while the modal is open.
    expect(screen.queryByRole('button', { name: 'open login' })).toBeNull()

    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' })
    expect(latch.flows.modal.$state.get().step).toBe('closing')
    expect(dialog.closest('[data-part="overlay"]')?.getAttribute('data-state')).toBe('closed')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('a press outside the dialog (on the overlay) closes it', async () => {
    const { latch } = await setup()
    await openModal(latch)
    const overlay = document.querySelector('[data-part="overlay"]') as HTMLElement
    fireEvent.mouseDown(overlay)
    expect(latch.flows.modal.$state.get().step).toBe('closing')
  })

  it('is a centred modal above 440 px and a bottom drawer at or below it', async () => {
    const { latch } = await setup()
    await openModal(latch)
    expect(screen.getByRole('dialog').getAttribute('data-layout')).toBe('modal')
    cleanup()

    const listeners = new Set<() => void>()
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 440px)',
      media: query,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }))
    try {
      const narrow = await setup()
      await openModal(narrow.latch)
      expect(screen.getByRole('dialog').getAttribute('data-layout')).toBe('drawer')
      expect(document.querySelector('[data-part="overlay"]')?.getAttribute('data-layout')).toBe('drawer')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('with render.inDialog renders inline where the host puts <LatchModal />, without a portal', async () => {
    const { latch, container } = await setup({
      config: { render: { inDialog: true } },
      children: (
        <div data-testid="host-dialog">
          <LatchModal />
        </div>
      ),
    })
    await openModal(latch)
    const inline = screen.getByTestId('host-dialog').querySelector('[data-part="content"]') as HTMLElement
    expect(inline.getAttribute('data-layout')).toBe('inline')
    expect(inline.getAttribute('aria-labelledby')).toBe(
      screen.getByRole('heading', { name: 'Log in or Sign Up' }).id,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(container.contains(inline)).toBe(true)
  })

  it('<LatchModal inDialog /> placed by the host is the only modal rendered', async () => {
    const { latch } = await setup({ children: <LatchModal inDialog /> })
    await openModal(latch)
    expect(document.querySelectorAll('[data-part="content"]')).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getAllByRole('heading', { name: 'Log in or Sign Up' })).toHaveLength(1)
  })
})

function Grab({ onClient }: { onClient: (latch: ReturnType<typeof useLatch>['latch']) => void }) {
  onClient(useLatch().latch)
  return null
}

describe('a client the provider creates', () => {
  it('gets config prop changes, and is destroyed when the provider unmounts', async () => {
    const { createFakeFetch } = await import('./test/setup')
    const { createFakeState } = await import('../../test/fixtures/msw/state')
    const { createTestEnv } = await import('../../test/fixtures/msw/test-env')
    const { render } = await import('@testing-library/react')
    const { LatchProvider } = await import('./LatchProvider')
    const state = await createFakeState()
    const { fetch } = createFakeFetch(state)
    const env = createTestEnv({ fetch })
    let client: ReturnType<typeof useLatch>['latch'] | undefined
    const grab = (latch: NonNullable<typeof client>) => {
      client = latch
    }
    const view = (isLoading: boolean) => (
      <LatchProvider
        appId={state.appId}
        apiUrl={state.apiUrl}
        env={env}
        config={{
          loginMethods: { email: true },
          customAuth: { enabled: true, isLoading, getCustomAccessToken: tokenGetter },
        }}
      >
        <Grab onClient={grab} />
      </LatchProvider>
    )
    const tokenGetter = async () => null
    const utils = render(view(true))
    await act(async () => {
      await client?.ready()
    })
    expect(client?.$config.get().customAuth).toMatchObject({ isLoading: true })
    utils.rerender(view(false))
    expect(client?.$config.get().customAuth).toMatchObject({ isLoading: false })
    // After unmount the client's flows are disposed: its modal no longer follows the login flows.
    const latch = client as NonNullable<typeof client>
    utils.unmount()
    await act(async () => {
      await Promise.resolve()
    })
    const screens: string[] = []
    latch.$modal.listen((m) => screens.push(m.screen))
    latch.openModal()
    await act(async () => {
      await latch.initLoginWithEmail('ada@example.com')
    })
    expect(screens).toEqual(['LANDING'])
  })
})
