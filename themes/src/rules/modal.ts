/** The modal: the themed root (its inherited text properties), isolation from the host page's element rules, and the shell (overlay, dialog or drawer, header, body). */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import {
  focusRing,
  HOST_STYLED_BLOCKS,
  HOST_STYLED_ELEMENTS,
  isolated,
  keyframeNames,
  parts,
  R,
  scoped,
} from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const modalRules: Array<[selector: string, rule: NestedRule]> = [
  // ── Root: variables live here ─────────────────────────────────────────────────
  // It sets every inherited text property a host may set on `:root` or `body` (letter-spacing, weight,
  // text-transform...), so the modal inherits the theme's, not the page's.
  [
    R,
    {
      boxSizing: 'border-box',
      margin: '0',
      fontFamily: v.fonts.body,
      fontSize: v.fontSizes.md,
      fontWeight: v.fontWeights.regular,
      fontStyle: 'normal',
      lineHeight: v.lineHeights.body,
      letterSpacing: 'normal',
      wordSpacing: 'normal',
      textTransform: 'none',
      textAlign: 'start',
      textShadow: 'none',
      color: v.colors.foreground,
      WebkitFontSmoothing: 'antialiased',
    },
  ],
  [`${R} *, ${R} *::before, ${R} *::after`, { boxSizing: 'border-box' }],
  // ── Isolation from the host page's element rules ───────────────────────────────
  [
    isolated(HOST_STYLED_ELEMENTS),
    {
      font: 'inherit',
      letterSpacing: 'inherit',
      wordSpacing: 'inherit',
      textTransform: 'inherit',
      color: 'inherit',
      margin: '0',
    },
  ],
  // Form controls keep the browser's padding and line box unless a part sets them (the option list, the cells).
  [isolated('input, select, textarea'), { lineHeight: 'normal' }],
  [isolated(HOST_STYLED_BLOCKS), { padding: '0' }],

  // ── Modal shell ────────────────────────────────────────────────────────────────
  [
    `${R}[data-scope="modal"][data-part="overlay"]`,
    {
      position: 'fixed',
      inset: '0',
      zIndex: 2147483000,
      display: 'grid',
      placeItems: 'center',
      background: v.colors.overlay,
      animation: `${keyframeNames.fadeIn} ${v.motion.duration} ${v.motion.easing}`,
      selectors: {
        '&[data-layout="drawer"]': { placeItems: 'end stretch' },
        '&[data-state="closed"]': {
          animation: `${keyframeNames.fadeOut} ${v.motion.duration} ${v.motion.easing} forwards`,
        },
      },
    },
  ],
  [
    scoped('modal', 'content'),
    {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: v.sizes.modalWidth,
      maxWidth: '100%',
      maxHeight: 'calc(100dvh - 32px)',
      overflowY: 'auto',
      padding: v.space.lg,
      paddingTop: v.space.sm,
      background: v.colors.background,
      color: v.colors.foreground,
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.modal,
      boxShadow: v.shadows.modal,
      outline: 'none',
      animation: `${keyframeNames.rise} ${v.motion.duration} ${v.motion.easing}`,
      selectors: {
        '&[data-layout="drawer"]': {
          width: '100%',
          maxHeight: '90dvh',
          paddingBottom: `calc(${v.space.xl} + env(safe-area-inset-bottom, 0px))`,
          borderEndStartRadius: '0',
          borderEndEndRadius: '0',
          borderBottom: 'none',
        },
        '&[data-layout="inline"]': {
          width: '100%',
          maxHeight: 'none',
          border: 'none',
          boxShadow: 'none',
          animation: 'none',
        },
        '&[data-state="closed"]': {
          animation: `${keyframeNames.sink} ${v.motion.duration} ${v.motion.easing} forwards`,
        },
      },
    },
  ],
  [
    parts('header'),
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      minHeight: '40px',
      gap: v.space.sm,
    },
  ],
  [
    parts('back-trigger', 'close-trigger'),
    {
      appearance: 'none',
      display: 'inline-grid',
      placeItems: 'center',
      width: '36px',
      height: '36px',
      padding: '0',
      border: 'none',
      borderRadius: v.radii.full,
      background: 'transparent',
      color: v.colors.mutedForeground,
      cursor: 'pointer',
      selectors: {
        '&:hover': { background: v.colors.muted, color: v.colors.foreground },
        '&:focus-visible': focusRing,
      },
    },
  ],
  [parts('close-trigger'), { marginInlineStart: 'auto' }],
  [
    `${R} [data-part="back-trigger"] svg, ${R} [data-part="close-trigger"] svg`,
    { width: v.sizes.icon, height: v.sizes.icon },
  ],
  // Right to left (Arabic): the layout mirrors through logical properties; the back arrow points the other way.
  [`${R}[dir="rtl"] [data-part="back-trigger"] svg`, { transform: 'scaleX(-1)' }],
  [parts('body'), { display: 'flex', flexDirection: 'column' }],
]
