'use client'
/** This folder's screens load with `import()` when first needed (preloaded as the modal opens). */
import type { ScreenRegistry } from '../../types'
import { lazyScreen } from '../lazy'

/** This folder's screens, by name (one entry in ui's screen list). */
export const mfaScreens = {
  MFA_ENROLLMENT_FLOW_SCREEN: lazyScreen(() =>
    import('./MfaEnrollment').then((m) => m.MFA_ENROLLMENT_FLOW_SCREEN),
  ),
} satisfies ScreenRegistry
