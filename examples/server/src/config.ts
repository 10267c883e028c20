/** Server and per-app configuration. */

/** The seven social providers of SPEC.md section 1. */
export const OAUTH_PROVIDERS = [
  'apple',
  'discord',
  'github',
  'google',
  'linkedin',
  'twitter',
  'tiktok',
] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** Per-app settings, stored as JSON with the app. */
export interface AppSettings {
  /** Origins (scheme://host[:port]) allowed for CORS, `redirect_to` and SIWE domains. */
  allowedOrigins: string[]
  logoUrl: string | null
  accentColor: string | null
  showWalletLoginFirst: boolean
  emailAuth: boolean
  smsAuth: boolean
  walletAuth: boolean
  /** Providers whose login is on. */
  oauthProviders: OAuthProvider[]
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
  twitterOAuthOnMobile: boolean
  mfaMethods: Array<'sms' | 'totp'>
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
}

/** An app to create (or update) on start. */
export interface AppSeed {
  id: string
  name: string
  settings?: Partial<AppSettings>
}

/** An OIDC provider configuration for one social provider name. */
export interface OidcProviderConfig {
  issuer: string
  authorizationEndpoint: string
  tokenEndpoint: string
  jwksUri: string
  clientId: string
  clientSecret?: string
  scope?: string
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
  /** Session refreshes (and analytics events) from one IP. */
  refreshPerIp: RateLimit
  /** MFA code checks for one user. */
  mfaPerUser: RateLimit
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  codePerRecipient: { max: 5, windowSeconds: 600 },
  codePerIp: { max: 30, windowSeconds: 600 },
  authPerIp: { max: 60, windowSeconds: 60 },
  refreshPerIp: { max: 300, windowSeconds: 60 },
  mfaPerUser: { max: 10, windowSeconds: 300 },
}

/** Where one-time codes go. In dev mode they land in the outbox. */
export type DeliverCode = (m: {
  appId: string
  channel: 'email' | 'sms'
  to: string
  flow: string
  code: string
}) => Promise<void>

export interface ServerConfig {
  /** Data folder for the SQLite file; undefined means in memory. */
  dataDir?: string
  /** Dev mode: /dev/outbox, the local OIDC provider, the seeded demo app, the static token price table. */
  devMode: boolean
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
  /** Body size limit in bytes. @default 65536 */
  maxBodyBytes: number
  oauthProviders: Partial<Record<OAuthProvider, OidcProviderConfig>>
  /** Token prices for GET /api/v1/token_price, keyed by upper-case symbol. */
  tokenPrices: Record<string, number>
  moonpay: { apiKey: string; sandboxApiKey: string; secretKey: string | null }
  apps: AppSeed[]
  /** Where codes are delivered (outbox in dev mode). */
  deliver?: DeliverCode
  /** Clock in ms; tests move it. */
  now: () => number
  /** Request log lines (never tokens, codes, keys or query strings). */
  log: (line: string) => void
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
 * (default-ui 5740/41740, custom-ui 5741/41741, custom-theme 5742/41742), on 127.0.0.1 and localhost.
 */
export const DEMO_ORIGINS = [5173, 4173, 5740, 5741, 5742, 41740, 41741, 41742].flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
])

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
      oauthProviders: [...OAUTH_PROVIDERS],
      embeddedWallet: { createOnLogin: 'users-without-wallets', requireUserPasswordOnCreate: false },
      fiatOnRampEnabled: true,
      mfaMethods: ['sms', 'totp'],
      termsUrl: 'https://example.com/terms',
      privacyUrl: 'https://example.com/privacy',
    },
  }
}

export function resolveConfig(partial: Partial<ServerConfig> = {}): ServerConfig {
  const devMode = partial.devMode ?? false
  return {
    dataDir: partial.dataDir,
    devMode,
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
    maxBodyBytes: partial.maxBodyBytes ?? 64 * 1024,
    oauthProviders: partial.oauthProviders ?? {},
    tokenPrices: partial.tokenPrices ?? (devMode ? DEV_TOKEN_PRICES : {}),
    moonpay: partial.moonpay ?? { apiKey: 'pk_live_demo', sandboxApiKey: 'pk_test_demo', secretKey: null },
    apps: partial.apps ?? (devMode ? [demoAppSeed()] : []),
    deliver: partial.deliver,
    now: partial.now ?? (() => Date.now()),
    log: partial.log ?? (() => {}),
  }
}
