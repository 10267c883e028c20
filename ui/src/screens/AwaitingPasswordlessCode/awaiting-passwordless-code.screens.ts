'use client'
/**
 * AWAITING_PASSWORDLESS_CODE follows a sent code, never the modal's first paint: it loads with `import()` (preloaded
 * once the modal has painted, so it is there before the code is).
 */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const awaitingPasswordlessCodeScreens = {
  AWAITING_PASSWORDLESS_CODE: lazyScreen(() =>
    import('./AwaitingPasswordlessCode').then((m) => m.AWAITING_PASSWORDLESS_CODE),
  ),
} satisfies ScreenRegistry
