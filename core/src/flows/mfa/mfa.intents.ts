/**
 * The MFA flow's intents on MFA_ENROLLMENT_FLOW_SCREEN (loaded with its code): Back returns to the list of methods
 * from a phone entry, a code or a removal to confirm; a verification shown there instead has no Back ('Not now' and
 * Close answer it).
 */
import type { ReadableAtom } from 'nanostores'
import type { IntentRule } from '../../services/router/intents'

/** The enrolment steps whose Back returns to the list of methods. */
const BACK_STEPS: ReadonlySet<string> = new Set([
  'enter-phone',
  'awaiting-code',
  'submitting',
  'confirm-remove',
])

/** What the rule uses of the flow. */
export interface MfaIntentDeps {
  $state: ReadableAtom<{ step: string }>
  $verification: ReadableAtom<{ step: string }>
  back(): void
}

/** The rule over the flow. */
export function mfaIntents(flow: MfaIntentDeps): IntentRule {
  return () => ({
    back:
      flow.$verification.get().step === 'idle' && BACK_STEPS.has(flow.$state.get().step)
        ? () => flow.back()
        : null,
  })
}
