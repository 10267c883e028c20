'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const awaitingPasskeyScreens = {
  AWAITING_PASSKEY_SCREEN: lazyScreen(() =>
    import('./AwaitingPasskey').then((m) => m.AWAITING_PASSKEY_SCREEN),
  ),
} satisfies ScreenRegistry
