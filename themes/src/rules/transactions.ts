/** Signing and sending: the message to sign, the sender, the transaction details. */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { focusRing, parts } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const transactionRules: Array<[selector: string, rule: NestedRule]> = [
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
      textAlign: 'start',
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
      textAlign: 'start',
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
      textAlign: 'end',
      overflowWrap: 'anywhere',
    },
  ],
  [parts('secondary-amount'), { fontWeight: v.fontWeights.regular, color: v.colors.mutedForeground }],
  // ── Transaction preview ──────────────────────────────────────────────────
  [
    parts('preview'),
    {
      display: 'flex',
      flexDirection: 'column',
      gap: v.space.sm,
      padding: v.space.md,
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
      fontSize: v.fontSizes.sm,
      color: v.colors.foreground,
      textAlign: 'left',
      selectors: {
        '& ul': {
          display: 'flex',
          flexDirection: 'column',
          gap: v.space.xs,
          margin: '0',
          padding: '0',
          listStyle: 'none',
        },
      },
    },
  ],
  [parts('preview-call'), { margin: '0', fontWeight: v.fontWeights.medium, overflowWrap: 'anywhere' }],
  // the sign (+/-) carries the direction: the status greens and reds are too light for body text
  [parts('balance-change'), { fontWeight: v.fontWeights.medium }],
  [
    parts('preview-warning'),
    {
      margin: '0',
      padding: v.space.sm,
      borderRadius: v.radii.input,
      // warnForeground is the warn tone made readable on the muted surface (4.5:1)
      borderInlineStart: `3px solid ${v.colors.warn}`,
      background: v.colors.muted,
      color: v.colors.warnForeground,
    },
  ],
]
