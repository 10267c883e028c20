/**
 * Configuration rules, as pure functions. A validator returns the exact message (from the host's catalogue when one
 * is given, else the default text) or `null`, and never throws, whatever it is given (hosts call them with untyped
 * values).
 */
import {
  APP_ID_LENGTH,
  BACKGROUND_LUMINANCE_WARN_MAX,
  BACKGROUND_LUMINANCE_WARN_MIN,
  SUPPORTED_WALLET_NAMES,
} from '../constants'
import { formatMessage, type MessageKey } from '../messages'

/** A host's overrides of the texts; the validators fall back to the defaults. */
type Catalogue = Partial<Record<MessageKey, string>>

type SupportedWalletName = (typeof SUPPORTED_WALLET_NAMES)[number]

/** An app ID is a string of exactly 25 characters. */
export function validateAppId(appId: unknown, catalogue?: Catalogue): string | null {
  return typeof appId === 'string' && appId.length === APP_ID_LENGTH
    ? null
    : formatMessage(catalogue, 'config.invalidAppId')
}

/** A captcha site key has the form `t:<key>` (the `t` names Turnstile, the only provider supported). */
export function validateCaptchaSiteKey(siteKey: unknown, catalogue?: Catalogue): string | null {
  return typeof siteKey === 'string' && /^t:\S+$/.test(siteKey)
    ? null
    : formatMessage(catalogue, 'config.unsupportedCaptchaSiteKey')
}

/** At least one login method (or custom auth) is on. */
export function validateLoginMethods(
  loginMethods: unknown,
  customAuthEnabled = false,
  catalogue?: Catalogue,
): string | null {
  if (customAuthEnabled === true) return null
  const on =
    typeof loginMethods === 'object' && loginMethods !== null && Object.values(loginMethods).includes(true)
  return on ? null : formatMessage(catalogue, 'config.noLoginMethods')
}

/** supportedChains, when given, is not empty and holds defaultChain (compared by chain id). */
export function validateSupportedChains(
  supportedChains: unknown,
  defaultChain?: unknown,
  catalogue?: Catalogue,
): string | null {
  if (supportedChains === undefined) return null
  if (!Array.isArray(supportedChains) || supportedChains.length === 0)
    return formatMessage(catalogue, 'config.emptySupportedChains')
  if (defaultChain === undefined) return null
  const id = chainIdOf(defaultChain)
  return id !== null && supportedChains.some((chain) => chainIdOf(chain) === id)
    ? null
    : formatMessage(catalogue, 'config.defaultChainNotSupported')
}

/** waitForTransactionConfirmation can only be false together with noPromptOnSignature true. */
export function validateTransactionConfirmation(
  waitForTransactionConfirmation: unknown,
  noPromptOnSignature: unknown,
  catalogue?: Catalogue,
): string | null {
  return waitForTransactionConfirmation === false && noPromptOnSignature !== true
    ? formatMessage(catalogue, 'config.waitForConfirmationNeedsNoPrompt')
    : null
}

/** True for a wallet name a host may list in `appearance.supportedWallets`. */
export function isSupportedWalletName(name: unknown): name is SupportedWalletName {
  return typeof name === 'string' && (SUPPORTED_WALLET_NAMES as readonly string[]).includes(name)
}

/** Keeps the known wallet names, first occurrence wins; reports the unknown ones rather than failing. */
export function normalizeSupportedWallets(names: unknown): {
  wallets: SupportedWalletName[]
  unknown: string[]
} {
  const wallets: SupportedWalletName[] = []
  const unknown: string[] = []
  if (!Array.isArray(names)) return { wallets, unknown }
  for (const name of names) {
    if (isSupportedWalletName(name)) {
      if (!wallets.includes(name)) wallets.push(name)
    } else {
      unknown.push(describe(name))
    }
  }
  return { wallets, unknown }
}

/** A printable name for any value: `String()` throws for objects without a prototype or a throwing toString. */
function describe(value: unknown): string {
  try {
    return String(value)
  } catch {
    return Object.prototype.toString.call(value)
  }
}

/**
 * showWalletLoginFirst is forced false when wallet login is off and forced true when wallet is the only method;
 * otherwise the requested value (default false) holds.
 */
export function resolveShowWalletLoginFirst(
  requested: boolean | undefined,
  loginMethods: Readonly<Record<string, boolean>>,
): boolean {
  if (loginMethods.wallet !== true) return false
  const others = Object.entries(loginMethods).some(([method, on]) => method !== 'wallet' && on === true)
  if (!others) return true
  return requested === true
}

/** WCAG relative luminance of a `#rgb` or `#rrggbb` colour, or null when it is not one. */
export function relativeLuminance(color: unknown): number | null {
  if (typeof color !== 'string') return null
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!match?.[1]) return null
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1]
  const channel = (offset: number): number => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4)
}

/**
 * A warning (not an error) for a background colour whose luminance is strictly between .2 and .8: neither the
 * light nor the dark text palette reads well on it.
 */
export function validateBackgroundColor(color: unknown, catalogue?: Catalogue): string | null {
  const luminance = relativeLuminance(color)
  if (luminance === null) return null
  return luminance > BACKGROUND_LUMINANCE_WARN_MIN && luminance < BACKGROUND_LUMINANCE_WARN_MAX
    ? formatMessage(catalogue, 'config.backgroundLuminance', { color: String(color) })
    : null
}

/**
 * apiUrl is an absolute http(s) URL of the Latch server's root: the wallet frames are pages at the server's root
 * (`/apps/...`, their script at `/embedded-wallets/frame.js`), so a server behind a path (`https://example.com/auth`)
 * would get API calls right and its frames wrong; it is refused here rather than failing at the first wallet request.
 */
export function validateApiUrl(apiUrl: unknown, catalogue?: Catalogue): string | null {
  let url: URL | null = null
  try {
    url = typeof apiUrl === 'string' ? new URL(apiUrl) : null
  } catch {
    url = null
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    return formatMessage(catalogue, 'config.invalidApiUrl')
  return url.pathname === '/' && !url.search && !url.hash
    ? null
    : formatMessage(catalogue, 'config.apiUrlWithPath', { origin: url.origin })
}

/**
 * A host's message overrides (`config.intl.messages`) as a catalogue for the validators, read before the config
 * is resolved; anything that is not an object counts as none.
 */
export function hostCatalogue(config: unknown): Catalogue | undefined {
  const intl = (config as { intl?: { messages?: unknown } } | null | undefined)?.intl
  const overrides = intl?.messages
  return typeof overrides === 'object' && overrides !== null ? (overrides as Catalogue) : undefined
}

function chainIdOf(chain: unknown): number | null {
  if (typeof chain !== 'object' || chain === null) return null
  const id = (chain as { id?: unknown }).id
  return typeof id === 'number' ? id : null
}

/**
 * True when two host configs say the same thing: plain values compared deeply, functions by identity. A React host
 * passing `config={{ ... }}` makes a new object every render; this keeps such a render from resetting the client.
 */
export function isSameConfig(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      isSameConfig((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
