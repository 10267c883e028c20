/**
 * The passkey route rule: the waiting screen while the browser's sheet is open (only in an open modal; never for
 * a request waiting in the autofill, nor for a passkey added from LINK_PASSKEY_SCREEN, which shows it in place), back to the landing list when the person cancels a login (to their passkey list for a new passkey), and the login's
 * end through the login outcome. A failure stays on the waiting screen, which shows it with 'Try again'.
 */
import type { FlowRoute } from '../../services/router/route.types'
import type { LoginOutcomeScreens } from '../shared/login-route'
import { routeLoginOutcome } from '../shared/login-route'
import type { PasskeyScreens } from './passkey.screens'
import type { PasskeyState } from './passkey.types'

type Screens = PasskeyScreens & LoginOutcomeScreens & { LANDING: null }

/** The modal action for the passkey flow going from `prev` to `next`, or null. */
export const routePasskey: FlowRoute<PasskeyState, Screens> = (prev, next, context) => {
  // MFA ceremonies run inside the MFA screens (their prompt), they never move the modal
  if ('mode' in next && (next.mode === 'mfa-enroll' || next.mode === 'mfa-verify')) return null
  // a passkey added from the passkey list stays there: the list shows the wait, the failure, then the new passkey
  if (
    'mode' in next &&
    next.mode === 'link' &&
    context.modal.step === 'open' &&
    context.modal.screen === 'LINK_PASSKEY_SCREEN'
  ) {
    return null
  }
  const outcome = routeLoginOutcome(prev, next, context)
  if (outcome) return outcome
  // (also from a request waiting in the autofill: 'Continue with a passkey' replaces it)
  if (next.step === 'awaiting' && !next.conditional && !(prev.step === 'awaiting' && !prev.conditional)) {
    return {
      kind: 'navigate',
      entry: { screen: 'AWAITING_PASSKEY_SCREEN', data: { mode: next.mode } },
      onlyIfOpen: true,
    }
  }
  if (
    next.step === 'cancelled' &&
    context.modal.step === 'open' &&
    context.modal.screen === 'AWAITING_PASSKEY_SCREEN'
  ) {
    // a cancelled login goes back to the landing list, a cancelled new passkey to the person's passkey list
    return next.mode === 'login'
      ? { kind: 'navigate', entry: { screen: 'LANDING', data: null }, onlyIfOpen: true }
      : { kind: 'navigate', entry: { screen: 'LINK_PASSKEY_SCREEN', data: null }, onlyIfOpen: true }
  }
  return null
}
