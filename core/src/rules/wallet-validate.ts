/**
 * Strict checks of what a wallet provider answers: accounts, chain ids and signatures. Each returns the checked
 * value or null (never throws), so the connector turns null into a mapped, retryable error.
 */
import { type Address, getAddress, type Hex, isAddress } from 'viem'

/**
 * The accounts of an `eth_requestAccounts` / `eth_accounts` answer, checksummed and deduplicated; null when it is
 * not an array of addresses (an empty array is valid: it means no account is authorised).
 */
export function parseWalletAccounts(value: unknown): Address[] | null {
  if (!Array.isArray(value)) return null
  const out: Address[] = []
  for (const item of value) {
    if (typeof item !== 'string' || !isAddress(item, { strict: false })) return null
    const address = getAddress(item)
    if (!out.includes(address)) out.push(address)
  }
  return out
}

/** The chain id of an `eth_chainId` answer or a `chainChanged` event: a 0x-prefixed hex quantity > 0, else null. */
export function parseWalletChainId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,13}$/.test(value)) return null
  const id = Number.parseInt(value, 16)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * A chain id given by a host as a number, a hex string or a CAIP-2 'eip155:N' string; null for anything else.
 */
export function normalizeChainIdInput(value: unknown): number | null {
  let id = Number.NaN
  if (typeof value === 'number') id = value
  else if (typeof value === 'string') {
    const s = value.startsWith('eip155:') ? value.slice(7) : value
    if (/^0x[0-9a-fA-F]+$/.test(s)) id = Number.parseInt(s, 16)
    else if (/^[0-9]+$/.test(s)) id = Number(s)
  }
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The CAIP-2 form of an EVM chain id. */
export function toCaip2ChainId(id: number): `eip155:${number}` {
  return `eip155:${id}`
}

/**
 * A `personal_sign` answer: even-length 0x hex of 64 bytes (EIP-2098 compact), 65 bytes (r, s, v), or longer for
 * smart-contract wallets (ERC-1271 / ERC-6492, checked by the server on chain); null for anything else.
 */
export function parseWalletSignature(value: unknown): Hex | null {
  if (typeof value !== 'string' || !/^0x([0-9a-fA-F]{2})+$/.test(value)) return null
  const bytes = (value.length - 2) / 2
  return bytes === 64 || bytes >= 65 ? (value as Hex) : null
}
