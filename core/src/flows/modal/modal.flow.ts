/** Binds the modal store to its commands. */
import type { ReadableAtom } from 'nanostores'
import type { LatchContext } from '../../context'
import * as commands from './modal.commands'
import { createModalStore } from './modal.store'
import type {
  AfterLoginParameters,
  LandingView,
  ModalState,
  OpenModalParameters,
  ScreenData,
  ScreenName,
} from './modal.types'

/** The modal flow of one client: `$state` (also `$modal`) and its commands. */
export interface ModalFlow {
  $state: ReadableAtom<ModalState>
  open(parameters?: OpenModalParameters): void
  close(): void
  navigate(screen: ScreenName, data?: ScreenData): void
  setLandingView(view: LandingView): void
  /** Opens LANDING; false (and a warning) when already authenticated. */
  login(): boolean
  afterLogin(parameters: AfterLoginParameters): void
}

/** Creates the modal flow. */
export function createModalFlow(ctx: LatchContext): ModalFlow {
  const c = { ctx, store: createModalStore() }
  commands.watchAuth(c)
  return {
    $state: c.store.$modal,
    open: (parameters) => commands.openModal(c, parameters),
    close: () => commands.closeModal(c),
    navigate: (screen, data) => commands.navigate(c, screen, data),
    setLandingView: (view) => commands.setLandingView(c, view),
    login: () => commands.login(c),
    afterLogin: (parameters) => commands.afterLogin(c, parameters),
  }
}
