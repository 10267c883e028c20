/**
 * The funding flow's intents (loaded with its code): on the funding screens, Back returns to the transaction that
 * asked for funds while it still waits.
 */
import type { ReadableAtom } from 'nanostores'
import type { IntentRule } from '../../services/router/intents'

/** What the rule uses of the flow. */
export interface FiatIntentDeps {
  $canGoBack: ReadableAtom<boolean>
  back(): Promise<unknown>
}

/** The rule over the flow. */
export function fiatIntents(flow: FiatIntentDeps): IntentRule {
  return () => ({ back: flow.$canGoBack.get() ? () => void flow.back().catch(() => undefined) : null })
}
