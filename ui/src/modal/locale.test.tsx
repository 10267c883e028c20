import { getLatchContext } from '@latch/core/internal'
import { act, screen, waitFor } from '@testing-library/react'
import { Profiler } from 'react'
import { describe, expect, it, vi } from 'vitest'
import ar from '../../../core/src/locales/ar'
import arWallet from '../../../core/src/locales/ar.wallet'
import es from '../../../core/src/locales/es'
import { useMessages } from '../hooks/useMessages'
import { openModal, setup } from '../test/setup'
import { LatchModal } from './LatchModalSlot'

/** A host component showing a login text. */
function Probe() {
  const t = useMessages()
  return <p>{t('landing.title')}</p>
}

const modalRoot = () => document.querySelector('[data-scope="modal"][data-part="overlay"]') as HTMLElement

describe('the modal in the locale of config.intl.locale', () => {
  it('Arabic: dir="rtl" and lang="ar" on the modal, Arabic texts, the code cells kept left to right', async () => {
    const { latch } = await setup({ config: { intl: { locale: 'ar' } } })
    await openModal(latch)
    expect(modalRoot().getAttribute('dir')).toBe('rtl')
    expect(modalRoot().getAttribute('lang')).toBe('ar')
    expect(screen.getByRole('heading', { name: ar['landing.title'] })).toBeTruthy()
    expect(screen.getByRole('button', { name: ar['landing.submit'] })).toBeTruthy()

    await act(async () => {
      await latch.initLoginWithEmail('rtl@example.com')
    })
    const cells = await screen.findByRole('group', { name: ar['code.title'] })
    expect(cells.getAttribute('dir')).toBe('ltr')
    expect(
      screen.getByLabelText(ar['code.label'].replace('{index}', '1').replace('{length}', '6')),
    ).toBeTruthy()
  }, 20_000)

  it('Spanish: left to right, Spanish texts', async () => {
    const { latch } = await setup({ config: { intl: { locale: 'es' } } })
    await openModal(latch)
    expect(modalRoot().getAttribute('dir')).toBe('ltr')
    expect(modalRoot().getAttribute('lang')).toBe('es')
    expect(screen.getByRole('heading', { name: es['landing.title'] })).toBeTruthy()
  })

  it('English by default', async () => {
    const { latch } = await setup()
    await openModal(latch)
    expect(modalRoot().getAttribute('dir')).toBe('ltr')
    expect(modalRoot().getAttribute('lang')).toBe('en')
    expect(screen.getByRole('heading', { name: 'Log in or Sign Up' })).toBeTruthy()
  })

  it('Arabic: the country picker names the countries in Arabic', async () => {
    const { latch } = await setup({ appConfig: { sms_auth: true }, config: { intl: { locale: 'ar' } } })
    await openModal(latch)
    const select = screen.getByRole('combobox', { name: ar['landing.country'] }) as HTMLSelectElement
    await waitFor(() => expect(select.options.length).toBeGreaterThan(100))
    const us = select.querySelector('option[value="US"]')?.textContent ?? ''
    expect(us).toBe(`${new Intl.DisplayNames(['ar'], { type: 'region' }).of('US')} +1`)
    expect(us).toMatch(/[\u0600-\u06FF]/)
  })

  it("the wallet texts' arrival does not re-render the modal shell or the login texts' users", async () => {
    const commits = vi.fn()
    const { latch } = await setup({
      config: { intl: { locale: 'ar' } },
      children: (
        <Profiler id="login-half" onRender={commits}>
          <Probe />
          <LatchModal inDialog />
        </Profiler>
      ),
    })
    expect(screen.getByText(ar['landing.title'])).toBeTruthy()
    commits.mockClear()
    await act(() => getLatchContext(latch).intl.loadWalletMessages())
    expect(latch.messages['walletError.userRejected']).toBe(arWallet['walletError.userRejected'])
    expect(commits).not.toHaveBeenCalled()
  })
})
