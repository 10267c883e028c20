'use client'
/**
 * The screen registry: the default screens by name, from the list of screen modules (each screen folder's
 * `<folder>.screens.ts`). The provider merges the host's `components` over it. The list is generated from the
 * folders (`npm run screens`), so a new screen is its folder and nothing else here. The same list gathers the button
 * of each LANDING entry, declared by the screen module of the login method it starts (`<name>LandingButtons`).
 */
import { LANDING_BUTTON_MODULES, SCREEN_MODULES } from './screens.list'
import type { LandingButtons, ScreenRegistry } from './types'

export { LANDING_BUTTON_MODULES, SCREEN_MODULES } from './screens.list'
export type { ScreenComponent, ScreenProps, ScreenRegistry } from './types'

/** One registry from the screen modules' entries (a function, so a pure call of it drops with its spread). */
function merge<T>(modules: readonly object[]): T {
  return Object.assign({}, ...modules)
}

/**
 * The default screens of this package. A pure call, so a host that never reads the registry (the modal chunk has its
 * own) drops it and every screen loader from its eager code.
 */
export const defaultScreens: ScreenRegistry = /* @__PURE__ */ merge<ScreenRegistry>(SCREEN_MODULES)

/** The button of each LANDING entry type, merged from the screen modules (the modal hands it to LANDING). */
export const landingButtons: LandingButtons = /* @__PURE__ */ merge<LandingButtons>(LANDING_BUTTON_MODULES)
