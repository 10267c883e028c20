/**
 * Encryption of the recovery share, with WebCrypto only. With a recovery password: PBKDF2-SHA256 (at least
 * 600 000 iterations, random 16-byte salt) derives an AES-256-GCM key. With the server-held recovery key
 * (automatic recovery): that 32-byte key is the AES-256-GCM key. The wallet address is the additional
 * authenticated data, so a ciphertext cannot be replayed for another wallet. Envelopes are dot-separated text:
 * `v1.pbkdf2-sha256.<iterations>.<salt>.<iv>.<ciphertext>` or `v1.key.<iv>.<ciphertext>` (base64url parts).
 */
import { FrameError } from '../protocol'
import { fromBase64Url, toBase64Url, utf8 } from './encoding'

/** PBKDF2-SHA256 iterations used for new envelopes (and the minimum accepted when opening one). */
export const PBKDF2_ITERATIONS = 600_000

const subtle = () => globalThis.crypto.subtle
const random = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n))
const aad = (address: string) => utf8(`latch-recovery-share:${address.toLowerCase()}`)
/** Copies into a fresh ArrayBuffer-backed array (WebCrypto's BufferSource typing). */
const buf = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes)

async function passwordKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const base = await subtle().importKey('raw', buf(utf8(password)), 'PBKDF2', false, ['deriveKey'])
  return subtle().deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: buf(salt), iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

async function rawKey(key: Uint8Array): Promise<CryptoKey> {
  if (key.length !== 32) throw new FrameError('error', 'The recovery key must be 32 bytes')
  return subtle().importKey('raw', buf(key), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt'])
}

async function seal(key: CryptoKey, plain: Uint8Array, address: string): Promise<{ iv: string; ct: string }> {
  const iv = random(12)
  const ct = new Uint8Array(
    await subtle().encrypt({ name: 'AES-GCM', iv, additionalData: buf(aad(address)) }, key, buf(plain)),
  )
  return { iv: toBase64Url(iv), ct: toBase64Url(ct) }
}

async function open(
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

/** Encrypts `plain` under a key derived from the recovery password. */
export async function encryptWithPassword(
  plain: Uint8Array,
  password: string,
  address: string,
): Promise<string> {
  const salt = random(16)
  const key = await passwordKey(password, salt, PBKDF2_ITERATIONS)
  const { iv, ct } = await seal(key, plain, address)
  return ['v1', 'pbkdf2-sha256', String(PBKDF2_ITERATIONS), toBase64Url(salt), iv, ct].join('.')
}

/** Encrypts `plain` under the server-held 32-byte recovery key. */
export async function encryptWithKey(plain: Uint8Array, key: Uint8Array, address: string): Promise<string> {
  const { iv, ct } = await seal(await rawKey(key), plain, address)
  return ['v1', 'key', iv, ct].join('.')
}

/** Which secret opens an envelope. */
export function envelopeKind(envelope: string): 'password' | 'key' | null {
  const parts = envelope.split('.')
  if (parts[0] !== 'v1') return null
  if (parts[1] === 'pbkdf2-sha256' && parts.length === 6) return 'password'
  if (parts[1] === 'key' && parts.length === 4) return 'key'
  return null
}

function decodeParts(parts: string[]): Uint8Array[] {
  try {
    return parts.map(fromBase64Url)
  } catch {
    throw new FrameError('error', 'The recovery share is malformed')
  }
}

/**
 * Opens a password envelope. A wrong password and a tampered envelope are indistinguishable under AES-GCM: both
 * are `invalid_recovery_pin`. A malformed envelope or one with too few iterations is a generic error.
 */
export async function decryptWithPassword(
  envelope: string,
  password: string,
  address: string,
): Promise<Uint8Array> {
  const parts = envelope.split('.')
  if (envelopeKind(envelope) !== 'password') throw new FrameError('error', 'The recovery share is malformed')
  const iterations = Number(parts[2])
  if (
    !Number.isInteger(iterations) ||
    iterations < PBKDF2_ITERATIONS ||
    iterations > 10 * PBKDF2_ITERATIONS
  ) {
    throw new FrameError('error', 'The recovery share is malformed')
  }
  const [salt, iv, ct] = decodeParts(parts.slice(3)) as [Uint8Array, Uint8Array, Uint8Array]
  const plain = await open(await passwordKey(password, salt, iterations), iv, ct, address)
  if (!plain) throw new FrameError('invalid_recovery_pin', 'Invalid recovery password')
  return plain
}

/** Opens a recovery-key envelope; a wrong key or a tampered envelope is a generic error. */
export async function decryptWithKey(
  envelope: string,
  key: Uint8Array,
  address: string,
): Promise<Uint8Array> {
  if (envelopeKind(envelope) !== 'key') throw new FrameError('error', 'The recovery share is malformed')
  const [iv, ct] = decodeParts(envelope.split('.').slice(2)) as [Uint8Array, Uint8Array]
  const plain = await open(await rawKey(key), iv, ct, address)
  if (!plain) throw new FrameError('error', 'The recovery share could not be decrypted')
  return plain
}
