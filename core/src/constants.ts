/**
 * Every business constant, once. Durations are in milliseconds unless the name says otherwise.
 */

import { OAUTH_PROVIDERS } from './protocol/providers'
import { IDEMPOTENT_PATHS, NON_REPEATABLE_PATHS } from './protocol/retries'

/** Client version sent in the `privy-client` header (`latch:<version>`). */
export const SDK_VERSION = '1.51.1'
/** Prefix of the client header value. */
export const CLIENT_NAME = 'latch'

// ── API ──────────────────────────────────────────────────────────────────────
/** API request timeout. */
export const API_TIMEOUT_MS = 20_000
/** Retries after the first try on network errors, timeouts and 5xx (never on 4xx). */
export const API_RETRIES = 3
/** Delay before the first API retry; each later retry doubles it, plus up to half again of random jitter. */
export const API_RETRY_DELAY_MS = 500
/** Wallet RPC timeout default, configurable per wallet type. */
export const WALLET_RPC_TIMEOUT_MS = 120_000
/** Default polling delay. */
export const POLLING_DELAY_MS = 150
/** Default polling attempts. */
export const POLLING_MAX_ATTEMPTS = 270

// ── Session ──────────────────────────────────────────────────────────────────
/** A token counts as expired this many seconds before its `exp`. */
export const TOKEN_EXPIRY_MARGIN_S = 30
/** Refresh token cookie lifetime, in days. */
export const REFRESH_TOKEN_LIFETIME_DAYS = 30
/** How long to wait for injected (browser) wallet providers to announce themselves. */
export const INJECTED_PROVIDER_DETECTION_MS = 3000

// ── Lengths ──────────────────────────────────────────────────────────────────
/** One-time login code length. */
export const CODE_LENGTH = 6
/** Minimum recovery password length. */
export const PASSWORD_MIN_LENGTH = 6
/** Length of an app ID. */
export const APP_ID_LENGTH = 25

// ── Modal timings ────────────────────────────────────────────────────────────
/** Modal auto-close after a successful login. */
export const MODAL_AUTO_CLOSE_MS = 1400
/** Subtracted from the auto-close delay before wallet-creation navigation when rendered in a dialog. */
export const IN_DIALOG_NAVIGATION_REDUCTION_MS = 500
/** Hide delay of the modal (exit animation). */
export const MODAL_HIDE_DELAY_MS = 200
/** The landing view reverts to its default view this long after closing. */
export const LANDING_RESET_DELAY_MS = 150
/** The modal is a bottom drawer at or below this viewport width (px). */
export const MODAL_DRAWER_BREAKPOINT_PX = 440
/** Modal width on wider viewports (px). */
export const MODAL_WIDTH_PX = 360
/** Logo maximum size (px). */
export const LOGO_MAX_WIDTH_PX = 180
export const LOGO_MAX_HEIGHT_PX = 90
/** EMBEDDED_WALLET_CREATED_SCREEN closes after this. */
export const CREATED_SCREEN_CLOSE_MS = 2500
/** Sign request success closes after this. */
export const SIGN_SUCCESS_CLOSE_MS = 1400
/** The connecting screen shows at least this long before key export. */
export const CONNECTING_SCREEN_MIN_MS = 1000
/** Delay after a wallet is created. */
export const POST_CREATE_WALLET_DELAY_MS = 250
/** A download link's object URL is revoked after this. */
export const DOWNLOAD_LINK_CLEANUP_MS = 5000
/** Phantom interstitial fallback delay. */
export const PHANTOM_INTERSTITIAL_FALLBACK_MS = 1000
/** Delay before a signature prompt for a mobile-connected wallet. */
export const MOBILE_SIGNATURE_PROMPT_DELAY_MS = 2500
/** Copy confirmation duration. */
export const COPY_CONFIRMATION_MS = 1500

// ── Links shown on wallet screens ────────────────────────────────────────────
/** Where Phantom is installed from, when the wallet flow names no other page (INSTALL_PHANTOM_SCREEN). */
export const PHANTOM_INSTALL_URL = 'https://phantom.app/download'
/** The key export screen's guide: how to import a private key into another wallet (MetaMask's help page). */
export const KEY_EXPORT_GUIDE_URL =
  'https://support.metamask.io/start/use-an-existing-wallet/#import-using-a-private-key'

// ── Embedded wallet ──────────────────────────────────────────────────────────
/** The wallet frame must say ready within this. */
export const WALLET_PROXY_INIT_TIMEOUT_MS = 30_000
/** Wait for sign and send. */
export const WALLET_SIGN_AND_SEND_WAIT_MS = 30_000
/** Wallet creation timeout, from the API. */
export const WALLET_CREATE_FROM_API_TIMEOUT_MS = 15_000
/** Wallet creation timeout, from login. */
export const WALLET_CREATE_FROM_LOGIN_TIMEOUT_MS = 30_000
/** Other wallet frame requests (connect, recover, set a recovery password): key rebuilds and share fetches. */
export const WALLET_FRAME_REQUEST_TIMEOUT_MS = 30_000
/** While the frame loads, the ready handshake is re-sent: first after this, then at doubling intervals. */
export const WALLET_FRAME_HANDSHAKE_RETRY_MS = 200
/** The longest interval between two handshakes (a frame that never answers is posted to only a few times). */
export const WALLET_FRAME_HANDSHAKE_RETRY_MAX_MS = 1600
/**
 * A frame whose document has loaded but that has not answered the handshake within this is taken as blocked
 * (a host Content Security Policy without `frame-src` for the server, or an error page in its place).
 */
export const WALLET_FRAME_LOAD_TIMEOUT_MS = 3000
/** After a frame failed to start, the next mount waits this long; each further failure doubles the wait. */
export const WALLET_FRAME_REMOUNT_BACKOFF_MS = 1000
/** The longest wait between two mounts of a frame that keeps failing to start. */
export const WALLET_FRAME_REMOUNT_MAX_BACKOFF_MS = 60_000
/** On logout the old frame gets this long to wipe its memory (`privy:wallet:logout`) before it is removed. */
export const WALLET_FRAME_LOGOUT_GRACE_MS = 500

// ── MFA ──────────────────────────────────────────────────────────────────────
/** Attempts of an MFA-guarded wallet call. */
export const MFA_MAX_ATTEMPTS = 4
/** How long an MFA-guarded call waits for a code. */
export const MFA_CODE_WAIT_MS = 300_000
/**
 * How long any pending request (a signature, a transaction review, a recovery password, a funding prompt) waits for
 * a first answer before it rejects with `request_timeout`: a UI that renders none must not leave the call waiting.
 */
export const REQUEST_WAIT_MS = 300_000

// ── Fiat on-ramp ─────────────────────────────────────────────────────────────
/** Fiat status poll interval. */
export const FIAT_STATUS_POLL_MS = 3000
/** Non-404 failures tolerated before serviceFailure. */
export const FIAT_STATUS_MAX_FAILURES = 3
/** The payment window's name: a second `open` with it navigates the same window (the blank one opened in the click). */
export const ON_RAMP_WINDOW_NAME = 'latch-fiat-on-ramp'
/** The payment window's size (`window.open` features). */
export const ON_RAMP_WINDOW_FEATURES = 'width=420,height=720'

// ── Captcha ──────────────────────────────────────────────────────────────────
/** How long to wait for a captcha token. */
export const CAPTCHA_WAIT_MS = 20_000
/** How often to poll for a captcha token. */
export const CAPTCHA_POLL_MS = 200
/** Default Cloudflare Turnstile script URL. */
export const CAPTCHA_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'

// ── Wallet connection ────────────────────────────────────────────────────────
/** Wallet connect retries before 'Unable to connect wallet'. */
export const WALLET_CONNECT_MAX_RETRIES = 2

// ── Landing ──────────────────────────────────────────────────────────────────
/** Options shown on the landing screen before the overflow entry. */
export const LANDING_MAX_OPTIONS = 4
/** Default phone country. */
export const DEFAULT_COUNTRY = 'US'
/**
 * The fewest digits an accepted phone number has in E.164, country code included (the reference server refuses
 * shorter ones). libphonenumber-js's compact metadata accepts a few shorter numbers its full metadata rejects,
 * such as '1000' in Germany.
 */
export const PHONE_MIN_DIGITS = 7

// ── Appearance ───────────────────────────────────────────────────────────────
export const DEFAULT_THEME = 'light'
export const DEFAULT_ACCENT_COLOR = '#676FFF'
export const DARK_BACKGROUND_COLOR = '#1E1E1D'
export const LIGHT_BACKGROUND_COLOR = '#FFFFFF'
export const SUCCESS_COLOR = '#51BA81'
export const WARN_COLOR = '#FFB74D'
export const ERROR_COLOR = '#EC6351'
/** A background colour with a relative luminance strictly inside this range draws a warning. */
export const BACKGROUND_LUMINANCE_WARN_MIN = 0.2
export const BACKGROUND_LUMINANCE_WARN_MAX = 0.8

// ── QR ───────────────────────────────────────────────────────────────────────
export const QR_DEFAULT_SIZE = 160
export const QR_AUTHENTICATOR_SIZE = 200

// ── Chains ───────────────────────────────────────────────────────────────────
/** Fallback chain id of a non-embedded wallet whose chain query fails. */
export const FALLBACK_CHAIN_ID_HEX = '0x1'
/** Arbitrum max fee multiplier of the last base fee. */
export const ARBITRUM_MAX_FEE_MULTIPLIER = 1.2

// ── Display ──────────────────────────────────────────────────────────────────
export const FIAT_MIN_DISPLAY = 0.01
export const TOKEN_DISPLAY_DECIMALS = 6
export const TOKEN_MIN_DISPLAY = 0.001

// ── Lists ────────────────────────────────────────────────────────────────────
/** Supported wallet names a host may list. */
export const SUPPORTED_WALLET_NAMES = [
  'metamask',
  'coinbase_wallet',
  'rainbow',
  'zerion',
  'phantom',
  'wallet_connect',
  'browser_wallets',
  // Solana wallets of the Wallet Standard (Phantom, Backpack, Solflare, ...), signing in with SIWS; off by default
  'solana_wallets',
] as const
/** Default supported wallets. */
export const DEFAULT_SUPPORTED_WALLETS = [
  'browser_wallets',
  'metamask',
  'coinbase_wallet',
  'rainbow',
  'wallet_connect',
] as const
export { OAUTH_PROVIDERS }
/** Each social provider's display name, as the brand writes it ('GitHub', 'LinkedIn', 'TikTok'). */
export const OAUTH_PROVIDER_NAMES: Readonly<Record<(typeof OAUTH_PROVIDERS)[number], string>> = {
  apple: 'Apple',
  discord: 'Discord',
  github: 'GitHub',
  google: 'Google',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  twitch: 'Twitch',
  instagram: 'Instagram',
  line: 'LINE',
}

// ── Storage keys ─────────────────────────────────────────────────────────────
export const STORAGE_PREFIX = 'latch:'
export const STORAGE_KEYS = {
  token: 'latch:token',
  refreshToken: 'latch:refresh_token',
  forkedToken: 'latch:forked_token',
  clientAnalyticsId: 'latch:caid',
  oauthPending: 'latch:oauth_pending',
  connections: 'latch:connections',
} as const
/** Storage key of the chain an embedded wallet was last switched to (its provider answers eth_chainId with it). */
export const embeddedChainKey = (address: string) => `latch:embedded-chain:${address.toLowerCase()}`
/** Name of the Web Lock that serialises token refreshes across tabs. */
export const REFRESH_LOCK_NAME = 'latch:refresh'
/** Name of the BroadcastChannel that shares session changes across tabs. */
export const SESSION_CHANNEL_NAME = 'latch:session'

// ── Query parameters (wire names keep the privy vocabulary) ───────────────────
export const OAUTH_QUERY_PARAMS = {
  code: 'privy_oauth_code',
  provider: 'privy_oauth_provider',
  state: 'privy_oauth_state',
} as const

// ── External wallets ─────────────────────────────────────────────────────────
/** Query parameters a wallet's in-app browser returns with (read on load, then removed from the address). */
export const WALLET_QUERY_PARAMS = {
  token: 'privy_token',
  connector: 'privy_connector',
  walletClient: 'privy_wallet_client',
} as const
/** Chain id assumed for a non-embedded wallet whose chain query fails, as a number. */
export const FALLBACK_CHAIN_ID = 1
/** How many past wallet connections are remembered. */
export const WALLET_CONNECTION_HISTORY_MAX = 20

// ── Reliability (session and API client under faults) ───────────────────────
/*
 * Refresh across tabs: the arithmetic that keeps a token family alive.
 *
 * The server rotates the refresh token on every use and keeps the old one answering with the current pair for its
 * reuse window G = 10 s (`refreshReuseGrace`); an old token presented later revokes the whole family. So:
 *
 * 1. A lost answer is retried inside G. A refresh try times out after Tr = REFRESH_TIMEOUT_MS (8 s); its one retry
 *    (REFRESH_RETRIES) leaves d = API_RETRY_DELAY_MS plus jitter (0.5 to 0.75 s) later: at most Tr + d = 8.75 s
 *    after the server rotated, < G. A 429 is different: the server refused before rotating, so the retry after its wait is a first use; that
 *    wait is capped at REFRESH_MAX_RETRY_AFTER_MS (2 s) so it cannot stretch the next bound.
 * 2. A live lock holder finishes before a waiter gives up. The longest a tab holds the refresh lock is
 *    H = Tr + max(d, 2 s) + Tr = 18 s; a waiter gives up after W = SESSION_LOCK_TIMEOUT_MS = 20 s > H. A waiter that
 *    gives up (the holder hung, or its document froze) reads the newest stored pair first and refreshes only when
 *    storage still has no usable token; a tab killed while holding the lock frees it at once (the browser releases
 *    the locks of a closed document), and the next tab is granted it.
 * 3. A lock granted after the waiter gave up is released at once: the tab never refreshes twice.
 */
/** Timeout of each refresh try (Tr above): the retry of a lost answer reaches the server inside its reuse window. */
export const REFRESH_TIMEOUT_MS = 8000
/** Retries of a refresh call (one: a second would fall outside the server's reuse window). */
export const REFRESH_RETRIES = 1
/** Longest Retry-After a refresh waits out (a longer 429 goes to the caller): bounds the lock hold time. */
export const REFRESH_MAX_RETRY_AFTER_MS = 2000
/**
 * Longest wait for the cross-tab refresh lock (W above), longer than a live holder can keep it (18 s); after it the
 * tab reads the newest stored pair and refreshes without the lock only if it still needs to, so a lock held by a
 * hung tab never hangs `getAccessToken`.
 */
export const SESSION_LOCK_TIMEOUT_MS = 20_000
/**
 * The longest a tab holds the refresh lock (H above): whatever path the work under it takes (a refused refresh
 * followed by the fork recovery is two exchanges), its calls are aborted at this bound and the caller gets a
 * retryable timeout with the session kept, so a waiting tab never gives up on a live holder.
 */
export const SESSION_LOCK_HOLD_MS = 18_000
/**
 * After waiting for the refresh lock, how long a tab watches storage for the pair the previous holder wrote (other
 * tabs see a localStorage write a moment later) before refreshing itself.
 */
export const LOCK_HANDOFF_WAIT_MS = 300
/**
 * A device clock further than this from the server's (measured from each new token's `iat`) is corrected for token
 * expiry checks; closer, the difference is latency and whole seconds.
 */
export const CLOCK_SKEW_TOLERANCE_MS = 5000
/** `ready()` settles within this bound even when the API hangs; the restore goes on in the background. */
export const SESSION_READY_TIMEOUT_MS = 10_000
/** A 429 whose Retry-After is at most this long is waited out and tried again; a longer one is reported. */
export const MAX_RETRY_AFTER_MS = 10_000
/** Delays before retrying the server logout of a session that was signed out offline. */
export const LOGOUT_RETRY_DELAYS_MS = [5000, 30_000, 120_000] as const
/** Storage key of refresh tokens whose server logout still has to be sent. */
export const PENDING_LOGOUT_STORAGE_KEY = 'latch:pending_logout'
export { NON_REPEATABLE_PATHS }

// ── Headers ──────────────────────────────────────────────────────────────────
export const HEADERS = {
  appId: 'privy-app-id',
  clientAnalyticsId: 'privy-ca-id',
  client: 'privy-client',
  /** One random key per call with an effect, the same on each of its retries: the server acts once. */
  idempotencyKey: 'idempotency-key',
  /** Sent only while the flight recorder runs (`config.debug`): the server logs it as the request's id. */
  requestId: 'x-request-id',
} as const

export { IDEMPOTENT_PATHS }

// ── Chains, gas and price (transactions) ─────────────────────────────────────
// Literal numbers (not CHAIN_IDS.x) below keep every one of these tree-shakable out of the eager bundle.
/** Chain ids the gas and fee rules single out, by network. */
export const CHAIN_IDS = {
  mainnet: 1,
  arbitrum: 42161,
  arbitrumGoerli: 421613,
  arbitrumSepolia: 421614,
  base: 8453,
  baseGoerli: 84531,
  optimism: 10,
  optimismGoerli: 420,
  zora: 7777777,
  zoraGoerli: 999,
  polygon: 137,
  polygonMumbai: 80001,
  polygonAmoy: 80002,
  hardhat: 31337,
} as const
/** Arbitrum chains: max fee = latest base fee x ARBITRUM_MAX_FEE_MULTIPLIER, priority fee 0. */
export const ARBITRUM_CHAIN_IDS: readonly number[] = [42161, 421613, 421614]
/** OP-stack rollups whose transactions also pay an L1 data fee (read from the chain's gas price oracle). */
export const OP_STACK_L1_FEE_CHAIN_IDS: readonly number[] = [8453, 84531, 10, 420, 7777777, 999]
/** Polygon gas station v2 by chain id: mainnet, and the testnet station for Mumbai and Amoy. */
export const POLYGON_GAS_STATION_URLS: Readonly<Record<number, string>> = {
  137: 'https://gasstation.polygon.technology/v2',
  80001: 'https://gasstation-testnet.polygon.technology/v2',
  80002: 'https://gasstation.polygon.technology/amoy',
}
/** Timeout of one Polygon gas station request. */
export const GAS_STATION_TIMEOUT_MS = 10_000
/** The gas station tier used when the caller names none. */
export const DEFAULT_GAS_TIER = 'standard'

// ── Card funding (on-ramp) and MFA client ────────────────────────────────────
/** The only supported on-ramp provider. */
export const ON_RAMP_PROVIDER = 'moonpay'
/** The provider's transactions API (status by external id); the dev server's stand-in replaces it by config. */
export const MOONPAY_API_URL = 'https://api.moonpay.com'
/** One status request that has not answered after this long counts as a failure. */
export const FIAT_STATUS_REQUEST_TIMEOUT_MS = 10_000
/**
 * How long a transaction preview (the simulation and the token reads) may take before the send screen shows
 * 'Preview unavailable' and lets the person decide without it.
 */
export const PREVIEW_TIMEOUT_MS = 5000
/** How often a sent transaction's receipt is polled while the send screen waits for it. */
export const RECEIPT_POLL_MS = 1000
/**
 * Broadcasts of one signed transaction tried again after a transient node failure (-32005, -32603, -32002, HTTP
 * 408/429/5xx, a dropped connection, a timeout): the same raw bytes each time, so at most one transaction lands.
 * A refusal (4001, 4100, 4200, -32600..-32602, -32003, -32000 and any other code) is sent once.
 */
export const BROADCAST_RETRIES = 3
/** The wait before the first broadcast retry; it doubles for each further one (150, 300, 600 ms). */
export const BROADCAST_RETRY_DELAY_MS = 150

/** The longest passkey name (after trimming) a person can give; the server refuses longer ones. */
export const PASSKEY_NAME_MAX_LENGTH = 64

/** The embedded wallet's EIP-6963 reverse-DNS id; wallet discovery leaves it out of the login wallet list. */
export const EMBEDDED_WALLET_RDNS = 'org.latch.embedded'

// ── Content Security Policy ──────────────────────────────────────────────────
/**
 * What WalletConnect's relay, RPC, analytics and verification services need of a host page's policy (the sources
 * Reown lists for its SDK, without its modal: Latch draws its own QR code), by directive.
 */
export const WALLETCONNECT_CSP_SOURCES = {
  'connect-src': [
    'https://rpc.walletconnect.org',
    'https://rpc.walletconnect.com',
    'https://relay.walletconnect.org',
    'https://relay.walletconnect.com',
    'wss://relay.walletconnect.org',
    'wss://relay.walletconnect.com',
    'https://pulse.walletconnect.org',
    'https://pulse.walletconnect.com',
    'https://api.web3modal.org',
    'https://api.web3modal.com',
  ],
  'frame-src': ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'],
} as const
