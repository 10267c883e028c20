'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreens } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const fiatScreens = lazyScreens(
  () => import('./Fiat'),
  ['FIAT_ON_RAMP_PROMPT_SCREEN', 'FIAT_ON_RAMP_STATUS_SCREEN'],
) satisfies ScreenRegistry
