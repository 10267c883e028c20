/** The embedded wallet screens: recovery password, recovery, key export. */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { fieldBox, fieldInput, focusRing, parts } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const embeddedWalletRules: Array<[selector: string, rule: NestedRule]> = [
  // ── Embedded wallet: recovery password, recovery, key export ────────────────
  [parts('password-form'), { display: 'flex', flexDirection: 'column', gap: v.space.sm, margin: '0' }],
  [parts('password-field'), fieldBox],
  [parts('password-input'), fieldInput],
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
      textAlign: 'start',
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
      textAlign: 'start',
      fontSize: v.fontSizes.sm,
      color: v.colors.foreground,
      cursor: 'pointer',
    },
  ],
  [parts('checkbox'), { accentColor: v.colors.accent, margin: '2px 0 0', flexShrink: '0' }],
  [parts('disclosure'), { textAlign: 'start', fontSize: v.fontSizes.sm }],
  [
    parts('disclosure-summary'),
    { cursor: 'pointer', color: v.colors.foreground, selectors: { '&:focus-visible': focusRing } },
  ],
  [
    parts('address'),
    { fontFamily: v.fonts.mono, fontSize: v.fontSizes.sm, color: v.colors.foreground, alignSelf: 'center' },
  ],
  [
    parts('guide'),
    {
      margin: '0',
      paddingInlineStart: v.space.lg,
      display: 'flex',
      flexDirection: 'column',
      gap: v.space.xs,
      textAlign: 'start',
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
    parts('export-frame', 'passkey-frame'),
    {
      width: '100%',
      height: '120px',
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
      background: v.colors.background,
    },
  ],
  [
    parts('warning'),
    { margin: '0', fontSize: v.fontSizes.sm, color: v.colors.errorForeground, textAlign: 'start' },
  ],
]
