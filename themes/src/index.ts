/** @latch/themes: the theme contract, light and dark values, createTheme. The stylesheet is `@latch/themes/styles.css`. */

// ── Colour helpers ───────────────────────────────────────────────────────────
export { contrastRatio, ensureContrast, isDark, luminance, readableOn } from './color'
// ── Contract ─────────────────────────────────────────────────────────────────
export { themeVars } from './contract.css'
export type { ThemeModes, ThemeOptions, ThemeOverrides, ThemeValues } from './themes'
// ── Themes ───────────────────────────────────────────────────────────────────
export {
  createTheme,
  darkTheme,
  isThemeModes,
  lightTheme,
  themeDefaults,
  themeFromAppearance,
  themeToCss,
  themeToStyle,
} from './themes'
