/**
 * The L1 data fee of OP-stack rollups (Base, Optimism, Zora and their Goerli testnets): read from the chain's gas
 * price oracle with viem's `estimateL1Fee` (`viem/op-stack`) and added to the transaction's total cost.
 */
import type { Chain, Client, Transport } from 'viem'
import { estimateL1Fee } from 'viem/op-stack'
import { OP_STACK_L1_FEE_CHAIN_IDS } from '../constants'
import { type Catalogue, gasLookupError, gasUnsupportedChain } from './errors'

/** True for the chains whose transactions also pay an L1 data fee. */
export function paysL1DataFee(chainId: number): boolean {
  return OP_STACK_L1_FEE_CHAIN_IDS.includes(chainId)
}

/** The transaction fields the L1 fee depends on (its serialized size). */
export interface L1FeeRequest {
  account: `0x${string}`
  to?: `0x${string}`
  data?: `0x${string}`
  value?: bigint
}

/**
 * The L1 data fee in wei. Throws 'Unsupported chain' for a chain that pays none, and
 * `LatchError('l1_fee_failed')` when the oracle cannot be read.
 */
export async function estimateOpStackL1Fee(
  client: Client<Transport, Chain>,
  request: L1FeeRequest,
  options: { timeoutMs?: number; messages?: Catalogue } = {},
): Promise<bigint> {
  const chainId = client.chain.id
  if (!paysL1DataFee(chainId)) throw gasUnsupportedChain(chainId, options.messages)
  try {
    return await estimateL1Fee(client, {
      account: request.account,
      chain: client.chain,
      to: request.to,
      data: request.data,
      value: request.value,
    })
  } catch (error) {
    throw gasLookupError(
      'l1_fee_failed',
      'gas.l1FeeFailed',
      error,
      { chainId, method: 'eth_call', timeoutMs: options.timeoutMs ?? 0 },
      options.messages,
    )
  }
}
