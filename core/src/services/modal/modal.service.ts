/** Binds the modal store to its commands. */
import type { ReadableAtom } from 'nanostores'
import { createDisposer, defineFlowModule } from '../flow-module'
import * as commands from './modal.commands'
import { createModalStore } from './modal.store'
import type {
  AfterLoginParameters,
  LandingView,
  ModalState,
  OpenModalParameters,
  ScreenArgs,
  ScreenName,
} from './modal.types'

/** The modal flow of one client: `$state` (also `$modal`) and its commands. */
export interface ModalFlow {
  $state: ReadableAtom<ModalState>
  open(parameters?: OpenModalParameters): void
  close(): void
  /** Shows a screen with its typed data; throws `unknown_screen` for a name that is not a screen. */
  navigate<S extends ScreenName>(screen: S, ...data: ScreenArgs<S>): void
  setLandingView(view: LandingView): void
  /** Opens LANDING; false (and a warning) when already authenticated. */
  login(): boolean
  afterLogin(parameters: AfterLoginParameters): void
}

/** The modal commands a `Latch` exposes, plus `$modal`. */
export interface ModalCommands {
  /** The modal: `{ step, open, screen, data, landingView }` (same store as `flows.modal.$state`). */
  readonly $modal: ReadableAtom<ModalState>
  /** Opens the modal (LANDING when the user is not authenticated). */
  openModal<S extends ScreenName = 'LANDING'>(screen?: S, ...data: ScreenArgs<S>): void
  closeModal(): void
  /** Shows a screen with its typed data; throws `unknown_screen` for a name that is not a screen. */
  navigate<S extends ScreenName>(screen: S, ...data: ScreenArgs<S>): void
  /** Opens the login modal; refused with a warning (returns false) when already authenticated. */
  login(): boolean
}

/** The modal flow module. */
export const modalModule = defineFlowModule({
  name: 'modal',
  create(ctx) {
    const c: commands.ModalCommandContext = { ctx, store: createModalStore() }
    const disposer = createDisposer()
    disposer.add(commands.watchAuth(c))
    disposer.add(() => commands.clearModalTimers(c))
    const flow: ModalFlow = {
      $state: c.store.$modal,
      open: (parameters) => commands.openModal(c, parameters),
      close: () => commands.closeModal(c),
      navigate: (screen, ...data) => commands.navigate(c, screen, data[0] ?? null),
      setLandingView: (view) => commands.setLandingView(c, view),
      login: () => commands.login(c),
      afterLogin: (parameters) => commands.afterLogin(c, parameters),
    }
    const modalCommands: ModalCommands = {
      $modal: c.store.$modal,
      openModal: (screen, ...data) =>
        commands.openModal(c, (screen ? { screen, data: data[0] ?? null } : {}) as OpenModalParameters),
      closeModal: () => commands.closeModal(c),
      navigate: flow.navigate,
      login: flow.login,
    }
    return { flow, commands: modalCommands, dispose: disposer.dispose }
  },
})
