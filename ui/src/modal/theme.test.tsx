import { darkTheme, lightTheme } from '@latch/themes'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal, setup } from '../test/setup'

function rootStyle(): CSSStyleDeclaration {
  return (document.querySelector('[data-latch-theme]') as HTMLElement).style
}

function stubColorScheme(dark: boolean) {
  const listeners = new Set<() => void>()
  const state = { dark }
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && state.dark
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }))
  return {
    set(next: boolean) {
      state.dark = next
      for (const fn of listeners) fn()
    },
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('runtime theme', () => {
  it('applies the light theme variables on the modal root by default', async () => {
    const { latch } = await setup()
    await openModal(latch)
    expect(rootStyle().getPropertyValue('--latch-colors-background')).toBe('#FFFFFF')
    expect(document.querySelector('[data-latch-theme]')?.getAttribute('data-latch-theme')).toBe('light')
  })

  it("uses the server app config's accent colour at run time", async () => {
    const { latch } = await setup({ appConfig: { accent_color: '#00A36C' } })
    await openModal(latch)
    expect(rootStyle().getPropertyValue('--latch-colors-accent')).toBe('#00A36C')
  })

  it('a theme prop (createTheme values) wins', async () => {
    const { latch } = await setup({ theme: darkTheme({ accentColor: '#FF5500' }) })
    await openModal(latch)
    expect(rootStyle().getPropertyValue('--latch-colors-background')).toBe('#1E1E1D')
    expect(rootStyle().getPropertyValue('--latch-colors-accent')).toBe('#FF5500')
    expect(document.querySelector('[data-latch-theme]')?.getAttribute('data-latch-theme')).toBe('dark')
  })

  it("'auto' and { lightMode, darkMode } follow prefers-color-scheme", async () => {
    const scheme = stubColorScheme(false)
    const { latch } = await setup({ theme: { lightMode: lightTheme(), darkMode: darkTheme() } })
    await openModal(latch)
    expect(rootStyle().getPropertyValue('--latch-colors-background')).toBe('#FFFFFF')
    await act(async () => scheme.set(true))
    expect(rootStyle().getPropertyValue('--latch-colors-background')).toBe('#1E1E1D')
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it("config.appearance.theme 'auto' follows the system too", async () => {
    stubColorScheme(true)
    const { latch } = await setup({ config: { appearance: { theme: 'auto' } } })
    await openModal(latch)
    expect(rootStyle().getPropertyValue('--latch-colors-background')).toBe('#1E1E1D')
  })
})
