/** Core types the UI needs, re-exported from @latch/core so they follow core's shapes exactly, and the screen types. */
import type { LandingOption, ScreenDataMap, ScreenName } from '@latch/core'
import type { ComponentType } from 'react'

export type {
  LandingModel,
  LandingOption,
  ModalState,
  ScreenData,
  ScreenDataMap,
  ScreenName,
} from '@latch/core'

/** What the modal passes to a screen: its name and the data it was opened with, typed per screen. */
export interface ScreenProps<S extends ScreenName = ScreenName> {
  screen: S
  data: ScreenDataMap[S]
}

/** A screen component. */
export type ScreenComponent<S extends ScreenName = ScreenName> = ComponentType<ScreenProps<S>>

/** Screens by name; a host passes any subset as `components`. */
export type ScreenRegistry = { [S in ScreenName]?: ScreenComponent<S> }

/**
 * What LANDING renders for one entry of its list: the entry, and for the email and phone buttons whether the person
 * pressed it to reveal the input (`hideDirectWeb2Inputs`).
 */
export interface LandingButtonProps<O extends LandingOption = LandingOption> {
  option: O
  expanded: boolean
  onExpand: () => void
}

/** The component of each LANDING entry type ('email', 'oauth', 'overflow', ...), as screen modules declare them. */
export type LandingButtons = {
  [T in LandingOption['type']]?: ComponentType<LandingButtonProps<Extract<LandingOption, { type: T }>>>
}
