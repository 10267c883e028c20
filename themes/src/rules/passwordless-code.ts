/** The code entry (AWAITING_PASSWORDLESS_CODE): the code cells and the resend trigger. */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { parts } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const passwordlessCodeRules: Array<[selector: string, rule: NestedRule]> = [
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
]
