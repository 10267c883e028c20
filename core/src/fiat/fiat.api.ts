/** Card funding wire calls: signing the widget URL on the Latch server, and reading the provider's status API. */
import { isAddress } from 'viem'
import { parseMoonpaySignJSON } from '../api/shapes.lazy'
import type { Api } from '../api/types'
import { MOONPAY_API_URL } from '../constants'
import { LatchError } from '../errors'
import type { MessageKey } from '../messages'
import { formatWalletMessage } from '../messages.wallet'
import { ON_RAMP_SIGN } from '../protocol/endpoints'
import type { OnRampStatusRecord, SignOnRampUrlParameters, SignOnRampUrlReturnType } from './fiat.types'

/** Path of the signer on the Latch server. */
export const ON_RAMP_SIGN_PATH = ON_RAMP_SIGN.path

/**
 * Signs the provider's widget URL for `address` (a bearer call): currency default ETH_ETHEREUM, the caller's
 * accent colour and theme. The server refuses it when the app has the on-ramp off.
 */
export async function signOnRampUrl(
  api: Api,
  parameters: SignOnRampUrlParameters,
): Promise<SignOnRampUrlReturnType> {
  const { address, useSandbox = false, currencyCode = 'ETH_ETHEREUM', uiConfig, signal } = parameters
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw new LatchError('invalid_input', formatWalletMessage(parameters.messages, 'fiat.invalidAddress'))
  }
  const config: Record<string, unknown> = { currencyCode }
  if (uiConfig) config.uiConfig = uiConfig
  const signed = await api.request({
    ...ON_RAMP_SIGN,
    body: { address, useSandbox, config },
    parse: parseMoonpaySignJSON,
    signal,
  })
  return { signedUrl: signed.signedUrl, externalTransactionId: signed.externalTransactionId }
}

/** Parameters of `onRampStatusUrl`. */
export interface OnRampStatusUrlParameters {
  /** The signed widget URL: its `apiKey` (the publishable key of its mode) is reused for the status API. */
  signedUrl: string
  externalTransactionId: string
  /** Base URL of the provider's API (the dev server's stand-in is `<server>/dev/moonpay`). @default MOONPAY_API_URL */
  apiUrl?: string
  /** The client's texts (`ctx.messages`) for the errors. @default the English texts */
  messages?: Partial<Record<MessageKey, string>>
}

/** The provider's transactions-by-external-id URL for a signed widget URL. */
export function onRampStatusUrl(parameters: OnRampStatusUrlParameters): string {
  const apiKey = new URL(parameters.signedUrl).searchParams.get('apiKey')
  if (!apiKey)
    throw new LatchError('invalid_input', formatWalletMessage(parameters.messages, 'fiat.noApiKey'))
  const base = (parameters.apiUrl ?? MOONPAY_API_URL).replace(/\/+$/, '')
  const id = encodeURIComponent(parameters.externalTransactionId)
  return `${base}/v1/transactions/ext/${id}?apiKey=${encodeURIComponent(apiKey)}`
}

const optionalNumber = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const optionalString = (v: unknown): string | null => (typeof v === 'string' ? v : null)

function parseRecord(json: unknown, index: number): OnRampStatusRecord {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new TypeError(`$[${index}] is not an object`)
  }
  const o = json as Record<string, unknown>
  if (typeof o.status !== 'string' || o.status === '')
    throw new TypeError(`$[${index}].status is not a string`)
  const currency = o.currency
  const code =
    typeof currency === 'object' && currency !== null
      ? optionalString((currency as Record<string, unknown>).code)
      : optionalString(o.currencyCode)
  return {
    status: o.status,
    paymentMethod: optionalString(o.paymentMethod),
    cardPaymentType: optionalString(o.cardPaymentType),
    currencyCode: code,
    baseCurrencyAmount: optionalNumber(o.baseCurrencyAmount),
    quoteCurrencyAmount: optionalNumber(o.quoteCurrencyAmount),
    feeAmount: optionalNumber(o.feeAmount),
    extraFeeAmount: optionalNumber(o.extraFeeAmount),
    networkFeeAmount: optionalNumber(o.networkFeeAmount),
    cryptoTransactionId: optionalString(o.cryptoTransactionId),
  }
}

/**
 * Reads the status API's answer (an array of records): the most recently updated record, or null for an empty
 * array. Throws a TypeError for anything else (not an array, a record without a status).
 */
export function parseOnRampStatusRecords(json: unknown): OnRampStatusRecord | null {
  if (!Array.isArray(json)) throw new TypeError('$ is not an array')
  let best: { record: OnRampStatusRecord; at: number } | null = null
  json.forEach((item, i) => {
    const record = parseRecord(item, i)
    const o = item as Record<string, unknown>
    const at = Date.parse(String(o.updatedAt ?? o.createdAt))
    // the latest update wins; records without a date keep the provider's order (first one)
    if (!best || (Number.isFinite(at) && (!Number.isFinite(best.at) || at > best.at))) best = { record, at }
  })
  return (best as { record: OnRampStatusRecord } | null)?.record ?? null
}
