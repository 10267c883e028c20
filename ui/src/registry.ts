'use client'
import { allowlistRejectionScreens } from './screens/AllowlistRejection/allowlist-rejection.screens'
import { awaitingOAuthScreens } from './screens/AwaitingOAuth/awaiting-o-auth.screens'
import { awaitingPasskeyScreens } from './screens/AwaitingPasskey/awaiting-passkey.screens'
import { awaitingPasswordlessCodeScreens } from './screens/AwaitingPasswordlessCode/awaiting-passwordless-code.screens'
import { embeddedWalletScreens } from './screens/EmbeddedWallet/embedded-wallet.screens'
import { fiatScreens } from './screens/Fiat/fiat.screens'
/**
 * The screen registry: the default screens by name, from the list of screen modules (each screen folder's
 * `<folder>.screens.ts`). The provider merges the host's `components` over it. A new screen is its folder plus
 * one entry in this list.
 */
import { landingScreens } from './screens/Landing/landing.screens'
import { linkEmailScreens } from './screens/LinkEmail/link-email.screens'
import { linkPasskeyScreens } from './screens/LinkPasskey/link-passkey.screens'
import { linkPhoneScreens } from './screens/LinkPhone/link-phone.screens'
import { loginFailedScreens } from './screens/LoginFailed/login-failed.screens'
import { mfaScreens } from './screens/Mfa/mfa.screens'
import { sendTransactionScreens } from './screens/SendTransaction/send-transaction.screens'
import { signRequestScreens } from './screens/SignRequest/sign-request.screens'
import { stepUpScreens } from './screens/StepUp/step-up.screens'
import { walletsScreens } from './screens/Wallets/wallets.screens'
import type { ScreenRegistry } from './types'

export type { ScreenComponent, ScreenProps, ScreenRegistry } from './types'

/** The screen modules of this package. */
export const SCREEN_MODULES = [
  landingScreens,
  awaitingPasswordlessCodeScreens,
  awaitingOAuthScreens,
  awaitingPasskeyScreens,
  allowlistRejectionScreens,
  linkEmailScreens,
  linkPhoneScreens,
  linkPasskeyScreens,
  loginFailedScreens,
  walletsScreens,
  embeddedWalletScreens,
  signRequestScreens,
  sendTransactionScreens,
  mfaScreens,
  stepUpScreens,
  fiatScreens,
] as const

/** One registry from the screen modules' entries. */
function mergeScreens(modules: readonly object[]): ScreenRegistry {
  return Object.assign({}, ...modules)
}

/**
 * The default screens of this package. A pure call, so a host that never reads the registry (the modal chunk has its
 * own) drops it and every screen loader from its eager code.
 */
export const defaultScreens: ScreenRegistry = /* @__PURE__ */ mergeScreens(SCREEN_MODULES)
