/**
 * A transaction's gas and fees, all through viem actions: `estimateGas`; fees by the chain's rule (Polygon gas
 * station tiers, Arbitrum base fee x 1.2, otherwise `estimateFeesPerGas`); plus the L1 data fee on OP-stack
 * rollups. The three lookups run in parallel.
 */
import type { Chain, Client, Transport } from 'viem'
import { estimateFeesPerGas, estimateGas } from 'viem/actions'
import { DEFAULT_GAS_TIER } from '../constants'
import type { LatchEnv } from '../env'
import { estimateArbitrumFees, isArbitrumChain } from './arbitrum'
import { type Catalogue, gasLookupError } from './errors'
import { estimateOpStackL1Fee, paysL1DataFee } from './l1-fee'
import { fetchPolygonGasTiers, type GasTierName, type GasTiers, usesPolygonGasStation } from './polygon'

/** Where the fees came from. */
export type FeeSource = 'polygon-gas-station' | 'arbitrum-base-fee' | 'rpc'

/** Fees per gas, in wei: EIP-1559 fields, or `gasPrice` on a legacy chain. */
export interface FeeEstimate {
  source: FeeSource
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  gasPrice?: bigint
  /** The gas station's three tiers (Polygon chains only). */
  tiers?: GasTiers
}

/** Options shared by the gas functions. */
export interface GasOptions {
  /** For the Polygon gas station (the client's `env.fetch`). @default globalThis.fetch */
  fetch?: LatchEnv['fetch']
  clock?: LatchEnv['clock']
  /** The gas station tier to use. @default 'standard' */
  tier?: GasTierName
  messages?: Catalogue
}

type AnyClient = Client<Transport, Chain>
const timeoutOf = (client: AnyClient) => (client as { latchTimeoutMs?: number }).latchTimeoutMs ?? 0

/**
 * Current fees per gas for the client's chain. Throws `gas_station_failed`, `gas_fees_failed` (typed, with the
 * RPC failure as cause) when the chain's source cannot be read.
 */
export async function estimateFees(client: AnyClient, options: GasOptions = {}): Promise<FeeEstimate> {
  const chainId = client.chain.id
  if (usesPolygonGasStation(chainId)) {
    const tiers = await fetchPolygonGasTiers({
      chainId,
      fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      clock: options.clock,
      messages: options.messages,
    })
    return { source: 'polygon-gas-station', ...tiers[options.tier ?? DEFAULT_GAS_TIER], tiers }
  }
  if (isArbitrumChain(chainId)) {
    const fees = await estimateArbitrumFees(client, {
      timeoutMs: timeoutOf(client),
      messages: options.messages,
    })
    return { source: 'arbitrum-base-fee', ...fees }
  }
  try {
    const fees = await estimateFeesPerGas(client)
    return { source: 'rpc', ...fees }
  } catch (error) {
    throw gasLookupError(
      'gas_fees_failed',
      'gas.feesFailed',
      error,
      { chainId, method: 'eth_getBlockByNumber', timeoutMs: timeoutOf(client) },
      options.messages,
    )
  }
}

/** The transaction fields gas depends on (parsed: see `parseTransactionRequest`). */
export interface GasRequest {
  from: `0x${string}`
  to?: `0x${string}`
  data?: `0x${string}`
  value?: bigint
  /** A gas limit the host set: used as is, not estimated. */
  gas?: bigint
}

/** A transaction's full cost estimate, in wei. */
export interface GasEstimate {
  gas: bigint
  fees: FeeEstimate
  /** The price per gas the cost is computed at: maxFeePerGas, else gasPrice. */
  pricePerGas: bigint
  /** gas x pricePerGas. */
  executionFee: bigint
  /** The L1 data fee (0 on chains without one). */
  l1Fee: bigint
  /** executionFee + l1Fee: the most the fees can cost. */
  totalFee: bigint
}

/**
 * Estimates gas, fees and (on OP-stack rollups) the L1 data fee in parallel. Throws `gas_estimate_failed`,
 * `gas_fees_failed`, `gas_station_failed` or `l1_fee_failed`: typed, descriptive, the RPC failure as cause.
 */
export async function estimateTransactionGas(
  client: AnyClient,
  request: GasRequest,
  options: GasOptions = {},
): Promise<GasEstimate> {
  const chainId = client.chain.id
  const gasPromise =
    request.gas !== undefined
      ? Promise.resolve(request.gas)
      : estimateGas(client, {
          account: request.from,
          to: request.to,
          data: request.data,
          value: request.value,
        }).catch((error: unknown) => {
          throw gasLookupError(
            'gas_estimate_failed',
            'gas.estimateFailed',
            error,
            { chainId, method: 'eth_estimateGas', timeoutMs: timeoutOf(client) },
            options.messages,
          )
        })
  const l1Promise = paysL1DataFee(chainId)
    ? estimateOpStackL1Fee(
        client,
        { account: request.from, to: request.to, data: request.data, value: request.value },
        { timeoutMs: timeoutOf(client), messages: options.messages },
      )
    : Promise.resolve(0n)
  const [gas, fees, l1Fee] = await Promise.all([gasPromise, estimateFees(client, options), l1Promise])
  const pricePerGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n
  const executionFee = gas * pricePerGas
  return { gas, fees, pricePerGas, executionFee, l1Fee, totalFee: executionFee + l1Fee }
}
