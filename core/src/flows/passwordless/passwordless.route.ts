/**
 * The passwordless route rule (email and SMS): a code sent from the open modal shows the code entry; the login's
 * end goes through the login outcome (rejection screen, after-login step).
 */
import type { FlowRoute, ModalAction } from '../../services/router/route.types'
import type { LoginOutcomeScreens } from '../shared/login-route'
import { routeLoginOutcome } from '../shared/login-route'
import type { PasswordlessScreens } from './passwordless.screens'
import type { PasswordlessState } from './passwordless.types'

type Screens = PasswordlessScreens & LoginOutcomeScreens

/** The rule of one channel: `email` reads the state's `email`, `sms` its `phoneNumber`. */
export function routePasswordless<K extends 'email' | 'phoneNumber'>(
  channel: 'email' | 'sms',
  recipientKey: K,
): FlowRoute<PasswordlessState<K>, Screens> {
  return (prev, next, context): ModalAction<Screens> | null => {
    const outcome = routeLoginOutcome(prev, next, context)
    if (outcome) return outcome
    if (next.step !== 'awaiting-code' || prev.step !== 'submitting') return null
    const recipient: string = next[recipientKey]
    if (!recipient) return null
    return {
      kind: 'navigate',
      entry: { screen: 'AWAITING_PASSWORDLESS_CODE', data: { channel, recipient } },
      onlyIfOpen: true,
    }
  }
}
