'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const sendTransactionScreens = {
  EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN: lazyScreen(() =>
    import('./SendTransaction').then((m) => m.EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN),
  ),
} satisfies ScreenRegistry
