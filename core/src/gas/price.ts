/** The native token's USD price, from the auth API (GET /api/v1/token_price?chainId=&tokenSymbol=). */
import { parseTokenPriceJSON } from '../api/shapes.lazy'
import type { Api } from '../api/types'
import { ApiError } from '../errors'
import { TOKEN_PRICE } from '../protocol/endpoints'

/** Parameters of `fetchTokenPrice`. */
export interface FetchTokenPriceParameters {
  chainId: number
  /** The token's symbol, e.g. the chain's `nativeCurrency.symbol`. */
  tokenSymbol: string
  signal?: AbortSignal
}

/**
 * The token's price in US dollars. Throws the API client's `ApiError` (404 when the server has no price; a
 * negative price is `invalid_response`).
 */
export async function fetchTokenPrice(api: Api, parameters: FetchTokenPriceParameters): Promise<number> {
  const { usd } = await api.request({
    ...TOKEN_PRICE,
    query: { chainId: parameters.chainId, tokenSymbol: parameters.tokenSymbol },
    parse: parseTokenPriceJSON,
    signal: parameters.signal,
  })
  if (usd < 0) {
    throw new ApiError('invalid_response', 'The server sent a negative token price', { status: 200 })
  }
  return usd
}
