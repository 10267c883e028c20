/**
 * The sign-request flow's route rule: the request opens the screen (through the pending request); after
 * 'Success' the flow goes back to idle and the modal closes, if it still shows the sign screen (a prompt opened
 * over it meanwhile, such as 'Confirm it's you' for the page's next change, is not the signature's to close).
 */
import type { FlowRoute } from '../../services/router/route.types'
import type { SignScreens } from './sign.screens'
import type { SignState } from './sign.types'

/** The modal action for the sign flow going from `prev` to `next`, or null. */
export const routeSign: FlowRoute<SignState, SignScreens> = (prev, next, context) =>
  prev.step === 'success' &&
  next.step === 'idle' &&
  context.modal.open &&
  context.modal.screen === 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'
    ? { kind: 'close' }
    : null
