/**
 * Route rules: how a flow says what the modal does when its state changes. A rule is a pure function of the
 * previous and next state (`FlowRoute<State>`), tested as a table in the flow's folder; `bindRoute` ties it to the
 * flow's store, and the router follows every bound route and alone moves the modal.
 */
import type { ReadableAtom } from 'nanostores'
import type { AppConfig, ResolvedConfig } from '../../config/types'
import type { Messages } from '../../messages'
import type { AnyModalState, AnyScreens, LandingView, ScreenEntryOf } from '../modal/modal.types'
import type { ScreenMap } from '../modal/screens'

/** What the modal does in answer to a state change; `M` types the screens a rule may show. */
export type ModalAction<M extends ScreenMap = AnyScreens> =
  /** Show a screen; with `onlyIfOpen`, only when the modal is open (a headless login never opens it). */
  | { kind: 'navigate'; entry: ScreenEntryOf<M>; onlyIfOpen: boolean }
  /** After a login in the modal: create the wallet or close, after the success delay. */
  | { kind: 'afterLogin'; createWallet: boolean }
  /** Close the modal now. */
  | { kind: 'close' }
  /** Show one of the landing screen's views (its default list or an overflow list). */
  | { kind: 'landingView'; view: LandingView }

/** What a rule may read besides the two states. */
export interface RouteContext {
  config: ResolvedConfig
  appConfig: AppConfig | null
  messages: Messages
  /** Whether a person is logged in. */
  authenticated: boolean
  /** The modal as it is now. */
  modal: AnyModalState
}

/** A flow's route rule: the modal action for its state going from `prev` to `next`, or null. */
export type FlowRoute<State, M extends ScreenMap = AnyScreens> = (
  prev: State,
  next: State,
  context: RouteContext,
) => ModalAction<M> | null

/** A route rule bound to the store it follows (what a flow instance hands the router). */
export interface BoundRoute {
  /** Follows the store: each change is given to the rule and a non-null action to `apply`; returns the stop. */
  follow(apply: (action: ModalAction) => void, context: () => RouteContext): () => void
}

/** Binds a route rule to the store whose changes it reads. */
export function bindRoute<State, M extends ScreenMap>(
  $state: ReadableAtom<State>,
  rule: FlowRoute<State, M>,
): BoundRoute {
  return {
    follow(apply, context) {
      let prev = $state.get()
      return $state.listen((next) => {
        const action = rule(prev, next, context())
        prev = next
        if (action) apply(action)
      })
    },
  }
}
