/**
 * Transaction request fields as hosts pass them: quantities as numbers, bigints or 0x hex strings (never decimal
 * strings, which are ambiguous between wei and ether), chainId as a number. Parsed into one exact shape (bigint
 * quantities) before anything is estimated or signed; a bad field is a typed error naming the field.
 */
import { getAddress, isAddress } from 'viem'
import { LatchError } from '../errors'
import type { MessageKey } from '../messages'
import { formatWalletMessage, type WalletMessageKey } from '../messages.wallet'

/** A quantity as a host may give it. */
export type Quantity = number | bigint | `0x${string}`

/** A transaction request as a host passes it to `sendTransaction`. */
export interface TransactionRequestInput {
  chainId?: number
  to?: string
  from?: string
  data?: string
  value?: Quantity
  nonce?: Quantity
  gasLimit?: Quantity
  /** Same as gasLimit (viem's spelling). */
  gas?: Quantity
  gasPrice?: Quantity
  maxFeePerGas?: Quantity
  maxPriorityFeePerGas?: Quantity
  type?: Quantity
  accessList?: unknown
}

/** The parsed request: checksummed addresses, bigint quantities, a number nonce and chainId. */
export interface ParsedTransactionRequest {
  chainId?: number
  to?: `0x${string}`
  from?: `0x${string}`
  data?: `0x${string}`
  value?: bigint
  nonce?: number
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  type?: number
  accessList?: unknown
}

/** Thrown for a bad field: a `LatchError` with code 'invalid_request_arguments' whose message names the field. */
export type ParseTransactionRequestErrorType = LatchError

type Catalogue = Partial<Record<MessageKey, string>> | undefined

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/
const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/

function bad(catalogue: Catalogue, key: WalletMessageKey, field?: string): never {
  throw new LatchError(
    'invalid_request_arguments',
    formatWalletMessage(catalogue, key, field ? { field } : undefined),
    { details: field },
  )
}

/**
 * One quantity (number, bigint or 0x hex string) as a non-negative bigint. Throws
 * `LatchError('invalid_request_arguments')` naming `field` for a negative, fractional, unsafe or non-hex value.
 */
export function parseQuantity(value: unknown, field: string, catalogue?: Catalogue): bigint {
  if (typeof value === 'bigint') {
    if (value < 0n) bad(catalogue, 'transaction.invalidQuantity', field)
    return value
  }
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) bad(catalogue, 'transaction.invalidQuantity', field)
    return BigInt(value)
  }
  if (typeof value === 'string' && HEX_QUANTITY.test(value)) return BigInt(value)
  return bad(catalogue, 'transaction.invalidQuantity', field)
}

/** A chain id: a positive safe integer number. Throws `LatchError('invalid_request_arguments')` otherwise. */
export function parseChainId(value: unknown, catalogue?: Catalogue): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    bad(catalogue, 'transaction.invalidChainId', 'chainId')
  }
  return value
}

function address(value: unknown, field: string, catalogue: Catalogue): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    bad(catalogue, 'transaction.invalidAddress', field)
  }
  return getAddress(value)
}

function toNumber(value: bigint, field: string, catalogue: Catalogue): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) bad(catalogue, 'transaction.invalidQuantity', field)
  return Number(value)
}

/**
 * Checks and normalises a host's transaction request. Unset fields stay unset (the wallet fills them in); a set
 * field that is not valid throws `LatchError('invalid_request_arguments')` naming it, before any RPC call.
 */
export function parseTransactionRequest(input: unknown, catalogue?: Catalogue): ParsedTransactionRequest {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    bad(catalogue, 'transaction.invalidRequest')
  }
  const r = input as Record<string, unknown>
  const out: ParsedTransactionRequest = {}
  const isSet = (v: unknown) => v !== undefined && v !== null
  if (isSet(r.chainId)) out.chainId = parseChainId(r.chainId, catalogue)
  if (isSet(r.to)) out.to = address(r.to, 'to', catalogue)
  if (isSet(r.from)) out.from = address(r.from, 'from', catalogue)
  if (isSet(r.data)) {
    if (typeof r.data !== 'string' || !HEX_DATA.test(r.data))
      bad(catalogue, 'transaction.invalidData', 'data')
    out.data = r.data as `0x${string}`
  }
  if (isSet(r.value)) out.value = parseQuantity(r.value, 'value', catalogue)
  if (isSet(r.nonce)) out.nonce = toNumber(parseQuantity(r.nonce, 'nonce', catalogue), 'nonce', catalogue)
  const gas = isSet(r.gas) ? r.gas : r.gasLimit
  if (isSet(gas)) out.gas = parseQuantity(gas, isSet(r.gas) ? 'gas' : 'gasLimit', catalogue)
  for (const field of ['gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    if (isSet(r[field])) out[field] = parseQuantity(r[field], field, catalogue)
  }
  if (isSet(r.type)) out.type = toNumber(parseQuantity(r.type, 'type', catalogue), 'type', catalogue)
  if (isSet(r.accessList)) out.accessList = r.accessList
  return out
}

/** True when the request only moves the native token: no call data (or empty '0x'). */
export function isPlainTransfer(request: Pick<ParsedTransactionRequest, 'data'>): boolean {
  return request.data === undefined || request.data === '0x'
}
