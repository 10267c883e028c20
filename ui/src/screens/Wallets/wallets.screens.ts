'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreens } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list), preloaded from LANDING once the wallet code is in. */
export const walletsScreens = lazyScreens(
  () => import('./Wallets'),
  [
    'AWAITING_CONNECTION',
    'LINK_WALLET_SCREEN',
    'CONNECT_ONLY_LANDING_SCREEN',
    'CONNECT_ONLY_AUTHENTICATED_SCREEN',
    'AWAITING_CONNECT_ONLY_CONNECTION',
    'PHANTOM_INTERSTITIAL_SCREEN',
    'INSTALL_PHANTOM_SCREEN',
  ],
  'wallet-code',
) satisfies ScreenRegistry
