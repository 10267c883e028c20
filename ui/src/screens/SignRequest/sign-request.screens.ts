'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const signRequestScreens = {
  EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: lazyScreen(() =>
    import('./SignRequest').then((m) => m.EMBEDDED_WALLET_SIGN_REQUEST_SCREEN),
  ),
} satisfies ScreenRegistry
