/** Arbitrum fees: max fee = the latest block's base fee x 1.2, priority fee 0 (Arbitrum has no tips). */

import type { Chain, Client, Transport } from 'viem'
import { getBlock } from 'viem/actions'
import { ARBITRUM_CHAIN_IDS, ARBITRUM_MAX_FEE_MULTIPLIER } from '../constants'
import { LatchError } from '../errors'
import { formatWalletMessage } from '../messages.wallet'
import { type Catalogue, gasLookupError, gasUnsupportedChain } from './errors'

/** True for Arbitrum One, Arbitrum Goerli and Arbitrum Sepolia. */
export function isArbitrumChain(chainId: number): boolean {
  return ARBITRUM_CHAIN_IDS.includes(chainId)
}

/** The Arbitrum rule on a base fee: base fee x 1.2 (exact, in bigint), priority fee 0. */
export function arbitrumFeesFromBaseFee(baseFeePerGas: bigint): {
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
} {
  const percent = BigInt(Math.round(ARBITRUM_MAX_FEE_MULTIPLIER * 100))
  return { maxFeePerGas: (baseFeePerGas * percent) / 100n, maxPriorityFeePerGas: 0n }
}

/**
 * Reads the latest block and applies the Arbitrum rule. Throws 'Unsupported chain' off Arbitrum,
 * `LatchError('gas_fees_failed')` when the block has no base fee or cannot be read.
 */
export async function estimateArbitrumFees(
  client: Client<Transport, Chain>,
  options: { timeoutMs?: number; messages?: Catalogue } = {},
): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }> {
  const chainId = client.chain.id
  if (!isArbitrumChain(chainId)) throw gasUnsupportedChain(chainId, options.messages)
  let baseFee: bigint | null | undefined
  try {
    baseFee = (await getBlock(client, { blockTag: 'latest' })).baseFeePerGas
  } catch (error) {
    throw gasLookupError(
      'gas_fees_failed',
      'gas.arbitrumBaseFeeMissing',
      error,
      { chainId, method: 'eth_getBlockByNumber', timeoutMs: options.timeoutMs ?? 0 },
      options.messages,
    )
  }
  if (typeof baseFee !== 'bigint') {
    throw new LatchError(
      'gas_fees_failed',
      formatWalletMessage(options.messages, 'gas.arbitrumBaseFeeMissing', { id: chainId }),
    )
  }
  return arbitrumFeesFromBaseFee(baseFee)
}
