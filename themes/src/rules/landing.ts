/** The landing screen (`data-scope="landing"`): login options, labels, legal line, overflow lists. */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { focusRing, parts, R } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const landingRules: Array<[selector: string, rule: NestedRule]> = [
  // ── Landing ──────────────────────────────────────────────────────────────────
  [parts('social-button', 'wallet-button', 'overflow-button'), { justifyContent: 'flex-start' }],
  [
    `${R} [data-part="social-button"] [data-part="label"], ${R} [data-part="wallet-button"] [data-part="label"], ${R} [data-part="overflow-button"] [data-part="label"]`,
    { flex: '1', textAlign: 'start' },
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
]
