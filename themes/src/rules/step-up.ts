/**
 * 'Confirm it's you' (STEP_UP_SCREEN): where the code goes; the code cells and resend use the shared rules. The line
 * saying what a verification approves is this prompt's and the MFA prompt's ('Verification Required').
 */
import { themeVars as v } from '../contract.css'
import type { NestedRule } from './kit'
import { parts, scoped } from './kit'

/** This scope's rules, in cascade order (`rules.ts` places them in the whole sheet). */
export const stepUpRules: Array<[selector: string, rule: NestedRule]> = [
  // an address or number can be long: it wraps inside its button instead of widening the modal
  [
    scoped('step-up', 'target-button'),
    { justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'start' },
  ],
  // 'Enter the code to remove your email a@b.c': what the person approves, read before the code goes in
  [
    parts('approves'),
    {
      margin: '0',
      fontSize: v.fontSizes.sm,
      fontWeight: v.fontWeights.medium,
      color: v.colors.foreground,
      overflowWrap: 'anywhere',
    },
  ],
]
