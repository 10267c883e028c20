/**
 * Encryption of the recovery share, with WebCrypto only. With a recovery password: PBKDF2-SHA256 (at least
 * 600 000 iterations, random 16-byte salt) derives 32 bytes, which HKDF-SHA256 splits into two secrets: the
 * AES-256-GCM key of the envelope and the recovery proof key, a secp256k1 key whose address the server keeps and
 * which signs a new device's registration (so the server checks the password online, rate-limited, without ever
 * seeing it or handing out the envelope first). With the server-held recovery key (automatic recovery): that 32-byte
 * key is the AES-256-GCM key. The wallet address is the additional authenticated data, so a ciphertext cannot be
 * replayed for another wallet. Envelopes are dot-separated text (base64url parts):
 * `v2.pbkdf2-sha256.<iterations>.<salt>.<iv>.<ciphertext>` (HKDF split) or `v1.key.<iv>.<ciphertext>`. Envelopes
 * `v1.pbkdf2-sha256...` (wallets made before the split: the PBKDF2 output is the AES key itself) still open, and
 * their proof key is HKDF of that output.
 */
import { privateKeyToAccount } from 'viem/accounts'
import { FrameError } from '../protocol'
import { bytesToHex, fromBase64Url, toBase64Url, utf8 } from './encoding'

/** The refusal of a sealed recovery share that is not one (shared by every recovery method). */
export const malformedShare = () => new FrameError('error', 'The recovery share is malformed')

/** PBKDF2-SHA256 iterations used for new envelopes (and the minimum accepted when opening one). */
export const PBKDF2_ITERATIONS = 600_000

const subtle = () => globalThis.crypto.subtle
const random = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n))
const aad = (address: string) => utf8(`latch-recovery-share:${address.toLowerCase()}`)
/** Copies into a fresh ArrayBuffer-backed array (WebCrypto's BufferSource typing). */
const buf = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes)

/** The password scheme of an envelope: 'v1' (PBKDF2 output is the AES key) or 'v2' (HKDF split). */
export type PasswordScheme = 'v1' | 'v2'

/** What the password derives: the envelope key, and the recovery proof key and its address. */
export interface PasswordSecrets {
  scheme: PasswordScheme
  salt: Uint8Array
  iterations: number
  envelopeKey: CryptoKey
  proofKey: `0x${string}`
  proofAddress: `0x${string}`
}

const hkdf = (info: string) => ({
  name: 'HKDF',
  hash: 'SHA-256',
  salt: new Uint8Array(0),
  info: buf(utf8(info)),
})

/** Runs PBKDF2 once and derives both secrets of a password. */
export async function derivePasswordSecrets(
  password: string,
  params: { scheme: PasswordScheme; salt: Uint8Array; iterations: number },
): Promise<PasswordSecrets> {
  const base = await subtle().importKey('raw', buf(utf8(password)), 'PBKDF2', false, ['deriveBits'])
  const bits = new Uint8Array(
    await subtle().deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: buf(params.salt), iterations: params.iterations },
      base,
      256,
    ),
  )
  const split = await splitSecret(bits, new Uint8Array(0), 'latch-recovery', params.scheme === 'v1')
  bits.fill(0)
  return { ...params, ...split }
}

/**
 * HKDF-SHA256 of `bits` (with `salt`) into the AES-256-GCM envelope key (`<label>-envelope`; `raw`: `bits` is that
 * key itself, the v1 password scheme) and the recovery proof key (`<label>-proof`) with its address.
 */
export async function splitSecret(
  bits: Uint8Array,
  salt: Uint8Array,
  label: string,
  raw = false,
): Promise<{ envelopeKey: CryptoKey; proofKey: `0x${string}`; proofAddress: `0x${string}` }> {
  const info = (name: string) => ({ ...hkdf(`${label}-${name}`), salt: buf(salt) })
  const ikm = await subtle().importKey('raw', buf(bits), 'HKDF', false, ['deriveKey', 'deriveBits'])
  const envelopeKey = raw
    ? await subtle().importKey('raw', buf(bits), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt'])
    : await subtle().deriveKey(info('envelope'), ikm, { name: 'AES-GCM', length: 256 }, false, [
        'encrypt',
        'decrypt',
      ])
  const proof = new Uint8Array(await subtle().deriveBits(info('proof'), ikm, 256))
  const proofKey = bytesToHex(proof)
  proof.fill(0)
  try {
    return { envelopeKey, proofKey, proofAddress: privateKeyToAccount(proofKey).address }
  } catch {
    // a 32-byte value outside the secp256k1 order: about one secret in 2^128
    throw new FrameError('error', 'This recovery secret cannot be used; choose another one')
  }
}

/** Secrets for a new envelope: a fresh salt, the current scheme and iteration count. */
export function newPasswordSecrets(password: string): Promise<PasswordSecrets> {
  return derivePasswordSecrets(password, { scheme: 'v2', salt: random(16), iterations: PBKDF2_ITERATIONS })
}

/** The password parameters of an envelope (what the server also tells a new device before it proves anything). */
export function passwordParams(
  envelope: string,
): { scheme: PasswordScheme; salt: Uint8Array; iterations: number } | null {
  const parts = envelope.split('.')
  if (envelopeKind(envelope) !== 'password') return null
  const iterations = Number(parts[2])
  if (
    !Number.isInteger(iterations) ||
    iterations < PBKDF2_ITERATIONS ||
    iterations > 10 * PBKDF2_ITERATIONS
  ) {
    return null
  }
  try {
    return { scheme: parts[0] as PasswordScheme, salt: fromBase64Url(parts[3] as string), iterations }
  } catch {
    return null
  }
}

async function rawKey(key: Uint8Array): Promise<CryptoKey> {
  if (key.length !== 32) throw new FrameError('error', 'The recovery key must be 32 bytes')
  return subtle().importKey('raw', buf(key), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt'])
}

/** AES-256-GCM with the wallet address as additional data (shared by every envelope kind). */
export async function seal(
  key: CryptoKey,
  plain: Uint8Array,
  address: string,
): Promise<{ iv: string; ct: string }> {
  const iv = random(12)
  const ct = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: buf(aad(address)) }, key, buf(plain)),
  )
  return { iv: toBase64Url(iv), ct: toBase64Url(ct) }
}

/** Opens what `seal` made; null for a wrong key or a tampered ciphertext. */
export async function open(
  key: CryptoKey,
  iv: Uint8Array,
  ct: Uint8Array,
  address: string,
): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(
      await subtle().decrypt(
        { name: 'AES-GCM', iv: buf(iv), additionalData: buf(aad(address)) },
        key,
        buf(ct),
      ),
    )
  } catch {
    return null
  }
}

/** Encrypts `plain` under the envelope key of `secrets`. */
export async function sealWithPassword(
  plain: Uint8Array,
  secrets: PasswordSecrets,
  address: string,
): Promise<string> {
  const { iv, ct } = await seal(secrets.envelopeKey, plain, address)
  return [
    secrets.scheme,
    'pbkdf2-sha256',
    String(secrets.iterations),
    toBase64Url(secrets.salt),
    iv,
    ct,
  ].join('.')
}

/** Encrypts `plain` under a key derived from the recovery password (a fresh salt). */
export async function encryptWithPassword(
  plain: Uint8Array,
  password: string,
  address: string,
): Promise<string> {
  return sealWithPassword(plain, await newPasswordSecrets(password), address)
}

/** Encrypts `plain` under the server-held 32-byte recovery key. */
export async function encryptWithKey(plain: Uint8Array, key: Uint8Array, address: string): Promise<string> {
  const { iv, ct } = await seal(await rawKey(key), plain, address)
  return ['v1', 'key', iv, ct].join('.')
}

/** Which secret opens an envelope. */
export function envelopeKind(envelope: string): 'password' | 'key' | null {
  const parts = envelope.split('.')
  if ((parts[0] === 'v1' || parts[0] === 'v2') && parts[1] === 'pbkdf2-sha256' && parts.length === 6) {
    return 'password'
  }
  if (parts[0] === 'v1' && parts[1] === 'key' && parts.length === 4) return 'key'
  return null
}

function decodeParts(parts: string[]): Uint8Array[] {
  try {
    return parts.map(fromBase64Url)
  } catch {
    throw malformedShare()
  }
}

/**
 * Opens a password envelope with secrets already derived (the same salt and scheme). A wrong password and a
 * tampered envelope are indistinguishable under AES-GCM: both are `invalid_recovery_pin`.
 */
export async function openWithPassword(
  envelope: string,
  secrets: PasswordSecrets,
  address: string,
): Promise<Uint8Array> {
  const params = passwordParams(envelope)
  if (!params) throw malformedShare()
  if (
    params.scheme !== secrets.scheme ||
    params.iterations !== secrets.iterations ||
    toBase64Url(params.salt) !== toBase64Url(secrets.salt)
  ) {
    throw new FrameError('invalid_recovery_pin', 'Invalid recovery password')
  }
  const [iv, ct] = decodeParts(envelope.split('.').slice(4)) as [Uint8Array, Uint8Array]
  const plain = await open(secrets.envelopeKey, iv, ct, address)
  if (!plain) throw new FrameError('invalid_recovery_pin', 'Invalid recovery password')
  return plain
}

/**
 * Opens a password envelope. A malformed envelope or one with too few iterations is a generic error; a wrong
 * password is `invalid_recovery_pin`.
 */
export async function decryptWithPassword(
  envelope: string,
  password: string,
  address: string,
): Promise<Uint8Array> {
  const params = passwordParams(envelope)
  if (!params) throw malformedShare()
  return openWithPassword(envelope, await derivePasswordSecrets(password, params), address)
}

/** Opens a recovery-key envelope; a wrong key or a tampered envelope is a generic error. */
export async function decryptWithKey(
  envelope: string,
  key: Uint8Array,
  address: string,
): Promise<Uint8Array> {
  if (envelopeKind(envelope) !== 'key') throw malformedShare()
  const [iv, ct] = decodeParts(envelope.split('.').slice(2)) as [Uint8Array, Uint8Array]
  const plain = await open(await rawKey(key), iv, ct, address)
  if (!plain) throw new FrameError('error', 'The recovery share could not be decrypted')
  return plain
}
