/**
 * Every endpoint of the Latch API, written once: the client's calls and the reference server's routes are made from
 * these. Request and response bodies are the wire shapes of `api/wire.ts` (snake_case, times in seconds).
 */
import type {
  AppConfigJSON,
  AuthResponseJSON,
  ForkResponseJSON,
  GrantJSON,
  InitResponseJSON,
  MoonpaySignJSON,
  OAuthInitResponseJSON,
  PasskeyAuthenticateVerifyJSON,
  PasskeyAuthenticationOptionsJSON,
  PasskeyRegisterVerifyJSON,
  PasskeyRegistrationOptionsJSON,
  SessionResponseJSON,
  SiweInitResponseJSON,
  TokenPriceJSON,
  UserJSON,
} from '../api/wire'
import type { Endpoint, NoBody } from './endpoint'

// ── Shared bodies ────────────────────────────────────────────────────────────
/** `{ success: true }`: the call acted, nothing more to say. */
export interface SuccessJSON {
  success: true
}
/** An answer that carries the user after a change (link, unlink, MFA enrolment...). */
export interface UserResponseJSON {
  user: UserJSON
}
/** The answer of an MFA or step-up verification: when, and the single-use grant it minted when one was asked. */
export interface VerificationJSON {
  success: true
  verified_at: number
  grant?: GrantJSON
}
/** The action and target a verification approves (from a refusal's `grant`), sent with the code. */
export interface GrantFieldsJSON {
  action?: string
  target?: string
}
/** A refresh token, the body of the session calls. */
export interface RefreshTokenJSON {
  refresh_token: string
}
/** The error codes any endpoint may answer with. */
export type CommonErrorCode =
  | 'invalid_request'
  | 'invalid_app_id'
  | 'origin_not_allowed'
  | 'rate_limited'
  | 'database_unavailable'
  | 'internal_error'
  | 'not_found'
/** And those of the calls that need a bearer. */
export type ProtectedErrorCode = CommonErrorCode | 'missing_or_invalid_token'
/** And those of the calls that change who controls the account (a grant is asked for). */
export type GuardedErrorCode = ProtectedErrorCode | 'step_up_required' | 'missing_or_invalid_mfa'
/** The codes a one-time code check may end with. */
export type CodeErrorCode = 'invalid_credentials' | 'invalid_data' | 'allowlist_rejected'

// ── App ──────────────────────────────────────────────────────────────────────
/** The app's public config (`appId` in the path; no app header needed). */
export const APP_CONFIG: Endpoint<NoBody, AppConfigJSON, 'public', CommonErrorCode | 'app_not_found'> = {
  method: 'GET',
  path: '/api/v1/apps/:appId',
  auth: 'public',
}
/** The app's token verification keys (JWKS). */
export const APP_JWKS: Endpoint<NoBody, { keys: unknown[] }, 'public', 'app_not_found'> = {
  method: 'GET',
  path: '/api/v1/apps/:appId/jwks.json',
  auth: 'public',
}
/** The native token's USD price (query `tokenSymbol`, `chainId`). */
export const TOKEN_PRICE: Endpoint<
  NoBody,
  TokenPriceJSON,
  'public',
  CommonErrorCode | 'price_source_unavailable'
> = { method: 'GET', path: '/api/v1/token_price', auth: 'public' }
/** One analytics event; fire and forget. */
export const ANALYTICS_EVENTS: Endpoint<
  { event_name: string; client_id?: string | null; payload?: Record<string, unknown> },
  SuccessJSON,
  'public',
  CommonErrorCode
> = { method: 'POST', path: '/api/v1/analytics_events', auth: 'public' }

// ── Sessions ─────────────────────────────────────────────────────────────────
/** A refresh: the refresh token for a new pair and the user. */
export const SESSIONS_REFRESH: Endpoint<
  RefreshTokenJSON,
  SessionResponseJSON,
  'session',
  ProtectedErrorCode
> = {
  method: 'POST',
  path: '/api/v1/sessions',
  auth: 'session',
}
/** A second session for another tab or device, from this one. */
export const SESSIONS_FORK: Endpoint<RefreshTokenJSON, ForkResponseJSON, 'session', ProtectedErrorCode> = {
  method: 'POST',
  path: '/api/v1/sessions/fork',
  auth: 'session',
}
/** The forked session whose fork answer was lost, taken up with its refresh token. */
export const SESSIONS_FORK_RECOVER: Endpoint<
  RefreshTokenJSON,
  SessionResponseJSON,
  'session',
  ProtectedErrorCode
> = { method: 'POST', path: '/api/v1/sessions/fork/recover', auth: 'session' }
/** Ends this session. */
export const SESSIONS_LOGOUT: Endpoint<RefreshTokenJSON, SuccessJSON, 'session', CommonErrorCode> = {
  method: 'POST',
  path: '/api/v1/sessions/logout',
  auth: 'session',
}
/** Ends every session of the user. */
export const SESSIONS_LOGOUT_ALL: Endpoint<NoBody, SuccessJSON, 'protected', ProtectedErrorCode> = {
  method: 'POST',
  path: '/api/v1/sessions/logout_all',
  auth: 'protected',
}

// ── Email and SMS codes ──────────────────────────────────────────────────────
/** `{ email }` or `{ phoneNumber }` (E.164), with the captcha `token` when the app asks for one. */
export type CodeInitJSON = ({ email: string } | { phoneNumber: string }) & { token?: string }
/** The recipient and the code. */
export type CodeVerifyJSON = ({ email: string } | { phoneNumber: string }) & { code: string }

/** Sends a login (or link) code by email. */
export const EMAIL_INIT: Endpoint<
  { email: string; token?: string },
  InitResponseJSON,
  'public',
  CommonErrorCode | 'invalid_data' | 'captcha_failed' | 'allowlist_rejected' | 'delivery_failed'
> = { method: 'POST', path: '/api/v1/passwordless/init', auth: 'public' }
/** Logs in with an email code. */
export const EMAIL_AUTHENTICATE: Endpoint<
  { email: string; code: string },
  AuthResponseJSON,
  'public',
  CommonErrorCode | CodeErrorCode
> = { method: 'POST', path: '/api/v1/passwordless/authenticate', auth: 'public' }
/** Links an email to the signed-in user with its code. */
export const EMAIL_LINK: Endpoint<
  { email: string; code: string },
  UserResponseJSON,
  'protected',
  GuardedErrorCode | CodeErrorCode | 'linked_to_another_user' | 'already_linked'
> = { method: 'POST', path: '/api/v1/passwordless/link', auth: 'protected' }
/** Unlinks an email. */
export const EMAIL_UNLINK: Endpoint<{ address: string }, UserResponseJSON, 'protected', GuardedErrorCode> = {
  method: 'POST',
  path: '/api/v1/passwordless/unlink',
  auth: 'protected',
}
/** Sends a login (or link) code by SMS. */
export const SMS_INIT: Endpoint<
  { phoneNumber: string; token?: string },
  InitResponseJSON,
  'public',
  | CommonErrorCode
  | 'invalid_data'
  | 'sms_unavailable'
  | 'captcha_failed'
  | 'allowlist_rejected'
  | 'delivery_failed'
> = { method: 'POST', path: '/api/v1/passwordless_sms/init', auth: 'public' }
/** Logs in with an SMS code. */
export const SMS_AUTHENTICATE: Endpoint<
  { phoneNumber: string; code: string },
  AuthResponseJSON,
  'public',
  CommonErrorCode | CodeErrorCode
> = { method: 'POST', path: '/api/v1/passwordless_sms/authenticate', auth: 'public' }
/** Links a phone number with its code. */
export const SMS_LINK: Endpoint<
  { phoneNumber: string; code: string },
  UserResponseJSON,
  'protected',
  GuardedErrorCode | CodeErrorCode | 'linked_to_another_user' | 'already_linked'
> = { method: 'POST', path: '/api/v1/passwordless_sms/link', auth: 'protected' }
/** Unlinks a phone number. */
export const SMS_UNLINK: Endpoint<{ phoneNumber: string }, UserResponseJSON, 'protected', GuardedErrorCode> =
  {
    method: 'POST',
    path: '/api/v1/passwordless_sms/unlink',
    auth: 'protected',
  }

// ── Sign-in with Ethereum ────────────────────────────────────────────────────
/** A single-use nonce for an address. */
export const SIWE_INIT: Endpoint<{ address: string }, SiweInitResponseJSON, 'public', CommonErrorCode> = {
  method: 'POST',
  path: '/api/v1/siwe/init',
  auth: 'public',
}
/** The signed EIP-4361 message and what the wallet said about itself. */
export interface SiweVerifyJSON {
  message: string
  signature: string
  chainId: number | string
  walletClientType?: string
  connectorType?: string
}
/** Logs in with a signed SIWE message. */
export const SIWE_AUTHENTICATE: Endpoint<
  SiweVerifyJSON,
  AuthResponseJSON,
  'public',
  CommonErrorCode | 'invalid_signature' | 'invalid_credentials' | 'allowlist_rejected'
> = { method: 'POST', path: '/api/v1/siwe/authenticate', auth: 'public' }
/** Links a wallet with a signed SIWE message. */
export const SIWE_LINK: Endpoint<
  SiweVerifyJSON,
  UserResponseJSON,
  'protected',
  GuardedErrorCode | 'invalid_signature' | 'invalid_credentials' | 'linked_to_another_user' | 'already_linked'
> = { method: 'POST', path: '/api/v1/siwe/link', auth: 'protected' }
/** Unlinks a wallet. */
export const SIWE_UNLINK: Endpoint<{ address: string }, UserResponseJSON, 'protected', GuardedErrorCode> = {
  method: 'POST',
  path: '/api/v1/siwe/unlink',
  auth: 'protected',
}

// ── Sign In With Solana ─────────────────────────────────────────────────────
/** A single-use nonce for a Solana address (base58). */
export const SIWS_INIT: Endpoint<{ address: string }, SiweInitResponseJSON, 'public', CommonErrorCode> = {
  method: 'POST',
  path: '/api/v1/siws/init',
  auth: 'public',
}
/** The signed Sign In With Solana message (the text, its ed25519 signature in base58) and the wallet's names. */
export interface SiwsVerifyJSON {
  /** The signed message text, exactly as the wallet signed it. */
  message: string
  /** The ed25519 signature, base58. */
  signature: string
  /** The address that signed (the server reads it from the message). */
  address?: string
  /** The wallet's name (`unknown` when absent; `privy` is refused). */
  walletClientType?: string
  /** How the wallet was reached (`wallet_standard` when absent). */
  connectorType?: string
}
/** Logs in with a signed SIWS message. */
export const SIWS_AUTHENTICATE: Endpoint<
  SiwsVerifyJSON,
  AuthResponseJSON,
  'public',
  CommonErrorCode | 'invalid_credentials' | 'allowlist_rejected'
> = { method: 'POST', path: '/api/v1/siws/authenticate', auth: 'public' }
/** Links a Solana wallet with a signed SIWS message. */
export const SIWS_LINK: Endpoint<
  SiwsVerifyJSON,
  UserResponseJSON,
  'protected',
  GuardedErrorCode | 'invalid_credentials' | 'linked_to_another_user'
> = { method: 'POST', path: '/api/v1/siws/link', auth: 'protected' }
/** Unlinks a Solana wallet. */
export const SIWS_UNLINK: Endpoint<{ address: string }, UserResponseJSON, 'protected', GuardedErrorCode> = {
  method: 'POST',
  path: '/api/v1/siws/unlink',
  auth: 'protected',
}

// ── OAuth ────────────────────────────────────────────────────────────────────
/** The provider's authorization URL for a state and a PKCE challenge. */
export const OAUTH_INIT: Endpoint<
  {
    provider: string
    redirect_to: string
    state_code: string
    code_challenge?: string
    code_challenge_method?: 'S256'
  },
  OAuthInitResponseJSON,
  'public',
  CommonErrorCode
> = { method: 'POST', path: '/api/v1/oauth/init', auth: 'public' }
/** The code and state the provider's redirect brought back. */
export interface OAuthVerifyJSON {
  authorization_code: string
  state_code: string
  code_verifier?: string
}
/** Logs in with the provider's answer. */
export const OAUTH_AUTHENTICATE: Endpoint<
  OAuthVerifyJSON,
  AuthResponseJSON,
  'public',
  CommonErrorCode | 'invalid_credentials' | 'oauth_user_denied' | 'allowlist_rejected'
> = { method: 'POST', path: '/api/v1/oauth/authenticate', auth: 'public' }
/** Links a social account with the provider's answer. */
export const OAUTH_LINK: Endpoint<
  OAuthVerifyJSON,
  UserResponseJSON,
  'protected',
  GuardedErrorCode | 'invalid_credentials' | 'oauth_user_denied' | 'linked_to_another_user' | 'already_linked'
> = { method: 'POST', path: '/api/v1/oauth/link', auth: 'protected' }
/** Unlinks a social account. */
export const OAUTH_UNLINK: Endpoint<
  { provider: string; subject: string },
  UserResponseJSON,
  'protected',
  GuardedErrorCode
> = { method: 'POST', path: '/api/v1/oauth/unlink', auth: 'protected' }
/** Where the provider redirects (GET, or POST for Apple's form post); the server answers with a redirect. */
export const OAUTH_CALLBACK: Endpoint<NoBody, never, 'public', never> = {
  method: 'GET',
  path: '/api/v1/oauth/callback',
  auth: 'public',
}

// ── Custom JWT ───────────────────────────────────────────────────────────────
/** Logs in with the host's own JWT. */
export const CUSTOM_JWT_AUTHENTICATE: Endpoint<
  { token: string },
  AuthResponseJSON,
  'public',
  CommonErrorCode | 'invalid_credentials'
> = { method: 'POST', path: '/api/v1/custom_jwt_account/authenticate', auth: 'public' }

// ── Guest accounts ───────────────────────────────────────────────────────────
/**
 * Makes a guest account (no login method) and signs it in; refused with 403 `invalid_request` when the app has
 * guests off, 429 over the per-IP limit of guest creations.
 */
export const GUEST_AUTHENTICATE: Endpoint<NoBody, AuthResponseJSON, 'public', CommonErrorCode> = {
  method: 'POST',
  path: '/api/v1/guest/authenticate',
  auth: 'public',
}
// ── Telegram ─────────────────────────────────────────────────────────────────
/**
 * What Telegram handed the page: the Login Widget's callback object (`id`, `first_name`, ..., `auth_date`, `hash`)
 * as `auth_data`, or a Mini App's `initData` query string as `init_data`. One of the two.
 */
export type TelegramAuthJSON =
  | { auth_data: Record<string, string | number>; init_data?: never }
  | { init_data: string; auth_data?: never }
/** Why the server refused a Telegram payload (each a 401 but `telegram_disabled`, 403). */
export type TelegramErrorCode =
  | 'telegram_invalid_hash'
  | 'telegram_auth_expired'
  | 'telegram_auth_in_future'
  | 'telegram_replayed'
  | 'telegram_disabled'
/** Logs in with a Telegram payload checked against the app's bot token. */
export const TELEGRAM_AUTHENTICATE: Endpoint<
  TelegramAuthJSON,
  AuthResponseJSON,
  'public',
  CommonErrorCode | TelegramErrorCode | 'allowlist_rejected'
> = { method: 'POST', path: '/api/v1/telegram/authenticate', auth: 'public' }
/** Links a Telegram account with a payload checked the same way. */
export const TELEGRAM_LINK: Endpoint<
  TelegramAuthJSON,
  UserResponseJSON,
  'protected',
  GuardedErrorCode | TelegramErrorCode | 'linked_to_another_user'
> = { method: 'POST', path: '/api/v1/telegram/link', auth: 'protected' }
/** Unlinks the caller's Telegram account by its Telegram user id. */
export const TELEGRAM_UNLINK: Endpoint<
  { telegram_user_id: string },
  UserResponseJSON,
  'protected',
  GuardedErrorCode
> = { method: 'POST', path: '/api/v1/telegram/unlink', auth: 'protected' }

// ── Passkeys ─────────────────────────────────────────────────────────────────
/** Creation options for a new passkey (login: no bearer; link: the signed-in user's). */
export const PASSKEY_REGISTER_INIT: Endpoint<
  NoBody,
  PasskeyRegistrationOptionsJSON,
  'public' | 'protected',
  CommonErrorCode | 'passkey_disabled' | 'too_many_passkeys'
> = { method: 'POST', path: '/api/v1/passkey/register/init', auth: 'public' }
/** Registers the new passkey (a sign-up, or a link with a bearer). */
export const PASSKEY_REGISTER_VERIFY: Endpoint<
  PasskeyRegisterVerifyJSON,
  AuthResponseJSON | UserResponseJSON,
  'public' | 'protected',
  CommonErrorCode | 'invalid_passkey_response' | 'passkey_already_registered' | 'step_up_required'
> = { method: 'POST', path: '/api/v1/passkey/register/verify', auth: 'public' }
/** Request options for a passkey login. */
export const PASSKEY_AUTHENTICATE_INIT: Endpoint<
  NoBody,
  PasskeyAuthenticationOptionsJSON,
  'public',
  CommonErrorCode | 'passkey_disabled'
> = { method: 'POST', path: '/api/v1/passkey/authenticate/init', auth: 'public' }
/** Logs in with a passkey assertion. */
export const PASSKEY_AUTHENTICATE_VERIFY: Endpoint<
  PasskeyAuthenticateVerifyJSON,
  AuthResponseJSON,
  'public',
  CommonErrorCode | 'invalid_passkey_response' | 'passkey_not_found' | 'passkey_clone_detected'
> = { method: 'POST', path: '/api/v1/passkey/authenticate/verify', auth: 'public' }
/** Renames one of the user's passkeys. */
export const PASSKEY_RENAME: Endpoint<
  { credential_id: string; name: string },
  UserResponseJSON,
  'protected',
  GuardedErrorCode | 'passkey_not_found'
> = { method: 'POST', path: '/api/v1/passkey/rename', auth: 'protected' }
/** Removes one of the user's passkeys. */
export const PASSKEY_UNLINK: Endpoint<
  { credential_id: string },
  UserResponseJSON,
  'protected',
  GuardedErrorCode | 'passkey_not_found' | 'passkey_mfa_enrolled'
> = { method: 'POST', path: '/api/v1/passkey/unlink', auth: 'protected' }

// ── MFA ──────────────────────────────────────────────────────────────────────
/** The errors of an MFA code or ceremony. */
export type MfaErrorCode = ProtectedErrorCode | 'invalid_credentials' | 'missing_or_invalid_mfa'
/** Sends an SMS code to enrol a phone (`enroll`, with the number) or to verify (`verify`). */
export const MFA_SMS_INIT: Endpoint<
  { action: 'enroll'; phoneNumber: string } | { action: 'verify' },
  SuccessJSON,
  'protected',
  MfaErrorCode | 'invalid_data' | 'sms_unavailable' | 'delivery_failed'
> = { method: 'POST', path: '/api/v1/mfa/passwordless_sms/init', auth: 'protected' }
/** Enrols the phone with its code. */
export const MFA_SMS_ENROLL: Endpoint<
  { phoneNumber: string; code: string },
  UserResponseJSON,
  'protected',
  MfaErrorCode | 'mfa_already_enrolled'
> = { method: 'POST', path: '/api/v1/mfa/passwordless_sms/enroll', auth: 'protected' }
/** Verifies the session with an SMS code (for a grant when one is named). */
export const MFA_SMS_VERIFY: Endpoint<
  { code: string } & GrantFieldsJSON,
  VerificationJSON,
  'protected',
  MfaErrorCode
> = { method: 'POST', path: '/api/v1/mfa/passwordless_sms/verify', auth: 'protected' }
/** Removes SMS MFA. */
export const MFA_SMS_UNENROLL: Endpoint<NoBody, UserResponseJSON, 'protected', GuardedErrorCode> = {
  method: 'POST',
  path: '/api/v1/mfa/passwordless_sms/unenroll',
  auth: 'protected',
}
/** A new authenticator secret to enrol. */
export const MFA_TOTP_INIT: Endpoint<
  NoBody,
  { secret: string; auth_url: string },
  'protected',
  MfaErrorCode | 'mfa_already_enrolled'
> = { method: 'POST', path: '/api/v1/mfa/totp/init', auth: 'protected' }
/** Enrols the authenticator with its first code. */
export const MFA_TOTP_ENROLL: Endpoint<{ code: string }, UserResponseJSON, 'protected', MfaErrorCode> = {
  method: 'POST',
  path: '/api/v1/mfa/totp/enroll',
  auth: 'protected',
}
/** Verifies the session with an authenticator code. */
export const MFA_TOTP_VERIFY: Endpoint<
  { code: string } & GrantFieldsJSON,
  VerificationJSON,
  'protected',
  MfaErrorCode
> = { method: 'POST', path: '/api/v1/mfa/totp/verify', auth: 'protected' }
/** Removes authenticator MFA. */
export const MFA_TOTP_UNENROLL: Endpoint<NoBody, UserResponseJSON, 'protected', GuardedErrorCode> = {
  method: 'POST',
  path: '/api/v1/mfa/totp/unenroll',
  auth: 'protected',
}
/** Request options to enrol or verify passkey MFA with the user's passkeys. */
export const MFA_PASSKEY_INIT: Endpoint<
  { action: 'enroll' | 'verify' },
  PasskeyAuthenticationOptionsJSON,
  'protected',
  MfaErrorCode
> = { method: 'POST', path: '/api/v1/mfa/passkey/init', auth: 'protected' }
/** Turns passkey MFA on with an assertion of one of the user's passkeys. */
export const MFA_PASSKEY_ENROLL: Endpoint<
  PasskeyAuthenticateVerifyJSON,
  UserResponseJSON,
  'protected',
  MfaErrorCode | 'invalid_passkey_response'
> = { method: 'POST', path: '/api/v1/mfa/passkey/enroll', auth: 'protected' }
/** Verifies the session with a passkey assertion. */
export const MFA_PASSKEY_VERIFY: Endpoint<
  PasskeyAuthenticateVerifyJSON & GrantFieldsJSON,
  VerificationJSON,
  'protected',
  MfaErrorCode | 'invalid_passkey_response'
> = { method: 'POST', path: '/api/v1/mfa/passkey/verify', auth: 'protected' }
/** Turns passkey MFA off. */
export const MFA_PASSKEY_UNENROLL: Endpoint<NoBody, UserResponseJSON, 'protected', GuardedErrorCode> = {
  method: 'POST',
  path: '/api/v1/mfa/passkey/unenroll',
  auth: 'protected',
}

// ── Step-up ──────────────────────────────────────────────────────────────────
/** Sends a step-up code to the user's oldest email or phone. */
export const STEP_UP_INIT: Endpoint<
  { type: 'email' | 'phone' },
  SuccessJSON,
  'protected',
  ProtectedErrorCode | 'invalid_data' | 'sms_unavailable' | 'delivery_failed'
> = { method: 'POST', path: '/api/v1/step_up/init', auth: 'protected' }
/** Verifies the step-up code, for a grant when one is named. */
export const STEP_UP_VERIFY: Endpoint<
  { type: 'email' | 'phone'; code: string } & GrantFieldsJSON,
  VerificationJSON,
  'protected',
  ProtectedErrorCode | 'invalid_credentials'
> = { method: 'POST', path: '/api/v1/step_up/verify', auth: 'protected' }

// ── Embedded wallet devices and on-ramp ──────────────────────────────────────
/** One live device key of a wallet, as listed. */
export interface WalletDeviceJSON {
  id: string
  /** The key's JWK thumbprint (RFC 7638). */
  thumbprint: string
  created_at: number
  last_used_at: number | null
}
/** The wallet's live device keys (`address` checksummed or lower case). */
export const WALLET_DEVICES: Endpoint<
  NoBody,
  { devices: WalletDeviceJSON[] },
  'protected',
  ProtectedErrorCode | 'wallet_not_owned'
> = { method: 'GET', path: '/api/v1/embedded_wallets/:address/devices', auth: 'protected' }
/** Revokes one device key; answers with the devices left. */
export const WALLET_DEVICE_REVOKE: Endpoint<
  NoBody,
  { devices: WalletDeviceJSON[] },
  'protected',
  GuardedErrorCode | 'wallet_not_owned'
> = { method: 'DELETE', path: '/api/v1/embedded_wallets/:address/devices/:id', auth: 'protected' }
/**
 * Links the smart account (`config.smartWallets`) of the caller's own embedded wallet (`:address`, the owner), as a
 * `smart_wallet` account: one per user; linking the same account again answers the user unchanged.
 */
export const SMART_WALLET_LINK: Endpoint<
  { address: string; smart_wallet_type: string },
  UserResponseJSON,
  'protected',
  ProtectedErrorCode | 'already_linked' | 'linked_to_another_user'
> = { method: 'POST', path: '/api/v1/embedded_wallets/:address/smart_wallet', auth: 'protected' }
/** Signs the fiat on-ramp's widget URL. */
export const ON_RAMP_SIGN: Endpoint<
  { address: string; config?: Record<string, unknown> },
  MoonpaySignJSON,
  'protected',
  ProtectedErrorCode | 'on_ramp_disabled' | 'on_ramp_not_configured'
> = { method: 'POST', path: '/api/v1/plugins/moonpay_on_ramp/sign', auth: 'protected' }
