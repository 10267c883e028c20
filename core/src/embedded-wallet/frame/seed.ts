/**
 * One recovery, several accounts: a wallet's secret is BIP-39 entropy, and each account is derived from it inside
 * the frame. Ethereum accounts follow BIP-32/BIP-44 (`m/44'/60'/0'/0/i`, what MetaMask and every EVM wallet use),
 * Solana accounts SLIP-0010 ed25519 (`m/44'/501'/i'/0'`, what Phantom, Solflare and Backpack use), so the phrase
 * imported into any of them shows the same addresses. The seed has no BIP-39 passphrase: the phrase alone restores it.
 * Pure: no storage, no network.
 */
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { HDKey } from '@scure/bip32'
import { entropyToMnemonic, mnemonicToEntropy, mnemonicToSeedSync, validateMnemonic } from '@scure/bip39'
import { wordlist } from '@scure/bip39/wordlists/english'
import { HDKey as Ed25519HDKey } from 'micro-key-producer/slip10.js'

/** Bytes of entropy a new wallet gets: 128 bits, a 12-word phrase (what Phantom and MetaMask make). */
export const SEED_ENTROPY_BYTES = 16

/** Highest account index derived (BIP-32 hardened indexes stop at 2^31 - 1). */
export const MAX_ACCOUNT_INDEX = 0x7fffffff

/** The Ethereum account path for index `i` (BIP-44, coin 60). */
export const ethereumPath = (index: number): string => `m/44'/60'/0'/0/${checkIndex(index)}`

/** The Solana account path for index `i` (BIP-44 with SLIP-0010, coin 501, every level hardened). */
export const solanaPath = (index: number): string => `m/44'/501'/${checkIndex(index)}'/0'`

/** An ed25519 account derived from the seed. */
export interface SolanaKeyPair {
  /** The 32-byte ed25519 private key (the seed half of Solana's 64-byte secret key). */
  privateKey: Uint8Array
  /** The 32-byte public key. */
  publicKey: Uint8Array
  /** The base58 address (the public key). */
  address: string
}

function checkIndex(index: number): number {
  if (!Number.isSafeInteger(index) || index < 0 || index > MAX_ACCOUNT_INDEX)
    throw new RangeError(`Account index must be an integer from 0 to ${MAX_ACCOUNT_INDEX}`)
  return index
}

/** Entropy of 16 to 32 bytes, a multiple of 4 (what BIP-39 allows); anything else throws. */
function checkEntropy(entropy: Uint8Array): Uint8Array {
  if (
    !(entropy instanceof Uint8Array) ||
    entropy.length < 16 ||
    entropy.length > 32 ||
    entropy.length % 4 !== 0
  )
    throw new RangeError('BIP-39 entropy must be 16 to 32 bytes, a multiple of 4')
  return entropy
}

/** The English phrase of `entropy` (what export shows). */
export function mnemonicOf(entropy: Uint8Array): string {
  return entropyToMnemonic(checkEntropy(entropy), wordlist)
}

/** The entropy of an English phrase; throws on a word outside the list or a wrong checksum. */
export function entropyOfMnemonic(mnemonic: string): Uint8Array {
  const phrase = mnemonic.trim().toLowerCase().split(/\s+/).join(' ')
  if (!validateMnemonic(phrase, wordlist)) throw new RangeError('Not a valid BIP-39 English phrase')
  return mnemonicToEntropy(phrase, wordlist)
}

/**
 * The 64-byte BIP-39 seed of `entropy`. `passphrase` exists for the published test vectors (they use 'TREZOR');
 * wallets use none.
 */
export function seedOf(entropy: Uint8Array, passphrase = ''): Uint8Array {
  return mnemonicToSeedSync(mnemonicOf(entropy), passphrase)
}

/** The Ethereum private key at `m/44'/60'/0'/0/index` of a BIP-39 seed, as 0x-hex. */
export function deriveEthereumKey(seed: Uint8Array, index = 0): `0x${string}` {
  const key = HDKey.fromMasterSeed(seed).derive(ethereumPath(index)).privateKey
  if (!key) throw new Error('BIP-32 derivation gave no private key')
  return `0x${Array.from(key, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The Solana key pair at `m/44'/501'/index'/0'` of a BIP-39 seed. */
export function deriveSolanaKey(seed: Uint8Array, index = 0): SolanaKeyPair {
  return ed25519At(seed, solanaPath(index))
}

/** The ed25519 key pair at a SLIP-0010 path (every level hardened) of a seed. */
export function ed25519At(seed: Uint8Array, path: string): SolanaKeyPair {
  const node = Ed25519HDKey.fromMasterSeed(seed).derive(path)
  const publicKey = node.publicKeyRaw
  return { privateKey: node.privateKey, publicKey, address: base58.encode(publicKey) }
}

/** The 64-byte ed25519 signature of `message` by the Solana account at `index` of a BIP-39 seed. */
export function signWithSolanaKey(seed: Uint8Array, index: number, message: Uint8Array): Uint8Array {
  const { privateKey } = deriveSolanaKey(seed, index)
  try {
    return ed25519.sign(message, privateKey)
  } finally {
    privateKey.fill(0)
  }
}
