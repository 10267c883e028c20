/**
 * Card funding (on-ramp): the widget URL signed by MoonPay's scheme, and (dev mode only) the provider's stand-in.
 *
 *   POST /api/v1/plugins/moonpay_on_ramp/sign  bearer  {address, useSandbox?, config?: {currencyCode?, uiConfig?}}
 *        -> {signedUrl, externalTransactionId}; `address` must be one of the caller's wallets (403 wallet_not_owned)
 *
 * The signature is MoonPay's documented one: base64(HMAC-SHA256(secret key, the URL's query string including the
 * leading '?')), appended URL-encoded as `signature`. The provider's widget base URLs come from config, so
 * the dev stand-in (examples/server/src/dev/onramp-standin.ts) and the real provider are the same code path.
 */
import { createHmac } from 'node:crypto'
import { Hono } from 'hono'
import { getAddress, isAddress } from 'viem'
import { loadUser, requireCaller } from '../auth'
import type { Deps, HonoEnv } from '../context'
import { randomToken, safeEqual } from '../crypto'
import { onRampStandInRoutes } from '../dev/onramp-standin'
import { badRequest, HttpError, optBool, readJson, str } from '../http'

/** MoonPay's hosted widget, live and sandbox. */
export const MOONPAY_WIDGET_URL = 'https://buy.moonpay.com'
export const MOONPAY_SANDBOX_WIDGET_URL = 'https://buy-sandbox.moonpay.com'
/** Where the dev stand-in lives under the server's public URL. */
export const STAND_IN_PATH = '/dev/moonpay'
/** Storage secret name of the signing key made for the stand-in when none is configured (dev mode only). */
const DEV_SECRET_NAME = 'moonpay_dev_secret'

/**
 * The client's currency codes (asset and network) as MoonPay's widget codes. A code not listed is passed on
 * lower-cased, so MoonPay's own codes ('usdc_arbitrum') work too.
 */
export const MOONPAY_CURRENCY_CODES: Record<string, string> = {
  ETH_ETHEREUM: 'eth',
  ETH_SEPOLIA: 'eth_sepolia',
  ETH_BASE: 'eth_base',
  ETH_OPTIMISM: 'eth_optimism',
  ETH_ARBITRUM: 'eth_arbitrum',
  ETH_POLYGON: 'eth_polygon',
  POL_POLYGON: 'pol_polygon',
  MATIC_POLYGON: 'matic_polygon',
  USDC_ETHEREUM: 'usdc',
  USDC_BASE: 'usdc_base',
  USDC_POLYGON: 'usdc_polygon',
  USDC_OPTIMISM: 'usdc_optimism',
  USDC_ARBITRUM: 'usdc_arbitrum',
}

/** One mode (live or sandbox) of the provider, resolved from config at request time. */
export interface OnRampMode {
  sandbox: boolean
  apiKey: string
  /** Widget base URL (the signed URL's origin and path). */
  widgetUrl: string
}

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** The widget base URL and publishable key of a mode: configured, else the stand-in in dev mode, else MoonPay. */
export function onRampMode(deps: Deps, sandbox: boolean): OnRampMode {
  const m = deps.config.moonpay
  const standIn = deps.config.devMode ? `${trimSlash(deps.config.publicUrl)}${STAND_IN_PATH}` : null
  const widget = sandbox ? m.sandboxWidgetUrl : m.widgetUrl
  return {
    sandbox,
    apiKey: sandbox ? m.sandboxApiKey : m.apiKey,
    widgetUrl: trimSlash(
      widget ?? (standIn ? `${standIn}/widget` : sandbox ? MOONPAY_SANDBOX_WIDGET_URL : MOONPAY_WIDGET_URL),
    ),
  }
}

/**
 * The secret key of a mode. Outside dev mode a missing key is a configuration error (503): a URL signed with a
 * made-up key would only fail at the provider. In dev mode a random key is made once and kept in storage.
 */
export async function onRampSecret(deps: Deps, sandbox: boolean): Promise<string> {
  const m = deps.config.moonpay
  const configured = sandbox ? m.sandboxSecretKey : m.secretKey
  if (configured) return configured
  if (!deps.config.devMode) {
    throw new HttpError(503, 'on_ramp_not_configured', 'The card on-ramp has no secret key configured')
  }
  return deps.storage.putSecretIfAbsent(DEV_SECRET_NAME, randomToken(32))
}

/** MoonPay's signature of a query string ('?a=1&b=2', the leading '?' included): base64 HMAC-SHA256. */
export function signQuery(search: string, secret: string): string {
  return createHmac('sha256', secret).update(search).digest('base64')
}

/**
 * Checks a widget URL's query the way the provider does: the `signature` parameter must be the signature of the
 * query string before it. Returns the parameters, or null when unsigned or tampered with.
 */
export function verifySignedQuery(search: string, secret: string): URLSearchParams | null {
  const query = search.startsWith('?') ? search : `?${search}`
  const at = query.lastIndexOf('&signature=')
  if (at < 0) return null
  const signed = query.slice(0, at)
  let presented: string
  try {
    presented = decodeURIComponent(query.slice(at + '&signature='.length))
  } catch {
    return null
  }
  if (!safeEqual(presented, signQuery(signed, secret))) return null
  return new URLSearchParams(signed)
}

const COLOR = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/

/** The sign route (needs the app middleware first) and, in dev mode, the provider stand-in. */
export function onRampRoutes(deps: Deps): Hono<HonoEnv> {
  const r = new Hono<HonoEnv>()

  r.post('/api/v1/plugins/moonpay_on_ramp/sign', requireCaller(deps), async (c) => {
    const body = await readJson(c)
    const address = str(body, 'address', 64)
    if (!isAddress(address, { strict: false })) throw badRequest("Missing or invalid field 'address'")
    const sandbox = optBool(body, 'useSandbox') ?? false
    const raw = body.config === undefined || body.config === null ? {} : body.config
    if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest("Invalid field 'config'")
    const config = raw as Record<string, unknown>
    const code = config.currencyCode ?? 'ETH_ETHEREUM'
    if (typeof code !== 'string' || !/^[A-Za-z0-9_]{1,32}$/.test(code)) {
      throw badRequest("Invalid field 'config.currencyCode'")
    }
    const ui = config.uiConfig ?? {}
    if (typeof ui !== 'object' || ui === null || Array.isArray(ui)) {
      throw badRequest("Invalid field 'config.uiConfig'")
    }
    const { accentColor, theme } = ui as Record<string, unknown>
    if (accentColor !== undefined && (typeof accentColor !== 'string' || !COLOR.test(accentColor))) {
      throw badRequest("Invalid field 'config.uiConfig.accentColor'")
    }
    if (theme !== undefined && theme !== 'light' && theme !== 'dark') {
      throw badRequest("Invalid field 'config.uiConfig.theme'")
    }
    const app = c.get('app')
    if (!app.settings.fiatOnRampEnabled) {
      throw new HttpError(403, 'on_ramp_disabled', 'Fiat on-ramp must be enabled')
    }
    // the signer funds only the caller's own wallets: a stolen token cannot have card payments sent elsewhere
    const user = await loadUser(deps, app.id, c.get('caller').userId)
    if (!user.accounts.some((a) => a.type === 'wallet' && a.key === address.toLowerCase())) {
      throw new HttpError(403, 'wallet_not_owned', 'This address is not one of your wallets.')
    }

    const mode = onRampMode(deps, sandbox)
    const secret = await onRampSecret(deps, sandbox)
    const externalTransactionId = crypto.randomUUID()
    const url = new URL(mode.widgetUrl)
    url.searchParams.set('apiKey', mode.apiKey)
    url.searchParams.set('walletAddress', getAddress(address))
    url.searchParams.set('currencyCode', MOONPAY_CURRENCY_CODES[code.toUpperCase()] ?? code.toLowerCase())
    url.searchParams.set('externalTransactionId', externalTransactionId)
    // the caller's colour, else the app's accent colour
    const color = accentColor ?? app.settings.accentColor
    if (typeof color === 'string' && COLOR.test(color)) url.searchParams.set('colorCode', color)
    if (theme) url.searchParams.set('theme', theme)
    const signedUrl = `${url.toString()}&signature=${encodeURIComponent(signQuery(url.search, secret))}`
    c.header('Cache-Control', 'no-store')
    return c.json({ signedUrl, externalTransactionId })
  })

  if (deps.config.devMode) r.route('/', onRampStandInRoutes(deps))
  return r
}
