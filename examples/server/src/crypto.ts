/** Small crypto helpers: random values, hashes, PKCE and the sealed successor of a rotated refresh token. */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto'
import type { DataCrypto } from './secrets'

export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url')

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex')

export const sha256B64url = (value: string): string => createHash('sha256').update(value).digest('base64url')

/** Six digits from the CSPRNG. */
export const randomCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** What a code's keyed hash covers: the code bound to its app, flow and recipient (one format to store and to check). */
const codeBinding = (appId: string, flow: string, recipient: string, code: string): string =>
  `${appId}\0${flow}\0${recipient}\0${code}`

/**
 * Keyed hash (HMAC-SHA256 with the server's code key) of a one-time code, bound to its app, flow and recipient: a
 * code for one is useless for another, and a copy of the database does not give codes away.
 */
export const codeHash = (
  deps: { data: DataCrypto },
  appId: string,
  flow: string,
  recipient: string,
  code: string,
): string => deps.data.hmac(codeBinding(appId, flow, recipient, code))

/**
 * The code's keyed hash under every key of the data keyring (current first): what a check compares against, so a
 * code stored under the previous data key still verifies within its lifetime after a rotation.
 */
export const codeHashes = (
  deps: { data: DataCrypto },
  appId: string,
  flow: string,
  recipient: string,
  code: string,
): string[] => deps.data.hmacs(codeBinding(appId, flow, recipient, code))

export const safeEqual = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A user id. */
export const newUserId = (): string => `did:latch:${randomBytes(12).toString('hex')}`

export const newSessionId = (): string => `ses_${randomBytes(16).toString('hex')}`

/** PKCE S256 challenge of a verifier. */
export const pkceChallenge = (verifier: string): string => sha256B64url(verifier)

const keyFrom = (token: string) => createHash('sha256').update(`latch-successor\0${token}`).digest()

/**
 * Seals the successor refresh token with a key only the holder of the old token can derive, so the server never
 * stores a usable token yet can hand the current pair to a tab that raced with the rotation.
 */
export function sealSuccessor(oldToken: string, successor: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFrom(oldToken), iv)
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

export function openSuccessor(oldToken: string, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(oldToken), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
