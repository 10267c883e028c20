/**
 * The EIP-191 messages a wallet's keys sign for the server, built the same way by the frame (which signs them)
 * and by the server (which rebuilds them from what it knows and checks the signature with viem):
 *
 * - registration of a new wallet, signed by the new wallet key: proves the caller holds the key of the address it
 *   registers, and registers the first device key (and, with a recovery password, the recovery proof address);
 * - a new device, signed by the recovery proof key (derived from the recovery password) or by the wallet key;
 * - the recovery proof address of a wallet made before there was one, signed by the wallet key;
 * - a Solana account of a seed wallet (its address and index), signed by the wallet key: the Solana address is the
 *   seed's, not a key the caller brings.
 *
 * Each names the app, the user, the wallet and a single-use server nonce, so a signature is good once, for one
 * user of one app.
 */

/** What a signed statement is about. */
export type AttestationPurpose =
  | 'register-wallet'
  | 'add-device'
  | 'set-recovery-address'
  | 'add-solana-account'

const TITLES: Record<AttestationPurpose, string> = {
  'register-wallet': 'Register this embedded wallet',
  'add-device': 'Add a device to this embedded wallet',
  'set-recovery-address': 'Set the recovery proof of this embedded wallet',
  'add-solana-account': 'Add a Solana account of this embedded wallet',
}

export interface AttestationFields {
  appId: string
  userId: string
  /** The wallet's checksummed address. */
  address: string
  /** The device key's thumbprint (register-wallet, add-device). */
  deviceKey?: string
  /** The recovery proof address (register-wallet with a password, set-recovery-address). */
  recoveryAddress?: string
  /** The Solana account's base58 address and its index (add-solana-account). */
  solanaAccount?: { address: string; index: number }
  nonce: string
}

/** The exact text signed (EIP-191 personal message) for `purpose`. */
export function attestationMessage(purpose: AttestationPurpose, f: AttestationFields): string {
  const lines = [`Latch: ${TITLES[purpose]}`, `App: ${f.appId}`, `User: ${f.userId}`, `Wallet: ${f.address}`]
  if (f.deviceKey !== undefined) lines.push(`Device key: ${f.deviceKey}`)
  if (f.recoveryAddress !== undefined) lines.push(`Recovery proof: ${f.recoveryAddress}`)
  if (f.solanaAccount !== undefined)
    lines.push(`Solana account: ${f.solanaAccount.address}`, `Account index: ${f.solanaAccount.index}`)
  lines.push(`Nonce: ${f.nonce}`)
  return lines.join('\n')
}
