/**
 * Polygon fees from the Polygon gas station v2 (mainnet, or the testnet station for Mumbai and Amoy): three tiers
 * (safeLow, standard, fast), each with maxPriorityFee and maxFee in gwei, turned into wei.
 */
import { parseGwei } from 'viem'
import { GAS_STATION_TIMEOUT_MS, POLYGON_GAS_STATION_URLS } from '../constants'
import type { Clock, LatchEnv } from '../env'
import { LatchError } from '../errors'
import { formatWalletMessage } from '../messages.wallet'
import { type Catalogue, gasUnsupportedChain } from './errors'

/** A gas station tier name. */
export type GasTierName = 'safeLow' | 'standard' | 'fast'
/** One tier's EIP-1559 fees, in wei. */
export interface GasTier {
  maxPriorityFeePerGas: bigint
  maxFeePerGas: bigint
}
/** The three tiers of the gas station. */
export type GasTiers = Record<GasTierName, GasTier>

/** Tier names, cheapest first. */
export const GAS_TIER_NAMES: readonly GasTierName[] = ['safeLow', 'standard', 'fast']

/** True for the chains the Polygon gas station serves (Polygon, Mumbai, Amoy). */
export function usesPolygonGasStation(chainId: number): boolean {
  return POLYGON_GAS_STATION_URLS[chainId] !== undefined
}

/** The gas station url of a Polygon chain; 'Unsupported chain' (`unsupported_chain`) for any other chain. */
export function polygonGasStationUrl(chainId: number, catalogue?: Catalogue): string {
  const url = POLYGON_GAS_STATION_URLS[chainId]
  if (!url) throw gasUnsupportedChain(chainId, catalogue)
  return url
}

function gweiToWei(value: unknown): bigint | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1e12) return null
  // the station sends floats such as 30.000000016; nine decimals is exactly wei precision
  return parseGwei(value.toFixed(9))
}

/**
 * Reads the three tiers from a gas station v2 answer; throws `LatchError('gas_station_failed')` when a tier or fee
 * is missing, negative or not a number, or when maxFee is below maxPriorityFee.
 */
export function parsePolygonGasStation(json: unknown, url: string, catalogue?: Catalogue): GasTiers {
  const malformed = () =>
    new LatchError(
      'gas_station_failed',
      formatWalletMessage(catalogue, 'gas.polygonStationMalformed', { url }),
    )
  if (typeof json !== 'object' || json === null) throw malformed()
  const out = {} as GasTiers
  for (const name of GAS_TIER_NAMES) {
    const tier = (json as Record<string, unknown>)[name] as Record<string, unknown> | undefined
    const maxPriorityFeePerGas = gweiToWei(tier?.maxPriorityFee)
    const maxFeePerGas = gweiToWei(tier?.maxFee)
    if (maxPriorityFeePerGas === null || maxFeePerGas === null || maxFeePerGas < maxPriorityFeePerGas) {
      throw malformed()
    }
    out[name] = { maxPriorityFeePerGas, maxFeePerGas }
  }
  return out
}

/** Parameters of `fetchPolygonGasTiers`. */
export interface FetchPolygonGasTiersParameters {
  chainId: number
  /** The fetch to use (the client's `env.fetch`). */
  fetch: LatchEnv['fetch']
  /** Timer for the timeout. @default the global timers */
  clock?: Pick<Clock, 'setTimeout' | 'clearTimeout'>
  /** @default GAS_STATION_TIMEOUT_MS (10 000) */
  timeoutMs?: number
  messages?: Catalogue
}

/**
 * GETs the chain's gas station and returns its tiers in wei. Throws 'Unsupported chain' for a non-Polygon chain
 * and `LatchError('gas_station_failed')` (retryable) with the url and the reason when the station cannot be read.
 */
export async function fetchPolygonGasTiers(parameters: FetchPolygonGasTiersParameters): Promise<GasTiers> {
  const { messages: catalogue } = parameters
  const url = polygonGasStationUrl(parameters.chainId, catalogue)
  const timeoutMs = parameters.timeoutMs ?? GAS_STATION_TIMEOUT_MS
  const clock = parameters.clock ?? {
    setTimeout: (fn: () => void, ms: number) => globalThis.setTimeout(fn, ms),
    clearTimeout: (h: unknown) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
  }
  const failed = (reason: string, cause?: unknown) =>
    new LatchError(
      'gas_station_failed',
      formatWalletMessage(catalogue, 'gas.polygonStationFailed', { url, reason }),
      { retryable: true, cause, details: reason },
    )
  const controller = new AbortController()
  let timer: unknown
  const timeout = new Promise<never>((_, reject) => {
    timer = clock.setTimeout(() => {
      reject(failed(`no answer within ${timeoutMs} ms`))
      controller.abort()
    }, timeoutMs)
  })
  const read = async () => {
    let response: Response
    try {
      response = await parameters.fetch(url, {
        headers: { accept: 'application/json' },
        signal: controller.signal,
      })
    } catch (cause) {
      throw failed('network error', cause)
    }
    if (!response.ok) throw failed(`HTTP ${response.status}`)
    let json: unknown
    try {
      json = await response.json()
    } catch (cause) {
      throw failed('the answer is not JSON', cause)
    }
    return parsePolygonGasStation(json, url, catalogue)
  }
  try {
    return await Promise.race([read(), timeout])
  } finally {
    clock.clearTimeout(timer)
  }
}
