/** Transaction protection (MFA): enrolled methods, the authenticator QR code and secret, removal. */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { focusRing, parts, R, scoped } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const mfaRules: Array<[selector: string, rule: NestedRule]> = [
  // ── Transaction protection (MFA) and card funding ──────────────────────────
  [parts('method-row'), { display: 'flex', alignItems: 'center', gap: v.space.sm }],
  [parts('method-button'), { justifyContent: 'flex-start', flex: '1' }],
  [
    parts('badge'),
    {
      marginInlineStart: 'auto',
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
      textAlign: 'start',
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
]
