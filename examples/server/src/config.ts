/** Server and per-app configuration. */

import { randomBytes } from 'node:crypto'
import { OAUTH_PROVIDERS as CLIENT_OAUTH_PROVIDERS } from '@latch/core/protocol'
import type { DeliverySettings } from './delivery/settings'
import type { PaymasterConfig } from './paymaster/config'
import type { SponsorshipPolicy } from './paymaster/policy'
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_BASE_MS } from './webhooks/schedule'

/** An app's test accounts: the recipients and their one code. */
export interface TestAccounts {
  emails: string[]
  phones: string[]
  /** Six digits. */
  code: string
}

/** Configuration of the price API (`price.ts`). */
export interface PriceApiConfig {
  /** URL template, e.g. 'https://api.coinbase.com/v2/prices/{symbol}-USD/spot'. */
  url: string
  /** How long an answer (a price or a 404) is reused. @default 60 */
  ttlSeconds?: number
  /** Upstream timeout. @default 5000 */
  timeoutMs?: number
  /** A failing source keeps serving the last good price this long after it expired. @default 600 */
  staleIfErrorSeconds?: number
  /** Tests inject their fetch. @default globalThis.fetch */
  fetch?: typeof fetch
  /**
   * The symbols the price API is asked about; any other answers 404 at once, without an upstream call (a caller
   * cannot spend the server's upstream quota on made-up symbols). @default DEFAULT_PRICE_SYMBOLS
   */
  symbols?: readonly string[]
}
/** The social providers: the client's list (core), so the two cannot drift. */
export const OAUTH_PROVIDERS = CLIENT_OAUTH_PROVIDERS
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** Per-app settings, stored as JSON with the app. */
export interface AppSettings {
  /** Origins (scheme://host[:port]) allowed for CORS and SIWE domains. */
  allowedOrigins: string[]
  /**
   * Pages an OAuth login may return to, matched as exact strings (an added query or hash, a trailing slash, a case
   * change is refused). @default each allowed origin's root page ('<origin>/')
   */
  oauthRedirectUrls?: string[]
  logoUrl: string | null
  accentColor: string | null
  showWalletLoginFirst: boolean
  emailAuth: boolean
  smsAuth: boolean
  walletAuth: boolean
  /** Passkey login ('Continue with a passkey'; discoverable credentials, no email first). @default false */
  passkeyAuth?: boolean
  /**
   * The WebAuthn relying party id: a domain that every page using passkeys is on or under (`example.com` for
   * `app.example.com` and `www.example.com`), so one passkey works on all of them. @default each page's own host
   * name (an allowed origin's)
   */
  passkeyRpId?: string | null
  /**
   * Guest accounts ('Continue as guest': a user with no login method, who may link one later and keeps the same
   * id and wallet). Set with `latch-server apps update APP_ID --guests on`. @default false
   */
  guestAuth?: boolean
  /**
   * How long a guest account may stay unused (no session started or refreshed) before the cleanup job deletes it
   * with everything of it, in seconds. Set with `--guest-idle-days N`. @default 2592000 (30 days)
   */
  guestIdleTtl?: number
  /** Providers whose login is on. */
  oauthProviders: OAuthProvider[]
  /**
   * This app's own client registration at a provider, over the server's `LATCH_OAUTH_<PROVIDER>_*`. Set with
   * `latch-server apps update APP_ID --oauth PROVIDER --client-id ID --client-secret-file FILE`.
   */
  oauthCredentials?: Partial<Record<OAuthProvider | OidcProviderId, AppOAuthCredential>>
  termsUrl: string | null
  privacyUrl: string | null
  embeddedWallet: {
    createOnLogin: 'users-without-wallets' | 'all-users' | 'off'
    requireUserPasswordOnCreate: boolean
  }
  walletConnectProjectId: string | null
  fiatOnRampEnabled: boolean
  captchaEnabled: boolean
  captchaSiteKey: string | null
  /** Turnstile secret used to verify captcha tokens server-side (required when captcha is on outside dev mode). */
  captchaSecret?: string | null
  /** Telegram login (the Login Widget or a Mini App's initData, see methods/telegram). Off when absent. */
  telegramAuth?: boolean
  /**
   * This app's Telegram bot token, sealed with the data key, over the server's `LATCH_TELEGRAM_BOT_TOKEN`. Set with
   * `latch-server apps update APP_ID --telegram-bot-token-file FILE`.
   */
  telegramBotToken?: string | null
  /** SMS codes this app may send per day (all recipients). @default 1000 */
  smsDailyBudget?: number
  /** Calling codes SMS may go to, e.g. ['1', '44']; empty or absent means every country. */
  smsAllowedCountryCodes?: string[]
  /** Analytics events this app may store per day. @default 100000 */
  analyticsDailyQuota?: number
  /**
   * Emails and phone numbers that log in with one fixed code (an app store's reviewer): nothing is sent to them,
   * every use is in the security log. Off when absent. See test-accounts.ts.
   */
  testAccounts?: TestAccounts | null
  /**
   * Where webhook events go (POST, Standard Webhooks signatures); null: none are sent. Set with
   * `latch-server apps update APP_ID --webhook-url URL`, which also makes the secret.
   */
  webhookUrl?: string | null
  /** The signing secret ('whsec_...'; sealed with the data key when the CLI made it). */
  webhookSecret?: string | null
  twitterOAuthOnMobile: boolean
  mfaMethods: Array<'sms' | 'totp' | 'passkey'>
  allowlist: {
    /** When on, logins must match one of the lists. */
    enabled: boolean
    emails: string[]
    phones: string[]
    wallets: string[]
    errorTitle: string | null
    errorDetail: string | null
    ctaText: string | null
    ctaLink: string | null
  }
  /** Custom JWT login: verified against a JWKS URL or a PEM SPKI public key. */
  customAuth: {
    enabled: boolean
    jwksUrl: string | null
    publicKeyPem: string | null
    /** Algorithm of `publicKeyPem`. @default 'RS256' */
    algorithm: string
    issuer: string | null
    audience: string | null
    /** Claim holding the user id. @default 'sub' */
    userIdClaim: string
  } | null
  /** Gas sponsorship by the server's paymaster (see src/paymaster): off when absent. */
  sponsorship?: SponsorshipPolicy
}

/** One app's client registration at a provider (see src/oauth/credentials.ts). */
export interface AppOAuthCredential {
  clientId: string
  /**
   * The client secret, sealed with the data key when the CLI set it (a plain one is read as given). Apple: the
   * team's ES256 private key (the .p8 file), which signs a short-lived client secret at each login.
   */
  clientSecret: string
  /** Sign in with Apple: the team id. */
  appleTeamId?: string
  /** Sign in with Apple: the id of the team key in `clientSecret`. */
  appleKeyId?: string
  /** A generic OpenID Connect provider (keyed `oidc:<id>`): where it is and how the landing shows it. */
  oidc?: AppOidcProvider
}

/**
 * A generic OpenID Connect provider's name in the API: `oidc:<id>`, the id lower-case letters, digits and '-' (at most
 * 32). Its accounts are of type `oidc:<id>_oauth`, keyed by the id_token's `sub`.
 */
export type OidcProviderId = `oidc:${string}`

/** An app's own OpenID Connect provider (Okta, Auth0, Keycloak, Azure AD, Google Workspace...): see src/oauth/oidc.ts. */
export interface AppOidcProvider {
  /** The issuer identifier; its discovery document is `<issuer>/.well-known/openid-configuration`. */
  issuer: string
  /** The name people see ('Continue with Acme SSO', 'Could not sign in with Acme SSO'). */
  name: string
  /** An https URL of the button's icon. */
  icon?: string
  /** Extra authorization request parameters (`hd=example.com` for Google Workspace: the id_token must carry it too). */
  params?: Record<string, string>
}

/** An app to create (or update) on start. */
export interface AppSeed {
  id: string
  name: string
  settings?: Partial<AppSettings>
}

/**
 * One social provider's client registration. The endpoints default to the provider's own (see
 * `PROVIDER_DEFAULTS` in src/oauth/providers.ts); dev mode and tests point them at local fakes.
 */
export interface OAuthProviderConfig {
  /** The client id (TikTok calls it the client key). */
  clientId: string
  /** The client secret. Apple: leave it out and give `apple`, which signs a short-lived secret per exchange. */
  clientSecret?: string
  /** Scopes, space-separated. @default the provider's login scopes (e.g. 'read:user user:email' for GitHub) */
  scope?: string
  /** @default the provider's authorization endpoint */
  authorizationEndpoint?: string
  /** @default the provider's token endpoint */
  tokenEndpoint?: string
  /** The user call of OAuth 2.0 providers (GitHub `/user`, Discord `/users/@me`, X `/2/users/me`, TikTok `/v2/user/info/`). */
  userInfoEndpoint?: string
  /** GitHub's `/user/emails`. */
  emailsEndpoint?: string
  /** OpenID Connect providers (Google, Apple, LinkedIn): the id_token's issuer. */
  issuer?: string
  /** OpenID Connect providers: the provider's key set. */
  jwksUri?: string
  /** Sign in with Apple: the team id, key id and PKCS#8 PEM private key that sign the client secret (ES256). */
  apple?: { teamId: string; keyId: string; privateKey: string }
}

export interface RateLimit {
  max: number
  windowSeconds: number
}

export interface RateLimits {
  /** Codes sent to one email or phone number. */
  codePerRecipient: RateLimit
  /** Code sends from one IP. */
  codePerIp: RateLimit
  /** Code checks, SIWE, OAuth and custom JWT logins from one IP. */
  authPerIp: RateLimit
  /**
   * Guest accounts made from one IP (on top of `authPerIp`, which a guest login counts in too): tighter, since each
   * one is a new user row that lives until the app's guest idle time. @default 10 an hour
   */
  guestPerIp: RateLimit
  /** Session refreshes (and analytics events) from one IP. */
  refreshPerIp: RateLimit
  /** MFA code checks for one user. */
  mfaPerUser: RateLimit
  /** Token price look-ups (GET /api/v1/token_price) from one IP. */
  pricePerIp?: RateLimit
  /**
   * Wrong one-time codes for one recipient (email, phone) from one client IP over a long window; a resend does not
   * reset it. Over it that IP is locked out for the recipient (429 with Retry-After), even with the right code; the
   * recipient's own login from another IP still works, so a stranger cannot aim the lockout at a victim.
   */
  codeFailuresPerRecipientIp: RateLimit
  /**
   * Ceiling of wrong codes for one recipient over all IPs (a botnet guessing from many addresses): well above the
   * per-IP count. Reaching it takes many code sends, and each send needs the app's captcha when it has one.
   */
  codeFailuresPerRecipient: RateLimit
  /** Wrong MFA codes (SMS and authenticator) for one user over a long window; locks MFA out the same way. */
  mfaFailuresPerUser: RateLimit
  /** Server API calls (host backends, app secret) per app. */
  serverApiPerApp: RateLimit
  /** Server API calls with wrong credentials from one IP; over it every server API call from that IP is 429. */
  serverApiFailuresPerIp: RateLimit
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  codePerRecipient: { max: 5, windowSeconds: 600 },
  codePerIp: { max: 30, windowSeconds: 600 },
  authPerIp: { max: 60, windowSeconds: 60 },
  refreshPerIp: { max: 300, windowSeconds: 60 },
  guestPerIp: { max: 10, windowSeconds: 3600 },
  mfaPerUser: { max: 10, windowSeconds: 300 },
  // 4 resend cycles of 5 wrong tries lock one IP out of a recipient for the hour; over all IPs at most 100
  // failed guesses per recipient per hour (odds of 1 in 10 000 for a 6-digit code).
  codeFailuresPerRecipientIp: { max: 20, windowSeconds: 3600 },
  codeFailuresPerRecipient: { max: 100, windowSeconds: 3600 },
  mfaFailuresPerUser: { max: 20, windowSeconds: 3600 },
  serverApiPerApp: { max: 600, windowSeconds: 60 },
  serverApiFailuresPerIp: { max: 20, windowSeconds: 600 },
}

/** A one-time code to send (`kind` is 'code'; older callers may leave it out). */
export interface CodeMessage {
  kind?: 'code'
  appId: string
  channel: 'email' | 'sms'
  to: string
  flow: string
  code: string
  /** The person's locale when the request told it (Accept-Language), e.g. 'fr'; the message reads in it. */
  locale?: string
}

/**
 * A security notice (a login method linked or removed, MFA on or off, a wallet exported or recovered, every session
 * signed out): what happened, when, by which method and from which IP. Never a token, a code or a key.
 */
export interface NoticeMessage {
  kind: 'notice'
  appId: string
  channel: 'email' | 'sms'
  to: string
  /** The security event (`link`, `unlink`, `mfa_enrolled`...). */
  event: string
  subject: string
  text: string
  /** When it happened (unix seconds), the method (a login-method or MFA type) and the client IP: the notice's parts. */
  at?: number
  method?: string | null
  ip?: string
  /** The person's locale when the request told it. */
  locale?: string
}

export type DeliverMessage = CodeMessage | NoticeMessage

/**
 * Where one-time codes and security notices go (one path: an operator's email/SMS sender handles both kinds). In
 * dev mode they land in the outbox.
 */
export type Deliver = (m: DeliverMessage) => Promise<void>
/** @deprecated the same function as `Deliver` (it also gets notices: check `m.kind`). */
export type DeliverCode = Deliver

export interface ServerConfig {
  /**
   * PostgreSQL URL (`LATCH_DATABASE_URL`, postgres://user:password@host:5432/database): the engine for one or
   * several instances. Unset: SQLite in `dataDir`.
   */
  databaseUrl?: string
  /** Data folder for the SQLite file (and the dev-mode data key); undefined means in memory. */
  dataDir?: string
  /**
   * Dev mode: /dev/outbox, the local OIDC provider, the seeded demo app, the static token price table, the local
   * captcha verifier. Refused when NODE_ENV is production or the server listens on a non-loopback address.
   */
  devMode: boolean
  /** Token of GET /dev/outbox (header `x-latch-outbox-token` or query `token`). @default random per start */
  devOutboxToken: string
  /**
   * Key (32 bytes, base64 or hex) that encrypts secrets at rest (TOTP secrets) and keys the one-time code HMAC.
   * Required outside dev mode; in dev mode one is generated and kept in the data folder.
   */
  dataKey?: string
  /**
   * Older data keys (`LATCH_DATA_KEY_PREVIOUS`: comma-separated, same encodings) that still open the values they
   * sealed and check the codes they hashed, while `latch-server keys reseal` moves everything to `dataKey`.
   */
  dataKeyPrevious?: string
  /** Public base URL of this server (OAuth callback); set by startServer once it listens. */
  publicUrl: string
  /** `iss` of access tokens. @default 'latch' */
  issuer: string
  /** Access token life in seconds. @default 3600 */
  accessTokenTtl: number
  /** Refresh token (session) life in seconds. @default 30 days */
  refreshTokenTtl: number
  /** Window in seconds in which a rotated refresh token still returns the current pair. @default 10 */
  refreshReuseGrace: number
  /** One-time code life in seconds. @default 600 */
  codeTtl: number
  /** Wrong tries that kill a code. @default 5 */
  codeMaxAttempts: number
  /** SIWE nonce life in seconds (at most 600). @default 600 */
  nonceTtl: number
  rateLimits: RateLimits
  /** Trust X-Forwarded-For for the client IP (behind a proxy, or in tests). @default false */
  trustProxy: boolean
  /**
   * Proxies in front of this server that append to X-Forwarded-For: the client IP is the entry this many places
   * from the right. @default 1
   */
  trustProxyHops: number
  /** Largest age (from `iat`) of a custom auth JWT, in seconds. @default 3600 */
  customJwtMaxAge: number
  /** Turnstile siteverify endpoint. @default 'https://challenges.cloudflare.com/turnstile/v0/siteverify' */
  captchaVerifyUrl: string
  /** Largest analytics payload (JSON bytes). @default 4096 */
  maxAnalyticsBytes: number
  /** Seconds between cleanup passes of a started server (0 turns the job off). @default 600 */
  cleanupIntervalSeconds: number
  /**
   * How long an MFA verification of a session counts as fresh: the auth share, removing a method and enrolling
   * another need one younger than this once the user has a method. @default 600
   */
  mfaFreshnessSeconds: number
  /**
   * How long after a login a session counts as freshly signed in (unlinking without MFA, new-device registration);
   * a refresh or a fork does not renew it. @default 600
   */
  freshLoginSeconds: number
  /** Live sessions a user may have; a new one revokes the oldest beyond it. @default 50 */
  maxSessionsPerUser: number
  /** Life of a passkey (WebAuthn) challenge, in seconds; each is single use. @default 300 */
  passkeyChallengeTtl: number
  /** Passkeys a user may register. @default 20 */
  maxPasskeysPerUser: number
  /** Body size limit in bytes. @default 65536 */
  maxBodyBytes: number
  oauthProviders: Partial<Record<OAuthProvider, OAuthProviderConfig>>
  /**
   * Time a provider's token or user call may take; past it the login fails with `oauth_failed` (and the state is
   * spent). @default 10000
   */
  oauthTimeoutMs: number
  /** Base delay of the webhook retry schedule (doubling, 15 tries, about a day at the default). @default 5000 */
  webhookRetryBaseMs: number
  /** Tries per webhook delivery before it is dead. @default 15 */
  webhookMaxAttempts: number
  /** Time an endpoint has to answer one webhook try. @default 10000 */
  webhookTimeoutMs: number
  /**
   * Dev mode only (refused otherwise; `LATCH_ALLOW_PRIVATE_WEBHOOK_URLS=1`): webhook URLs may reach loopback,
   * private and link-local addresses (a receiver on 127.0.0.1). Off, they are refused when set and at delivery,
   * after DNS resolution (webhooks/destination.ts). @default false
   */
  allowPrivateWebhookUrls: boolean
  /** Token prices for GET /api/v1/token_price, keyed by upper-case symbol. */
  tokenPrices: Record<string, number>
  /** Production price source of GET /api/v1/token_price (`LATCH_PRICE_API_URL`); null uses `tokenPrices`. */
  priceApi: PriceApiConfig | null
  /**
   * Card on-ramp (MoonPay): publishable and secret keys per mode, and the widget base URLs. Without URLs, dev mode
   * uses the server's stand-in (`/dev/moonpay`), otherwise MoonPay's own hosts. (The client reads the status API
   * itself, with its own base URL.)
   */
  moonpay: {
    apiKey: string
    sandboxApiKey: string
    secretKey: string | null
    sandboxSecretKey?: string | null
    /** Live widget base URL. @default 'https://buy.moonpay.com' (dev mode: the stand-in's widget) */
    widgetUrl?: string
    /** Sandbox widget base URL. @default 'https://buy-sandbox.moonpay.com' (dev mode: the stand-in's widget) */
    sandboxWidgetUrl?: string
  }
  /**
   * Dev mode only: the local chain (the demo's hardhat node) that a completed stand-in card payment credits. The
   * bought ETH is sent there from a funded dev account. Null: a completed stand-in payment moves nothing.
   */
  devChain: DevChainConfig | null
  apps: AppSeed[]
  /**
   * Where codes and security notices are delivered, for embedders: when given it wins over `delivery`. A throw is
   * retried like an adapter's failure (an `HttpError` it throws is answered as is). Unset: the adapters of
   * `delivery`, else the dev outbox in dev mode.
   */
  deliver?: Deliver
  /**
   * Delivery adapters (LATCH_SMTP_*, LATCH_SMS_*, LATCH_DELIVERY_*): SMTP for email, an SMS provider's HTTP API
   * (Twilio's shape) for SMS, a signed HTTP hook for a channel without one; tries and timeouts.
   */
  delivery?: DeliverySettings
  /**
   * The wallet frame program bundled into /embedded-wallets/frame.js (its entry file); /api/ready checks that it
   * builds. @default core's src/embedded-wallet/frame/index.ts
   */
  walletFrameEntry?: string
  /** Clock in ms; tests move it. */
  now: () => number
  /** Request log lines (never tokens, codes, keys or query strings); used when there is no `logger`. */
  log: (line: string) => void
  /** Structured logs (pino; `main.ts` makes one writing JSON lines to stdout). Unset: text lines to `log`. */
  logger?: import('pino').Logger
  /** Bearer token of GET /metrics (`LATCH_METRICS_TOKEN`); unset: /metrics is not served (404). */
  metricsToken?: string
  /** The Telegram bot token of apps without their own (`LATCH_TELEGRAM_BOT_TOKEN`). */
  telegramBotToken?: string
  /** On close (SIGTERM), how long in-flight requests may take before their connections are cut. @default 10000 */
  shutdownTimeoutMs: number
  /**
   * PostgreSQL: how long one storage call may take before it fails as 503 `database_unavailable`
   * (`LATCH_DATABASE_TIMEOUT_MS`). Unset: the engine's default (5000).
   */
  databaseTimeoutMs?: number
  /**
   * The ERC-7677 paymaster service (`POST /api/v1/paymaster`): the VerifyingPaymaster contract per chain id and how
   * long a signed answer stays valid. Null: no paymaster route.
   */
  paymaster?: PaymasterConfig | null
}

export const DEMO_APP_ID = 'latchdemoapp0000000000001'

export const DEV_TOKEN_PRICES: Record<string, number> = {
  ETH: 3000,
  WETH: 3000,
  MATIC: 0.5,
  POL: 0.5,
  AVAX: 25,
  CELO: 0.6,
  FIL: 4,
  USDC: 1,
  USDT: 1,
  DAI: 1,
}

export function defaultAppSettings(overrides: Partial<AppSettings> = {}): AppSettings {
  return {
    allowedOrigins: [],
    logoUrl: null,
    accentColor: null,
    showWalletLoginFirst: false,
    emailAuth: true,
    smsAuth: false,
    walletAuth: false,
    oauthProviders: [],
    termsUrl: null,
    privacyUrl: null,
    embeddedWallet: { createOnLogin: 'off', requireUserPasswordOnCreate: false },
    walletConnectProjectId: null,
    fiatOnRampEnabled: false,
    captchaEnabled: false,
    captchaSiteKey: null,
    twitterOAuthOnMobile: false,
    mfaMethods: [],
    allowlist: {
      enabled: false,
      emails: [],
      phones: [],
      wallets: [],
      errorTitle: null,
      errorDetail: null,
      ctaText: null,
      ctaLink: null,
    },
    customAuth: null,
    ...overrides,
  }
}

/**
 * Origins of the example hosts: Vite's defaults (5173 dev, 4173 preview) and the examples' own ports
 * (default-ui 5740/41740, custom-ui 5741/41741, custom-theme 5742/41742, wagmi 5744/41744, Next.js 5745), on
 * 127.0.0.1 and localhost.
 */
export const DEMO_ORIGINS = [5173, 4173, 5740, 5741, 5742, 5744, 5745, 41740, 41741, 41742, 41744].flatMap(
  (port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
)

/** The seeded demo app: every login method on; `extraOrigins` are allowed too. */
export function demoAppSeed(extraOrigins: string[] = []): AppSeed {
  return {
    id: DEMO_APP_ID,
    name: 'Latch Demo',
    settings: {
      allowedOrigins: [...new Set([...DEMO_ORIGINS, ...extraOrigins])],
      emailAuth: true,
      smsAuth: true,
      walletAuth: true,
      passkeyAuth: true,
      telegramAuth: true,
      oauthProviders: [...OAUTH_PROVIDERS],
      embeddedWallet: { createOnLogin: 'users-without-wallets', requireUserPasswordOnCreate: false },
      fiatOnRampEnabled: true,
      mfaMethods: ['sms', 'totp', 'passkey'],
      termsUrl: 'https://example.com/terms',
      privacyUrl: 'https://example.com/privacy',
    },
  }
}

/** `LATCH_RATE_LIMIT_SCALE`: a positive finite multiplier of every limit (unset means 1). */
export function parseRateLimitScale(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 1
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) {
    throw new Error(`LATCH_RATE_LIMIT_SCALE must be a positive finite number, not '${value}'`)
  }
  return n
}

/** The local chain a completed stand-in card payment credits (dev mode only). */
export interface DevChainConfig {
  /** Its JSON-RPC url, e.g. 'http://127.0.0.1:8545' (`LATCH_DEV_CHAIN_RPC_URL`). */
  rpcUrl: string
  /** Its chain id: nothing is sent to a node that answers another one (`LATCH_DEV_CHAIN_ID`). @default 31337 */
  chainId: number
  /**
   * The funded dev account the purchases are sent from (`LATCH_DEV_CHAIN_FUNDER_KEY`). @default account #19 of the
   * public hardhat/anvil test mnemonic ('test test … junk'), which a fresh local node funds with 10 000 ETH
   */
  funderKey: `0x${string}` | null
}

/** Turnstile's server-side verification endpoint. */
/** An MFA verification older than this (seconds) is stale by default. */
export const DEFAULT_MFA_FRESHNESS_SECONDS = 600

export const TURNSTILE_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** True for 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase()
  return h === 'localhost' || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h)
}

/** Dev mode serves codes and signs anyone in: refuse it in production or on a reachable address. */
export function assertDevModeAllowed(hostname: string, nodeEnv: string | undefined): void {
  if (nodeEnv === 'production') {
    throw new Error('Dev mode cannot run with NODE_ENV=production (it exposes one-time codes)')
  }
  if (!isLoopbackHost(hostname)) {
    throw new Error(
      `Dev mode listens on loopback addresses only (127.0.0.1, ::1, localhost), not '${hostname}'`,
    )
  }
}

/** What a caller may pass: any config field, and any subset of the rate limits (the rest keep their defaults). */
export type ServerOptions = Omit<Partial<ServerConfig>, 'rateLimits' | 'devChain'> & {
  rateLimits?: Partial<RateLimits>
  /** Dev mode only (refused otherwise): the local chain a completed stand-in payment credits. */
  devChain?: (Pick<DevChainConfig, 'rpcUrl'> & Partial<DevChainConfig>) | null
}

/** The dev chain of `partial`: refused outside dev mode, so a production server can never send from a dev key. */
function resolveDevChain(partial: ServerOptions, devMode: boolean): DevChainConfig | null {
  const given = partial.devChain
  if (!given) return null
  if (!devMode) {
    throw new Error(
      'devChain (LATCH_DEV_CHAIN_RPC_URL) works in dev mode only: it sends from a public dev key',
    )
  }
  if (!/^https?:\/\//.test(given.rpcUrl))
    throw new Error(`devChain.rpcUrl is not an http(s) url: ${given.rpcUrl}`)
  return { rpcUrl: given.rpcUrl, chainId: given.chainId ?? 31337, funderKey: given.funderKey ?? null }
}

export function resolveConfig(partial: ServerOptions = {}): ServerConfig {
  const devMode = partial.devMode ?? false
  const devChain = resolveDevChain(partial, devMode)
  if (partial.allowPrivateWebhookUrls && !devMode) {
    throw new Error('allowPrivateWebhookUrls is a dev mode setting (webhooks to private addresses)')
  }
  return {
    databaseUrl: partial.databaseUrl,
    dataDir: partial.dataDir,
    devMode,
    devOutboxToken: partial.devOutboxToken ?? (devMode ? randomBytes(24).toString('base64url') : ''),
    dataKey: partial.dataKey,
    dataKeyPrevious: partial.dataKeyPrevious,
    publicUrl: partial.publicUrl ?? 'http://127.0.0.1:8787',
    issuer: partial.issuer ?? 'latch',
    accessTokenTtl: partial.accessTokenTtl ?? 3600,
    refreshTokenTtl: partial.refreshTokenTtl ?? 30 * 24 * 3600,
    refreshReuseGrace: partial.refreshReuseGrace ?? 10,
    codeTtl: partial.codeTtl ?? 600,
    codeMaxAttempts: partial.codeMaxAttempts ?? 5,
    nonceTtl: Math.min(partial.nonceTtl ?? 600, 600),
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...partial.rateLimits },
    trustProxy: partial.trustProxy ?? false,
    trustProxyHops: partial.trustProxyHops ?? 1,
    customJwtMaxAge: partial.customJwtMaxAge ?? 3600,
    captchaVerifyUrl: partial.captchaVerifyUrl ?? TURNSTILE_VERIFY_URL,
    maxAnalyticsBytes: partial.maxAnalyticsBytes ?? 4096,
    cleanupIntervalSeconds: partial.cleanupIntervalSeconds ?? 600,
    mfaFreshnessSeconds: partial.mfaFreshnessSeconds ?? DEFAULT_MFA_FRESHNESS_SECONDS,
    freshLoginSeconds: partial.freshLoginSeconds ?? 600,
    maxSessionsPerUser: partial.maxSessionsPerUser ?? 50,
    passkeyChallengeTtl: partial.passkeyChallengeTtl ?? 300,
    maxPasskeysPerUser: partial.maxPasskeysPerUser ?? 20,
    maxBodyBytes: partial.maxBodyBytes ?? 64 * 1024,
    oauthProviders: partial.oauthProviders ?? {},
    oauthTimeoutMs: partial.oauthTimeoutMs ?? 10_000,
    webhookRetryBaseMs: partial.webhookRetryBaseMs ?? WEBHOOK_RETRY_BASE_MS,
    webhookMaxAttempts: partial.webhookMaxAttempts ?? WEBHOOK_MAX_ATTEMPTS,
    webhookTimeoutMs: partial.webhookTimeoutMs ?? 10_000,
    allowPrivateWebhookUrls: partial.allowPrivateWebhookUrls ?? false,
    tokenPrices: partial.tokenPrices ?? (devMode ? DEV_TOKEN_PRICES : {}),
    paymaster: partial.paymaster ?? null,
    priceApi: partial.priceApi ?? null,
    moonpay: partial.moonpay ?? { apiKey: 'pk_live_demo', sandboxApiKey: 'pk_test_demo', secretKey: null },
    devChain,
    apps: partial.apps ?? (devMode ? [demoAppSeed()] : []),
    deliver: partial.deliver,
    delivery: partial.delivery,
    walletFrameEntry: partial.walletFrameEntry,
    now: partial.now ?? (() => Date.now()),
    log: partial.log ?? (() => {}),
    logger: partial.logger,
    metricsToken: partial.metricsToken,
    telegramBotToken: partial.telegramBotToken,
    shutdownTimeoutMs: partial.shutdownTimeoutMs ?? 10_000,
    databaseTimeoutMs: partial.databaseTimeoutMs,
  }
}
