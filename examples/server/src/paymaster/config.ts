/** The server's paymaster settings (`LATCH_PAYMASTER_CONTRACTS`, `LATCH_PAYMASTER_VALIDITY_SECONDS`). */
import { type Address, getAddress, isAddress } from 'viem'

export interface PaymasterConfig {
  /** The VerifyingPaymaster (EntryPoint v0.7) deployed for this server's signer, per chain id. */
  contracts: Record<number, Address>
  /** How long a signed answer may be used on chain (its validUntil). @default 300 */
  validitySeconds?: number
}

/** `31337=0xabc…,8453=0xdef…` → contracts per chain id; throws on a malformed entry. */
export function parsePaymasterContracts(text: string): Record<number, Address> {
  const out: Record<number, Address> = {}
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [chain, address] = entry.split('=')
    if (!chain || !/^[1-9]\d{0,15}$/.test(chain) || !address || !isAddress(address, { strict: false })) {
      throw new Error(`LATCH_PAYMASTER_CONTRACTS: '${entry}' is not <chain id>=<address>`)
    }
    out[Number(chain)] = getAddress(address)
  }
  return out
}
