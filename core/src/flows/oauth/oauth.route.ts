/**
 * The OAuth route rule: the waiting screen while the browser goes to the provider (only in an open modal) and
 * when it comes back (the page is new: the modal reopens to show the exchange); the end goes through the login
 * outcome.
 */
import type { FlowRoute } from '../../services/router/route.types'
import type { LoginOutcomeScreens } from '../shared/login-route'
import { routeLoginOutcome } from '../shared/login-route'
import type { OAuthScreens } from './oauth.screens'
import type { OAuthState } from './oauth.types'

/** The modal action for the OAuth flow going from `prev` to `next`, or null. */
export const routeOAuth: FlowRoute<OAuthState, OAuthScreens & LoginOutcomeScreens> = (
  prev,
  next,
  context,
) => {
  const outcome = routeLoginOutcome(prev, next, context)
  if (outcome) return outcome
  if ((next.step === 'redirecting' || next.step === 'authenticating') && next.provider) {
    return {
      kind: 'navigate',
      entry: { screen: 'AWAITING_OAUTH_SCREEN', data: { provider: next.provider } },
      onlyIfOpen: next.step === 'redirecting',
    }
  }
  return null
}
