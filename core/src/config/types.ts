/** Client config and its resolved form. */
import type { Chain } from 'viem'
import type { OAUTH_PROVIDERS, SUPPORTED_WALLET_NAMES } from '../constants'
import type { Locale } from '../intl/locales'
import type { MessageKey } from '../messages'
import type { MethodId } from '../user/methods/list'
import type { MfaMethod } from '../user/types'

/** One of the app's own OpenID Connect providers, as the server app config lists it: its button's name and icon. */
export interface OidcProvider {
  /** `oidc:<id>`: the `provider` of `initOAuth` and of its accounts (`oidc:<id>_oauth`). */
  id: `oidc:${string}`
  /** The button's 'Continue with {name}'. */
  name: string
  /** An https URL of its icon, or null (a generic glyph). */
  icon: string | null
}

/** A social login provider: a built-in one, or one of the app's own OpenID Connect providers (`oidc:<id>`). */
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number] | `oidc:${string}`
/** A wallet name a host may list in `appearance.supportedWallets`. */
export type SupportedWalletName = (typeof SUPPORTED_WALLET_NAMES)[number]
/**
 * A login method a host can turn on or off: 'email', 'sms', 'passkey', 'wallet' or a social provider. Read off the
 * login method descriptors (`core/src/user/methods/list.ts`).
 */
export type LoginMethod = MethodId

/**
 * The host's client config. Precedence, per field: what the host sets here wins; an unset field follows the server
 * app config (GET /api/v1/apps/{appId}) once `ready()` has loaded it; then the defaults.
 */
export interface LatchConfig {
  appearance?: {
    /** 'light', 'dark', 'auto' or a background colour. @default 'light' */
    theme?: 'light' | 'dark' | 'auto' | `#${string}`
    /** @default '#676FFF' */
    accentColor?: `#${string}`
    /**
     * The logo above the landing title (at most 180x90 px): an https URL (http only on localhost), a path on your
     * site ('/logo.svg') or a `data:image/...` URL. Anything else is not shown, with a console warning.
     * @default the app's `logo_url`, else none
     */
    logo?: string
    /** @default DEFAULT_SUPPORTED_WALLETS */
    supportedWallets?: SupportedWalletName[]
    /** Show the wallet options above email and the other methods on LANDING. @default the app's server setting */
    showWalletLoginFirst?: boolean
    /** Which group LANDING lists first: email, phone and social ('web2-first') or wallets. @default 'web2-first' */
    loginGroupPriority?: 'web2-first' | 'web3-first'
    /** Show email and phone as buttons that reveal their input, instead of the inputs inline. @default false */
    hideDirectWeb2Inputs?: boolean
  }
  /**
   * The login methods to offer, as the whole list: when given, a key left unset is off and the server app config's
   * methods are ignored (host code wins); `{ email: true, google: true }` shows exactly email and Google. The app's
   * own OpenID Connect providers go by their id (`'oidc:acme': true`) and show only when the server lists them. When
   * absent, the app's server settings decide. At least one must be on ('You must enable at least one login method').
   * @default the server app config's methods (email and wallet until it has loaded)
   */
  loginMethods?: Partial<Record<LoginMethod | `oidc:${string}`, boolean>>
  /** The links under LANDING's buttons. @default the app's server settings, else none */
  legal?: {
    /** The terms and conditions page. */
    termsAndConditionsUrl?: string
    /** The privacy policy page. */
    privacyPolicyUrl?: string
  }
  /** Where the modal renders. */
  render?: {
    /** Inline in a dialog of your own (`<LatchModal inDialog />`), without the modal's own overlay. @default false */
    inDialog?: boolean
  }
  rpcConfig?: { rpcUrls?: Record<number, string>; rpcTimeouts?: Record<string, number> }
  /** Chains offered beside Ethereum mainnet (ignored when `supportedChains` is given). */
  additionalChains?: Chain[]
  /** The whole list of chains the wallets may use (viem `Chain` objects). */
  supportedChains?: Chain[]
  /** The chain a wallet starts on; one of `supportedChains`. @default the first of `supportedChains`, else Ethereum mainnet */
  defaultChain?: Chain
  intl?: {
    /** The phone input's country before the person picks one (ISO 3166-1 alpha-2, e.g. 'US'). */
    defaultCountry?: string
    /**
     * The language of the texts: a BCP 47 tag naming a shipped catalogue ('en', 'es', 'fr', 'de', 'pt-BR', 'ja',
     * 'zh-CN', 'ko', 'ar'; `es-MX` picks 'es'). Only that catalogue is downloaded. An unknown tag falls back to
     * English with a console warning. 'ar' lays the modal out right to left.
     * @default 'en'
     */
    locale?: string
    /** Overrides of any text, over the locale's catalogue. */
    messages?: Partial<Record<MessageKey, string>>
  }
  embeddedWallets?: {
    createOnLogin?: 'users-without-wallets' | 'all-users' | 'off'
    requireUserPasswordOnCreate?: boolean
    /** @default false */
    noPromptOnSignature?: boolean
    /**
     * Wait for the receipt before `sendTransaction` resolves; false (only with `noPromptOnSignature`) resolves at the
     * hash. @default true
     */
    waitForTransactionConfirmation?: boolean
    /**
     * Simulate a transaction before the person approves it and show what it changes (balances, the decoded ERC-20
     * call, an unlimited approval, a revert). @default true
     */
    transactionPreview?: boolean
    /** How the send screen shows amounts: in the chain's token, in fiat, or both. */
    priceDisplay?: {
      /** The main figure. @default 'fiat-currency' */
      primary: 'fiat-currency' | 'native-token'
      /** The figure under it, or null for none. @default 'native-token' */
      secondary: 'fiat-currency' | 'native-token' | null
    }
  }
  mfa?: { /** @default true */ noPromptOnMfaRequired?: boolean }
  /**
   * ERC-4337 smart accounts owned by the embedded wallet: once a person has an embedded wallet, the account of
   * `implementation` is derived from it (counterfactually: deployed by its first user operation), linked to the user
   * as a `smart_wallet` account and listed in `$wallets`. Per chain (a chain of `supportedChains`): the bundler's URL,
   * an ERC-7677 paymaster's URL (sponsored gas; the Latch server's is `<apiUrl>/api/v1/paymaster`) and, on a local
   * chain, the account factory's address. The smart-wallet code loads only when this is set.
   * @default off
   */
  smartWallets?: SmartWalletsConfig
  /** Log in with your own auth provider's tokens (a JWT the server verifies against the app's custom JWT settings). */
  customAuth?: {
    /** False keeps the config but logs in without your provider's token. @default true */
    enabled?: boolean
    /** Your provider's current token, or null when nobody is signed in there. */
    getCustomAccessToken: () => Promise<string | null | undefined>
    /** True while your provider is still restoring its session (Latch waits). */
    isLoading: boolean
  }
  /** Telegram login from the modal: how this page opens Telegram's Login Widget (a headless host passes the payload to `loginWithTelegram`). */
  telegram?: {
    /** Opens the widget; resolves to what its callback got, or null (or false, the widget's own word) when the person closed it. */
    authorize: () => Promise<TelegramAuthData | null | false>
  }
  fiatOnRamp?: {
    /** Use the provider's sandbox (test cards, no money moves). @default false */
    useSandbox?: boolean
    /** Base URL of the provider's status API (a dev server's stand-in: `<server>/dev/moonpay`). @default 'https://api.moonpay.com' */
    apiUrl?: string
  }
  /** The bot check before a code is sent (Cloudflare Turnstile). */
  captcha?: {
    /** The Turnstile site key. @default the app's server setting */
    siteKey?: string
    /** Where the Turnstile script loads from (a self-hosted copy). @default Cloudflare's URL */
    scriptUrl?: string
  }
  /**
   * The flight recorder (`latch.debug`): API calls, flow steps, commands, wallet frame messages and provider
   * requests, kept in a bounded ring buffer with no secret in it, exportable for a support ticket. Read when the client
   * is created. `?latch_debug=1` in the page's address turns it on too, on a loopback page (localhost, 127.0.0.1).
   * @default false
   */
  debug?: boolean | { /** @default 500 */ capacity?: number }
}

/** The server app config in camelCase. */
export interface AppConfig {
  id: string
  name: string
  verificationKey: string
  logoUrl: string | null
  accentColor: string | null
  showWalletLoginFirst: boolean
  allowlistConfig: {
    errorTitle: string | null
    errorDetail: string | null
    ctaText: string | null
    ctaLink: string | null
  }
  loginMethods: Record<LoginMethod, boolean>
  /** The app's own OpenID Connect providers, in the server's order. */
  oidcProviders: OidcProvider[]
  termsAndConditionsUrl: string | null
  privacyPolicyUrl: string | null
  embeddedWalletConfig: {
    createOnLogin: 'users-without-wallets' | 'all-users' | 'off'
    requireUserPasswordOnCreate: boolean
  }
  customApiUrl: string | null
  walletConnectCloudProjectId: string | null
  fiatOnRampEnabled: boolean
  captchaEnabled: boolean
  captchaSiteKey: string | null
  twitterOauthOnMobileEnabled: boolean
  /** The MFA methods the app offers ('passkey' only when passkeys are on for the app). */
  mfaMethods: MfaMethod[]
  createdAt: Date
  updatedAt: Date
}

/** Every field set: the client config after `resolveConfig`, with every default filled in. */
export interface ResolvedConfig {
  appearance: {
    theme: 'light' | 'dark' | 'auto' | `#${string}`
    accentColor: `#${string}`
    logo: string | null
    supportedWallets: SupportedWalletName[]
    showWalletLoginFirst: boolean
    loginGroupPriority: 'web2-first' | 'web3-first'
    hideDirectWeb2Inputs: boolean
  }
  loginMethods: Record<LoginMethod, boolean>
  /** The app's OpenID Connect providers that are on (after the built-in socials on LANDING). */
  oidcProviders: OidcProvider[]
  legal: { termsAndConditionsUrl: string | null; privacyPolicyUrl: string | null }
  render: { inDialog: boolean }
  rpcConfig: { rpcUrls: Record<number, string>; rpcTimeouts: Record<string, number> }
  supportedChains: Chain[]
  defaultChain: Chain
  intl: { defaultCountry: string; locale: Locale; messages: Partial<Record<MessageKey, string>> }
  embeddedWallets: {
    createOnLogin: 'users-without-wallets' | 'all-users' | 'off'
    requireUserPasswordOnCreate: boolean
    noPromptOnSignature: boolean
    waitForTransactionConfirmation: boolean
    transactionPreview: boolean
    priceDisplay: {
      primary: 'fiat-currency' | 'native-token'
      secondary: 'fiat-currency' | 'native-token' | null
    }
  }
  mfa: { noPromptOnMfaRequired: boolean }
  smartWallets: SmartWalletsConfig | null
  customAuth: (LatchConfig['customAuth'] & { enabled: boolean }) | null
  telegram: LatchConfig['telegram'] | null
  fiatOnRamp: { useSandbox: boolean; apiUrl: string }
  captcha: { enabled: boolean; siteKey: string | null; scriptUrl: string }
}

/** A warning raised while resolving (never thrown). */
export interface ConfigWarning {
  code: string
  message: string
}

/** The smart account implementations offered (`config.smartWallets`), through permissionless. */
export type SmartWalletImplementation = 'simple' | 'light' | 'kernel' | 'safe'

/** Where one chain's user operations go. */
export interface SmartWalletChainConfig {
  /** An ERC-4337 bundler's JSON-RPC URL. */
  bundlerUrl: string
  /**
   * An ERC-7677 paymaster service's URL (the Latch server's is `<apiUrl>/api/v1/paymaster`); without it the account
   * pays its own gas.
   */
  paymasterUrl?: string
  /** The account factory, when it is not at the implementation's canonical address (a local chain). */
  factoryAddress?: `0x${string}`
}

export interface SmartWalletsConfig {
  /** The account: eth-infinitism's SimpleAccount, Alchemy's LightAccount 2.0, ZeroDev's Kernel 0.3.1 or Safe 1.4.1. */
  implementation: SmartWalletImplementation
  /** Per chain id. */
  chains: Record<number, SmartWalletChainConfig>
}
/**
 * What Telegram handed the page: the Login Widget's callback object as it came (`id`, `first_name`, `last_name`,
 * `username`, `photo_url`, `auth_date`, `hash`), or a Mini App's `initData` query string as `{ initData }`. It goes
 * to the server untouched: Telegram's hash covers every field.
 */
export type TelegramAuthData = Readonly<Record<string, string | number>> | { readonly initData: string }
