'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const stepUpScreens = {
  STEP_UP_SCREEN: lazyScreen(() => import('./StepUp').then((m) => m.STEP_UP_SCREEN)),
} satisfies ScreenRegistry
