'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const loginFailedScreens = {
  LOGIN_FAILED_SCREEN: lazyScreen(() => import('./LoginFailed').then((m) => m.LOGIN_FAILED_SCREEN)),
} satisfies ScreenRegistry
