/**
 * The sign-request flow's route rule: the request opens the screen (through the pending request); after
 * 'Success' the flow goes back to idle and the modal closes.
 */
import type { FlowRoute } from '../../services/router/route.types'
import type { SignScreens } from './sign.screens'
import type { SignState } from './sign.types'

/** The modal action for the sign flow going from `prev` to `next`, or null. */
export const routeSign: FlowRoute<SignState, SignScreens> = (prev, next) =>
  prev.step === 'success' && next.step === 'idle' ? { kind: 'close' } : null
