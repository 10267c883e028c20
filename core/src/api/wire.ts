/**
 * The wire contract: JSON shapes exactly as the API sends them, snake_case, times in seconds.
 * The reference server (examples/server) and the msw handlers (test/fixtures) produce these; core's parsers
 * (api/shapes.ts) check every response against them.
 */

import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'

/** Every error answer: a 4xx/5xx status with this body. */
export interface ErrorJSON {
  error: string
  code: string
  type?: string
  /**
   * With `step_up_required`: the kinds of the user's own methods a step-up code may be sent to for this change, the
   * older first (removing a method needs a proof from one linked no later than it, or the method itself). Empty when
   * none will do: the person must log in again with a method that vouches.
   */
  step_up_methods?: StepUpMethodJSON[]
  /**
   * With `step_up_required` and `missing_or_invalid_mfa`: what the verification must approve. The client sends it with
   * the step-up or MFA verification (`action`, `target`), the server answers with a single-use grant for this session,
   * this action and this target, and the refused call goes again and spends it. A grant approves nothing else.
   */
  grant?: GrantJSON
}

/**
 * An action that changes who controls the account or its keys, and so needs a grant (a verification made for it).
 * Targets: `link` `<type>:<key>` (`email:a@b.c`, `phone:+15555550100`, `wallet:0xabc...`) or `<type>` when the key is
 * not known yet (`google_oauth`, `passkey`); `unlink` `<type>:<key>` (`google_oauth:<subject>`, `passkey:<id>`);
 * `mfa_enroll` and `mfa_remove` the method (`sms`, `totp`, `passkey`); `passkey_rename` the credential id;
 * `recovery_password`, `recovery_method` and `wallet_export` the wallet address (lower case); `wallet_sign` `<address>:<request hash>`
 * (SHA-256 hex of the JSON-RPC request the frame is about to sign); `device_register` the device key's RFC 7638
 * thumbprint; `device_revoke` the device id.
 */
export type GrantAction =
  | 'link'
  | 'unlink'
  | 'mfa_enroll'
  | 'mfa_remove'
  | 'passkey_rename'
  | 'recovery_password'
  | 'recovery_method'
  | 'wallet_export'
  | 'wallet_sign'
  | 'device_register'
  | 'device_revoke'

/** What a grant approves: one action on one target, in one session. */
export interface GrantJSON {
  action: GrantAction
  target: string
  /** Seconds since the epoch; present in the answer of a verification. */
  expires_at?: number
}

/** Where a step-up code goes: the user's oldest email or oldest phone. */
export type StepUpMethodJSON = 'email' | 'phone'

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
  /** Checksummed address (Ethereum); base58 public key (Solana). */
  address: string
  chain_type: 'ethereum' | 'solana'
  /** CAIP-2, e.g. 'eip155:1', 'solana:mainnet'. */
  chain_id?: string | null
  /** 'privy' for the embedded wallet, 'unknown' for external ones. */
  wallet_client: 'privy' | 'unknown'
  /** 'privy' for the embedded wallet; 'metamask', 'coinbase_wallet', ... for external ones. */
  wallet_client_type: string
  connector_type: string
  recovery_method?: 'privy' | 'user-passcode' | 'passkey' | null
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
export interface SpotifyAccountJSON extends VerifiedJSON {
  type: 'spotify_oauth'
  subject: string
  name: string | null
}
export interface TwitchAccountJSON extends VerifiedJSON {
  type: 'twitch_oauth'
  subject: string
  username: string | null
  name: string | null
  email: string | null
}
export interface InstagramAccountJSON extends VerifiedJSON {
  type: 'instagram_oauth'
  subject: string
  username: string | null
}
export interface LineAccountJSON extends VerifiedJSON {
  type: 'line_oauth'
  subject: string
  name: string | null
}
/** An account at one of the app's own OpenID Connect providers (`provider` is `oidc:<id>`, `subject` its `sub`). */
export interface OidcAccountJSON extends VerifiedJSON {
  type: `oidc:${string}_oauth`
  provider: `oidc:${string}`
  subject: string
  /** The email, when the issuer says it is verified. */
  email: string | null
  name: string | null
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
/** The ERC-4337 smart account the user's embedded wallet owns (`config.smartWallets`). */
export interface SmartWalletAccountJSON extends VerifiedJSON {
  type: 'smart_wallet'
  address: string
  /** The implementation: 'simple', 'light', 'kernel' or 'safe'. */
  smart_wallet_type: string
}
/** A passkey (a WebAuthn credential) the user signs in with; also what verifies passkey MFA. */
export interface PasskeyAccountJSON extends VerifiedJSON {
  type: 'passkey'
  /** The credential id, base64url. */
  credential_id: string
  /** A name the user can change ('Passkey', 'Passkey 2', ... until they do). */
  name: string
  /** 'multiDevice' when a passkey manager may sync it across devices. */
  device_type: 'singleDevice' | 'multiDevice'
  /** Whether it was backed up (synced) when last used. */
  backed_up: boolean
  /** How the browser reaches the authenticator ('internal', 'hybrid', 'usb', ...). */
  transports: string[]
  /** True when the user has passkey MFA on (any of their passkeys verifies it). */
  enrolled_in_mfa: boolean
  /** Seconds. */
  created_at: number
  /** Seconds; null until first used after being added. */
  last_used_at: number | null
}

/** A Telegram account (Telegram's Login Widget or a Mini App's `initData`, checked by the server with the bot token). */
export interface TelegramAccountJSON extends VerifiedJSON {
  type: 'telegram'
  /** Telegram's user id, as a decimal string. */
  telegram_user_id: string
  username: string | null
  first_name: string | null
  last_name: string | null
  photo_url: string | null
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
  | SpotifyAccountJSON
  | TwitchAccountJSON
  | InstagramAccountJSON
  | LineAccountJSON
  | OidcAccountJSON
  | LinkedinAccountJSON
  | AppleAccountJSON
  | CustomAuthAccountJSON
  | PasskeyAccountJSON
  | SmartWalletAccountJSON
  | TelegramAccountJSON

export interface MfaMethodJSON {
  type: 'sms' | 'totp' | 'passkey'
  verified_at: number
}

export interface UserJSON {
  id: string
  /** Seconds since the epoch. */
  created_at: number
  linked_accounts: LinkedAccountJSON[]
  mfa_methods: MfaMethodJSON[]
  /** What the host's backend stored on the user (server API only; a page cannot set it). Absent: `{}`. */
  custom_metadata?: Record<string, unknown>
  /** A guest account: made by a guest login, no login method until one is linked. Absent: false. */
  is_guest?: boolean
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
/**
 * POST /api/v1/passkey/register/init (and the MFA enrolment's): the options for `navigator.credentials.create`,
 * as JSON (base64url buffers).
 */
export interface PasskeyRegistrationOptionsJSON {
  options: PublicKeyCredentialCreationOptionsJSON
}
/** POST /api/v1/passkey/authenticate/init, mfa/passkey/init: the options for `navigator.credentials.get`. */
export interface PasskeyAuthenticationOptionsJSON {
  options: PublicKeyCredentialRequestOptionsJSON
}
/** Body of POST /api/v1/passkey/register/verify. */
export interface PasskeyRegisterVerifyJSON {
  response: RegistrationResponseJSON
  /** A name for the new passkey; the server picks 'Passkey', 'Passkey 2', ... without one. */
  name?: string
}
/** Body of POST /api/v1/passkey/authenticate/verify and mfa/passkey/{enroll,verify}. */
export interface PasskeyAuthenticateVerifyJSON {
  response: AuthenticationResponseJSON
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
  /** Passkey login ('Continue with a passkey'); absent from servers that predate passkeys. */
  passkey_auth?: boolean
  /** Guest accounts ('Continue as guest'); absent from servers that predate them. */
  guest_auth?: boolean
  /** Telegram login; absent from servers that predate it. */
  telegram_auth?: boolean
  google_oauth: boolean
  twitter_oauth: boolean
  discord_oauth: boolean
  github_oauth: boolean
  tiktok_oauth: boolean
  linkedin_oauth: boolean
  apple_oauth: boolean
  /** Spotify, Twitch, Instagram and LINE logins; absent from servers that predate them. */
  spotify_oauth?: boolean
  twitch_oauth?: boolean
  instagram_oauth?: boolean
  line_oauth?: boolean
  /**
   * The app's own OpenID Connect providers, each a login method `oidc:<id>` (the `provider` of the OAuth calls) with
   * the name and icon its button shows; absent from servers without them.
   */
  oidc_providers?: Array<{ id: `oidc:${string}`; name: string; icon: string | null }>
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
  mfa_methods: Array<'sms' | 'totp' | 'passkey'>
  /** Seconds. */
  created_at: number
  updated_at: number
}
