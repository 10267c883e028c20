/**
 * The theme contract: one CSS custom property per token, with stable `--latch-*` names so a host can set them from
 * its own CSS too. Compiled by vanilla-extract; at run time this module is a plain object of `var(--latch-...)`.
 */
import { createGlobalThemeContract } from '@vanilla-extract/css'

const tokens = {
  colors: {
    /** Brand colour: primary buttons, focus ring, selected cells. */
    accent: null,
    /** Text and icons drawn on `accent`. */
    accentForeground: null,
    /** Accent-coloured text (links) on `background`; a contrast-safe shade of `accent`. */
    accentText: null,
    /** A faint accent wash for hovered or selected rows. */
    accentMuted: null,
    background: null,
    foreground: null,
    /** Secondary surfaces: secondary buttons, inputs, cells. */
    muted: null,
    /** Secondary text on `background` and on `muted`. */
    mutedForeground: null,
    border: null,
    /** Borders of inputs and cells (stronger than `border`). */
    inputBorder: null,
    overlay: null,
    error: null,
    /** Error text on `background`. */
    errorForeground: null,
    success: null,
    successForeground: null,
    warn: null,
    warnForeground: null,
  },
  radii: { modal: null, button: null, input: null, cell: null, full: null },
  fonts: { body: null, mono: null },
  fontSizes: { sm: null, md: null, lg: null, xl: null },
  fontWeights: { regular: null, medium: null, bold: null },
  lineHeights: { body: null, title: null },
  shadows: { modal: null, focus: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null },
  sizes: { modalWidth: null, control: null, cell: null, logoMaxWidth: null, logoMaxHeight: null, icon: null },
  motion: { duration: null, easing: null },
}

/** The theme contract: `themeVars.colors.accent` is `var(--latch-colors-accent)`. */
export const themeVars = createGlobalThemeContract(tokens, (_value, path) => `latch-${path.join('-')}`)
