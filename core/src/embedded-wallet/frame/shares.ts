/**
 * 2-of-3 Shamir split of a wallet's 32-byte secret (a secp256k1 private key, or a marked seed: ./secret.ts) with
 * `shamir-secret-sharing`: a device share (kept in the frame
 * origin's storage), an auth share (kept by the server) and a recovery share (kept by the server, encrypted).
 * Any two rebuild the key; one alone reveals nothing about it.
 */
import { combine, split } from 'shamir-secret-sharing'
import { FrameError } from '../protocol'
import { bytesToHex, fromBase64Url, hexToBytes, toBase64Url } from './encoding'

/** The three shares, base64url-encoded. */
export interface KeyShares {
  device: string
  auth: string
  recovery: string
}

/** A wallet secret is 32 bytes; a share of it is 33 (one x-coordinate byte). */
const KEY_BYTES = 32
const SHARE_BYTES = KEY_BYTES + 1

/** Splits a 32-byte secret (0x hex) into a device, an auth and a recovery share; any two rebuild it. */
export async function splitSecret(value: `0x${string}`): Promise<KeyShares> {
  const secret = hexToBytes(value)
  if (secret.length !== KEY_BYTES) throw new FrameError('error', 'A wallet secret is 32 bytes')
  const [device, auth, recovery] = await split(secret, 3, 2)
  secret.fill(0)
  if (!device || !auth || !recovery) throw new FrameError('error', 'Key split failed')
  return { device: toBase64Url(device), auth: toBase64Url(auth), recovery: toBase64Url(recovery) }
}

/** Splits a private key (the wallets made before seeds, and tests that make one). */
export const splitPrivateKey = splitSecret

/** Decodes one share; a malformed one is a typed error. */
export function decodeShare(share: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = fromBase64Url(share)
  } catch {
    throw new FrameError('error', 'A key share is malformed')
  }
  if (bytes.length !== SHARE_BYTES) throw new FrameError('error', 'A key share is malformed')
  return bytes
}

/**
 * Rebuilds the secret from two distinct shares. The caller must check that its address is the wallet's: a
 * tampered share still combines, into a different secret.
 */
export async function combineShares(a: string, b: string): Promise<`0x${string}`> {
  const x = decodeShare(a)
  const y = decodeShare(b)
  if (x[SHARE_BYTES - 1] === y[SHARE_BYTES - 1])
    throw new FrameError('error', 'Two distinct key shares are needed')
  const secret = await combine([x, y])
  const hex = bytesToHex(secret)
  secret.fill(0)
  return hex
}
