'use client'
import type { ComponentType } from 'react'
import { AWAITING_PASSWORDLESS_CODE } from './screens/AwaitingPasswordlessCode/AwaitingPasswordlessCode'
import { LANDING } from './screens/Landing/Landing'
import { lazyScreen } from './screens/lazy'
/** The screen registry: default screens by name; the provider merges the host's `components` over it. */
import type { ScreenDataMap, ScreenName } from './types'

/** What the modal passes to a screen: its name and the data it was opened with, typed per screen. */
export interface ScreenProps<S extends ScreenName = ScreenName> {
  screen: S
  data: ScreenDataMap[S]
}

/** A screen component. */
export type ScreenComponent<S extends ScreenName = ScreenName> = ComponentType<ScreenProps<S>>

/** Screens by name; a host passes any subset as `components`. */
export type ScreenRegistry = { [S in ScreenName]?: ScreenComponent<S> }

/** The default screens of this package. */
export const defaultScreens: ScreenRegistry = {
  LANDING,
  AWAITING_PASSWORDLESS_CODE,
  // The rest load when first needed (preloaded as the modal opens).
  AWAITING_OAUTH_SCREEN: lazyScreen(() =>
    import('./screens/AwaitingOAuth/AwaitingOAuth').then((m) => m.AWAITING_OAUTH_SCREEN),
  ),
  ALLOWLIST_REJECTION_SCREEN: lazyScreen(() =>
    import('./screens/AllowlistRejection/AllowlistRejection').then((m) => m.ALLOWLIST_REJECTION_SCREEN),
  ),
  LINK_EMAIL_SCREEN: lazyScreen(() =>
    import('./screens/LinkEmail/LinkEmail').then((m) => m.LINK_EMAIL_SCREEN),
  ),
  LINK_PHONE_SCREEN: lazyScreen(() =>
    import('./screens/LinkPhone/LinkPhone').then((m) => m.LINK_PHONE_SCREEN),
  ),
  LOGIN_FAILED_SCREEN: lazyScreen(() =>
    import('./screens/LoginFailed/LoginFailed').then((m) => m.LOGIN_FAILED_SCREEN),
  ),
  // External wallets: one chunk for every wallet screen.
  AWAITING_CONNECTION: lazyScreen(() =>
    import('./screens/Wallets/Wallets').then((m) => m.AWAITING_CONNECTION),
  ),
  LINK_WALLET_SCREEN: lazyScreen(() => import('./screens/Wallets/Wallets').then((m) => m.LINK_WALLET_SCREEN)),
  CONNECT_ONLY_LANDING_SCREEN: lazyScreen(() =>
    import('./screens/Wallets/Wallets').then((m) => m.CONNECT_ONLY_LANDING_SCREEN),
  ),
  CONNECT_ONLY_AUTHENTICATED_SCREEN: lazyScreen(() =>
    import('./screens/Wallets/Wallets').then((m) => m.CONNECT_ONLY_AUTHENTICATED_SCREEN),
  ),
  AWAITING_CONNECT_ONLY_CONNECTION: lazyScreen(() =>
    import('./screens/Wallets/Wallets').then((m) => m.AWAITING_CONNECT_ONLY_CONNECTION),
  ),
  PHANTOM_INTERSTITIAL_SCREEN: lazyScreen(() =>
    import('./screens/Wallets/Wallets').then((m) => m.PHANTOM_INTERSTITIAL_SCREEN),
  ),
  INSTALL_PHANTOM_SCREEN: lazyScreen(() =>
    import('./screens/Wallets/Wallets').then((m) => m.INSTALL_PHANTOM_SCREEN),
  ),
  // The embedded wallet screens share one chunk.
  EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: lazyScreen(() =>
    import('./screens/EmbeddedWallet/screens').then((m) => m.EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN),
  ),
  EMBEDDED_WALLET_CREATED_SCREEN: lazyScreen(() =>
    import('./screens/EmbeddedWallet/screens').then((m) => m.EMBEDDED_WALLET_CREATED_SCREEN),
  ),
  EMBEDDED_WALLET_CONNECTING_SCREEN: lazyScreen(() =>
    import('./screens/EmbeddedWallet/screens').then((m) => m.EMBEDDED_WALLET_CONNECTING_SCREEN),
  ),
  EMBEDDED_WALLET_RECOVERY_SCREEN: lazyScreen(() =>
    import('./screens/EmbeddedWallet/screens').then((m) => m.EMBEDDED_WALLET_RECOVERY_SCREEN),
  ),
  EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN: lazyScreen(() =>
    import('./screens/EmbeddedWallet/screens').then((m) => m.EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN),
  ),
  EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: lazyScreen(() =>
    import('./screens/EmbeddedWallet/screens').then((m) => m.EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN),
  ),
  EMBEDDED_WALLET_KEY_EXPORT_SCREEN: lazyScreen(() =>
    import('./screens/EmbeddedWallet/screens').then((m) => m.EMBEDDED_WALLET_KEY_EXPORT_SCREEN),
  ),
  // Signing and sending: each screen is its own chunk, loaded when a request opens it.
  EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: lazyScreen(() =>
    import('./screens/SignRequest/SignRequest').then((m) => m.EMBEDDED_WALLET_SIGN_REQUEST_SCREEN),
  ),
  EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN: lazyScreen(() =>
    import('./screens/SendTransaction/SendTransaction').then(
      (m) => m.EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN,
    ),
  ),
  // Transaction protection (enrolment and the 'Verification Required' prompt) and card funding.
  MFA_ENROLLMENT_FLOW_SCREEN: lazyScreen(() =>
    import('./screens/Mfa/MfaEnrollment').then((m) => m.MFA_ENROLLMENT_FLOW_SCREEN),
  ),
  FIAT_ON_RAMP_PROMPT_SCREEN: lazyScreen(() =>
    import('./screens/Fiat/Fiat').then((m) => m.FIAT_ON_RAMP_PROMPT_SCREEN),
  ),
  FIAT_ON_RAMP_STATUS_SCREEN: lazyScreen(() =>
    import('./screens/Fiat/Fiat').then((m) => m.FIAT_ON_RAMP_STATUS_SCREEN),
  ),
}
