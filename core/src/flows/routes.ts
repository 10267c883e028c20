/**
 * The login flows' route rules by flow name, as one function (`routeFor`). Kept for `@latch/core/internal` and its
 * tests for one release: the router no longer uses it, it follows each flow's own rule (`<flow>/<flow>.route.ts`).
 */
import type { AppConfig, OAuthProvider, ResolvedConfig } from '../config/types'
import type { Messages } from '../messages'
import type { ModalAction } from '../services/router/route.types'
import type { User } from '../user/types'
import { routeLink } from './link/link.route'
import type { LinkState } from './link/link.types'
import { routeOAuth } from './oauth/oauth.route'
import type { OAuthState } from './oauth/oauth.types'
import { routePasswordless } from './passwordless/passwordless.route'
import type { PasswordlessState } from './passwordless/passwordless.types'

export type { ModalAction } from '../services/router/route.types'

/** A flow's state as `routeFor` reads it (the fields it looks at, whatever the flow). */
export interface RoutedState {
  step: string
  mode?: 'login' | 'link'
  reason?: 'allowlist'
  user?: User
  provider?: OAuthProvider | null
  target?: string
  email?: string | null
  phoneNumber?: string | null
}

/** The flows `routeFor` knows. */
export type RoutedFlow = 'email' | 'sms' | 'oauth' | 'link'

/** What `routeFor` needs besides the states. */
export interface RouteContext {
  config: ResolvedConfig
  appConfig: AppConfig | null
  messages: Messages
}

// Marked pure: a host that never calls `routeFor` drops both (a call is otherwise kept for its possible effects).
const routeEmail = /* @__PURE__ */ routePasswordless('email', 'email')
const routeSms = /* @__PURE__ */ routePasswordless('sms', 'phoneNumber')

/**
 * The modal action for a login flow going from `prev` to `next`, or null.
 * @deprecated Each flow's route rule is in its folder (`routePasswordless`, `routeOAuth`, `routeLink`).
 */
export function routeFor(
  flow: RoutedFlow,
  prev: RoutedState,
  next: RoutedState,
  context: RouteContext,
): ModalAction | null {
  // The loose shape is read as the flow's state: `routeFor` is given states of that flow.
  const full = { ...context, authenticated: false, modal: CLOSED }
  switch (flow) {
    case 'email':
      return routeEmail(prev as PasswordlessState<'email'>, next as PasswordlessState<'email'>, full)
    case 'sms':
      return routeSms(
        prev as PasswordlessState<'phoneNumber'>,
        next as PasswordlessState<'phoneNumber'>,
        full,
      )
    case 'oauth':
      return routeOAuth(prev as OAuthState, next as OAuthState, full)
    case 'link':
      return routeLink(prev as LinkState, next as LinkState, full)
  }
}

const CLOSED = { step: 'closed', open: false, screen: 'LANDING', data: null, landingView: 'default' } as const
