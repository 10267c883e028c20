/** Core types the UI needs, re-exported from @latch/core so they follow core's shapes exactly. */
export type {
  LandingModel,
  LandingOption,
  ModalState,
  ScreenData,
  ScreenDataMap,
  ScreenName,
} from '@latch/core'
