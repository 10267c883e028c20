/** Modal navigation types: the screen names (the wire and host contract) and the data each screen is opened with. */
import type { OAuthProvider } from '../../config/types'
import type { AllowlistScreenData } from '../../flows/shared/allowlist'

/** Every modal screen, by name. */
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

/**
 * The data each screen is opened with; null for screens that need none. A flow that adds a screen with data adds
 * its entry here, so `navigate` and the screen's props are typed from one place.
 */
export interface ScreenDataMap {
  LANDING: null
  AWAITING_PASSWORDLESS_CODE: { channel: 'email' | 'sms'; recipient: string }
  AWAITING_CONNECTION: null
  AWAITING_CONNECT_ONLY_CONNECTION: null
  PHANTOM_INTERSTITIAL_SCREEN: null
  INSTALL_PHANTOM_SCREEN: null
  LOGIN_FAILED_SCREEN: { message?: string; retryScreen?: ScreenName } | null
  AWAITING_OAUTH_SCREEN: { provider: OAuthProvider }
  ALLOWLIST_REJECTION_SCREEN: AllowlistScreenData | null
  LINK_EMAIL_SCREEN: null
  LINK_PHONE_SCREEN: null
  LINK_WALLET_SCREEN: null
  CONNECT_ONLY_LANDING_SCREEN: null
  CONNECT_ONLY_AUTHENTICATED_SCREEN: null
  EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: null
  EMBEDDED_WALLET_CREATED_SCREEN: null
  EMBEDDED_WALLET_CONNECTING_SCREEN: null
  EMBEDDED_WALLET_RECOVERY_SCREEN: null
  EMBEDDED_WALLET_KEY_EXPORT_SCREEN: null
  EMBEDDED_WALLET_SIGN_REQUEST_SCREEN: null
  EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN: null
  EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN: null
  EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: null
  FIAT_ON_RAMP_PROMPT_SCREEN: null
  FIAT_ON_RAMP_STATUS_SCREEN: null
  MFA_ENROLLMENT_FLOW_SCREEN: null
}

/** The data of any screen. */
export type ScreenData = ScreenDataMap[ScreenName]

/** A screen with its data, correlated: `{ screen: 'AWAITING_OAUTH_SCREEN', data: { provider } }`. */
export type ScreenEntry = { [S in ScreenName]: { screen: S; data: ScreenDataMap[S] } }[ScreenName]

/** The arguments after the screen name: the data, optional for screens that take none. */
export type ScreenArgs<S extends ScreenName> = S extends ScreenName
  ? null extends ScreenDataMap[S]
    ? [data?: ScreenDataMap[S]]
    : [data: ScreenDataMap[S]]
  : never

/**
 * `$modal`: closed, open, or closing (hidden but still mounted during the 200 ms hide delay).
 * `open` mirrors `step === 'open'` for hosts that only want a boolean.
 */
export type ModalState = ScreenEntry & { landingView: LandingView } & (
    | { step: 'closed'; open: false }
    | { step: 'open'; open: true }
    | { step: 'closing'; open: false }
  )

/** Parameters of `openModal`: a screen and its data, or nothing for LANDING. */
export type OpenModalParameters =
  | { [S in ScreenName]: { screen: S; data?: ScreenDataMap[S] } }[ScreenName]
  | { screen?: undefined; data?: undefined }

/** Parameters of `afterLogin`: the logged-in user's situation. */
export interface AfterLoginParameters {
  /** Whether an embedded wallet should be created now. */
  createWallet: boolean
}
