/**
 * RPC failures as typed errors: whatever viem throws (a timeout, an HTTP error, a body that is not JSON-RPC, a
 * result of the wrong shape) becomes a `LatchError` with a stable code, the original kept as `cause`.
 */
import { isLatchError, LatchError } from '../errors'
import type { MessageKey } from '../messages'
import { formatWalletMessage } from '../messages.wallet'

type Catalogue = Partial<Record<MessageKey, string>> | undefined

/** Where an RPC failure happened, for its message. */
export interface RpcErrorContext {
  chainId: number
  /** The action or JSON-RPC method, e.g. 'eth_estimateGas'. */
  method: string
  /** The timeout in force, for the timeout message. */
  timeoutMs: number
}

/** True when the error or one of its causes is viem's `TimeoutError` (or an abort from a timeout). */
export function isTimeoutError(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const name = (e as { name?: unknown }).name
    if (name === 'TimeoutError') return true
    if (isLatchError(e) && (e.code === 'rpc_timeout' || e.code === 'client_request_timeout')) return true
  }
  return false
}

/**
 * True when a node's failure is transient, so the same request may be sent again: a JSON-RPC code of a node that is
 * busy or broken for the moment (-32005 limit exceeded, -32603 internal, -32002 unavailable, 429), an HTTP status
 * 408/429/5xx, a timeout, or a connection dropped before any answer (an HTTP error without status). A refusal
 * (4001, 4100, 4200, -32600..-32602, -32003, -32000, any other code) is not: sending it again gets the same answer.
 */
export function isTransientRpcError(error: unknown): boolean {
  if (isTimeoutError(error)) return true
  let dropped = false
  for (let e = error, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, status, name } = e as { code?: unknown; status?: unknown; name?: unknown }
    // status 0: no answer at all (a network error's response), which is the dropped connection below
    if (typeof status === 'number' && status > 0) return [408, 429, 500, 502, 503, 504].includes(status)
    if (typeof code === 'number') return [-32005, -32603, -32002, 429].includes(code)
    if (name === 'HttpRequestError') dropped = true
  }
  return dropped
}

/**
 * Maps an RPC failure to `LatchError('rpc_timeout')` (retryable) or `LatchError('rpc_error')`; a `LatchError` is
 * returned unchanged.
 */
export function toRpcError(error: unknown, context: RpcErrorContext, catalogue?: Catalogue): LatchError {
  if (isLatchError(error)) return error
  if (isTimeoutError(error)) {
    return new LatchError(
      'rpc_timeout',
      formatWalletMessage(catalogue, 'chain.rpcTimeout', { id: context.chainId, timeout: context.timeoutMs }),
      { retryable: true, cause: error },
    )
  }
  const reason = (error as { shortMessage?: unknown; message?: unknown }) ?? {}
  const details =
    typeof reason.shortMessage === 'string'
      ? reason.shortMessage
      : typeof reason.message === 'string'
        ? reason.message
        : undefined
  return new LatchError(
    'rpc_error',
    formatWalletMessage(catalogue, 'chain.rpcFailed', { id: context.chainId, method: context.method }),
    { retryable: true, cause: error, details },
  )
}
