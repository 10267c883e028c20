export type { ModalFlow } from './modal.flow'
export { createModalFlow } from './modal.flow'
export { afterLoginDelay, LOGIN_SCREENS, resolveScreen, shouldCreateWalletOnLogin } from './modal.rules'
export type {
  AfterLoginParameters,
  LandingView,
  ModalState,
  OpenModalParameters,
  ScreenData,
  ScreenName,
} from './modal.types'
export { SCREEN_NAMES } from './modal.types'
