/**
 * Theme values: plain objects of the contract's shape. `lightTheme()` / `darkTheme()` hold the
 * defaults; `createTheme()` layers overrides on one; `themeToStyle()` turns values into the inline custom properties
 * the provider sets on the modal root, so the accent colour can come from the server at run time.
 */
import { ensureContrast, isDark, mix, parseHex, readableOn } from './color'
import type { themeVars } from './contract.css'

type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> }
type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> }

/** A complete set of theme values (the contract with a string on every leaf). */
export type ThemeValues = Leaves<typeof themeVars>
/** Part of a theme, for `createTheme()`. */
export type ThemeOverrides = DeepPartial<ThemeValues>
/** Light and dark values chosen by `prefers-color-scheme` ('auto' mode). */
export interface ThemeModes {
  lightMode: ThemeValues
  darkMode: ThemeValues
}

/** Default colours (mirrors core/src/constants.ts, which themes does not import). */
export const themeDefaults = {
  accentColor: '#676FFF',
  lightBackground: '#FFFFFF',
  darkBackground: '#1E1E1D',
  success: '#51BA81',
  warn: '#FFB74D',
  error: '#EC6351',
} as const

/** Options of `lightTheme()` and `darkTheme()`. */
export interface ThemeOptions {
  /** Brand colour. @default '#676FFF' */
  accentColor?: string
  /** Text on the accent colour. @default black or white, whichever contrasts more */
  accentColorForeground?: string
  /** Modal background (the host's `appearance.theme` colour). @default '#FFFFFF' light, '#1E1E1D' dark */
  background?: string
  /** Corner rounding. @default 'large' */
  borderRadius?: 'none' | 'small' | 'medium' | 'large'
  /** Body font stack. @default the system UI stack */
  fontStack?: string
}

const radiiScale = {
  none: { modal: '0px', button: '0px', input: '0px', cell: '0px' },
  small: { modal: '8px', button: '6px', input: '6px', cell: '6px' },
  medium: { modal: '16px', button: '10px', input: '10px', cell: '8px' },
  large: { modal: '24px', button: '12px', input: '12px', cell: '10px' },
} as const

const systemFont =
  "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/** The text colour of a light or dark background. */
const foregroundOn = (dark: boolean) => (dark ? '#F5F5F4' : '#1A1B2E')

/** What the derived colours are computed from. */
interface ColorInputs {
  accent: string
  background: string
  foreground: string
  accentForeground?: string
}

/**
 * Every colour computed from the accent, the background and the text colour: text on the accent, accent-coloured
 * text and tints, greys, borders and the status texts, each reaching WCAG AA (4.5:1, borders 3:1) on its surface.
 */
function deriveColors({ accent, background, foreground, accentForeground }: ColorInputs) {
  const dark = isDark(background)
  const muted = mix(background, foreground, dark ? 0.08 : 0.05)
  return {
    colors: {
      accentForeground: accentForeground ?? readableOn(accent, '#000000', '#FFFFFF'),
      accentText: ensureContrast(accent, muted, 4.5),
      accentMuted: mix(background, accent, 0.12),
      muted,
      mutedForeground: ensureContrast(mix(foreground, background, 0.4), muted, 4.6),
      border: mix(background, foreground, 0.12),
      inputBorder: ensureContrast(mix(background, foreground, 0.3), background, 3),
      overlay: dark ? 'rgba(0, 0, 0, 0.6)' : 'rgba(10, 10, 20, 0.4)',
      errorForeground: ensureContrast(themeDefaults.error, muted, 4.5),
      successForeground: ensureContrast(themeDefaults.success, muted, 4.5),
      warnForeground: ensureContrast(themeDefaults.warn, muted, 4.5),
    },
    shadows: {
      modal: dark ? '0 8px 40px rgba(0, 0, 0, 0.6)' : '0 8px 40px rgba(10, 10, 30, 0.16)',
      focus: `0 0 0 3px ${mix(background, accent, 0.45)}`,
    },
  }
}

function base(options: ThemeOptions, dark: boolean): ThemeValues {
  const background =
    options.background && parseHex(options.background)
      ? options.background
      : dark
        ? themeDefaults.darkBackground
        : themeDefaults.lightBackground
  const accent =
    options.accentColor && parseHex(options.accentColor) ? options.accentColor : themeDefaults.accentColor
  const foreground = foregroundOn(dark)
  const derived = deriveColors({
    accent,
    background,
    foreground,
    ...(options.accentColorForeground ? { accentForeground: options.accentColorForeground } : {}),
  })
  const radii = radiiScale[options.borderRadius ?? 'large']
  return {
    colors: {
      accent,
      background,
      foreground,
      ...derived.colors,
      error: themeDefaults.error,
      success: themeDefaults.success,
      warn: themeDefaults.warn,
    },
    radii: { ...radii, full: '9999px' },
    fonts: {
      body: options.fontStack ?? systemFont,
      mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
    },
    fontSizes: { sm: '13px', md: '15px', lg: '18px', xl: '24px' },
    fontWeights: { regular: '400', medium: '500', bold: '600' },
    lineHeights: { body: '1.45', title: '1.25' },
    shadows: derived.shadows,
    space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' },
    sizes: {
      modalWidth: '360px',
      control: '48px',
      cell: '44px',
      logoMaxWidth: '180px',
      logoMaxHeight: '90px',
      icon: '20px',
    },
    motion: { duration: '200ms', easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' },
  }
}

/** The light theme with the defaults (accent #676FFF on white). */
export function lightTheme(options: ThemeOptions = {}): ThemeValues {
  return base(options, false)
}

/** The dark theme with the defaults (accent #676FFF on #1E1E1D). */
export function darkTheme(options: ThemeOptions = {}): ThemeValues {
  return base(options, true)
}

function merge<T extends object>(target: T, overrides: DeepPartial<T> | undefined): T {
  if (!overrides) return target
  const out: Record<string, unknown> = { ...(target as Record<string, unknown>) }
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) continue
    const current = out[key]
    out[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? merge(current as object, value as DeepPartial<object>)
        : value
  }
  return out as T
}

/**
 * A theme built on another: `createTheme({ colors: { accent: '#0A7A5A' } }, { extends: darkTheme() })`.
 * A new `accent`, `background` or `foreground` (as `#rgb` / `#rrggbb`) recomputes the colours derived from it, as
 * `lightTheme()` does: `accentForeground`, `accentText` (links and accent-coloured text), `accentMuted`, the focus
 * ring, and for a new background or text colour also `muted`, `mutedForeground`, the borders, the overlay and the
 * status texts. Anything the overrides set themselves is kept as given; other values are merged as given.
 */
export function createTheme(overrides: ThemeOverrides, options: { extends?: ThemeValues } = {}): ThemeValues {
  const from = options.extends ?? lightTheme()
  const o = overrides.colors ?? {}
  const changed = (key: 'accent' | 'background' | 'foreground') => {
    const value = o[key]
    return value !== undefined && value !== from.colors[key] && parseHex(value) !== null
  }
  const accentChanged = changed('accent')
  const surfaceChanged = changed('background') || changed('foreground')
  if (!accentChanged && !surfaceChanged) return merge(from, overrides)
  const background = o.background ?? from.colors.background
  // a new background of the other kind (light to dark) gets the other text colour unless one is given
  const foreground =
    o.foreground ??
    (changed('background') && isDark(background) !== isDark(from.colors.background)
      ? foregroundOn(isDark(background))
      : from.colors.foreground)
  const derived = deriveColors({ accent: o.accent ?? from.colors.accent, background, foreground })
  const { accentForeground, accentText, accentMuted, ...surface } = derived.colors
  const recomputed: ThemeOverrides = {
    colors: {
      ...(accentChanged ? { accentForeground } : {}),
      // these depend on the accent and on the surface alike
      accentText,
      accentMuted,
      ...(surfaceChanged ? { ...surface, foreground } : {}),
    },
    shadows: { focus: derived.shadows.focus, ...(surfaceChanged ? { modal: derived.shadows.modal } : {}) },
  }
  return merge(merge(from, recomputed), overrides)
}

/**
 * The theme for an `appearance.theme` setting: 'light', 'dark', 'auto' (both modes) or a background colour,
 * whose luminance picks the light or dark base.
 */
export function themeFromAppearance(appearance: {
  theme?: string | null
  accentColor?: string | null
}): ThemeValues | ThemeModes {
  const accentColor = appearance.accentColor ?? undefined
  const theme = appearance.theme ?? 'light'
  if (theme === 'auto')
    return { lightMode: lightTheme({ accentColor }), darkMode: darkTheme({ accentColor }) }
  if (theme === 'dark') return darkTheme({ accentColor })
  if (parseHex(theme)) {
    return isDark(theme)
      ? darkTheme({ accentColor, background: theme })
      : lightTheme({ accentColor, background: theme })
  }
  return lightTheme({ accentColor })
}

/** True for `{ lightMode, darkMode }`. */
export function isThemeModes(theme: ThemeValues | ThemeModes): theme is ThemeModes {
  return 'lightMode' in theme && 'darkMode' in theme
}

/**
 * Inline custom properties for a theme (`{ '--latch-colors-accent': '#676FFF', ... }`), to put on the element
 * that contains the modal (React `style`). The names follow the contract's rule (`--latch-` and the token's path
 * joined with '-', contract.css.ts), so the contract object itself is not needed at run time: the modal's chunk
 * does not carry it.
 */
export function themeToStyle(theme: ThemeValues): Record<string, string> {
  const style: Record<string, string> = {}
  const walk = (values: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(values)) {
      if (typeof value === 'string') style[`${prefix}-${key}`] = value
      else if (value && typeof value === 'object') walk(value as Record<string, unknown>, `${prefix}-${key}`)
    }
  }
  walk(theme as unknown as Record<string, unknown>, '--latch')
  return style
}

/** The same as `themeToStyle`, as a CSS declaration block body (for a `<style>` element or SSR). */
export function themeToCss(theme: ThemeValues): string {
  return Object.entries(themeToStyle(theme))
    .map(([name, value]) => `${name}:${value};`)
    .join('')
}
