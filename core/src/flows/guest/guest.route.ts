/**
 * The guest route rule: a finished guest login goes on to the after-login step (an embedded wallet when the app
 * makes one on login); a failure shows on the login failed screen, whose retry returns to the landing list.
 */
import type { FlowRoute } from '../../services/router/route.types'
import type { LoginOutcomeScreens } from '../shared/login-route'
import { routeLoginOutcome } from '../shared/login-route'
import type { GuestState } from './guest.types'

/** The modal action for the guest flow going from `prev` to `next`, or null. */
export const routeGuest: FlowRoute<GuestState, LoginOutcomeScreens & { LANDING: null }> = (
  prev,
  next,
  context,
) => {
  const outcome = routeLoginOutcome(prev, next, context)
  if (outcome) return outcome
  if (next.step === 'error' && prev.step !== 'error') {
    return {
      kind: 'navigate',
      entry: { screen: 'LOGIN_FAILED_SCREEN', data: { message: next.message, retryScreen: 'LANDING' } },
      onlyIfOpen: true,
    }
  }
  return null
}
