/** The login screens that need little of their own: allowlist rejection, OAuth, login failure, captcha. */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { parts, R } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const loginRules: Array<[selector: string, rule: NestedRule]> = [
  // ── Allowlist, OAuth, failure, captcha ───────────────────────────────────────
  [parts('cta-link'), { fontWeight: v.fontWeights.medium }],
  [parts('captcha'), { display: 'flex', justifyContent: 'center', minHeight: '0' }],
  [`${R} [data-part="captcha"][data-state="error"]`, { color: v.colors.errorForeground }],
]
