/**
 * Everything a send-transaction screen shows, prepared in one call: the request checked, then the balance, the
 * gas estimate and the native token's price fetched in parallel; the title, fees and total in native token and
 * fiat (ordered by `priceDisplay`), and the insufficient-funds rule (balance minus value not positive).
 */
import { type Address, type Chain, type Client, formatUnits, type Transport } from 'viem'
import { getBalance } from 'viem/actions'
import type { Api } from '../api/types'
import { toRpcError } from '../chains/errors'
import type { ResolvedConfig } from '../config/types'
import { isLatchError, LatchError } from '../errors'
import { formatWalletMessage } from '../messages.wallet'
import { formatFiat, formatTokenAmount } from '../rules/format'
import { isPlainTransfer, type ParsedTransactionRequest, parseTransactionRequest } from '../rules/transaction'
import type { Catalogue } from './errors'
import { estimateTransactionGas, type GasEstimate, type GasOptions } from './estimate'
import { fetchTokenPrice } from './price'

/** How amounts are ordered on the screen. */
export type PriceDisplay = ResolvedConfig['embeddedWallets']['priceDisplay']

/** One amount, exact and as shown. */
export interface AmountView {
  /** In the token's smallest unit (wei). */
  wei: bigint
  /** e.g. '0.01 ETH' or '<0.001 ETH'. */
  native: string
  /** e.g. '$30.00' or '<$0.01'; null when the price is not known. */
  fiat: string | null
  /** What `priceDisplay.primary` asks for (the native amount when fiat is asked but the price is unknown). */
  primary: string
  /** What `priceDisplay.secondary` asks for; null when it is null or not known. */
  secondary: string | null
}

/** Screen texts a host may set per transaction. */
export interface TransactionUiOptions {
  header?: string
  modalTitle?: string
  buttonText?: string
  description?: string
}

/** Parameters of `prepareTransactionView`. */
export interface PrepareTransactionViewParameters extends GasOptions {
  /** A public client of the transaction's chain (`createChainClient`). */
  client: Client<Transport, Chain>
  api: Api
  /** The sending wallet. */
  from: Address
  /** The host's request, unparsed (numbers, bigints or hex strings). */
  request: unknown
  /** @default primary fiat, secondary native token */
  priceDisplay?: PriceDisplay
  uiOptions?: TransactionUiOptions
  /** The locale amounts are written in (`ctx.intl.locale`). @default 'en' */
  locale?: string
}

/** What the send screen shows. */
export interface TransactionView {
  title: string
  buttonText: string
  description: string | null
  chain: { id: number; name: string; symbol: string; decimals: number }
  /** The checked request, with `from` and `chainId` set. */
  request: ParsedTransactionRequest & { from: Address; chainId: number }
  isPlainTransfer: boolean
  /** Null only when funds are insufficient and the estimate failed because of it. */
  gas: GasEstimate | null
  /** USD per native token; null when the price could not be read (the screen then shows native amounts). */
  priceUsd: number | null
  value: AmountView
  /** The most the fees can cost (execution + L1 data fee). */
  fee: AmountView | null
  /** value + fee. */
  total: AmountView | null
  balance: AmountView
  insufficientFunds: boolean
  /** 'Wallet has insufficient funds for this transaction.' when they are, else null. */
  error: string | null
}

const DEFAULT_PRICE_DISPLAY: PriceDisplay = { primary: 'fiat-currency', secondary: 'native-token' }

function amount(
  wei: bigint,
  chain: TransactionView['chain'],
  priceUsd: number | null,
  display: PriceDisplay,
  catalogue: Catalogue,
  locale: string | undefined,
): AmountView {
  const native = `${formatTokenAmount(wei, chain.decimals, catalogue, locale)} ${chain.symbol}`
  const fiat =
    priceUsd === null
      ? null
      : formatFiat(Number(formatUnits(wei, chain.decimals)) * priceUsd, catalogue, locale)
  const pick = (kind: PriceDisplay['primary'] | null) =>
    kind === null ? null : kind === 'fiat-currency' ? fiat : native
  const primary = pick(display.primary) ?? native
  const secondary = pick(display.secondary)
  return { wei, native, fiat, primary, secondary: secondary === primary ? null : secondary }
}

/**
 * Prepares the send screen. A bad request field throws `LatchError('invalid_request_arguments')` before any call;
 * a failed balance or gas lookup (other than one caused by insufficient funds) throws
 * `LatchError('transaction_prepare_failed')` with 'There was an error preparing your transaction. Please try
 * again.' and the typed lookup error as cause. A failed price lookup only leaves `priceUsd` null.
 */
export async function prepareTransactionView(
  parameters: PrepareTransactionViewParameters,
): Promise<TransactionView> {
  const { client, api, messages: catalogue } = parameters
  const chain = client.chain
  const parsed = parseTransactionRequest(parameters.request, catalogue)
  if (parsed.chainId !== undefined && parsed.chainId !== chain.id) {
    throw new LatchError(
      'invalid_request_arguments',
      `The request's chainId ${parsed.chainId} does not match the client's chain ${chain.id}`,
    )
  }
  const request = { ...parsed, from: parameters.from, chainId: chain.id }
  const value = request.value ?? 0n
  const info = {
    id: chain.id,
    name: chain.name,
    symbol: chain.nativeCurrency.symbol,
    decimals: chain.nativeCurrency.decimals,
  }

  const settle = <T>(p: Promise<T>) =>
    p.then(
      (ok) => ({ ok: true as const, value: ok }),
      (error: unknown) => ({ ok: false as const, error }),
    )
  const [balanceResult, gasResult, priceResult] = await Promise.all([
    settle(getBalance(client, { address: parameters.from })),
    settle(
      estimateTransactionGas(
        client,
        { from: parameters.from, to: request.to, data: request.data, value, gas: request.gas },
        parameters,
      ),
    ),
    settle(fetchTokenPrice(api, { chainId: chain.id, tokenSymbol: info.symbol })),
  ])

  const prepareError = (cause: unknown) =>
    new LatchError('transaction_prepare_failed', formatWalletMessage(catalogue, 'transaction.prepareError'), {
      cause,
      retryable: isLatchError(cause) ? cause.retryable : true,
      details: isLatchError(cause) ? cause.message : undefined,
    })
  if (!balanceResult.ok) {
    const timeoutMs = (client as { latchTimeoutMs?: number }).latchTimeoutMs ?? 0
    throw prepareError(
      toRpcError(balanceResult.error, { chainId: chain.id, method: 'eth_getBalance', timeoutMs }, catalogue),
    )
  }
  const balance = balanceResult.value
  const insufficientFunds = balance - value <= 0n
  if (!gasResult.ok && !insufficientFunds) throw prepareError(gasResult.error)
  const gas = gasResult.ok ? gasResult.value : null
  const priceUsd = priceResult.ok ? priceResult.value : null

  const display = parameters.priceDisplay ?? DEFAULT_PRICE_DISPLAY
  const ui = parameters.uiOptions ?? {}
  const plain = isPlainTransfer(request)
  const title =
    ui.header ??
    ui.modalTitle ??
    (plain
      ? formatWalletMessage(catalogue, 'transaction.sendTitle', { symbol: info.symbol })
      : formatWalletMessage(catalogue, 'transaction.reviewTitle'))
  const show = (wei: bigint) => amount(wei, info, priceUsd, display, catalogue, parameters.locale)
  return {
    title,
    buttonText: ui.buttonText ?? formatWalletMessage(catalogue, 'transaction.submit'),
    description: ui.description ?? null,
    chain: info,
    request,
    isPlainTransfer: plain,
    gas,
    priceUsd,
    value: show(value),
    fee: gas ? show(gas.totalFee) : null,
    total: gas ? show(value + gas.totalFee) : null,
    balance: show(balance),
    insufficientFunds,
    error: insufficientFunds ? formatWalletMessage(catalogue, 'transaction.insufficientFunds') : null,
  }
}
