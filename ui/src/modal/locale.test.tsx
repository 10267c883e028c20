import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import ar from '../../../core/src/locales/ar'
import es from '../../../core/src/locales/es'
import { openModal, setup } from '../test/setup'

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
})
