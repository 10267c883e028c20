/**
 * `resolveConfig`: the host's config, the server app config and the defaults, merged into one
 * `ResolvedConfig` with every field set, after every configuration rule.
 *
 * Precedence, per field: (1) the host's client config where it sets the field, (2) the server app config
 * (GET /api/v1/apps/{appId}) once loaded, (3) the defaults. Login methods are not merged: a host that passes
 * `loginMethods` gives the whole list (a key it leaves unset is off, whatever the server says); without it the
 * server's methods apply (email and wallet until the server has answered). Rules run on the merged result, so a
 * config that only becomes invalid with the server's answer (every method off) is reported then.
 */
import {
  CAPTCHA_SCRIPT_URL,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_COUNTRY,
  DEFAULT_SUPPORTED_WALLETS,
  DEFAULT_THEME,
  MOONPAY_API_URL,
} from '../constants'
import type { LatchError } from '../errors'
import { DEFAULT_LOCALE, matchLocale, SUPPORTED_LOCALES } from '../intl/locales'
import { formatMessage } from '../messages'
import {
  hostCatalogue,
  normalizeSupportedWallets,
  resolveShowWalletLoginFirst,
  validateBackgroundColor,
  validateCaptchaSiteKey,
  validateLoginMethods,
  validateSupportedChains,
  validateTransactionConfirmation,
} from '../rules/config'
import { isAllowedLogoUrl } from '../rules/landing'
import { LOGIN_METHOD_LIST } from '../user/methods/list'
import { ethereumMainnet } from './chains'
import {
  invalid,
  optionalBoolean,
  optionalChain,
  optionalChains,
  optionalOneOf,
  optionalRecord,
  optionalString,
  section,
} from './guards'
import type { AppConfig, ConfigWarning, LatchConfig, LoginMethod, ResolvedConfig } from './types'

/** Every login method, in landing order (read off the method descriptors). */
export const LOGIN_METHODS: readonly LoginMethod[] = LOGIN_METHOD_LIST.map((m) => m.id)

/** Login methods on before the server app config is known and when the host sets none (each method's `defaultOn`). */
export const DEFAULT_LOGIN_METHODS: Readonly<Record<LoginMethod, boolean>> = Object.freeze(
  Object.fromEntries(LOGIN_METHOD_LIST.map((m) => [m.id, m.defaultOn === true])) as Record<
    LoginMethod,
    boolean
  >,
)

/** The result of `resolveConfig`: the config and the warnings to show the developer (never thrown). */
export interface ResolveConfigReturnType {
  config: ResolvedConfig
  warnings: ConfigWarning[]
}

/** Thrown for an invalid config: a `LatchError` with code 'invalid_config' and the exact message. */
export type ResolveConfigErrorType = LatchError

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i
const PRICE_DISPLAY = ['fiat-currency', 'native-token'] as const
const CREATE_ON_LOGIN = ['users-without-wallets', 'all-users', 'off'] as const

/**
 * Applies defaults, the server app config and the configuration rules. Throws `LatchError('invalid_config')`
 * with the rule's exact message; returns warnings for what it corrected.
 */
export function resolveConfig(
  config?: LatchConfig | null,
  appConfig?: AppConfig | null,
): ResolveConfigReturnType {
  if (config !== undefined && config !== null && (typeof config !== 'object' || Array.isArray(config))) {
    invalid('config must be an object')
  }
  const c = section(config, 'config')
  // The host's own texts reach the validators' messages too.
  const catalogue = hostCatalogue(config)
  const server = appConfig ?? null
  const warnings: ConfigWarning[] = []
  const warn = (code: string, message: string) => warnings.push({ code, message })

  // ── Login methods ──────────────────────────────────────────────────────────
  // What the host wrote in code is the whole list: the server's settings neither add a method nor remove one.
  const hostGaveMethods = c.loginMethods !== undefined && c.loginMethods !== null
  const hostMethods = section(c.loginMethods, 'loginMethods')
  const base = server ? server.loginMethods : DEFAULT_LOGIN_METHODS
  const loginMethods = {} as Record<LoginMethod, boolean>
  for (const method of LOGIN_METHODS) {
    const hostValue = optionalBoolean(hostMethods[method], `loginMethods.${method}`)
    loginMethods[method] = hostGaveMethods ? hostValue === true : base[method] === true
    // The server still refuses a method its app has off: say so, or the button only leads to an error.
    if (hostValue === true && server && server.loginMethods[method] !== true) {
      warn(
        'login_method_off_on_server',
        formatMessage(catalogue, 'config.loginMethodOffOnServer', { method }),
      )
    }
  }
  // The app's own OIDC providers: the server's list, or those of it the host turned on by id.
  const oidcProviders = (server?.oidcProviders ?? []).filter((provider) =>
    hostGaveMethods
      ? optionalBoolean(hostMethods[provider.id], `loginMethods.${provider.id}`) === true
      : true,
  )
  let customAuth: ResolvedConfig['customAuth'] = null
  if (c.customAuth !== undefined && c.customAuth !== null) {
    const host = section(c.customAuth, 'customAuth')
    if (typeof host.getCustomAccessToken !== 'function') {
      invalid('config.customAuth.getCustomAccessToken must be a function')
    }
    const enabled = optionalBoolean(host.enabled, 'customAuth.enabled') ?? true
    customAuth = { ...(host as NonNullable<LatchConfig['customAuth']>), enabled }
  }
  const loginError = validateLoginMethods(
    {
      ...loginMethods,
      // before the server lists them, an OIDC provider the host turned on counts
      oidc:
        oidcProviders.length > 0 ||
        (hostGaveMethods &&
          Object.entries(hostMethods).some(([k, v]) => k.startsWith('oidc:') && v === true)),
    },
    customAuth?.enabled === true,
    catalogue,
  )
  if (loginError) invalid(loginError)

  // ── Appearance ─────────────────────────────────────────────────────────────
  const appearance = section(c.appearance, 'appearance')
  const theme = (optionalString(appearance.theme, 'appearance.theme') ??
    DEFAULT_THEME) as ResolvedConfig['appearance']['theme']
  if (theme.startsWith('#')) {
    if (!HEX_COLOR.test(theme)) invalid(`appearance.theme: ${theme} is not a colour of the form #rrggbb`)
    const luminanceWarning = validateBackgroundColor(theme, catalogue)
    if (luminanceWarning) warn('background_luminance', luminanceWarning)
  } else if (!['light', 'dark', 'auto'].includes(theme)) {
    invalid(`appearance.theme must be 'light', 'dark', 'auto' or a #rrggbb colour`)
  }
  const serverAccent = server?.accentColor && HEX_COLOR.test(server.accentColor) ? server.accentColor : null
  const accentColor = (optionalString(appearance.accentColor, 'appearance.accentColor') ??
    serverAccent ??
    DEFAULT_ACCENT_COLOR) as `#${string}`
  if (!HEX_COLOR.test(accentColor)) invalid(`appearance.accentColor: ${accentColor} is not a #rrggbb colour`)

  let supportedWallets = [...DEFAULT_SUPPORTED_WALLETS] as ResolvedConfig['appearance']['supportedWallets']
  if (appearance.supportedWallets !== undefined && appearance.supportedWallets !== null) {
    if (!Array.isArray(appearance.supportedWallets))
      invalid('config.appearance.supportedWallets must be an array')
    const { wallets, unknown } = normalizeSupportedWallets(appearance.supportedWallets)
    for (const name of unknown) {
      warn('unknown_wallet_name', formatMessage(catalogue, 'config.unknownWalletName', { name }))
    }
    supportedWallets = wallets
  }
  const showWalletLoginFirst = resolveShowWalletLoginFirst(
    optionalBoolean(appearance.showWalletLoginFirst, 'appearance.showWalletLoginFirst') ??
      server?.showWalletLoginFirst,
    loginMethods,
  )
  // A logo the modal would not show is dropped with a warning, never silently (the server's logo applies then).
  const usableLogo = (value: string | null | undefined, source: string) => {
    if (value === undefined || value === null || isAllowedLogoUrl(value)) return value
    const shown = value.length > 60 ? `${value.slice(0, 57)}...` : value
    warn('logo_not_shown', formatMessage(catalogue, 'config.logoNotShown', { source, logo: shown }))
    return undefined
  }
  const logo = usableLogo(optionalString(appearance.logo, 'appearance.logo'), 'appearance.logo')
  const serverLogo = usableLogo(server?.logoUrl, "the app's logo_url")
  const loginGroupPriority = optionalOneOf(appearance.loginGroupPriority, 'appearance.loginGroupPriority', [
    'web2-first',
    'web3-first',
  ] as const)
  const hideDirectWeb2Inputs = optionalBoolean(
    appearance.hideDirectWeb2Inputs,
    'appearance.hideDirectWeb2Inputs',
  )

  // ── Chains ─────────────────────────────────────────────────────────────────
  const hostSupported = optionalChains(c.supportedChains, 'supportedChains')
  const hostAdditional = optionalChains(c.additionalChains, 'additionalChains')
  const hostDefault = optionalChain(c.defaultChain, 'defaultChain')
  const chainError = validateSupportedChains(hostSupported, hostDefault, catalogue)
  if (chainError) invalid(chainError)
  if (hostSupported && hostAdditional)
    warn('supported_chains_wins', formatMessage(catalogue, 'config.supportedChainsWins'))
  let supportedChains = hostSupported ? [...hostSupported] : [ethereumMainnet, ...(hostAdditional ?? [])]
  const defaultChain =
    hostDefault ?? (hostSupported ? supportedChains[0] : ethereumMainnet) ?? ethereumMainnet
  if (!supportedChains.some((chain) => chain.id === defaultChain.id)) {
    // Only reachable without supportedChains: the host's defaultChain joins the built-in list.
    supportedChains = [defaultChain, ...supportedChains]
  }
  supportedChains = supportedChains.filter(
    (chain, i) => supportedChains.findIndex((o) => o.id === chain.id) === i,
  )

  // ── Embedded wallets ───────────────────────────────────────────────────────
  const wallets = section(c.embeddedWallets, 'embeddedWallets')
  const noPromptOnSignature =
    optionalBoolean(wallets.noPromptOnSignature, 'embeddedWallets.noPromptOnSignature') ?? false
  const waitForTransactionConfirmation =
    optionalBoolean(
      wallets.waitForTransactionConfirmation,
      'embeddedWallets.waitForTransactionConfirmation',
    ) ?? true
  const confirmationError = validateTransactionConfirmation(
    waitForTransactionConfirmation,
    noPromptOnSignature,
    catalogue,
  )
  if (confirmationError) invalid(confirmationError)
  const transactionPreview =
    optionalBoolean(wallets.transactionPreview, 'embeddedWallets.transactionPreview') ?? true
  const createOnLogin = optionalOneOf(wallets.createOnLogin, 'embeddedWallets.createOnLogin', CREATE_ON_LOGIN)
  const requireUserPasswordOnCreate = optionalBoolean(
    wallets.requireUserPasswordOnCreate,
    'embeddedWallets.requireUserPasswordOnCreate',
  )
  const priceDisplay = section(wallets.priceDisplay, 'embeddedWallets.priceDisplay')
  const primary = optionalOneOf(priceDisplay.primary, 'embeddedWallets.priceDisplay.primary', PRICE_DISPLAY)
  const secondary =
    priceDisplay.secondary === null
      ? null
      : optionalOneOf(priceDisplay.secondary, 'embeddedWallets.priceDisplay.secondary', PRICE_DISPLAY)

  // ── Captcha ────────────────────────────────────────────────────────────────
  const captcha = section(c.captcha, 'captcha')
  const hostSiteKey = captcha.siteKey === undefined || captcha.siteKey === null ? undefined : captcha.siteKey
  const siteKey = hostSiteKey ?? server?.captchaSiteKey ?? null
  const captchaEnabled = server ? server.captchaEnabled : hostSiteKey !== undefined
  if (captchaEnabled || siteKey !== null) {
    const captchaError = validateCaptchaSiteKey(siteKey, catalogue)
    if (captchaError && (captchaEnabled || hostSiteKey !== undefined)) invalid(captchaError)
  }
  const scriptUrl = optionalString(captcha.scriptUrl, 'captcha.scriptUrl')

  // ── The rest ───────────────────────────────────────────────────────────────
  const legal = section(c.legal, 'legal')
  const termsAndConditionsUrl = optionalString(legal.termsAndConditionsUrl, 'legal.termsAndConditionsUrl')
  const privacyPolicyUrl = optionalString(legal.privacyPolicyUrl, 'legal.privacyPolicyUrl')
  const inDialog = optionalBoolean(section(c.render, 'render').inDialog, 'render.inDialog')
  const rpcConfig = section(c.rpcConfig, 'rpcConfig')
  const rpcUrls = optionalRecord(
    rpcConfig.rpcUrls,
    'rpcConfig.rpcUrls',
    (v): v is string => typeof v === 'string',
  )
  const rpcTimeouts = optionalRecord(
    rpcConfig.rpcTimeouts,
    'rpcConfig.rpcTimeouts',
    (v): v is number => typeof v === 'number' && v > 0,
  )
  const intl = section(c.intl, 'intl')
  const defaultCountry = optionalString(intl.defaultCountry, 'intl.defaultCountry')
  const requestedLocale = optionalString(intl.locale, 'intl.locale')
  const locale = requestedLocale === undefined ? DEFAULT_LOCALE : matchLocale(requestedLocale)
  if (locale === null) {
    warn(
      'unknown_locale',
      formatMessage(catalogue, 'config.unknownLocale', {
        locale: JSON.stringify(requestedLocale),
        locales: SUPPORTED_LOCALES.join(', '),
      }),
    )
  }
  const intlMessages = optionalRecord(
    intl.messages,
    'intl.messages',
    (v): v is string => typeof v === 'string',
  )
  const mfa = section(c.mfa, 'mfa')
  const noPromptOnMfaRequired = optionalBoolean(mfa.noPromptOnMfaRequired, 'mfa.noPromptOnMfaRequired')
  const fiatOnRamp = section(c.fiatOnRamp, 'fiatOnRamp')
  const useSandbox = optionalBoolean(fiatOnRamp.useSandbox, 'fiatOnRamp.useSandbox')
  const onRampApiUrl = optionalString(fiatOnRamp.apiUrl, 'fiatOnRamp.apiUrl')

  return {
    warnings,
    config: {
      appearance: {
        theme,
        accentColor,
        logo: logo ?? serverLogo ?? null,
        supportedWallets,
        showWalletLoginFirst,
        loginGroupPriority: loginGroupPriority ?? (showWalletLoginFirst ? 'web3-first' : 'web2-first'),
        hideDirectWeb2Inputs: hideDirectWeb2Inputs ?? false,
      },
      loginMethods,
      oidcProviders,
      legal: {
        termsAndConditionsUrl: termsAndConditionsUrl ?? server?.termsAndConditionsUrl ?? null,
        privacyPolicyUrl: privacyPolicyUrl ?? server?.privacyPolicyUrl ?? null,
      },
      render: { inDialog: inDialog ?? false },
      rpcConfig: { rpcUrls, rpcTimeouts },
      supportedChains,
      defaultChain,
      intl: {
        defaultCountry: defaultCountry ?? DEFAULT_COUNTRY,
        locale: locale ?? DEFAULT_LOCALE,
        messages: intlMessages,
      },
      embeddedWallets: {
        createOnLogin: createOnLogin ?? server?.embeddedWalletConfig.createOnLogin ?? 'off',
        requireUserPasswordOnCreate:
          requireUserPasswordOnCreate ?? server?.embeddedWalletConfig.requireUserPasswordOnCreate ?? false,
        noPromptOnSignature,
        waitForTransactionConfirmation,
        transactionPreview,
        priceDisplay: {
          primary: primary ?? 'fiat-currency',
          secondary: secondary === undefined ? 'native-token' : secondary,
        },
      },
      mfa: { noPromptOnMfaRequired: noPromptOnMfaRequired ?? true },
      // checked by the smart-wallet chunk when it loads (only when set): its rules add nothing to the eager bundle
      smartWallets: (c.smartWallets as ResolvedConfig['smartWallets']) ?? null,
      customAuth,
      telegram: (c.telegram as LatchConfig['telegram']) ?? null,
      fiatOnRamp: { useSandbox: useSandbox ?? false, apiUrl: onRampApiUrl ?? MOONPAY_API_URL },
      captcha: {
        enabled: captchaEnabled && siteKey !== null,
        siteKey: typeof siteKey === 'string' ? siteKey : null,
        scriptUrl: scriptUrl ?? CAPTCHA_SCRIPT_URL,
      },
    },
  }
}
