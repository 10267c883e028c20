/**
 * The default stylesheet as data: `[selector, rule]` pairs over @latch/react's `data-scope` / `data-part` /
 * `data-state` anatomy, every value a contract variable. `styles.css.ts` registers them with `globalStyle`; tests
 * check that every rendered part matches at least one selector and that no colour literal slips in.
 * Everything is scoped under `[data-latch-theme]` (the modal root that carries the theme variables).
 *
 * Each screen scope's rules are in their own file (`rules/<scope>.ts`); this list puts them in cascade order: the
 * modal's base rules first, each screen's after them, reduced motion last. A new screen adds its file and one entry.
 */
import { embeddedWalletRules } from './rules/embedded-wallet'
import { fiatRules } from './rules/fiat'
import type { NestedRule } from './rules/kit'
import { landingRules } from './rules/landing'
import { loginRules } from './rules/login'
import { mfaRules } from './rules/mfa'
import { modalRules } from './rules/modal'
import { motionRules } from './rules/motion'
import { partRules } from './rules/parts'
import { passkeysRules } from './rules/passkeys'
import { passwordlessCodeRules } from './rules/passwordless-code'
import { stepUpRules } from './rules/step-up'
import { transactionRules } from './rules/transactions'
import { walletsRules } from './rules/wallets'

export type { NestedRule } from './rules/kit'
export { expandRule, keyframeNames } from './rules/kit'

/** The stylesheet rules, in cascade order. */
export const styleRules: Array<[selector: string, rule: NestedRule]> = [
  ...modalRules,
  ...partRules,
  ...landingRules,
  ...passwordlessCodeRules,
  ...embeddedWalletRules,
  ...loginRules,
  ...walletsRules,
  ...transactionRules,
  ...mfaRules,
  ...passkeysRules,
  ...stepUpRules,
  ...fiatRules,
  ...motionRules,
]
