/**
 * The default stylesheet as data: `[selector, rule]` pairs over @latch/react's `data-scope` / `data-part` /
 * `data-state` anatomy, every value a contract variable. `styles.css.ts` registers them with `globalStyle`; tests
 * check that every rendered part matches at least one selector and that no colour literal slips in.
 * Everything is scoped under `[data-latch-theme]` (the modal root that carries the theme variables).
 */
import type { GlobalStyleRule } from '@vanilla-extract/css'
import { themeVars as v } from './contract.css'

/** A rule with `&`-nested selectors (flattened by `expandRule`, since `globalStyle` takes none). */
export type NestedRule = GlobalStyleRule & { selectors?: Record<string, NestedRule> }

const R = '[data-latch-theme]'
/** `[data-latch-theme] [data-part="a"], ...` for descendants of the themed root. */
const parts = (...names: string[]) => names.map((n) => `${R} [data-part="${n}"]`).join(', ')
const scoped = (scope: string, ...names: string[]) =>
  names.map((n) => `${R} [data-scope="${scope}"][data-part="${n}"]`).join(', ')

/** Names of the keyframes `styles.css.ts` registers globally. */
export const keyframeNames = {
  spin: 'latch-spin',
  fadeIn: 'latch-fade-in',
  fadeOut: 'latch-fade-out',
  rise: 'latch-rise',
  sink: 'latch-sink',
} as const

const focusRing: NestedRule = { outline: 'none', boxShadow: v.shadows.focus }

const buttonBase: NestedRule = {
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
const HOST_STYLED_ELEMENTS =
  'h1, h2, h3, h4, h5, h6, p, a, span, div, section, header, footer, nav, form, fieldset, legend, label, ' +
  'button, input, select, option, optgroup, textarea, ul, ol, li, dl, dt, dd, figure, figcaption, img, svg'

/** Of those, the ones a host pads (lists, headings, paragraphs): the theme's parts pad them where they need it. */
const HOST_STYLED_BLOCKS =
  'h1, h2, h3, h4, h5, h6, p, a, span, div, section, header, footer, nav, form, fieldset, legend, label, ' +
  'ul, ol, li, dl, dt, dd, figure, figcaption, img, svg'

/**
 * A reset's selector: the root twice makes it (0,2,0), above a host's `h1` (0,0,1) or `.app h1` (0,1,1) and equal
 * to the part rules, which come after it and so win; `:where()` adds nothing to that.
 */
const isolated = (elements: string) => `${R}${R} :where(${elements})`

/** The stylesheet rules, in cascade order. */
export const styleRules: Array<[selector: string, rule: NestedRule]> = [
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
          borderBottomLeftRadius: '0',
          borderBottomRightRadius: '0',
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
  [parts('close-trigger'), { marginLeft: 'auto' }],
  [
    `${R} [data-part="back-trigger"] svg, ${R} [data-part="close-trigger"] svg`,
    { width: v.sizes.icon, height: v.sizes.icon },
  ],
  [parts('body'), { display: 'flex', flexDirection: 'column' }],

  // ── Screen layout ─────────────────────────────────────────────────────────────
  [parts('root'), { display: 'flex', flexDirection: 'column', gap: v.space.lg, textAlign: 'center' }],
  [
    parts('hero'),
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: v.space.md,
      paddingTop: v.space.sm,
    },
  ],
  [
    parts('logo'),
    {
      display: 'block',
      maxWidth: v.sizes.logoMaxWidth,
      maxHeight: v.sizes.logoMaxHeight,
      objectFit: 'contain',
      margin: '0 auto',
    },
  ],
  [
    parts('icon'),
    {
      display: 'grid',
      placeItems: 'center',
      width: '64px',
      height: '64px',
      borderRadius: v.radii.full,
      background: v.colors.muted,
      color: v.colors.accentText,
      selectors: {
        '&[data-tone="error"]': { color: v.colors.errorForeground },
        '&[data-tone="success"]': { color: v.colors.successForeground },
      },
    },
  ],
  [`${R} [data-part="icon"] svg`, { width: '28px', height: '28px' }],
  [
    parts('title'),
    {
      margin: '0',
      fontSize: v.fontSizes.lg,
      fontWeight: v.fontWeights.bold,
      lineHeight: v.lineHeights.title,
      color: v.colors.foreground,
      overflowWrap: 'anywhere',
    },
  ],
  [
    parts('description', 'status'),
    { margin: '0', fontSize: v.fontSizes.sm, color: v.colors.mutedForeground, overflowWrap: 'anywhere' },
  ],
  [
    parts('description'),
    { selectors: { '& strong': { color: v.colors.foreground, fontWeight: v.fontWeights.medium } } },
  ],
  [
    parts('error'),
    {
      margin: '0',
      fontSize: v.fontSizes.sm,
      color: v.colors.errorForeground,
      overflowWrap: 'anywhere',
      textAlign: 'center',
    },
  ],
  [parts('actions', 'options'), { display: 'flex', flexDirection: 'column', gap: v.space.sm }],
  [
    parts('divider'),
    {
      display: 'flex',
      alignItems: 'center',
      gap: v.space.sm,
      margin: '0',
      fontSize: v.fontSizes.sm,
      color: v.colors.mutedForeground,
      selectors: {
        '&::before, &::after': { content: '""', flex: '1', height: '1px', background: v.colors.border },
      },
    },
  ],

  // ── Buttons by variant ─────────────────────────────────────────────────────────
  [`${R} [data-variant]`, buttonBase],
  [
    `${R} [data-variant="primary"]`,
    {
      background: v.colors.accent,
      color: v.colors.accentForeground,
      selectors: { '&:hover:not(:disabled)': { opacity: '0.9' } },
    },
  ],
  [
    `${R} [data-variant="secondary"]`,
    {
      justifyContent: 'flex-start',
      background: v.colors.background,
      color: v.colors.foreground,
      borderColor: v.colors.border,
      selectors: {
        '&:hover:not(:disabled)': { background: v.colors.muted, borderColor: v.colors.inputBorder },
      },
    },
  ],
  [
    `${R} [data-variant="ghost"]`,
    {
      width: 'auto',
      minHeight: '32px',
      margin: '0 auto',
      padding: `0 ${v.space.sm}`,
      background: 'transparent',
      color: v.colors.accentText,
      selectors: { '&:hover:not(:disabled)': { textDecoration: 'underline' } },
    },
  ],
  [
    `${R} [data-variant] svg, ${R} [data-variant] img`,
    { width: v.sizes.icon, height: v.sizes.icon, flexShrink: '0' },
  ],
  [`${R} [data-variant] [data-part="spinner"]`, { width: '18px', height: '18px' }],

  // ── Inputs ───────────────────────────────────────────────────────────────────
  [
    parts('email-form', 'phone-form'),
    { display: 'flex', flexDirection: 'column', gap: v.space.sm, margin: '0' },
  ],
  [
    parts('field'),
    {
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
    },
  ],
  [
    parts('email-input', 'phone-input'),
    {
      flex: '1',
      minWidth: '0',
      padding: `0 ${v.space.md}`,
      border: 'none',
      background: 'transparent',
      color: v.colors.foreground,
      font: 'inherit',
      fontSize: v.fontSizes.md,
      outline: 'none',
      selectors: { '&::placeholder': { color: v.colors.mutedForeground, opacity: '1' } },
    },
  ],
  [
    parts('country-select'),
    {
      appearance: 'none',
      maxWidth: '96px',
      padding: `0 ${v.space.sm} 0 ${v.space.md}`,
      border: 'none',
      borderRight: `1px solid ${v.colors.border}`,
      background: v.colors.muted,
      color: v.colors.foreground,
      font: 'inherit',
      fontSize: v.fontSizes.sm,
      cursor: 'pointer',
      outline: 'none',
      selectors: { '&:focus-visible': { boxShadow: `inset ${v.shadows.focus}` } },
    },
  ],
  [
    `${R} [data-part="field"] [data-variant]`,
    {
      flex: 'none',
      width: 'auto',
      minHeight: '0',
      margin: v.space.xs,
      padding: `0 ${v.space.md}`,
      fontSize: v.fontSizes.sm,
    },
  ],

  // ── Landing ──────────────────────────────────────────────────────────────────
  [parts('social-button', 'wallet-button', 'overflow-button'), { justifyContent: 'flex-start' }],
  [
    `${R} [data-part="social-button"] [data-part="label"], ${R} [data-part="wallet-button"] [data-part="label"], ${R} [data-part="overflow-button"] [data-part="label"]`,
    { flex: '1', textAlign: 'left' },
  ],
  [parts('label'), { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }],
  [parts('legal'), { margin: '0', fontSize: v.fontSizes.sm, color: v.colors.mutedForeground }],
  // The call-to-action link is drawn as a primary button (data-variant="primary"): it keeps the button's colours.
  [parts('cta-link'), { textDecoration: 'none' }],
  [
    parts('legal-link'),
    {
      color: v.colors.accentText,
      textDecoration: 'underline',
      textUnderlineOffset: '2px',
      selectors: { '&:focus-visible': { ...focusRing, borderRadius: v.radii.button } },
    },
  ],
  [
    parts('footer'),
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: v.space.xs,
      paddingTop: v.space.sm,
      borderTop: `1px solid ${v.colors.border}`,
      fontSize: v.fontSizes.sm,
      color: v.colors.mutedForeground,
    },
  ],

  // ── Code entry ────────────────────────────────────────────────────────────────
  [
    parts('cells'),
    { display: 'flex', justifyContent: 'center', gap: v.space.sm, border: 'none', margin: '0', padding: '0' },
  ],
  [
    parts('cell'),
    {
      width: v.sizes.cell,
      height: '52px',
      padding: '0',
      textAlign: 'center',
      fontFamily: v.fonts.mono,
      fontSize: v.fontSizes.xl,
      fontWeight: v.fontWeights.medium,
      color: v.colors.foreground,
      background: v.colors.muted,
      border: `1px solid ${v.colors.inputBorder}`,
      borderRadius: v.radii.cell,
      outline: 'none',
      caretColor: v.colors.accent,
      selectors: {
        '&:focus': { borderColor: v.colors.accent, boxShadow: v.shadows.focus },
        '&[data-state="filled"]': { background: v.colors.background },
        '&[data-invalid]': { borderColor: v.colors.error },
        '&:disabled': { opacity: '0.7' },
      },
    },
  ],
  [parts('resend-trigger'), { fontSize: v.fontSizes.sm }],

  // ── Embedded wallet: recovery password, recovery, key export ────────────────
  [parts('password-form'), { display: 'flex', flexDirection: 'column', gap: v.space.sm, margin: '0' }],
  [
    parts('password-field'),
    {
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
    },
  ],
  [
    parts('password-input'),
    {
      flex: '1',
      minWidth: '0',
      padding: `0 ${v.space.md}`,
      border: 'none',
      background: 'transparent',
      color: v.colors.foreground,
      font: 'inherit',
      fontSize: v.fontSizes.md,
      outline: 'none',
    },
  ],
  [
    parts('visibility-toggle'),
    {
      appearance: 'none',
      border: 'none',
      borderRadius: '0',
      background: 'transparent',
      padding: `0 ${v.space.md}`,
      color: v.colors.foreground,
      font: 'inherit',
      fontSize: v.fontSizes.sm,
      cursor: 'pointer',
      selectors: { '&:focus-visible': focusRing },
    },
  ],
  [
    parts('strength'),
    {
      margin: '0',
      fontSize: v.fontSizes.sm,
      textAlign: 'left',
      color: v.colors.foreground,
      selectors: {
        '&[data-state="weak"]': { color: v.colors.error },
        '&[data-state="strong"]': { fontWeight: v.fontWeights.medium },
      },
    },
  ],
  [
    parts('acknowledgement'),
    {
      display: 'flex',
      alignItems: 'flex-start',
      gap: v.space.sm,
      textAlign: 'left',
      fontSize: v.fontSizes.sm,
      color: v.colors.foreground,
      cursor: 'pointer',
    },
  ],
  [parts('checkbox'), { accentColor: v.colors.accent, margin: '2px 0 0', flexShrink: '0' }],
  [parts('disclosure'), { textAlign: 'left', fontSize: v.fontSizes.sm }],
  [
    parts('disclosure-summary'),
    { cursor: 'pointer', color: v.colors.foreground, selectors: { '&:focus-visible': focusRing } },
  ],
  [
    parts('address'),
    { fontFamily: v.fonts.mono, fontSize: v.fontSizes.sm, color: v.colors.foreground, alignSelf: 'center' },
  ],
  // The funding prompt's address is a paragraph with a paragraph's spacing.
  [scoped('fiat', 'address'), { margin: '1em 0' }],
  [
    parts('guide'),
    {
      margin: '0',
      paddingLeft: v.space.lg,
      display: 'flex',
      flexDirection: 'column',
      gap: v.space.xs,
      textAlign: 'left',
      fontSize: v.fontSizes.sm,
      color: v.colors.foreground,
    },
  ],
  [
    parts('saved-password'),
    {
      display: 'block',
      padding: v.space.sm,
      fontFamily: v.fonts.mono,
      fontSize: v.fontSizes.md,
      color: v.colors.foreground,
      background: v.colors.muted,
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
      wordBreak: 'break-all',
      userSelect: 'all',
    },
  ],
  [parts('guide-step'), { lineHeight: '1.4' }],
  [parts('guide-link'), { color: v.colors.accentText, fontWeight: v.fontWeights.medium }],
  [
    parts('export-frame'),
    {
      width: '100%',
      height: '120px',
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
      background: v.colors.background,
    },
  ],
  [parts('warning'), { margin: '0', fontSize: v.fontSizes.sm, color: v.colors.error, textAlign: 'left' }],

  // ── Allowlist, OAuth, failure, captcha ───────────────────────────────────────
  [parts('cta-link'), { fontWeight: v.fontWeights.medium }],
  [parts('captcha'), { display: 'flex', justifyContent: 'center', minHeight: '0' }],
  [`${R} [data-part="captcha"][data-state="error"]`, { color: v.colors.errorForeground }],

  // ── External wallets: wallet list, hint, pairing code, links, connected wallets ──
  [
    parts('wallet-list'),
    { display: 'flex', flexDirection: 'column', gap: v.space.sm, margin: '0', padding: '0' },
  ],
  [
    parts('wallet-row', 'connected-wallet'),
    {
      display: 'flex',
      alignItems: 'center',
      gap: v.space.md,
      padding: `${v.space.sm} ${v.space.md}`,
      listStyle: 'none',
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.button,
      background: v.colors.background,
      color: v.colors.foreground,
    },
  ],
  [
    parts('wallet-logo'),
    { width: v.sizes.icon, height: v.sizes.icon, borderRadius: v.radii.input, flexShrink: '0' },
  ],
  [
    parts('wallet-name'),
    {
      flex: '1',
      textAlign: 'left',
      fontWeight: v.fontWeights.medium,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
    },
  ],
  [
    `${R} [data-part="wallet-row"] [data-part="connect-button"]`,
    { width: 'auto', minHeight: '0', padding: `${v.space.xs} ${v.space.md}` },
  ],
  [parts('hint'), { margin: '0', fontSize: v.fontSizes.sm, color: v.colors.mutedForeground }],
  [
    parts('qr'),
    {
      display: 'block',
      width: '160px',
      height: '160px',
      margin: '0 auto',
      padding: v.space.sm,
      color: v.colors.foreground,
      background: v.colors.background,
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
    },
  ],
  [
    parts('wallet-link'),
    {
      color: v.colors.accentText,
      fontWeight: v.fontWeights.medium,
      textDecoration: 'underline',
      selectors: { '&:focus-visible': focusRing },
    },
  ],

  // ── Spinner ──────────────────────────────────────────────────────────────────
  [
    parts('spinner'),
    {
      display: 'inline-block',
      width: '28px',
      height: '28px',
      border: `3px solid ${v.colors.border}`,
      borderTopColor: v.colors.accent,
      borderRadius: v.radii.full,
      animation: `${keyframeNames.spin} 800ms linear infinite`,
    },
  ],
  // ── Sign request and send transaction ──────────────────────────────────────
  [
    parts('sign-message'),
    {
      margin: '0',
      maxHeight: '200px',
      overflow: 'auto',
      padding: v.space.md,
      background: v.colors.muted,
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
      fontFamily: v.fonts.mono,
      fontSize: v.fontSizes.sm,
      color: v.colors.foreground,
      textAlign: 'left',
      whiteSpace: 'pre-wrap',
      overflowWrap: 'anywhere',
      selectors: { '&:focus-visible': focusRing },
    },
  ],
  [parts('sender', 'transaction-info'), { fontSize: v.fontSizes.sm, color: v.colors.mutedForeground }],
  [
    parts('sender-image'),
    {
      width: '48px',
      height: '48px',
      borderRadius: v.radii.full,
      objectFit: 'cover',
      selectors: { '&[data-size="lg"]': { width: '64px', height: '64px' } },
    },
  ],
  [
    parts('details'),
    {
      display: 'flex',
      flexDirection: 'column',
      gap: v.space.sm,
      margin: '0',
      padding: v.space.md,
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
      textAlign: 'left',
    },
  ],
  [
    parts('detail-row'),
    { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: v.space.md },
  ],
  [parts('detail-label'), { fontSize: v.fontSizes.sm, color: v.colors.mutedForeground }],
  [
    parts('detail-value'),
    {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-end',
      margin: '0',
      fontSize: v.fontSizes.sm,
      fontWeight: v.fontWeights.medium,
      color: v.colors.foreground,
      textAlign: 'right',
      overflowWrap: 'anywhere',
    },
  ],
  [parts('secondary-amount'), { fontWeight: v.fontWeights.regular, color: v.colors.mutedForeground }],
  [
    `${R} [data-part="visually-hidden"]`,
    {
      position: 'absolute',
      width: '1px',
      height: '1px',
      margin: '-1px',
      padding: '0',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
      border: '0',
    },
  ],
  // ── Transaction protection (MFA) and card funding ──────────────────────────
  [parts('method-row'), { display: 'flex', alignItems: 'center', gap: v.space.sm }],
  [parts('method-button'), { justifyContent: 'flex-start', flex: '1' }],
  [
    parts('badge'),
    {
      marginLeft: 'auto',
      fontSize: v.fontSizes.sm,
      fontWeight: v.fontWeights.regular,
      color: v.colors.mutedForeground,
      selectors: { '&[data-tone="warn"]': { color: v.colors.warnForeground } },
    },
  ],
  [
    parts('remove-trigger'),
    {
      appearance: 'none',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: v.sizes.control,
      height: v.sizes.control,
      padding: '0',
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.button,
      background: v.colors.background,
      color: v.colors.error,
      cursor: 'pointer',
      selectors: { '&:focus-visible': focusRing },
    },
  ],
  [`${R} [data-part="qr"][data-size="authenticator"]`, { width: '200px', height: '200px' }],
  [parts('secret-row'), { flexDirection: 'row', alignItems: 'center', justifyContent: 'center' }],
  [
    parts('secret'),
    {
      fontFamily: v.fonts.mono,
      fontSize: v.fontSizes.sm,
      color: v.colors.foreground,
      overflowWrap: 'anywhere',
      userSelect: 'all',
    },
  ],
  [parts('copy-trigger'), { width: 'auto', flexShrink: '0' }],
  [
    parts('summary'),
    {
      display: 'flex',
      flexDirection: 'column',
      gap: v.space.xs,
      padding: v.space.md,
      background: v.colors.muted,
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
      fontSize: v.fontSizes.sm,
      textAlign: 'left',
    },
  ],
  [
    `${R} [data-part="remove-button"][data-tone="error"]`,
    {
      background: v.colors.errorForeground,
      borderColor: v.colors.errorForeground,
      color: v.colors.background,
    },
  ],
  [scoped('mfa', 'warning'), { color: v.colors.errorForeground }],
  [
    `${R}, ${R} *`,
    {
      '@media': {
        '(prefers-reduced-motion: reduce)': { animationDuration: '1ms', animationIterationCount: '1' },
      },
    },
  ],
]

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
