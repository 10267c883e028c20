/** Stored accounts as the wire's linked accounts: the pieces the login methods' mappings share. */
import type { LinkedAccountJSON } from '@latch/core/protocol'
import type { AccountRecord } from '../storage'

/** The verification times every linked account carries. */
export function verifiedTimes(a: AccountRecord): {
  verified_at: number
  first_verified_at: number
  latest_verified_at: number
} {
  return {
    verified_at: a.latestVerifiedAt,
    first_verified_at: a.firstVerifiedAt,
    latest_verified_at: a.latestVerifiedAt,
  }
}

/** The wire JSON of a `smart_wallet` account (the ERC-4337 account an embedded wallet owns). */
export function smartWalletAccountJSON(a: AccountRecord): LinkedAccountJSON {
  return {
    type: 'smart_wallet',
    address: a.data.address as string,
    smart_wallet_type: a.data.smart_wallet_type as string,
    ...verifiedTimes(a),
  }
}

/**
 * The wire JSON of a `wallet` account: an external wallet linked by SIWE or SIWS, or an embedded wallet
 * (`wallet_client_type: 'privy'`) made by the embedded wallet routes. One mapping, shared by the methods that store
 * wallet accounts.
 */
export function walletAccountJSON(a: AccountRecord): LinkedAccountJSON {
  const d = a.data
  return {
    type: 'wallet',
    address: d.address as string,
    chain_type: d.chain_type === 'solana' ? 'solana' : 'ethereum',
    chain_id: (d.chain_id as string | null) ?? null,
    wallet_client: d.wallet_client_type === 'privy' ? 'privy' : 'unknown',
    wallet_client_type: (d.wallet_client_type as string) ?? 'unknown',
    connector_type: (d.connector_type as string) ?? 'unknown',
    recovery_method: (d.recovery_method as 'privy' | 'user-passcode' | 'passkey' | null) ?? null,
    ...verifiedTimes(a),
  }
}
