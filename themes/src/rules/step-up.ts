/** 'Confirm it's you' (STEP_UP_SCREEN): where the code goes; the code cells and resend use the shared rules. */
import type { NestedRule } from './kit'
import { scoped } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const stepUpRules: Array<[selector: string, rule: NestedRule]> = [
  // an address or number can be long: it wraps inside its button instead of widening the modal
  [
    scoped('step-up', 'target-button'),
    { justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'start' },
  ],
]
