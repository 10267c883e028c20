/**
 * The fiat on-ramp (MoonPay): live and sandbox modes, the signing secret and the URL signatures, which the sign route
 * and the dev stand-in both use.
 */
import { createHmac } from 'node:crypto'
import type { Deps } from '../context'
import { randomToken, safeEqual } from '../crypto'
import { HttpError } from '../http'

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

/** A CSS hex colour, as the widget takes it. */
export const COLOR = /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/
