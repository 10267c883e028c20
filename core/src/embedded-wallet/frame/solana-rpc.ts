/**
 * The Solana requests of a seed wallet (`SOLANA_FRAME_RPC_METHODS`): its accounts' addresses and ed25519 message
 * signatures, derived from the seed in memory with the seed chunk (./seed.ts, loaded on first use). A wallet made
 * before HD seeds holds a key, not a seed, and has no Solana account: `invalid_request_arguments`.
 */
import { FrameError, type FrameRpcMethod } from '../protocol'
import { bytesToHex, hexToBytes } from './encoding'
import { loadSeed } from './secret'

const badParams = (message: string) => new FrameError('invalid_request_arguments', message)

/** Largest message signed (a Solana transaction is at most 1,232 bytes; an off-chain message at most 65,515). */
const MAX_MESSAGE_BYTES = 65_515

/** True for a Solana request. */
export const isSolanaRequest = (method: FrameRpcMethod): boolean => method.startsWith('solana_')

function accountIndex(value: unknown, max: number): number {
  if (value === undefined || value === null) return 0
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max)
    throw badParams('The account index must be an integer from 0')
  return value
}

function messageBytes(value: unknown): Uint8Array {
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})+$/.test(value))
    throw badParams('The message must be non-empty 0x-hex bytes')
  const bytes = hexToBytes(value)
  if (bytes.length > MAX_MESSAGE_BYTES) throw badParams('The message is too long')
  return bytes
}

/** Answers one Solana request with the seed's `entropy` (undefined: a key wallet, which has none). */
export async function solanaRpc(
  entropy: Uint8Array | undefined,
  request: { method: FrameRpcMethod; params: unknown[] },
): Promise<string> {
  if (!entropy) throw badParams('This wallet was made before HD seeds: it has no Solana account')
  const seed = await loadSeed()
  const p = request.params
  if (request.method === 'solana_getAccount') {
    const index = accountIndex(p[0], seed.MAX_ACCOUNT_INDEX)
    return seed.deriveSolanaKey(seed.seedOf(entropy), index).address
  }
  if (request.method === 'solana_signMessage') {
    const message = messageBytes(p[0])
    const index = accountIndex(p[2], seed.MAX_ACCOUNT_INDEX)
    const bip39 = seed.seedOf(entropy)
    if (typeof p[1] !== 'string' || seed.deriveSolanaKey(bip39, index).address !== p[1])
      throw badParams('The address parameter is not this wallet')
    return bytesToHex(seed.signWithSolanaKey(bip39, index, message))
  }
  throw badParams(`Unsupported method '${String(request.method)}'`)
}
