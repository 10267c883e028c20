'use client'
/** The React context the provider fills: one Latch client, the screen registry and the theme input. */
import type { Latch } from '@latch/core'
import type { ThemeModes, ThemeValues } from '@latch/themes'
import { createContext, useContext } from 'react'
import type { ScreenRegistry } from './types'

/** What `theme` accepts: values, light and dark values for 'auto', or a mode name built from the app's accent. */
export type LatchThemeInput = ThemeValues | ThemeModes | 'light' | 'dark' | 'auto'

export interface LatchContextValue {
  latch: Latch
  /** The host's screens (`components`); the modal puts them over the default ones. */
  screens: ScreenRegistry
  theme: LatchThemeInput | undefined
  /** A host-placed `<LatchModal>` registers itself (so the provider skips its own); returns the unregister. */
  registerModal: () => () => void
}

export const LatchReactContext = createContext<LatchContextValue | null>(null)

/** The provider's context; throws outside `<LatchProvider>`. */
export function useLatchContext(): LatchContextValue {
  const value = useContext(LatchReactContext)
  if (!value) throw new Error('Latch hooks must be used inside <LatchProvider>')
  return value
}

/** The Latch client of the nearest `<LatchProvider>`: every store and command of @latch/core. */
export function useLatchClient(): Latch {
  return useLatchContext().latch
}
