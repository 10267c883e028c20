'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreens } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list), preloaded as LANDING shows. */
export const allowlistRejectionScreens = lazyScreens(
  () => import('./AllowlistRejection'),
  ['ALLOWLIST_REJECTION_SCREEN'],
  'landing',
) satisfies ScreenRegistry
