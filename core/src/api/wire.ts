/**
 * The wire contract: JSON shapes exactly as the API sends them, snake_case, times in seconds.
 * The reference server (examples/server) and the msw handlers (test/fixtures) produce these; core's parsers
 * (api/shapes.ts) check every response against them.
 */

/** Every error answer: a 4xx/5xx status with this body. */
export interface ErrorJSON {
  error: string
  code: string
  type?: string
}

interface VerifiedJSON {
  /** Seconds since the epoch. */
  verified_at: number
  first_verified_at?: number | null
  latest_verified_at?: number | null
}

export interface EmailAccountJSON extends VerifiedJSON {
  type: 'email'
  address: string
}
export interface PhoneAccountJSON extends VerifiedJSON {
  type: 'phone'
  /** E.164. */
  phone_number: string
}
export interface WalletAccountJSON extends VerifiedJSON {
  type: 'wallet'
  /** Checksummed address. */
  address: string
  chain_type: 'ethereum'
  /** CAIP-2, e.g. 'eip155:1'. */
  chain_id?: string | null
  /** 'privy' for the embedded wallet, 'unknown' for external ones. */
  wallet_client: 'privy' | 'unknown'
  /** 'privy' for the embedded wallet; 'metamask', 'coinbase_wallet', ... for external ones. */
  wallet_client_type: string
  connector_type: string
  recovery_method?: 'privy' | 'user-passcode' | null
}
export interface GoogleAccountJSON extends VerifiedJSON {
  type: 'google_oauth'
  subject: string
  email: string
  name: string | null
}
export interface TwitterAccountJSON extends VerifiedJSON {
  type: 'twitter_oauth'
  subject: string
  username: string | null
  name: string | null
}
export interface DiscordAccountJSON extends VerifiedJSON {
  type: 'discord_oauth'
  subject: string
  username: string | null
  email: string | null
}
export interface GithubAccountJSON extends VerifiedJSON {
  type: 'github_oauth'
  subject: string
  username: string | null
  name: string | null
  email: string | null
}
export interface TiktokAccountJSON extends VerifiedJSON {
  type: 'tiktok_oauth'
  subject: string
  username: string | null
}
export interface LinkedinAccountJSON extends VerifiedJSON {
  type: 'linkedin_oauth'
  subject: string
  name: string | null
  email?: string | null
}
export interface AppleAccountJSON extends VerifiedJSON {
  type: 'apple_oauth'
  subject: string
  email: string | null
  /** The name Apple sent with the user's first login, when it did. */
  name?: string | null
}
export interface CustomAuthAccountJSON extends VerifiedJSON {
  type: 'custom_auth'
  custom_user_id: string
}

export type LinkedAccountJSON =
  | EmailAccountJSON
  | PhoneAccountJSON
  | WalletAccountJSON
  | GoogleAccountJSON
  | TwitterAccountJSON
  | DiscordAccountJSON
  | GithubAccountJSON
  | TiktokAccountJSON
  | LinkedinAccountJSON
  | AppleAccountJSON
  | CustomAuthAccountJSON

export interface MfaMethodJSON {
  type: 'sms' | 'totp'
  verified_at: number
}

export interface UserJSON {
  id: string
  /** Seconds since the epoch. */
  created_at: number
  linked_accounts: LinkedAccountJSON[]
  mfa_methods: MfaMethodJSON[]
}

/** POST /api/v1/{passwordless,passwordless_sms,oauth,siwe}/authenticate, custom_jwt_account/authenticate. */
export interface AuthResponseJSON {
  user: UserJSON
  token: string
  refresh_token: string
  is_new_user: boolean
}
/** POST /api/v1/sessions. */
export interface SessionResponseJSON {
  user: UserJSON
  token: string
  refresh_token: string
  is_new_user?: boolean
}
/** POST /api/v1/sessions/fork. */
export interface ForkResponseJSON {
  token: string
  refresh_token: string
  new_session_refresh_token: string
}
/** POST /api/v1/{passwordless,passwordless_sms}/init. */
export interface InitResponseJSON {
  success: true
}
/** POST /api/v1/siwe/init. */
export interface SiweInitResponseJSON {
  nonce: string
  address: string
  /** ISO 8601. */
  expires_at: string
}
/** POST /api/v1/oauth/init. */
export interface OAuthInitResponseJSON {
  url: string
}
/** GET /api/v1/token_price. */
export interface TokenPriceJSON {
  usd: number
}
/** POST /api/v1/plugins/moonpay_on_ramp/sign (camelCase, as the provider's own names). */
export interface MoonpaySignJSON {
  signedUrl: string
  externalTransactionId: string
}

/** GET /api/v1/apps/{appId}: the server app config. */
export interface AppConfigJSON {
  id: string
  name: string
  verification_key: string
  logo_url: string | null
  accent_color: string | null
  show_wallet_login_first: boolean
  allowlist_config: {
    error_title: string | null
    error_detail: string | null
    cta_text: string | null
    cta_link: string | null
  }
  wallet_auth: boolean
  email_auth: boolean
  sms_auth: boolean
  google_oauth: boolean
  twitter_oauth: boolean
  discord_oauth: boolean
  github_oauth: boolean
  tiktok_oauth: boolean
  linkedin_oauth: boolean
  apple_oauth: boolean
  terms_and_conditions_url: string | null
  privacy_policy_url: string | null
  embedded_wallet_config: {
    create_on_login: 'users-without-wallets' | 'all-users' | 'off'
    require_user_password_on_create: boolean
  }
  custom_api_url: string | null
  wallet_connect_cloud_project_id: string | null
  fiat_on_ramp_enabled: boolean
  captcha_enabled: boolean
  captcha_site_key: string | null
  twitter_oauth_on_mobile_enabled: boolean
  mfa_methods: Array<'sms' | 'totp'>
  /** Seconds. */
  created_at: number
  updated_at: number
}
