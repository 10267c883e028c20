'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const walletsScreens = {
  AWAITING_CONNECTION: lazyScreen(() => import('./Wallets').then((m) => m.AWAITING_CONNECTION)),
  LINK_WALLET_SCREEN: lazyScreen(() => import('./Wallets').then((m) => m.LINK_WALLET_SCREEN)),
  CONNECT_ONLY_LANDING_SCREEN: lazyScreen(() =>
    import('./Wallets').then((m) => m.CONNECT_ONLY_LANDING_SCREEN),
  ),
  CONNECT_ONLY_AUTHENTICATED_SCREEN: lazyScreen(() =>
    import('./Wallets').then((m) => m.CONNECT_ONLY_AUTHENTICATED_SCREEN),
  ),
  AWAITING_CONNECT_ONLY_CONNECTION: lazyScreen(() =>
    import('./Wallets').then((m) => m.AWAITING_CONNECT_ONLY_CONNECTION),
  ),
  PHANTOM_INTERSTITIAL_SCREEN: lazyScreen(() =>
    import('./Wallets').then((m) => m.PHANTOM_INTERSTITIAL_SCREEN),
  ),
  INSTALL_PHANTOM_SCREEN: lazyScreen(() => import('./Wallets').then((m) => m.INSTALL_PHANTOM_SCREEN)),
} satisfies ScreenRegistry
