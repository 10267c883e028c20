'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const linkPasskeyScreens = {
  LINK_PASSKEY_SCREEN: lazyScreen(() => import('./LinkPasskey').then((m) => m.LINK_PASSKEY_SCREEN)),
} satisfies ScreenRegistry
