/** Card funding: the prompt and its status. */
import type { NestedRule } from './kit'
import { scoped } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const fiatRules: Array<[selector: string, rule: NestedRule]> = [
  // The funding prompt's address is a paragraph with a paragraph's spacing.
  [scoped('fiat', 'address'), { margin: '1em 0' }],
]
