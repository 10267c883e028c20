/** Types of card funding (on-ramp): sign parameters, status records and the statuses the screens show. */

import type { MessageKey } from '../messages'

/**
 * What the funding screen shows. `pending` is the default ('In Progress'); the others are terminal: polling stops.
 */
export type OnRampStatus = 'pending' | 'failed' | 'completed' | 'awaitingAuthorization' | 'serviceFailure'

/** The widget's look: the caller's accent colour ('#RRGGBB') and theme. */
export interface OnRampUiConfig {
  accentColor?: string
  theme?: 'light' | 'dark'
}

/** Parameters of `signOnRampUrl`. */
export interface SignOnRampUrlParameters {
  /** The wallet the purchase is sent to. */
  address: string
  /** Sign for the provider's sandbox (test key and widget). @default false */
  useSandbox?: boolean
  /** Asset and network to buy. @default 'ETH_ETHEREUM' */
  currencyCode?: string
  uiConfig?: OnRampUiConfig
  /** Abort signal from the caller. */
  signal?: AbortSignal
  /** The client's texts (`ctx.messages`) for the errors. @default the English texts */
  messages?: Partial<Record<MessageKey, string>>
}

/** What `signOnRampUrl` answers: the widget URL to open and the id its status is polled by. */
export interface SignOnRampUrlReturnType {
  signedUrl: string
  externalTransactionId: string
}

/** One transaction record of the provider's status API, reduced to the fields the client reads. */
export interface OnRampStatusRecord {
  /** The provider's status: 'pending', 'waitingPayment', 'waitingAuthorization', 'failed', 'completed', ... */
  status: string
  paymentMethod: string | null
  cardPaymentType: string | null
  /** The bought asset's code ('eth', 'usdc_base'). */
  currencyCode: string | null
  baseCurrencyAmount: number | null
  quoteCurrencyAmount: number | null
  feeAmount: number | null
  extraFeeAmount: number | null
  networkFeeAmount: number | null
  /** The hash of the transaction that delivered the purchase on chain, once the provider reports it. */
  cryptoTransactionId: string | null
}

/** What a status poll reports to `onStatus`. */
export interface OnRampStatusUpdate {
  status: OnRampStatus
  /** The provider's record, or null before there is one (404) or after the service failed. */
  record: OnRampStatusRecord | null
  /** Failed polls so far (HTTP errors other than 404, unreadable answers, network errors, timeouts). */
  failures: number
}
