/** Signing requests with a viem local account: personal_sign, eth_sign, eth_signTypedData_v4, eth_signTransaction. */
import type { PrivateKeyAccount } from 'viem/accounts'
import { FrameError, type FrameRpcMethod, isHexAddress } from '../protocol'

const badParams = (message: string) => new FrameError('invalid_request_arguments', message)
const isHex = (v: unknown): v is `0x${string}` => typeof v === 'string' && /^0x[0-9a-fA-F]*$/.test(v)

function checkAddress(account: PrivateKeyAccount, value: unknown) {
  if (!isHexAddress(value) || value.toLowerCase() !== account.address.toLowerCase()) {
    throw badParams('The address parameter is not this wallet')
  }
}

/** A numeric transaction field: a number, a decimal string, a hex string or a bigint; undefined stays undefined. */
function quantity(value: unknown, name: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  try {
    if (typeof value === 'bigint') return value
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
    if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  } catch {}
  throw badParams(`Invalid transaction field '${name}'`)
}

const TYPES: Record<string, 'legacy' | 'eip2930' | 'eip1559'> = {
  '0x0': 'legacy',
  '0x00': 'legacy',
  '0x1': 'eip2930',
  '0x01': 'eip2930',
  '0x2': 'eip1559',
  '0x02': 'eip1559',
  legacy: 'legacy',
  eip2930: 'eip2930',
  eip1559: 'eip1559',
}

function transaction(account: PrivateKeyAccount, raw: unknown) {
  if (typeof raw !== 'object' || raw === null) throw badParams('The transaction must be an object')
  const tx = raw as Record<string, unknown>
  if (tx.from !== undefined) checkAddress(account, tx.from)
  const chainId = quantity(tx.chainId, 'chainId')
  if (chainId === undefined) throw badParams("Missing transaction field 'chainId'")
  if (tx.to !== undefined && tx.to !== null && !isHexAddress(tx.to))
    throw badParams("Invalid transaction field 'to'")
  if (tx.data !== undefined && !isHex(tx.data)) throw badParams("Invalid transaction field 'data'")
  const gas = quantity(tx.gas ?? tx.gasLimit, 'gas')
  const nonce = quantity(tx.nonce, 'nonce')
  const maxFeePerGas = quantity(tx.maxFeePerGas, 'maxFeePerGas')
  const maxPriorityFeePerGas = quantity(tx.maxPriorityFeePerGas, 'maxPriorityFeePerGas')
  const gasPrice = quantity(tx.gasPrice, 'gasPrice')
  const explicit = tx.type === undefined ? undefined : TYPES[String(tx.type)]
  if (tx.type !== undefined && !explicit) throw badParams("Invalid transaction field 'type'")
  const type = explicit ?? (gasPrice !== undefined && maxFeePerGas === undefined ? 'legacy' : 'eip1559')
  const base = {
    chainId: Number(chainId),
    to: (tx.to as `0x${string}` | undefined) ?? undefined,
    data: tx.data as `0x${string}` | undefined,
    value: quantity(tx.value, 'value'),
    gas,
    nonce: nonce === undefined ? undefined : Number(nonce),
  }
  if (type === 'legacy') return { ...base, type, gasPrice }
  if (type === 'eip2930') return { ...base, type, gasPrice, accessList: (tx.accessList as []) ?? [] }
  return { ...base, type, maxFeePerGas, maxPriorityFeePerGas, accessList: (tx.accessList as []) ?? undefined }
}

function typedData(raw: unknown) {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      throw badParams('Typed data must be JSON')
    }
  }
  if (typeof value !== 'object' || value === null) throw badParams('Typed data must be an object')
  const { domain, types, primaryType, message } = value as Record<string, unknown>
  if (
    typeof types !== 'object' ||
    types === null ||
    typeof primaryType !== 'string' ||
    typeof message !== 'object'
  ) {
    throw badParams('Typed data needs types, primaryType and message')
  }
  const { EIP712Domain: _domainType, ...rest } = types as Record<string, unknown>
  return { domain: (domain ?? {}) as Record<string, unknown>, types: rest, primaryType, message }
}

/** Signs one request; malformed parameters are `invalid_request_arguments`. */
export async function signRpc(
  account: PrivateKeyAccount,
  request: { method: FrameRpcMethod; params: unknown[] },
): Promise<`0x${string}`> {
  const p = request.params
  try {
    switch (request.method) {
      case 'personal_sign': {
        const [message, address] = p
        if (typeof message !== 'string' || message.length === 0)
          throw badParams('The message must be a non-empty string')
        if (address !== undefined) checkAddress(account, address)
        return await account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_sign': {
        const [address, message] = p
        checkAddress(account, address)
        if (!isHex(message) || message.length <= 2) throw badParams('eth_sign needs hex data')
        return await account.signMessage({ message: { raw: message } })
      }
      case 'eth_signTypedData_v4': {
        const [address, data] = p
        checkAddress(account, address)
        // biome-ignore lint/suspicious/noExplicitAny: the shape is checked above; viem checks the rest
        return await account.signTypedData(typedData(data) as any)
      }
      case 'eth_signTransaction': {
        // biome-ignore lint/suspicious/noExplicitAny: normalised above; viem serialises and checks the rest
        return await account.signTransaction(transaction(account, p[0]) as any)
      }
    }
  } catch (error) {
    if (error instanceof FrameError) throw error
    throw badParams(
      error instanceof Error
        ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
        : 'Invalid request',
    )
  }
  throw badParams(`Unsupported method '${String(request.method)}'`)
}
