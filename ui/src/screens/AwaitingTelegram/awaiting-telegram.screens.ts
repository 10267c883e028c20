'use client'
/**
 * This folder's screen and LANDING button load with `import()` (preloaded as the modal opens): nothing of
 * Telegram is in the eager bundle but the button's list entry.
 */
import type { LandingButtons, ScreenRegistry } from '../../types'
import { lazyLandingButton, lazyScreens } from '../lazy'

const load = () => import('./AwaitingTelegram')

/** This folder's screens, by name (one entry in ui's screen list), preloaded as LANDING shows. */
export const awaitingTelegramScreens = lazyScreens(
  load,
  ['AWAITING_TELEGRAM_SCREEN'],
  'landing',
) satisfies ScreenRegistry

/** The LANDING entry 'Telegram' (one entry in ui's list of landing buttons). */
export const awaitingTelegramLandingButtons = {
  telegram: lazyLandingButton(() => load().then((m) => m.TelegramLandingOption)),
} satisfies LandingButtons
