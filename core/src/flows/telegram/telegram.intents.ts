/**
 * The Telegram flow's intents on AWAITING_TELEGRAM_SCREEN (loaded with its commands). Back (and the screen's Cancel)
 * ends the wait for the widget (the route then returns to the list); after a failure it returns to the landing
 * list. Retry opens the widget again when the failure allows it.
 */
import type { ReadableAtom } from 'nanostores'
import type { IntentRule } from '../../services/router/intents'
import { showScreen } from '../../services/router/intents'
import type { TelegramState } from './telegram.types'

/** What the rule uses of the flow and its commands. */
export interface TelegramIntentDeps {
  $state: ReadableAtom<TelegramState>
  cancel(): void
  reset(): void
  loginWithTelegram(): Promise<unknown>
}

/** The rule over the flow. */
export function telegramIntents(flow: TelegramIntentDeps): IntentRule {
  return () => {
    const s = flow.$state.get()
    return {
      back() {
        if (s.step === 'awaiting') return void flow.cancel()
        flow.reset()
        return showScreen('LANDING')
      },
      retry:
        s.step === 'error' && s.error.retryable
          ? () => void flow.loginWithTelegram().catch(() => undefined)
          : null,
    }
  }
}
