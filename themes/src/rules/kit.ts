/**
 * What every scope's rules are written with: the themed root selector, the part and scope selector helpers, the
 * keyframe names, the shared button and focus rules, and `expandRule` (nested `&` selectors to flat rules).
 */
import type { GlobalStyleRule } from '@vanilla-extract/css'
import { themeVars as v } from '../contract.css'

/** A rule with `&`-nested selectors (flattened by `expandRule`, since `globalStyle` takes none). */
export type NestedRule = GlobalStyleRule & { selectors?: Record<string, NestedRule> }

/** The modal root: it carries the theme variables; every rule is scoped under it. */
export const R = '[data-latch-theme]'
/** `[data-latch-theme] [data-part="a"], ...` for descendants of the themed root. */
export const parts = (...names: string[]) => names.map((n) => `${R} [data-part="${n}"]`).join(', ')
/** `[data-latch-theme] [data-scope="s"][data-part="a"], ...` for one screen scope's parts. */
export const scoped = (scope: string, ...names: string[]) =>
  names.map((n) => `${R} [data-scope="${scope}"][data-part="${n}"]`).join(', ')

/** Names of the keyframes `styles.css.ts` registers globally. */
export const keyframeNames = {
  spin: 'latch-spin',
  fadeIn: 'latch-fade-in',
  fadeOut: 'latch-fade-out',
  rise: 'latch-rise',
  sink: 'latch-sink',
} as const

/** The focus ring of every focusable part. */
export const focusRing: NestedRule = { outline: 'none', boxShadow: v.shadows.focus }

/** A framed input row (the field, the password field): the border tints on focus and turns red when invalid. */
export const fieldBox: NestedRule = {
  display: 'flex',
  alignItems: 'stretch',
  minHeight: v.sizes.control,
  background: v.colors.background,
  border: `1px solid ${v.colors.inputBorder}`,
  borderRadius: v.radii.input,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: v.colors.accent, boxShadow: v.shadows.focus },
    '&[data-invalid], &:has([aria-invalid="true"])': { borderColor: v.colors.error },
  },
}

/** The input inside a framed row: borderless, transparent, filling the row. */
export const fieldInput: NestedRule = {
  flex: '1',
  minWidth: '0',
  padding: `0 ${v.space.md}`,
  border: 'none',
  background: 'transparent',
  color: v.colors.foreground,
  font: 'inherit',
  fontSize: v.fontSizes.md,
  outline: 'none',
}

/** What every button variant shares. */
export const buttonBase: NestedRule = {
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: v.space.sm,
  boxSizing: 'border-box',
  minHeight: v.sizes.control,
  width: '100%',
  padding: `0 ${v.space.lg}`,
  border: '1px solid transparent',
  borderRadius: v.radii.button,
  font: 'inherit',
  fontSize: v.fontSizes.md,
  fontWeight: v.fontWeights.medium,
  cursor: 'pointer',
  textDecoration: 'none',
  transition: `background-color ${v.motion.duration}, border-color ${v.motion.duration}, opacity ${v.motion.duration}`,
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: '0.55' },
  },
}

/**
 * Elements a host's own stylesheet commonly styles by tag (Vite's starter sets `h1`, `button`, `a`; others add
 * `h1, h2 { font-family }`, `p { margin }`, `label { text-transform }`...). Under the modal root they are reset, so
 * only the theme styles them.
 */
export const HOST_STYLED_ELEMENTS =
  'h1, h2, h3, h4, h5, h6, p, a, span, div, section, header, footer, nav, form, fieldset, legend, label, ' +
  'button, input, select, option, optgroup, textarea, ul, ol, li, dl, dt, dd, figure, figcaption, img, svg'

/** Of those, the ones a host pads (lists, headings, paragraphs): the theme's parts pad them where they need it. */
export const HOST_STYLED_BLOCKS =
  'h1, h2, h3, h4, h5, h6, p, a, span, div, section, header, footer, nav, form, fieldset, legend, label, ' +
  'ul, ol, li, dl, dt, dd, figure, figcaption, img, svg'

/**
 * A reset's selector: the root twice makes it (0,2,0), above a host's `h1` (0,0,1) or `.app h1` (0,1,1) and equal
 * to the part rules, which come after it and so win; `:where()` adds nothing to that.
 */
export const isolated = (elements: string) => `${R}${R} :where(${elements})`

/**
 * `globalStyle` takes no nested `selectors`, so each `&...` entry becomes its own rule: `&` is replaced by every
 * comma-separated part of the outer selector.
 */
export function expandRule(selector: string, rule: NestedRule): Array<[string, GlobalStyleRule]> {
  const { selectors, ...own } = rule
  const out: Array<[string, GlobalStyleRule]> = [[selector, own]]
  const outer = selector.split(',').map((s) => s.trim())
  for (const [nested, nestedRule] of Object.entries(selectors ?? {})) {
    const combined = outer
      .flatMap((o) => nested.split(',').map((n) => n.trim().replaceAll('&', o)))
      .join(', ')
    out.push(...expandRule(combined, nestedRule))
  }
  return out
}
