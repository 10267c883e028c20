/**
 * `resolveConfig`: the host's config, the server app config and SPEC.md section 9's defaults, merged into one
 * `ResolvedConfig` with every field set, after every configuration rule of SPEC.md section 5.
 *
 * Precedence, per field: (1) the host's client config where it sets the field, (2) the server app config
 * (GET /api/v1/apps/{appId}) once loaded, (3) the defaults. Login methods merge per method: a method the host
 * leaves unset follows the server. Rules run on the merged result, so a config that only becomes invalid with the
 * server's answer (every method off) is reported then.
 */
import {
  CAPTCHA_SCRIPT_URL,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_COUNTRY,
  DEFAULT_SUPPORTED_WALLETS,
  DEFAULT_THEME,
  OAUTH_PROVIDERS,
} from '../constants'
import { LatchError } from '../errors'
import { formatMessage, messages } from '../messages'
import {
  normalizeSupportedWallets,
  resolveShowWalletLoginFirst,
  validateBackgroundColor,
  validateCaptchaSiteKey,
  validateLoginMethods,
  validateSupportedChains,
  validateTransactionConfirmation,
} from '../rules/config'
import { ethereumMainnet } from './chains'
import type { AppConfig, ConfigWarning, LatchConfig, LoginMethod, ResolvedConfig } from './types'

/** Every login method, in landing order. */
export const LOGIN_METHODS: readonly LoginMethod[] = ['email', 'sms', 'wallet', ...OAUTH_PROVIDERS]

/** Login methods on before the server app config is known and when the host sets none. */
export const DEFAULT_LOGIN_METHODS: Readonly<Record<LoginMethod, boolean>> = Object.freeze(
  Object.fromEntries(LOGIN_METHODS.map((m) => [m, m === 'email' || m === 'wallet'])) as Record<
    LoginMethod,
    boolean
  >,
)

/** The result of `resolveConfig`: the config and the warnings to show the developer (never thrown). */
export interface ResolveConfigReturnType {
  config: ResolvedConfig
  warnings: ConfigWarning[]
}

/** Thrown for an invalid config: a `LatchError` with code 'invalid_config' and SPEC.md's message. */
export type ResolveConfigErrorType = LatchError

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i

function invalid(message: string): never {
  throw new LatchError('invalid_config', message)
}

/**
 * Applies defaults, the server app config and the rules of SPEC.md section 5. Throws `LatchError('invalid_config')`
 * with the rule's exact message; returns warnings for what it corrected.
 */
export function resolveConfig(
  config?: LatchConfig | null,
  appConfig?: AppConfig | null,
): ResolveConfigReturnType {
  if (config !== undefined && config !== null && (typeof config !== 'object' || Array.isArray(config))) {
    invalid('config must be an object')
  }
  const c: LatchConfig = config ?? {}
  const server = appConfig ?? null
  const warnings: ConfigWarning[] = []
  const warn = (code: string, message: string) => warnings.push({ code, message })

  // ── Login methods ──────────────────────────────────────────────────────────
  const base = server ? server.loginMethods : DEFAULT_LOGIN_METHODS
  const hostMethods = c.loginMethods ?? {}
  const hostSetAny = LOGIN_METHODS.some((m) => typeof hostMethods[m] === 'boolean')
  const loginMethods = {} as Record<LoginMethod, boolean>
  for (const method of LOGIN_METHODS) {
    const hostValue = hostMethods[method]
    // Without a server answer, a host that lists methods means exactly those: the defaults must not add more.
    const fallback = server || !hostSetAny ? base[method] === true : false
    loginMethods[method] = typeof hostValue === 'boolean' ? hostValue : fallback
  }
  const customAuth = c.customAuth ? { ...c.customAuth, enabled: c.customAuth.enabled ?? true } : null
  const loginError = validateLoginMethods(loginMethods, customAuth?.enabled === true)
  if (loginError) invalid(loginError)

  // ── Appearance ─────────────────────────────────────────────────────────────
  const appearance = c.appearance ?? {}
  const theme = appearance.theme ?? DEFAULT_THEME
  if (typeof theme === 'string' && theme.startsWith('#')) {
    if (!HEX_COLOR.test(theme)) invalid(`appearance.theme: ${theme} is not a colour of the form #rrggbb`)
    const luminanceWarning = validateBackgroundColor(theme)
    if (luminanceWarning) warn('background_luminance', luminanceWarning)
  } else if (!['light', 'dark', 'auto'].includes(theme)) {
    invalid(`appearance.theme must be 'light', 'dark', 'auto' or a #rrggbb colour`)
  }
  const serverAccent = server?.accentColor && HEX_COLOR.test(server.accentColor) ? server.accentColor : null
  const accentColor = (appearance.accentColor ?? serverAccent ?? DEFAULT_ACCENT_COLOR) as `#${string}`
  if (!HEX_COLOR.test(accentColor)) invalid(`appearance.accentColor: ${accentColor} is not a #rrggbb colour`)

  let supportedWallets = [...DEFAULT_SUPPORTED_WALLETS] as ResolvedConfig['appearance']['supportedWallets']
  if (appearance.supportedWallets !== undefined) {
    const { wallets, unknown } = normalizeSupportedWallets(appearance.supportedWallets)
    for (const name of unknown)
      warn('unknown_wallet_name', formatMessage(undefined, 'config.unknownWalletName', { name }))
    supportedWallets = wallets
  }

  const showWalletLoginFirst = resolveShowWalletLoginFirst(
    appearance.showWalletLoginFirst ?? server?.showWalletLoginFirst,
    loginMethods,
  )

  // ── Chains ─────────────────────────────────────────────────────────────────
  const chainError = validateSupportedChains(c.supportedChains, c.defaultChain)
  if (chainError) invalid(chainError)
  if (c.supportedChains && c.additionalChains)
    warn('supported_chains_wins', messages['config.supportedChainsWins'])
  let supportedChains = c.supportedChains
    ? [...c.supportedChains]
    : [ethereumMainnet, ...(c.additionalChains ?? [])]
  const defaultChain =
    c.defaultChain ?? (c.supportedChains ? supportedChains[0] : ethereumMainnet) ?? ethereumMainnet
  if (!supportedChains.some((chain) => chain.id === defaultChain.id)) {
    // Only reachable without supportedChains: the host's defaultChain joins the built-in list.
    supportedChains = [defaultChain, ...supportedChains]
  }
  supportedChains = supportedChains.filter(
    (chain, i) => supportedChains.findIndex((o) => o.id === chain.id) === i,
  )

  // ── Embedded wallets ───────────────────────────────────────────────────────
  const wallets = c.embeddedWallets ?? {}
  const noPromptOnSignature = wallets.noPromptOnSignature ?? false
  const waitForTransactionConfirmation = wallets.waitForTransactionConfirmation ?? true
  const confirmationError = validateTransactionConfirmation(
    waitForTransactionConfirmation,
    noPromptOnSignature,
  )
  if (confirmationError) invalid(confirmationError)

  // ── Captcha ────────────────────────────────────────────────────────────────
  const siteKey = c.captcha?.siteKey ?? server?.captchaSiteKey ?? null
  const captchaEnabled = server ? server.captchaEnabled : c.captcha?.siteKey !== undefined
  if (captchaEnabled || siteKey !== null) {
    const captchaError = validateCaptchaSiteKey(siteKey)
    if (captchaError && (captchaEnabled || c.captcha?.siteKey !== undefined)) invalid(captchaError)
  }

  return {
    warnings,
    config: {
      appearance: {
        theme,
        accentColor,
        logo: appearance.logo ?? server?.logoUrl ?? null,
        supportedWallets,
        showWalletLoginFirst,
        loginGroupPriority: appearance.loginGroupPriority ?? 'web2-first',
        hideDirectWeb2Inputs: appearance.hideDirectWeb2Inputs ?? false,
      },
      loginMethods,
      legal: {
        termsAndConditionsUrl: c.legal?.termsAndConditionsUrl ?? server?.termsAndConditionsUrl ?? null,
        privacyPolicyUrl: c.legal?.privacyPolicyUrl ?? server?.privacyPolicyUrl ?? null,
      },
      render: { inDialog: c.render?.inDialog ?? false },
      rpcConfig: { rpcUrls: { ...c.rpcConfig?.rpcUrls }, rpcTimeouts: { ...c.rpcConfig?.rpcTimeouts } },
      supportedChains,
      defaultChain,
      intl: { defaultCountry: c.intl?.defaultCountry ?? DEFAULT_COUNTRY, messages: { ...c.intl?.messages } },
      embeddedWallets: {
        createOnLogin: wallets.createOnLogin ?? server?.embeddedWalletConfig.createOnLogin ?? 'off',
        requireUserPasswordOnCreate:
          wallets.requireUserPasswordOnCreate ??
          server?.embeddedWalletConfig.requireUserPasswordOnCreate ??
          false,
        noPromptOnSignature,
        waitForTransactionConfirmation,
        priceDisplay: wallets.priceDisplay ?? { primary: 'fiat-currency', secondary: 'native-token' },
      },
      mfa: { noPromptOnMfaRequired: c.mfa?.noPromptOnMfaRequired ?? true },
      customAuth,
      fiatOnRamp: { useSandbox: c.fiatOnRamp?.useSandbox ?? false },
      captcha: {
        enabled: captchaEnabled && siteKey !== null,
        siteKey,
        scriptUrl: c.captcha?.scriptUrl ?? CAPTCHA_SCRIPT_URL,
      },
    },
  }
}
