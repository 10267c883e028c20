/** Solana addresses: the base58 text of a 32-byte ed25519 public key. */
import { base58 } from '@scure/base'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** The 32-byte public key a Solana address is, or null when `value` is not one. */
export function solanaAddressBytes(value: unknown): Uint8Array | null {
  if (typeof value !== 'string' || !BASE58.test(value)) return null
  try {
    const bytes = base58.decode(value)
    return bytes.length === 32 ? bytes : null
  } catch {
    return null
  }
}

/** True when `value` is a Solana address (base58 of 32 bytes). */
export const isSolanaAddress = (value: unknown): value is string => solanaAddressBytes(value) !== null
