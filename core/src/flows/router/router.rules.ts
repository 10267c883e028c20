/**
 * The modal router's table: which screen a flow's new state shows. Commands only set state; this pure function
 * decides what the modal does about it, so every navigation rule is in one place and tested as a table.
 */
import type { AppConfig, OAuthProvider, ResolvedConfig } from '../../config/types'
import type { Messages } from '../../messages'
import { shouldCreateWalletOnLogin } from '../../services/modal/modal.rules'
import type { ScreenEntry } from '../../services/modal/modal.types'
import type { User } from '../../user/types'
import { allowlistScreenData } from '../shared/allowlist'

/** What the modal does in answer to a state change. */
export type ModalAction =
  /** Show a screen; with `onlyIfOpen`, only when the modal is open (a headless login never opens it). */
  | { kind: 'navigate'; entry: ScreenEntry; onlyIfOpen: boolean }
  /** After a login in the modal: create the wallet or close, after the success delay. */
  | { kind: 'afterLogin'; createWallet: boolean }
  /** Close the modal now. */
  | { kind: 'close' }

/** A flow's state as the router reads it (the fields it looks at, whatever the flow). */
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

/** The flows the router follows. */
export type RoutedFlow = 'email' | 'sms' | 'oauth' | 'link'

/** What the router needs besides the states. */
export interface RouteContext {
  config: ResolvedConfig
  appConfig: AppConfig | null
  messages: Messages
}

/** The modal action for a flow going from `prev` to `next`, or null. */
export function routeFor(
  flow: RoutedFlow,
  prev: RoutedState,
  next: RoutedState,
  context: RouteContext,
): ModalAction | null {
  if (next.step === 'error' && next.reason === 'allowlist') {
    return {
      kind: 'navigate',
      entry: {
        screen: 'ALLOWLIST_REJECTION_SCREEN',
        data: allowlistScreenData(context.appConfig, context.messages),
      },
      onlyIfOpen: false,
    }
  }
  if (next.step === 'done' && prev.step !== 'done' && next.user && flow !== 'link') {
    return {
      kind: 'afterLogin',
      createWallet: next.mode === 'login' && shouldCreateWalletOnLogin(context.config, next.user),
    }
  }
  switch (flow) {
    case 'email':
    case 'sms': {
      const recipient = flow === 'email' ? next.email : next.phoneNumber
      if (next.step === 'awaiting-code' && prev.step === 'submitting' && recipient) {
        return {
          kind: 'navigate',
          entry: { screen: 'AWAITING_PASSWORDLESS_CODE', data: { channel: flow, recipient } },
          onlyIfOpen: true,
        }
      }
      return null
    }
    case 'oauth': {
      if ((next.step === 'redirecting' || next.step === 'authenticating') && next.provider) {
        return {
          kind: 'navigate',
          entry: { screen: 'AWAITING_OAUTH_SCREEN', data: { provider: next.provider } },
          // Back from the provider the page is new: the modal reopens to show the exchange.
          onlyIfOpen: next.step === 'redirecting',
        }
      }
      return null
    }
    case 'link': {
      if (next.step !== 'linking' || (prev.step === 'linking' && prev.target === next.target)) return null
      if (next.target === 'email') {
        return { kind: 'navigate', entry: { screen: 'LINK_EMAIL_SCREEN', data: null }, onlyIfOpen: false }
      }
      if (next.target === 'phone') {
        return { kind: 'navigate', entry: { screen: 'LINK_PHONE_SCREEN', data: null }, onlyIfOpen: false }
      }
      return null
    }
  }
}
