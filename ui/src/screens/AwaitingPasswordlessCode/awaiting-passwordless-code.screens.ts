'use client'
/**
 * AWAITING_PASSWORDLESS_CODE follows a sent code, never the modal's first frame: it loads with `import()`, preloaded
 * with the other screens as the modal opens, so it is there before the code is.
 */
import type { ScreenRegistry } from '../../types'
import { lazyScreens } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list), preloaded as LANDING shows. */
export const awaitingPasswordlessCodeScreens = lazyScreens(
  () => import('./AwaitingPasswordlessCode'),
  ['AWAITING_PASSWORDLESS_CODE'],
  'landing',
) satisfies ScreenRegistry
