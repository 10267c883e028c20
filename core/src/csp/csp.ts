/**
 * `latchCsp`: the Content Security Policy sources a host page needs for Latch, read off the same options the host
 * gives `createLatch` (API url, chains and RPC urls, logo, card on-ramp, captcha) plus what only the host knows
 * (WalletConnect on). `formatCsp` merges them with the host's own directives into one header value.
 *
 * What is not here, on purpose: OAuth needs no source (the sign-in is a full-page redirect to the provider and
 * back, which a page's policy does not govern), the on-ramp widget opens in a popup (also not governed), and Latch
 * injects no inline script or style (styles are set through the CSSOM), so `script-src` and `style-src` need
 * nothing of Latch beyond the host's own bundle, except the captcha script.
 */
import { resolveConfig } from '../config/resolve'
import type { LatchConfig } from '../config/types'
import {
  CAPTCHA_SCRIPT_URL,
  MOONPAY_API_URL,
  POLYGON_GAS_STATION_URLS,
  WALLETCONNECT_CSP_SOURCES,
} from '../constants'
import { LatchError } from '../errors'
import { type CspMessageKey, formatCspMessage } from '../messages.csp'
import { isAllowedLogoUrl } from '../rules/landing'

/** The fetch directives Latch may need, plus the others a host commonly sets (for `formatCsp`). */
export type CspDirectiveName =
  | 'default-src'
  | 'script-src'
  | 'script-src-elem'
  | 'style-src'
  | 'style-src-elem'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'child-src'
  | 'worker-src'
  | 'media-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'

/** Directives and their sources: `{ 'connect-src': ["'self'", 'https://auth.example.com'] }`. */
export type CspDirectives = Partial<Record<CspDirectiveName, readonly string[]>>

/** Options of `latchCsp` and `checkCsp`. */
export interface LatchCspOptions {
  /** The Latch API's base URL, as given to `createLatch` / `<LatchProvider apiUrl>`. */
  apiUrl: string
  /**
   * The client config given to `createLatch` / `<LatchProvider config>`: its chains and `rpcConfig.rpcUrls` (the
   * RPC nodes), `appearance.logo`, `fiatOnRamp` and `captcha` are read. @default {}
   */
  config?: LatchConfig
  /** WalletConnect is offered (the app has a WalletConnect project id). @default false */
  walletConnect?: boolean
  /** The card on-ramp is on (the app's `fiat_on_ramp_enabled`). @default true when `config.fiatOnRamp` is set */
  fiatOnRamp?: boolean
  /** Captcha is on (the app's `captcha_enabled`). @default true when `config.captcha.siteKey` is set */
  captcha?: boolean
  /** The logo the modal shows when `config.appearance.logo` is unset (the app's `logo_url`). @default none */
  logo?: string
}

/** One source Latch needs, with the directive it belongs to and why (for `checkCsp`'s warnings). */
export interface LatchCspSource {
  directive: CspDirectiveName
  /** A source expression: an origin (`https://auth.example.com`) or a scheme (`data:`). */
  source: string
  /** What needs it, in words ('the embedded wallet frame and key export'). */
  purpose: string
}

/** Errors `latchCsp` throws: `LatchError` 'invalid_config' for an `apiUrl` that is not an http(s) URL or a bad config. */
export type LatchCspErrorType = LatchError

/** The origin of an http(s) or ws(s) URL, or null for anything else. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url)
    return /^(https?|wss?):$/.test(parsed.protocol) ? `${parsed.protocol}//${parsed.host}` : null
  } catch {
    return null
  }
}

/** Every source Latch needs for these options, in a stable order, without repeats. */
export function latchCspSources(options: LatchCspOptions): LatchCspSource[] {
  const api = typeof options?.apiUrl === 'string' ? originOf(options.apiUrl) : null
  if (!api || api.startsWith('ws')) {
    throw new LatchError(
      'invalid_config',
      formatCspMessage('csp.invalidApiUrl', { apiUrl: String(options?.apiUrl) }),
    )
  }
  const config = options.config ?? {}
  const resolved = resolveConfig(config).config
  const out: LatchCspSource[] = []
  const add = (
    directive: CspDirectiveName,
    source: string | null,
    key: CspMessageKey,
    values?: Record<string, string | number>,
  ) => {
    if (!source || out.some((s) => s.directive === directive && s.source === source)) return
    out.push({ directive, source, purpose: formatCspMessage(key, values) })
  }

  add('connect-src', api, 'csp.purpose.api')
  for (const chain of resolved.supportedChains) {
    const url = resolved.rpcConfig.rpcUrls[chain.id] ?? chain.rpcUrls.default?.http[0]
    if (url) add('connect-src', originOf(url), 'csp.purpose.rpc', { chainId: chain.id })
    const station = POLYGON_GAS_STATION_URLS[chain.id]
    if (station) add('connect-src', originOf(station), 'csp.purpose.gasStation', { chainId: chain.id })
  }
  if (options.fiatOnRamp ?? config.fiatOnRamp !== undefined) {
    add('connect-src', originOf(resolved.fiatOnRamp.apiUrl || MOONPAY_API_URL), 'csp.purpose.onRamp')
  }
  add('frame-src', api, 'csp.purpose.walletFrame')
  add('img-src', 'data:', 'csp.purpose.walletIcons')
  const logo = config.appearance?.logo ?? options.logo
  // A path on the host's own site needs 'self', which the host sets; a data: logo is covered above.
  if (logo && isAllowedLogoUrl(logo)) add('img-src', originOf(logo), 'csp.purpose.logo')
  if (options.captcha ?? Boolean(config.captcha?.siteKey)) {
    const script = originOf(config.captcha?.scriptUrl ?? CAPTCHA_SCRIPT_URL)
    add('script-src', script, 'csp.purpose.captcha')
    add('frame-src', script, 'csp.purpose.captcha')
  }
  if (options.walletConnect) {
    for (const [directive, sources] of Object.entries(WALLETCONNECT_CSP_SOURCES)) {
      for (const source of sources) add(directive as CspDirectiveName, source, 'csp.purpose.walletConnect')
    }
  }
  return out
}

/**
 * The Content Security Policy sources a host page needs for Latch, by directive: `connect-src` (the API, each
 * supported chain's RPC node, the Polygon gas station for Polygon chains, the on-ramp status API), `frame-src` (the
 * API's origin, for the wallet frame and key export), `img-src` (`data:` for wallet icons, the logo's origin),
 * `script-src` and `frame-src` for Turnstile when captcha is on, and WalletConnect's services when it is offered.
 * Merge them with your own directives through `formatCsp`. Throws `LatchError` 'invalid_config' for a bad
 * `apiUrl` or config.
 */
export function latchCsp(options: LatchCspOptions): CspDirectives {
  const directives: Partial<Record<CspDirectiveName, string[]>> = {}
  for (const { directive, source } of latchCspSources(options)) {
    directives[directive] = [...(directives[directive] ?? []), source]
  }
  return directives
}

/**
 * The directives whose absence lets the browser use another one instead (CSP Level 3 fetch directives): each falls
 * back to the next in its list, then to `default-src`.
 */
const FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  'frame-src': ['child-src'],
  'worker-src': ['child-src', 'script-src'],
  'script-src-elem': ['script-src'],
  'script-src-attr': ['script-src'],
  'style-src-elem': ['style-src'],
  'style-src-attr': ['style-src'],
}
const FETCH_DIRECTIVES = new Set([
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'worker-src',
])

/** What `part` allows for `directive` as a browser reads it: its own list, else its fallbacks', else none. */
function effectiveSources(part: CspDirectives, directive: string): readonly string[] {
  const own = (part as Record<string, readonly string[] | undefined>)[directive]
  if (own) return own
  if (!FETCH_DIRECTIVES.has(directive)) return []
  for (const fallback of [...(FALLBACKS[directive] ?? []), 'default-src']) {
    const sources = (part as Record<string, readonly string[] | undefined>)[fallback]
    if (sources) return sources
  }
  return []
}

/**
 * One policy from several directive sets (your own first, then `latchCsp(...)`): for each directive any set names,
 * the sources every set allows there as a browser reads it, joined without repeats. A set that leaves a fetch
 * directive out allows there what its `default-src` (or the directive's own fallback) allows, so Latch adding
 * `connect-src` keeps your `default-src 'self'` for your page's own calls. A directive whose only source would be
 * `'none'` next to others drops the `'none'`.
 * Returns the header value: `default-src 'self'; connect-src 'self' https://auth.example.com; ...`.
 */
export function formatCsp(...parts: ReadonlyArray<CspDirectives>): string {
  const names: string[] = []
  for (const part of parts) for (const name of Object.keys(part)) if (!names.includes(name)) names.push(name)
  return names
    .map((directive) => {
      const sources: string[] = []
      for (const part of parts) {
        for (const source of effectiveSources(part, directive))
          if (!sources.includes(source)) sources.push(source)
      }
      const list = sources.length > 1 ? sources.filter((s) => s !== "'none'") : sources
      return list.length > 0 ? `${directive} ${list.join(' ')}` : directive
    })
    .join('; ')
}
