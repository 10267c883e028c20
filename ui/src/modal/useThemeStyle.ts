'use client'
import { isDark, isThemeModes, themeFromAppearance, themeToStyle } from '@latch/themes'
import { useStore } from '@nanostores/react'
import type { CSSProperties } from 'react'
import { useMemo } from 'react'
import { useLatchContext } from '../context'
import { useMediaQuery } from '../hooks/useMediaQuery'

/**
 * The theme variables for the modal root: the host's `theme` prop, or one built from `appearance.theme` and the
 * accent colour of the resolved config (which carries the server app config's accent at run time). 'auto' and
 * `{ lightMode, darkMode }` follow `prefers-color-scheme`.
 */
export function useThemeStyle(): { style: CSSProperties; mode: 'light' | 'dark' } {
  const { latch, theme } = useLatchContext()
  const appearance = useStore(latch.$config).appearance
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)')
  return useMemo(() => {
    const input =
      theme === undefined || typeof theme === 'string'
        ? themeFromAppearance({ theme: theme ?? appearance.theme, accentColor: appearance.accentColor })
        : theme
    const values = isThemeModes(input) ? (prefersDark ? input.darkMode : input.lightMode) : input
    const mode: 'light' | 'dark' = isDark(values.colors.background) ? 'dark' : 'light'
    return { style: themeToStyle(values) as CSSProperties, mode }
  }, [theme, appearance.theme, appearance.accentColor, prefersDark])
}
