/**
 * The funding flow's route rule: `fundWallet` opens the prompt; Continue moves it to the status screen; funding
 * started from a pending request's screen goes back to that screen when it returns.
 */
import type { FlowRoute } from '../../services/router/route.types'
import type { FiatScreens } from './fiat.screens'
import type { FiatState } from './fiat.types'

/** The funding screens, and the request screen funding may go back to (its name is in the state, no data). */
type FiatRouteScreens = FiatScreens & Record<string, null>

/** The modal action for the funding flow going from `prev` to `next`, or null. */
export const routeFiat: FlowRoute<FiatState, FiatRouteScreens> = (prev, next) => {
  if (next.step === 'prompt' && prev.step === 'idle') {
    return {
      kind: 'navigate',
      entry: { screen: 'FIAT_ON_RAMP_PROMPT_SCREEN', data: null },
      onlyIfOpen: false,
    }
  }
  if (next.step === 'signing' && prev.step === 'prompt') {
    return { kind: 'navigate', entry: { screen: 'FIAT_ON_RAMP_STATUS_SCREEN', data: null }, onlyIfOpen: true }
  }
  // only while the modal is open: closing it ends the request and the funding together
  if (next.step === 'returned' && prev.step !== 'returned') {
    return { kind: 'navigate', entry: { screen: next.origin.screen, data: null }, onlyIfOpen: true }
  }
  return null
}
