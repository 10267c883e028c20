/**
 * The Telegram route rule: the waiting screen while the host's widget is open or the server checks its answer (a
 * login in an open modal), back to the landing list when the person closes the widget, and the login's end through
 * the login outcome. A failure stays on the waiting screen, which shows it with 'Try again'.
 */
import type { FlowRoute } from '../../services/router/route.types'
import type { LoginOutcomeScreens } from '../shared/login-route'
import { routeLoginOutcome } from '../shared/login-route'
import type { TelegramScreens } from './telegram.screens'
import type { TelegramState } from './telegram.types'

type Screens = TelegramScreens & LoginOutcomeScreens & { LANDING: null }

/** The modal action for the Telegram flow going from `prev` to `next`, or null. */
export const routeTelegram: FlowRoute<TelegramState, Screens> = (prev, next, context) => {
  const outcome = routeLoginOutcome(prev, next, context)
  if (outcome) return outcome
  if (!('mode' in next) || next.mode !== 'login') return null
  if (
    (next.step === 'awaiting' || next.step === 'verifying') &&
    prev.step !== 'awaiting' &&
    prev.step !== 'verifying'
  ) {
    return {
      kind: 'navigate',
      entry: { screen: 'AWAITING_TELEGRAM_SCREEN', data: { mode: next.mode } },
      onlyIfOpen: true,
    }
  }
  if (
    next.step === 'cancelled' &&
    context.modal.step === 'open' &&
    context.modal.screen === 'AWAITING_TELEGRAM_SCREEN'
  ) {
    return { kind: 'navigate', entry: { screen: 'LANDING', data: null }, onlyIfOpen: true }
  }
  return null
}
