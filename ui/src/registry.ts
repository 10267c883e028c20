'use client'
/**
 * The screen registry: the default screens by name, from the list of screen modules (each screen folder's
 * `<folder>.screens.ts`). The provider merges the host's `components` over it. The list is generated from the
 * folders (`npm run screens`), so a new screen is its folder and nothing else here.
 */
import { SCREEN_MODULES } from './screens.list'
import type { ScreenRegistry } from './types'

export { SCREEN_MODULES } from './screens.list'
export type { ScreenComponent, ScreenProps, ScreenRegistry } from './types'

/** One registry from the screen modules' entries. */
function mergeScreens(modules: readonly object[]): ScreenRegistry {
  return Object.assign({}, ...modules)
}

/**
 * The default screens of this package. A pure call, so a host that never reads the registry (the modal chunk has its
 * own) drops it and every screen loader from its eager code.
 */
export const defaultScreens: ScreenRegistry = /* @__PURE__ */ mergeScreens(SCREEN_MODULES)
