/** Gas lookup errors: each a `LatchError` with a stable code, a descriptive message and the RPC failure as cause. */
import { toRpcError } from '../chains/errors'
import { LatchError } from '../errors'
import type { MessageKey } from '../messages'
import { formatWalletMessage, type WalletMessageKey } from '../messages.wallet'

/** A host's message overrides. */
export type Catalogue = Partial<Record<MessageKey, string>> | undefined

/** Codes of the gas module's errors. */
export type GasErrorCode =
  | 'unsupported_chain'
  | 'gas_estimate_failed'
  | 'gas_fees_failed'
  | 'gas_station_failed'
  | 'l1_fee_failed'

/** 'Unsupported chain': a chain-specific lookup (gas station, L1 fee) asked for a chain it does not serve. */
export function gasUnsupportedChain(chainId: number, catalogue: Catalogue): LatchError {
  return new LatchError('unsupported_chain', formatWalletMessage(catalogue, 'gas.unsupportedChain'), {
    details: `chain ${chainId}`,
  })
}

/**
 * Wraps a failed RPC lookup: the message says what could not be read, `details` says why (timeout, HTTP error,
 * malformed answer), `cause` is the typed RPC error (`rpc_timeout` or `rpc_error`), retryable when it is.
 */
export function gasLookupError(
  code: GasErrorCode,
  key: WalletMessageKey,
  error: unknown,
  context: { chainId: number; method: string; timeoutMs: number },
  catalogue: Catalogue,
): LatchError {
  if (error instanceof LatchError && (error.code === code || error.code === 'unsupported_chain')) return error
  const rpc = toRpcError(error, context, catalogue)
  return new LatchError(code, formatWalletMessage(catalogue, key, { id: context.chainId }), {
    cause: rpc,
    details: rpc.details ?? rpc.message,
    retryable: rpc.code === 'rpc_timeout' || rpc.code === 'rpc_error',
  })
}
