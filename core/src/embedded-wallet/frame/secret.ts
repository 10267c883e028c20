/**
 * What a wallet's share set holds: a secp256k1 private key (wallets made before seeds) or BIP-39 entropy (an HD
 * seed: new wallets). Both are 32 bytes, so shares, envelopes and the server are the same for both; the secret
 * marks itself. A seed secret (format 1) is 16 bytes 0xff then 16 bytes of entropy (a 12-word phrase). No
 * secp256k1 private key begins so: every key is below the curve order n = 0xffff...fffe baae..., and a value whose
 * first 16 bytes are all 0xff is above it; so a key's share set can never read as a seed's. The seed's derivation
 * (BIP-39, BIP-32, SLIP-0010: ./seed.ts) is a chunk of the frame loaded on first use.
 */
import { FrameError } from '../protocol'
import { bytesToHex, hexToBytes } from './encoding'

/** The mark of a seed secret: its first 16 bytes. */
const SEED_MARK_BYTES = 16
const ENTROPY_BYTES = 16

/** A wallet's rebuilt secret and the Ethereum key it signs with (the secret itself, or the seed's account 0). */
export interface WalletSecret {
  /** The 32 bytes the shares split, as 0x-hex. */
  secret: `0x${string}`
  /** The Ethereum private key: `secret` for a key wallet, `m/44'/60'/0'/0/0` of the seed for a seed wallet. */
  key: `0x${string}`
  /** The BIP-39 entropy of a seed wallet; absent for a key wallet. */
  entropy?: Uint8Array
}

/** The BIP-39 entropy in a secret, or undefined when the secret is a key. */
export function seedEntropyOf(secret: `0x${string}`): Uint8Array | undefined {
  const bytes = hexToBytes(secret)
  if (bytes.length !== SEED_MARK_BYTES + ENTROPY_BYTES)
    throw new FrameError('error', 'A wallet secret is 32 bytes')
  for (let i = 0; i < SEED_MARK_BYTES; i++) if (bytes[i] !== 0xff) return undefined
  return bytes.slice(SEED_MARK_BYTES)
}

/** The 32-byte secret the shares of a seed wallet split. */
export function seedSecret(entropy: Uint8Array): `0x${string}` {
  if (entropy.length !== ENTROPY_BYTES) throw new FrameError('error', 'Seed entropy is 16 bytes')
  const bytes = new Uint8Array(SEED_MARK_BYTES + ENTROPY_BYTES).fill(0xff)
  bytes.set(entropy, SEED_MARK_BYTES)
  return bytesToHex(bytes)
}

/** The seed's derivation, loaded on first use (a chunk of the frame bundle: BIP-39, BIP-32, SLIP-0010). */
export const loadSeed = () => import('./seed')

/** A fresh seed wallet's secret (16 bytes of entropy from the platform's CSPRNG) and its Ethereum key. */
export async function newSeedSecret(): Promise<WalletSecret> {
  const entropy = crypto.getRandomValues(new Uint8Array(ENTROPY_BYTES))
  return walletSecretOf(seedSecret(entropy))
}

/** The secret with its Ethereum key: a seed's account 0 is derived (the seed chunk is loaded for it). */
export async function walletSecretOf(secret: `0x${string}`): Promise<WalletSecret> {
  const entropy = seedEntropyOf(secret)
  if (!entropy) return { secret, key: secret }
  const seed = await loadSeed()
  return { secret, key: seed.deriveEthereumKey(seed.seedOf(entropy), 0), entropy }
}
