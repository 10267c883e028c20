/** Modal navigation types: screen names exactly as SPEC.md section 2. */

/** Every modal screen of SPEC.md section 2, by name. */
export const SCREEN_NAMES = [
  'LANDING',
  'AWAITING_PASSWORDLESS_CODE',
  'AWAITING_CONNECTION',
  'AWAITING_CONNECT_ONLY_CONNECTION',
  'PHANTOM_INTERSTITIAL_SCREEN',
  'INSTALL_PHANTOM_SCREEN',
  'LOGIN_FAILED_SCREEN',
  'AWAITING_OAUTH_SCREEN',
  'ALLOWLIST_REJECTION_SCREEN',
  'LINK_EMAIL_SCREEN',
  'LINK_PHONE_SCREEN',
  'LINK_WALLET_SCREEN',
  'CONNECT_ONLY_LANDING_SCREEN',
  'CONNECT_ONLY_AUTHENTICATED_SCREEN',
  'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
  'EMBEDDED_WALLET_CREATED_SCREEN',
  'EMBEDDED_WALLET_CONNECTING_SCREEN',
  'EMBEDDED_WALLET_RECOVERY_SCREEN',
  'EMBEDDED_WALLET_KEY_EXPORT_SCREEN',
  'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
  'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN',
  'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN',
  'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
  'FIAT_ON_RAMP_PROMPT_SCREEN',
  'FIAT_ON_RAMP_STATUS_SCREEN',
  'MFA_ENROLLMENT_FLOW_SCREEN',
] as const

/** A modal screen name. */
export type ScreenName = (typeof SCREEN_NAMES)[number]

/** The landing screen's views: its default list, or one group's overflow list. */
export type LandingView = 'default' | 'web2-overflow' | 'web3-overflow'

/** What a screen was opened with (e.g. the allowlist texts, the OAuth provider). */
export type ScreenData = Readonly<Record<string, unknown>> | null

interface ModalBase {
  screen: ScreenName
  data: ScreenData
  landingView: LandingView
}

/**
 * `$modal`: closed, open, or closing (hidden but still mounted during the 200 ms hide delay).
 * `open` mirrors `step === 'open'` for hosts that only want a boolean.
 */
export type ModalState =
  | (ModalBase & { step: 'closed'; open: false })
  | (ModalBase & { step: 'open'; open: true })
  | (ModalBase & { step: 'closing'; open: false })

/** Parameters of `openModal`. */
export interface OpenModalParameters {
  /** The screen to show; LANDING when absent or when the user is not authenticated and it is not a login screen. */
  screen?: ScreenName
  data?: ScreenData
}

/** Parameters of `afterLogin`: the logged-in user's situation. */
export interface AfterLoginParameters {
  /** Whether an embedded wallet should be created now. */
  createWallet: boolean
}
