'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const allowlistRejectionScreens = {
  ALLOWLIST_REJECTION_SCREEN: lazyScreen(() =>
    import('./AllowlistRejection').then((m) => m.ALLOWLIST_REJECTION_SCREEN),
  ),
} satisfies ScreenRegistry
