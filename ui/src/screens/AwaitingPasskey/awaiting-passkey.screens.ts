'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreens } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list), preloaded as LANDING shows. */
export const awaitingPasskeyScreens = lazyScreens(
  () => import('./AwaitingPasskey'),
  ['AWAITING_PASSKEY_SCREEN'],
  'landing',
) satisfies ScreenRegistry
