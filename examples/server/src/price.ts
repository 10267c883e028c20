/**
 * The production source of GET /api/v1/token_price: an HTTP price API named by `LATCH_PRICE_API_URL`, a URL
 * template with `{symbol}` (and optionally `{chainId}`). It must answer `{ "usd": <number> }` or Coinbase's spot
 * shape `{ "data": { "amount": "<decimal>", "currency": "USD" } }`; 404 means "no price". Answers are cached per
 * symbol and chain for a short TTL, concurrent misses share one upstream call, each call has a timeout, and a
 * failing source serves the last good price for a while before the route answers 502.
 */
import type { PriceApiConfig } from './config'
import { HttpError } from './http'

/** Native currencies of the chains Latch knows, their wrapped forms and the common stablecoins. */
export const DEFAULT_PRICE_SYMBOLS: readonly string[] = [
  'ETH',
  'WETH',
  'MATIC',
  'POL',
  'BNB',
  'AVAX',
  'FTM',
  'CELO',
  'XDAI',
  'OP',
  'ARB',
  'USDC',
  'USDT',
  'DAI',
]

/** A price lookup: USD per token, or null when the source has no price for it. */
export interface PriceSource {
  price(symbol: string, chainId: string | undefined): Promise<number | null>
}

const MAX_ENTRIES = 1000

/** Checks the template: an absolute http(s) URL containing `{symbol}`. Throws a startup error otherwise. */
export function validatePriceApiUrl(template: string): void {
  let url: URL
  try {
    url = new URL(template.replaceAll('{symbol}', 'ETH').replaceAll('{chainId}', '1'))
  } catch {
    throw new Error(`LATCH_PRICE_API_URL must be an absolute URL, not '${template}'`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('LATCH_PRICE_API_URL must be an http(s) URL')
  }
  if (!template.includes('{symbol}')) throw new Error('LATCH_PRICE_API_URL must contain {symbol}')
}

/** Reads a price from either documented answer shape; null when it has neither. */
export function readPriceAnswer(json: unknown): number | null {
  if (typeof json !== 'object' || json === null) return null
  const o = json as Record<string, unknown>
  let usd: unknown = o.usd
  if (usd === undefined && typeof o.data === 'object' && o.data !== null) {
    const data = o.data as Record<string, unknown>
    if (data.currency !== undefined && data.currency !== 'USD') return null
    usd =
      typeof data.amount === 'string' && /^\d+(\.\d+)?$/.test(data.amount) ? Number(data.amount) : undefined
  }
  return typeof usd === 'number' && Number.isFinite(usd) && usd >= 0 ? usd : null
}

const unavailable = (reason: string) =>
  new HttpError(502, 'price_source_unavailable', `The price source could not be read: ${reason}`)

/** Creates the cached source. `now` is the server clock in ms. */
export function createPriceSource(config: PriceApiConfig, now: () => number): PriceSource {
  validatePriceApiUrl(config.url)
  const ttlMs = (config.ttlSeconds ?? 60) * 1000
  const staleMs = (config.staleIfErrorSeconds ?? 600) * 1000
  const timeoutMs = config.timeoutMs ?? 5000
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const cache = new Map<string, { usd: number | null; at: number }>()
  const inFlight = new Map<string, Promise<number | null>>()

  async function load(symbol: string, chainId: string | undefined): Promise<number | null> {
    const url = config.url
      .replaceAll('{symbol}', encodeURIComponent(symbol))
      .replaceAll('{chainId}', encodeURIComponent(chainId ?? ''))
    let response: Response
    try {
      response = await doFetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as Error).name === 'AbortError'
      throw unavailable(timedOut ? `no answer within ${timeoutMs} ms` : 'network error')
    }
    if (response.status === 404) return null
    if (!response.ok) throw unavailable(`HTTP ${response.status}`)
    let json: unknown
    try {
      json = await response.json()
    } catch {
      throw unavailable('the answer is not JSON')
    }
    const usd = readPriceAnswer(json)
    if (usd === null) throw unavailable('the answer has no USD price')
    return usd
  }

  return {
    async price(symbol, chainId) {
      const key = `${symbol.toUpperCase()}:${chainId ?? ''}`
      const cached = cache.get(key)
      if (cached && now() - cached.at < ttlMs) return cached.usd
      const pending = inFlight.get(key)
      if (pending) return pending
      const call = load(symbol.toUpperCase(), chainId)
        .then((usd) => {
          if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string)
          cache.delete(key)
          cache.set(key, { usd, at: now() })
          return usd
        })
        .catch((error: unknown) => {
          if (cached && cached.usd !== null && now() - cached.at < ttlMs + staleMs) return cached.usd
          throw error
        })
        .finally(() => inFlight.delete(key))
      inFlight.set(key, call)
      return call
    },
  }
}
