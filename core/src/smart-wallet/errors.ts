/** The smart-wallet provider's coded failures: EIP-1193 / JSON-RPC `code`, a Latch `data.code` and whether to retry. */

export type SmartWalletErrorCode =
  | 'bundler_unreachable'
  | 'bundler_rejected'
  | 'paymaster_unreachable'
  | 'sponsorship_denied'
  | 'user_operation_reverted'
  | 'unsupported_method'
  | 'unsupported_chain'
  | 'invalid_params'
  | 'calls_not_found'

export class SmartWalletError extends Error {
  override name = 'SmartWalletError' as const
  constructor(
    /** The EIP-1193 / JSON-RPC code. */
    readonly code: number,
    message: string,
    readonly data: { code: SmartWalletErrorCode; retryable: boolean; reason?: string },
  ) {
    super(message)
  }
}

const RETRYABLE: Record<SmartWalletErrorCode, boolean> = {
  bundler_unreachable: true,
  bundler_rejected: false,
  paymaster_unreachable: true,
  sponsorship_denied: false,
  user_operation_reverted: false,
  unsupported_method: false,
  unsupported_chain: false,
  invalid_params: false,
  calls_not_found: false,
}

const RPC_CODE: Record<SmartWalletErrorCode, number> = {
  bundler_unreachable: -32603,
  bundler_rejected: -32603,
  paymaster_unreachable: -32603,
  sponsorship_denied: -32603,
  user_operation_reverted: -32603,
  unsupported_method: 4200,
  unsupported_chain: 4901,
  invalid_params: -32602,
  // EIP-5792: unknown bundle id
  calls_not_found: 5730,
}

export const smartWalletError = (code: SmartWalletErrorCode, message: string, reason?: string) =>
  new SmartWalletError(RPC_CODE[code], message, { code, retryable: RETRYABLE[code], reason })

const text = (e: unknown): string => {
  const parts: string[] = []
  let at = e as { message?: unknown; details?: unknown; shortMessage?: unknown; cause?: unknown } | undefined
  for (let i = 0; at && i < 6; i++) {
    for (const k of ['shortMessage', 'details', 'message'] as const)
      if (typeof at[k] === 'string') parts.push(at[k] as string)
    at = at.cause as typeof at
  }
  return parts.join(' | ')
}

/**
 * A failure of a bundler or paymaster call (viem's errors, with their causes) as a coded error: `where` says which
 * service was being called. A refusal of the Latch paymaster keeps its reason (`sponsorship_denied: cap_reached`).
 */
export function toSmartWalletError(error: unknown, where: 'bundler' | 'paymaster'): SmartWalletError {
  // a coded error raised inside viem's flow (the paymaster's own calls) may come back wrapped
  for (
    let at = error as { cause?: unknown } | undefined, i = 0;
    at && i < 6;
    at = at.cause as typeof at, i++
  ) {
    if (at instanceof SmartWalletError) return at
  }
  const all = text(error)
  const denial = /sponsorship_denied: (\w+)/.exec(all)
  if (denial)
    return smartWalletError('sponsorship_denied', `Gas sponsorship refused: ${denial[1]}`, denial[1])
  const name = (error as { name?: string } | null)?.name ?? ''
  if (
    /HttpRequestError|TimeoutError|fetch failed|ECONNREFUSED|Failed to fetch|NetworkError/i.test(
      `${name} ${all}`,
    )
  ) {
    return where === 'paymaster'
      ? smartWalletError('paymaster_unreachable', 'The paymaster did not answer; try again')
      : smartWalletError('bundler_unreachable', 'The bundler did not answer; try again')
  }
  const revert = /(AA\d\d[^|"]*)|reverted[^|"]*/i.exec(all)
  if (/AA2\d|AA1\d|AA3\d|revert/i.test(all)) {
    return smartWalletError(
      'user_operation_reverted',
      `The operation would fail: ${revert?.[0]?.trim() ?? 'reverted'}`,
      revert?.[0]?.trim(),
    )
  }
  return smartWalletError(
    'bundler_rejected',
    `The bundler refused the operation: ${all.split(' | ')[0] ?? 'unknown error'}`,
  )
}
