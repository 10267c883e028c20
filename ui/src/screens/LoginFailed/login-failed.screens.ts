'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreens } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list), preloaded as LANDING shows. */
export const loginFailedScreens = lazyScreens(
  () => import('./LoginFailed'),
  ['LOGIN_FAILED_SCREEN'],
  'landing',
) satisfies ScreenRegistry
