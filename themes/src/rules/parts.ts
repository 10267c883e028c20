/** The parts every screen shares: screen layout, buttons by variant, inputs, the spinner, visually hidden text. */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { buttonBase, fieldBox, fieldInput, keyframeNames, parts, R } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const partRules: Array<[selector: string, rule: NestedRule]> = [
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
  [parts('field'), fieldBox],
  [
    // the passkey list's rename field (`name-input`) is drawn like them
    parts('email-input', 'phone-input', 'name-input'),
    {
      ...fieldInput,
      selectors: { '&::placeholder': { color: v.colors.mutedForeground, opacity: '1' } },
    },
  ],
  [
    parts('country-select'),
    {
      appearance: 'none',
      maxWidth: '96px',
      paddingBlock: '0',
      paddingInlineStart: v.space.md,
      paddingInlineEnd: v.space.sm,
      border: 'none',
      borderInlineEnd: `1px solid ${v.colors.border}`,
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
]
