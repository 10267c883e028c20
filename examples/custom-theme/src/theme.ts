/**
 * "Grove": a third-party-style theme. The values come from `lightTheme()` with a forest-green accent on paper (so
 * its derived colours stay contrast-safe), then `createTheme()` swaps fonts, corners, shadows and sizes. The
 * stylesheet overrides in grove.css reshape a few parts through their data-part attributes.
 */
import { createTheme, lightTheme } from '@latch/themes'

const base = lightTheme({
  accentColor: '#1F5E3A',
  background: '#FBF7EF',
  borderRadius: 'none',
  fontStack: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif",
})

export const groveTheme = createTheme(
  {
    colors: { border: '#D8CFBD', overlay: 'rgba(31, 41, 28, 0.55)' },
    radii: { full: '0px' },
    fonts: { mono: "'Courier New', Courier, monospace" },
    fontSizes: { lg: '20px', xl: '26px' },
    shadows: { modal: '8px 8px 0 #1F5E3A' },
    sizes: { modalWidth: '360px', control: '46px' },
  },
  { extends: base },
)
