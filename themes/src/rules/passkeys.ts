/**
 * The passkey list (LINK_PASSKEY_SCREEN): rows with a name, dates and small actions, the rename form (its input is
 * styled with the email and phone inputs in parts.ts).
 */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { scoped } from './kit'

const S = 'passkeys'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const passkeysRules: Array<[selector: string, rule: NestedRule]> = [
  [
    scoped(S, 'passkey-list'),
    {
      display: 'flex',
      flexDirection: 'column',
      gap: v.space.sm,
      margin: '0',
      padding: '0',
      listStyle: 'none',
    },
  ],
  [
    scoped(S, 'passkey-item'),
    {
      display: 'flex',
      flexDirection: 'column',
      gap: v.space.xs,
      padding: v.space.md,
      border: `1px solid ${v.colors.border}`,
      borderRadius: v.radii.input,
      textAlign: 'start',
    },
  ],
  [
    scoped(S, 'passkey-name'),
    { fontWeight: v.fontWeights.medium, color: v.colors.foreground, overflowWrap: 'anywhere' },
  ],
  [
    scoped(S, 'passkey-details', 'remove-question'),
    { fontSize: v.fontSizes.sm, color: v.colors.mutedForeground, margin: '0' },
  ],
  [scoped(S, 'row-actions'), { display: 'flex', flexWrap: 'wrap', gap: v.space.sm }],
  [
    scoped(S, 'rename-trigger', 'unlink-trigger'),
    { width: 'auto', minHeight: '0', padding: `${v.space.xs} ${v.space.sm}`, fontSize: v.fontSizes.sm },
  ],
  [`${scoped(S, 'unlink-trigger')}[data-tone="error"]`, { color: v.colors.errorForeground }],
  [scoped(S, 'rename-form'), { display: 'flex', flexDirection: 'column', gap: v.space.sm, margin: '0' }],
  [scoped(S, 'save-button', 'cancel-button', 'remove-button'), { width: 'auto', flex: '1' }],
]
