'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreens } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const embeddedWalletScreens = lazyScreens(
  () => import('./screens'),
  [
    'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
    'EMBEDDED_WALLET_CREATED_SCREEN',
    'EMBEDDED_WALLET_CONNECTING_SCREEN',
    'EMBEDDED_WALLET_RECOVERY_SCREEN',
    'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN',
    'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
    'EMBEDDED_WALLET_KEY_EXPORT_SCREEN',
    'EMBEDDED_WALLET_PASSKEY_SCREEN',
  ],
) satisfies ScreenRegistry
