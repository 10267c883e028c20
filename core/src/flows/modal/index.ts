export type { ModalCommands, ModalFlow } from './modal.flow'
export { modalModule } from './modal.flow'
export type {
  LandingView,
  ModalState,
  OpenModalParameters,
  ScreenArgs,
  ScreenData,
  ScreenDataMap,
  ScreenEntry,
  ScreenName,
} from './modal.types'
export { SCREEN_NAMES } from './modal.types'
