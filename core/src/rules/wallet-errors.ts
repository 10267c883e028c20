/**
 * External-wallet errors: the EIP-1193 / JSON-RPC error table mapped to what the user reads (message, detail) and
 * whether a retry may help. Pure; a host's message overrides apply through the catalogue argument.
 */
import { isApiError, isLatchError, WalletError } from '../errors'
import type { MessageKey, Messages } from '../messages'
import { formatWalletMessage } from '../messages.wallet'

/** What the failed wallet call was doing: a rejection reads differently while signing. */
export type WalletOperation = 'connect' | 'sign' | 'switch_chain' | 'login' | 'link'

/** A stable name for each row of the table; also the `code` of the `WalletError` built from it. */
export type WalletErrorCode =
  | 'user_rejected'
  | 'signature_rejected'
  | 'wallet_locked'
  | 'unsupported_method'
  | 'wallet_disconnected'
  | 'chain_disconnected'
  | 'unrecognized_chain'
  | 'invalid_wallet_request'
  | 'connection_request_pending'
  | 'resource_request_pending'
  | 'transaction_rejected'
  | 'wallet_limit_exceeded'
  | 'wallet_request_timeout'
  | 'user_exists_for_address'
  | 'wallet_login_failed'
  | 'generic_connect_wallet_error'
  | 'unknown_connect_wallet_error'

/** The mapped error: what to show and whether offering a retry makes sense. */
export interface WalletErrorInfo {
  code: WalletErrorCode
  /** The EIP-1193 / JSON-RPC code found in the error (or its causes), else null. */
  rpcCode: number | null
  message: string
  detail: string
  messageKey: MessageKey
  detailKey: MessageKey
  retryable: boolean
}

/** The wallet's own text when an internal error (-32603) is really the user saying no. */
export const USER_REJECTED_INTERNAL_MESSAGE = 'The user rejected the request.'

/** Every EIP-1193 and JSON-RPC code the table covers. */
export const WALLET_RPC_CODES = [
  4001, 4100, 4200, 4900, 4901, 4902, -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003,
  -32004, -32005, -32006,
] as const

type Row = [code: WalletErrorCode, message: MessageKey, detail: MessageKey, retryable: boolean]

const ROWS: Record<number, Row> = {
  4100: ['wallet_locked', 'walletError.locked', 'walletError.checkOtherWindows', true],
  4200: ['unsupported_method', 'walletError.unsupportedMethod', 'walletError.tryAnotherWallet', false],
  4900: ['wallet_disconnected', 'walletError.disconnected', 'walletError.checkNetwork', true],
  4901: ['chain_disconnected', 'walletError.chainDisconnected', 'walletError.checkNetwork', true],
  4902: ['unrecognized_chain', 'walletError.unrecognizedChain', 'walletError.addNetwork', true],
  [-32700]: ['invalid_wallet_request', 'walletError.invalidRequest', 'walletError.connectAgain', true],
  [-32600]: ['invalid_wallet_request', 'walletError.invalidRequest', 'walletError.connectAgain', true],
  [-32601]: ['unsupported_method', 'walletError.unsupportedMethod', 'walletError.tryAnotherWallet', false],
  [-32602]: ['invalid_wallet_request', 'walletError.invalidRequest', 'walletError.connectAgain', true],
  [-32603]: ['invalid_wallet_request', 'walletError.invalidRequest', 'walletError.connectAgain', true],
  [-32000]: ['invalid_wallet_request', 'walletError.invalidRequest', 'walletError.connectAgain', true],
  [-32001]: ['invalid_wallet_request', 'walletError.invalidRequest', 'walletError.connectAgain', true],
  [-32002]: [
    'resource_request_pending',
    'walletError.resourcePending',
    'walletError.checkOtherWindows',
    true,
  ],
  [-32003]: ['transaction_rejected', 'walletError.transactionRejected', 'walletError.connectAgain', true],
  [-32004]: ['unsupported_method', 'walletError.unsupportedMethod', 'walletError.tryAnotherWallet', false],
  [-32005]: ['wallet_limit_exceeded', 'walletError.limitExceeded', 'walletError.waitAndRetry', true],
  [-32006]: ['unsupported_method', 'walletError.unsupportedMethod', 'walletError.tryAnotherWallet', false],
}

const MAX_DEPTH = 8

/** The error, its `cause`s and `data.originalError`s (MetaMask mobile nests the real code there), outermost first. */
function chainOf(error: unknown): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = []
  const queue: unknown[] = [error]
  while (queue.length > 0 && out.length < MAX_DEPTH) {
    const item = queue.shift()
    if (typeof item !== 'object' || item === null || out.includes(item as Record<string, unknown>)) continue
    const record = item as Record<string, unknown>
    out.push(record)
    queue.push(record.cause)
    const data = record.data
    if (typeof data === 'object' && data !== null) queue.push((data as Record<string, unknown>).originalError)
  }
  return out
}

/** The first EIP-1193 / JSON-RPC code in the error or its causes, preferring a code of the table. */
export function findWalletRpcCode(error: unknown): number | null {
  const codes = chainOf(error)
    .map((e) => e.rpcCode ?? e.code)
    .filter((c): c is number => typeof c === 'number' && Number.isInteger(c))
  // The innermost code is the wallet's own: a wrapper's -32603 (MetaMask mobile) or viem's SwitchChainError (4902)
  // would otherwise hide the 4902 or 4001 of its cause.
  const known = [4001, ...Object.keys(ROWS).map(Number)]
  const specific = codes.findLast((c) => known.includes(c) && c !== -32603)
  return specific ?? codes.find((c) => known.includes(c)) ?? codes[0] ?? null
}

function messagesOf(error: unknown): string[] {
  return chainOf(error)
    .flatMap((e) => [e.message, e.details, e.shortMessage])
    .filter((m): m is string => typeof m === 'string')
}

/** True for a user rejection: 4001, or an internal error (-32603) whose message is 'The user rejected the request.'. */
export function isUserRejection(error: unknown): boolean {
  const code = findWalletRpcCode(error)
  if (code === 4001) return true
  if (code === -32603 || code === null)
    return messagesOf(error).some((m) => m.trim() === USER_REJECTED_INTERNAL_MESSAGE)
  return false
}

/** True when a chain switch failed because the wallet does not know the chain: 4902, or 'addEthereumChain' in a message. */
export function isUnrecognizedChainError(error: unknown): boolean {
  return findWalletRpcCode(error) === 4902 || messagesOf(error).some((m) => m.includes('addEthereumChain'))
}

function isTimeout(error: unknown): boolean {
  return chainOf(error).some(
    (e) =>
      e.name === 'TimeoutError' ||
      e.code === 'client_request_timeout' ||
      e.code === 'wallet_request_timeout' ||
      (typeof e.message === 'string' && /timed? ?out/i.test(e.message)),
  )
}

function build(row: Row, rpcCode: number | null, catalogue?: Partial<Messages>): WalletErrorInfo {
  const [code, messageKey, detailKey, retryable] = row
  return {
    code,
    rpcCode,
    message: formatWalletMessage(catalogue, messageKey),
    detail: formatWalletMessage(catalogue, detailKey),
    messageKey,
    detailKey,
    retryable,
  }
}

/**
 * Maps any wallet or wallet-login failure to its message, detail and retryable flag: the EIP-1193 / JSON-RPC table,
 * user rejections (4001, or -32603 'The user rejected the request.'; 'Signature rejected' while signing), a pending
 * request (-32002: 'Connection request already pending' while connecting), timeouts, a wallet already owned by
 * another user (not retryable), a refused SIWE login, and 'Unable to connect to wallet.' for anything else.
 */
export function mapWalletError(
  error: unknown,
  operation: WalletOperation = 'connect',
  catalogue?: Partial<Messages>,
): WalletErrorInfo {
  // Already mapped (a WalletError made by `toWalletError`): keep its row.
  if (isLatchError(error) && error.name === 'WalletError' && error.code in CODE_ROWS) {
    const row = CODE_ROWS[error.code as WalletErrorCode]
    if (row) return build(row, (error as WalletError).rpcCode ?? null, catalogue)
  }
  const rpcCode = findWalletRpcCode(error)
  if (isUserRejection(error)) {
    return operation === 'sign'
      ? build(CODE_ROWS.signature_rejected, rpcCode, catalogue)
      : build(CODE_ROWS.user_rejected, rpcCode, catalogue)
  }
  if (isLatchError(error) && error.code === 'linked_to_another_user')
    return build(CODE_ROWS.user_exists_for_address, null, catalogue)
  if (rpcCode === -32002 && operation === 'connect')
    return build(CODE_ROWS.connection_request_pending, rpcCode, catalogue)
  if (rpcCode !== null && ROWS[rpcCode]) return build(ROWS[rpcCode], rpcCode, catalogue)
  if (isTimeout(error)) return build(CODE_ROWS.wallet_request_timeout, null, catalogue)
  if (isApiError(error) && error.status >= 400 && error.status < 500)
    return build(CODE_ROWS.wallet_login_failed, null, catalogue)
  if (operation === 'login' || operation === 'link')
    return build(CODE_ROWS.wallet_login_failed, null, catalogue)
  return build(CODE_ROWS.unknown_connect_wallet_error, rpcCode, catalogue)
}

/** The rows by error code: the named ones, then each RPC row under its own code. */
function rowsByCode(named: Partial<Record<WalletErrorCode, Row>>, rpc: Record<number, Row>) {
  return { ...named, ...Object.fromEntries(Object.values(rpc).map((row) => [row[0], row])) } as Record<
    WalletErrorCode,
    Row
  >
}

// Marked pure: a bundler drops the table with the function when nothing calls it.
const CODE_ROWS = /* @__PURE__ */ rowsByCode(
  {
    user_rejected: ['user_rejected', 'walletError.userRejected', 'walletError.connectAgain', true],
    signature_rejected: [
      'signature_rejected',
      'walletError.signatureRejected',
      'walletError.signAgain',
      true,
    ],
    connection_request_pending: [
      'connection_request_pending',
      'walletError.connectionPending',
      'walletError.checkOtherWindows',
      true,
    ],
    wallet_request_timeout: [
      'wallet_request_timeout',
      'walletError.timeout',
      'walletError.connectAgain',
      true,
    ],
    user_exists_for_address: [
      'user_exists_for_address',
      'walletError.userExists',
      'walletError.tryAnotherAddress',
      false,
    ],
    wallet_login_failed: ['wallet_login_failed', 'walletError.loginFailed', 'walletError.connectAgain', true],
    generic_connect_wallet_error: [
      'generic_connect_wallet_error',
      'error.unableToConnectWallet',
      'walletError.connectAgain',
      true,
    ],
    unknown_connect_wallet_error: [
      'unknown_connect_wallet_error',
      'error.unableToConnectWallet',
      'walletError.connectAgain',
      true,
    ],
  },
  ROWS,
)

/** A `WalletError` carrying the mapped code, message, detail (`details`), retryable flag and RPC code. */
export function toWalletError(
  error: unknown,
  operation: WalletOperation = 'connect',
  catalogue?: Partial<Messages>,
): WalletError {
  if (isLatchError(error) && error.name === 'WalletError' && error.code in CODE_ROWS)
    return error as WalletError
  const info = mapWalletError(error, operation, catalogue)
  return new WalletError(info.code, info.message, {
    cause: error,
    details: info.detail,
    retryable: info.retryable,
    ...(info.rpcCode === null ? {} : { rpcCode: info.rpcCode }),
  })
}

/**
 * A wallet answered with something unusable (no accounts, a malformed address, a non-hex chain id, a signature of
 * the wrong length): 'Wallet might be locked' for no accounts, else 'Unable to connect to wallet.'; both retryable.
 */
export function invalidWalletResponse(
  reason: 'no_accounts' | 'bad_address' | 'bad_chain_id' | 'bad_signature',
  catalogue?: Partial<Messages>,
): WalletError {
  const row = reason === 'no_accounts' ? ROWS[4100] : CODE_ROWS.generic_connect_wallet_error
  if (!row) throw new Error('unreachable')
  const info = build(row, null, catalogue)
  return new WalletError(info.code, info.message, {
    details: info.detail,
    retryable: true,
    cause: new Error(`invalid wallet response: ${reason}`),
  })
}
