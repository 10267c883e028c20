/**
 * How any login ends in the modal: an allowlist refusal shows the rejection screen; a finished login goes on to
 * the after-login step (wallet creation or close, after the success delay). Every login flow's route rule starts
 * with this.
 */

import { shouldCreateWalletOnLogin } from '../../services/modal/modal.rules'
import type { ModalAction, RouteContext } from '../../services/router/route.types'
import type { User } from '../../user/types'
import type { AllowlistScreenData } from './allowlist'
import { allowlistScreenData } from './allowlist'

/** The part of a login flow's state the outcome reads. */
export interface LoginOutcomeState {
  step: string
  mode?: string
  reason?: string
  user?: User
}

/** The screens a login may end on besides its own. */
export interface LoginOutcomeScreens {
  ALLOWLIST_REJECTION_SCREEN: AllowlistScreenData | null
  LOGIN_FAILED_SCREEN: { message?: string; retryScreen?: string } | null
}

/** The allowlist rejection screen, when the server refused the person. */
export function routeAllowlist(
  next: LoginOutcomeState,
  context: Pick<RouteContext, 'appConfig' | 'messages'>,
): ModalAction<LoginOutcomeScreens> | null {
  if (next.step !== 'error' || next.reason !== 'allowlist') return null
  return {
    kind: 'navigate',
    entry: {
      screen: 'ALLOWLIST_REJECTION_SCREEN',
      data: allowlistScreenData(context.appConfig, context.messages),
    },
    onlyIfOpen: false,
  }
}

/** The rejection screen, or the after-login step when a login (or a link) has just finished. */
export function routeLoginOutcome(
  prev: LoginOutcomeState,
  next: LoginOutcomeState,
  context: Pick<RouteContext, 'config' | 'appConfig' | 'messages'>,
): ModalAction<LoginOutcomeScreens> | null {
  const refused = routeAllowlist(next, context)
  if (refused) return refused
  if (next.step === 'done' && prev.step !== 'done' && next.user) {
    return {
      kind: 'afterLogin',
      createWallet: next.mode === 'login' && shouldCreateWalletOnLogin(context.config, next.user),
    }
  }
  return null
}
