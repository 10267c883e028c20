/** @latch/themes: the theme contract, light and dark values, createTheme. The stylesheet is `@latch/themes/styles.css`. */

// ── Colour helpers ───────────────────────────────────────────────────────────
export { contrastRatio, ensureContrast, luminance, readableOn } from './color.ts'
// ── Contract ─────────────────────────────────────────────────────────────────
export { themeVars } from './contract.css.ts'
export type { ThemeModes, ThemeOptions, ThemeOverrides, ThemeValues } from './themes.ts'
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
} from './themes.ts'
