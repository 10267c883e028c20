/** The funding flow's route rule: `fundWallet` opens the prompt; Continue moves it to the status screen. */
import type { FlowRoute } from '../../services/router/route.types'
import type { FiatScreens } from './fiat.screens'
import type { FiatState } from './fiat.types'

/** The modal action for the funding flow going from `prev` to `next`, or null. */
export const routeFiat: FlowRoute<FiatState, FiatScreens> = (prev, next) => {
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
  return null
}
