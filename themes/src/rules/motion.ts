/** Reduced motion: every animation of the modal runs once, at once, when the person asks for less motion (last). */
import type { NestedRule } from './kit'
import { R } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const motionRules: Array<[selector: string, rule: NestedRule]> = [
  [
    `${R}, ${R} *`,
    {
      '@media': {
        '(prefers-reduced-motion: reduce)': { animationDuration: '1ms', animationIterationCount: '1' },
      },
    },
  ],
]
