/** The external wallet screens: the wallet list, hint, pairing code, links, connected wallets. */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { focusRing, parts, R } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const walletsRules: Array<[selector: string, rule: NestedRule]> = [
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
      textAlign: 'start',
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
]
