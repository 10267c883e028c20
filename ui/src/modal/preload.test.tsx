import { act } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazyScreen } from '../screens/lazy'
import { openModal, setup } from '../test/setup'
import type { ScreenName, ScreenProps } from '../types'

/** The wallet code loads with import(): its first transform takes seconds on a cold, busy machine. */
const LOADS = { timeout: 10_000 }

/** A lazily loaded stand-in screen for `S` whose loader counts its calls. */
function spyScreen<S extends ScreenName>(_screen: S, text: string) {
  const load = vi.fn(async (): Promise<ComponentType<ScreenProps<S>>> => () => <p>{text}</p>)
  return { load, screen: lazyScreen<S>(load) }
}

describe('the modal preloads the screens the one on show can lead to', () => {
  it('LANDING: the login steps only, the wallet screens once the wallet code is in; a login under way: all', async () => {
    const code = spyScreen('AWAITING_PASSWORDLESS_CODE', 'code')
    const link = spyScreen('LINK_EMAIL_SCREEN', 'link')
    const wallet = spyScreen('AWAITING_CONNECTION', 'wallet')
    const { latch } = await setup({
      components: {
        AWAITING_PASSWORDLESS_CODE: code.screen,
        LINK_EMAIL_SCREEN: link.screen,
        AWAITING_CONNECTION: wallet.screen,
      },
    })
    await openModal(latch)
    expect(latch.flows.modal.$state.get()).toMatchObject({ screen: 'LANDING' })
    expect(code.load).toHaveBeenCalledTimes(1)
    expect(link.load).not.toHaveBeenCalled()
    expect(wallet.load).not.toHaveBeenCalled()

    // the wallet code loads (a landing that lists wallets subscribes to the list): the wallet screens follow
    const off = latch.flows.wallets.$options.listen(() => undefined)
    await vi.waitFor(() => expect(wallet.load).toHaveBeenCalledTimes(1), LOADS)
    expect(link.load).not.toHaveBeenCalled()
    off()

    // a code sent: from here anything may come next (linking, the embedded wallet, signing)
    await act(async () => {
      await latch.initLoginWithEmail('ada@example.com')
    })
    expect(latch.flows.modal.$state.get()).toMatchObject({ screen: 'AWAITING_PASSWORDLESS_CODE' })
    await vi.waitFor(() => expect(link.load).toHaveBeenCalledTimes(1), LOADS)
    // each screen loads once, however often the modal asks
    expect(code.load).toHaveBeenCalledTimes(1)
    expect(wallet.load).toHaveBeenCalledTimes(1)
  })
})
