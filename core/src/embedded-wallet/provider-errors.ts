/**
 * The embedded provider's errors: one class with the EIP-1193 or JSON-RPC `code`, and the mapping of any failure
 * (a Latch error, a wallet error, a node's answer) onto it. Small and dependency-free, so the sign flow and the
 * announced provider can type their provider errors without loading the provider.
 */

/** An EIP-1193 error: `code` is the standard provider or JSON-RPC code, `data` may carry the frame's error type. */
export class EmbeddedProviderError extends Error {
  override name = 'EmbeddedProviderError' as const
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** EIP-1193 and JSON-RPC codes used by the provider. */
export const PROVIDER_ERROR_CODES = {
  userRejected: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  internal: -32603,
} as const

/**
 * A Latch error code's EIP-1193 counterpart (an unlisted code is an internal error). Marked pure: bundlers count a
 * property read as a possible side effect and would otherwise keep the table in every bundle that reaches the
 * package index, used or not.
 */
export const CODE_FOR: Record<string, number> = /* @__PURE__ */ (() => ({
  must_be_authenticated: PROVIDER_ERROR_CODES.unauthorized,
  embedded_wallet_disconnected: PROVIDER_ERROR_CODES.disconnected,
  embedded_wallet_frame_blocked: PROVIDER_ERROR_CODES.disconnected,
  // a request the frame (or the API behind it) never answered: the provider cannot reach its signer, a retryable
  // disconnect, not an internal error
  client_request_timeout: PROVIDER_ERROR_CODES.disconnected,
  request_canceled: PROVIDER_ERROR_CODES.userRejected,
  invalid_input: PROVIDER_ERROR_CODES.unsupportedMethod,
  invalid_message: PROVIDER_ERROR_CODES.unsupportedMethod,
  invalid_request_arguments: PROVIDER_ERROR_CODES.unsupportedMethod,
  unsupported_chain: PROVIDER_ERROR_CODES.chainDisconnected,
}))()

/**
 * Any failure as an `EmbeddedProviderError`: a provider error is kept; an error that carries an EIP-1193 code
 * (`code`, or a wallet error's `rpcCode`) keeps it; a Latch error code is mapped (no session: 4100, frame down or
 * not answering in time: 4900, bad parameters: 4200, a person's refusal: 4001); anything else is -32603 with the
 * Latch code in `data`.
 */
export function toProviderError(error: unknown): EmbeddedProviderError {
  if (error instanceof EmbeddedProviderError) return error
  const e = error as { code?: unknown; rpcCode?: unknown; message?: unknown; data?: unknown } | null
  const message = typeof e?.message === 'string' && e.message !== '' ? e.message : 'Internal error'
  if (typeof e?.rpcCode === 'number') return new EmbeddedProviderError(e.rpcCode, message, { code: e.code })
  if (typeof e?.code === 'number') return new EmbeddedProviderError(e.code, message, e.data)
  if (typeof e?.code === 'string') {
    return new EmbeddedProviderError(CODE_FOR[e.code] ?? PROVIDER_ERROR_CODES.internal, message, {
      code: e.code,
    })
  }
  return new EmbeddedProviderError(PROVIDER_ERROR_CODES.internal, message)
}
