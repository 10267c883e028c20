/**
 * The shape checks of the answers only lazily loaded commands read, on the primitives of `shapes.ts` (which is part
 * of core's eager runtime): kept apart so they load with those commands rather than with the first render.
 */
import { fail, nonEmptyString, number, object, string } from './shapes'
import type {
  InitResponseJSON,
  MoonpaySignJSON,
  OAuthInitResponseJSON,
  SiweInitResponseJSON,
  TokenPriceJSON,
} from './wire'

/** POST .../init answers; an empty body is accepted too (the server may answer nothing). */
export function parseInitResponseJSON(json: unknown): InitResponseJSON {
  if (json !== null && json !== undefined) object(json)
  return { success: true }
}

/** POST /api/v1/siwe/init. */
export function parseSiweInitResponseJSON(json: unknown): SiweInitResponseJSON {
  const o = object(json)
  return {
    nonce: nonEmptyString(o.nonce, '$.nonce'),
    address: string(o.address, '$.address'),
    expires_at: string(o.expires_at, '$.expires_at'),
  }
}

/** POST /api/v1/oauth/init. */
export function parseOAuthInitResponseJSON(json: unknown): OAuthInitResponseJSON {
  const o = object(json)
  const url = nonEmptyString(o.url, '$.url')
  try {
    new URL(url)
  } catch {
    fail('$.url', 'an absolute URL')
  }
  return { url }
}

/** GET /api/v1/token_price. */
export function parseTokenPriceJSON(json: unknown): TokenPriceJSON {
  return { usd: number(object(json).usd, '$.usd') }
}

/** POST /api/v1/plugins/moonpay_on_ramp/sign. */
export function parseMoonpaySignJSON(json: unknown): MoonpaySignJSON {
  const o = object(json)
  return {
    signedUrl: nonEmptyString(o.signedUrl, '$.signedUrl'),
    externalTransactionId: nonEmptyString(o.externalTransactionId, '$.externalTransactionId'),
  }
}
