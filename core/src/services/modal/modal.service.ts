/**
 * The modal service: the `$modal` store and what moves it. The router (following every flow's route rule) and the
 * host's own commands (`openModal`, `closeModal`, `navigate`, `login`) are the only callers of `open`, `close`,
 * `navigate` and `afterLogin`; a flow reads `$state` through its `ctx.modal` (a `ModalView`).
 */
import type { ReadableAtom } from 'nanostores'
import type { CoreContext } from '../core-context'
import { createDisposer } from '../disposer'
import type { IntentCommands } from '../router/intents'
import * as commands from './modal.commands'
import { createModalStore } from './modal.store'
import type {
  AfterLoginParameters,
  AnyScreens,
  LandingView,
  ModalScreens,
  ModalStateOf,
  OpenModalParametersOf,
  ScreenArgsOf,
} from './modal.types'
import type { ScreenMap } from './screens'

/**
 * The modal of one client over the screen map `M`: `$state` (also `$modal`), what moves it, and the intents of the
 * screen it shows (`$intents`, `back()`, `leave()`, `retry()`: what Back, Close and Retry do there, decided by the
 * flow that shows it).
 */
export interface ModalFlowOf<M extends ScreenMap> extends IntentCommands {
  $state: ReadableAtom<ModalStateOf<M>>
  open(parameters?: OpenModalParametersOf<M>): void
  close(): void
  /** Shows a screen with its typed data; throws `unknown_screen` for a name that is not a screen. */
  navigate<S extends keyof M & string>(screen: S, ...data: ScreenArgsOf<M, S>): void
  setLandingView(view: LandingView): void
  /** Opens LANDING; false (and a warning) when already authenticated. */
  login(): boolean
  afterLogin(parameters: AfterLoginParameters): void
}

/** The modal commands a `Latch` exposes over the screen map `M`, plus `$modal`. */
export interface ModalCommandsOf<M extends ScreenMap> {
  /** The modal: `{ step, open, screen, data, landingView }` (same store as `flows.modal.$state`). */
  readonly $modal: ReadableAtom<ModalStateOf<M>>
  /** Opens the modal (LANDING when the user is not authenticated). */
  openModal<S extends keyof M & string = keyof M & 'LANDING'>(screen?: S, ...data: ScreenArgsOf<M, S>): void
  closeModal(): void
  /** Shows a screen with its typed data; throws `unknown_screen` for a name that is not a screen. */
  navigate<S extends keyof M & string>(screen: S, ...data: ScreenArgsOf<M, S>): void
  /** Opens the login modal; refused with a warning (returns false) when already authenticated. */
  login(): boolean
}

/** The modal service of one client (any screen map; `flows/list.ts` types it with the client's screens). */
export interface ModalService extends Omit<ModalFlowOf<AnyScreens>, keyof IntentCommands> {
  /** Clears the modal's delays and stops following `$auth`. */
  dispose(): void
}

/** What a flow sees of the modal: its state (a flow moves it only through its route rule and its intents). */
export type ModalView = Pick<ModalService, '$state'>

/** Creates the modal service over the screens the flows declare. */
export function createModalService(ctx: CoreContext, screens: ModalScreens): ModalService {
  const c: commands.ModalCommandContext = { ctx, screens, store: createModalStore() }
  const disposer = createDisposer()
  disposer.add(commands.watchAuth(c))
  disposer.add(() => commands.clearModalTimers(c))
  return {
    $state: c.store.$modal,
    open: (parameters) => commands.openModal(c, parameters),
    close: () => commands.closeModal(c),
    navigate: (screen, ...data) => commands.navigate(c, screen, data[0] ?? null),
    setLandingView: (view) => commands.setLandingView(c, view),
    login: () => commands.login(c),
    afterLogin: (parameters) => commands.afterLogin(c, parameters),
    dispose: disposer.dispose,
  }
}
