/**
 * Secrets at rest. The data key (32 bytes, from `LATCH_DATA_KEY`; in dev mode generated and kept in the data folder)
 * gives, through HKDF, an HMAC key for one-time codes (a stolen database does not reveal a 6-digit code by hashing
 * all million of them) and an AES-256-GCM key that seals TOTP secrets and other stored secrets.
 *
 * The data key can be rotated: the server holds a keyring, the current key (`LATCH_DATA_KEY`, which seals every new
 * value) and older keys (`LATCH_DATA_KEY_PREVIOUS`, comma-separated) that still open what they sealed. A sealed
 * value names its key: 'v2.<kid>.<base64url>', where kid is an 8-byte id derived from the key with HKDF (it reveals
 * nothing of the key). Values of the first format, 'v1.<base64url>', carry no kid: they are tried with every key of
 * the ring. `latch-server keys reseal` moves every stored value to the current key; then the previous keys can go.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Prefix of a value sealed by the first format (no key id). */
const V1 = 'v1.'
/** Prefix of a value sealed by the current format: 'v2.<kid>.<base64url>'. */
const V2 = 'v2.'

/** Whether a stored value is sealed (a value without a known prefix is a legacy plaintext row, read as is). */
export const isSealed = (value: string): boolean => value.startsWith(V1) || value.startsWith(V2)

export interface DataCrypto {
  /** The current key's id (what 'v2.' values sealed now carry). */
  readonly kid: string
  /** HMAC-SHA256 (hex) of a value with the current key's code key: what a new code is stored as. */
  hmac(value: string): string
  /**
   * The HMAC of a value under every key of the ring, current first: a code stored before a rotation still
   * matches one of them.
   */
  hmacs(value: string): string[]
  /** Encrypts `plain` with the current key, bound to `context` (a table and row name), as 'v2.<kid>.<base64url>'. */
  seal(plain: string, context: string): string
  /**
   * Decrypts a sealed value with the key it names ('v1.' values: each key of the ring in turn); a value without a
   * known prefix is returned as is. Throws a `DataKeyError` when no key of the ring opens it (tampered, or sealed
   * with a key this server does not hold).
   */
  open(sealed: string, context: string): string
  /** True when `value` is sealed with the current key in the current format (a reseal leaves it as it is). */
  isCurrent(value: string): boolean
}

/**
 * A sealed value this server cannot open. `code` 'data_key_missing': it names a key (`kid`) the ring does not hold;
 * 'sealed_value_invalid': no key of the ring opens it (tampered, bound to another row, or a 'v1.' value of a key
 * the ring does not hold). The message names the kid and the setting to fix, never a key.
 */
export class DataKeyError extends Error {
  override readonly name = 'DataKeyError'
  constructor(
    readonly code: 'data_key_missing' | 'sealed_value_invalid',
    readonly kid: string | null,
    message: string,
  ) {
    super(message)
  }
}

/** Decodes a 32-byte key given as base64, base64url or hex; throws a clear error otherwise. */
export function parseDataKey(value: string, setting = 'LATCH_DATA_KEY'): Buffer {
  const v = value.trim()
  const key = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64url')
  if (key.length !== 32)
    throw new Error(`${setting} must be 32 bytes, given as base64, base64url or 64 hex digits`)
  return key
}

/** The older keys of `LATCH_DATA_KEY_PREVIOUS`: comma-separated, each in the encodings of `parseDataKey`. */
export function parsePreviousDataKeys(value: string | undefined): Buffer[] {
  if (!value?.trim()) return []
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map((v) => parseDataKey(v, 'each key of LATCH_DATA_KEY_PREVIOUS'))
}

/**
 * The data key: the configured one; in dev mode with a data folder, one generated on first start and kept in
 * `<dataDir>/data-key` (mode 0600); in memory (no folder, tests) a random one. Outside dev mode a data folder
 * needs a configured key, and so does a shared database (PostgreSQL: every instance must hold the same key, or one
 * could not check another's codes nor open its sealed keys).
 */
export function loadDataKey(opts: {
  dataKey?: string
  dataDir?: string
  devMode: boolean
  /** The database is shared by several instances (PostgreSQL). */
  shared?: boolean
}): Buffer {
  if (opts.dataKey) return parseDataKey(opts.dataKey)
  if (opts.shared && !(opts.devMode && opts.dataDir)) {
    throw new Error(
      'LATCH_DATA_KEY is required with LATCH_DATABASE_URL: every server instance on the database must use the same key; make one with `openssl rand -base64 32`',
    )
  }
  if (!opts.dataDir) return randomBytes(32)
  if (!opts.devMode) {
    throw new Error(
      'LATCH_DATA_KEY is required outside dev mode (it encrypts secrets at rest); make one with `openssl rand -base64 32`',
    )
  }
  const file = join(opts.dataDir, 'data-key')
  if (existsSync(file)) return parseDataKey(readFileSync(file, 'utf8'))
  const key = randomBytes(32)
  mkdirSync(opts.dataDir, { recursive: true })
  writeFileSync(file, key.toString('base64url'), { mode: 0o600 })
  return key
}

interface RingKey {
  kid: string
  hmacKey: Buffer
  sealKey: Buffer
}

const derive = (key: Buffer, info: string, length: number) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), info, length))

/** The id of a data key: 8 bytes of HKDF output (base64url), so it names the key without revealing it. */
export const dataKeyId = (key: Buffer): string => derive(key, 'latch data key id v2', 8).toString('base64url')

const ringKey = (key: Buffer): RingKey => ({
  kid: dataKeyId(key),
  hmacKey: derive(key, 'latch code hmac v1', 32),
  sealKey: derive(key, 'latch seal v1', 32),
})

/** AES-256-GCM open of iv (12) | tag (16) | ciphertext; throws when the key or the context does not match. */
function decrypt(sealKey: Buffer, raw: Buffer, context: string): string {
  const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12))
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(raw.subarray(12, 28))
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
}

/** The keyring: `current` seals; `previous` (older keys, newest first) only open and check codes. */
export function createDataCrypto(current: Buffer, previous: readonly Buffer[] = []): DataCrypto {
  const head = ringKey(current)
  const ring = [head, ...previous.map(ringKey).filter((k) => k.kid !== head.kid)]
  const byKid = new Map(ring.map((k) => [k.kid, k]))
  const invalid = (kid: string | null, what: string) =>
    new DataKeyError(
      'sealed_value_invalid',
      kid,
      `${what} does not open: it was tampered with, belongs to another row, or was sealed with a data key this server does not hold (LATCH_DATA_KEY, LATCH_DATA_KEY_PREVIOUS)`,
    )
  return {
    kid: head.kid,
    hmac: (value) => createHmac('sha256', head.hmacKey).update(value).digest('hex'),
    hmacs: (value) => ring.map((k) => createHmac('sha256', k.hmacKey).update(value).digest('hex')),
    seal(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', head.sealKey, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return `${V2}${head.kid}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
    },
    open(sealed, context) {
      if (sealed.startsWith(V2)) {
        const dot = sealed.indexOf('.', V2.length)
        if (dot < 0) throw invalid(null, "A stored secret in the 'v2.' format without a key id")
        const kid = sealed.slice(V2.length, dot)
        const key = byKid.get(kid)
        if (!key) {
          throw new DataKeyError(
            'data_key_missing',
            kid,
            `A stored secret was sealed with data key '${kid}', which this server does not hold: set LATCH_DATA_KEY to that key, or add it to LATCH_DATA_KEY_PREVIOUS`,
          )
        }
        try {
          return decrypt(key.sealKey, Buffer.from(sealed.slice(dot + 1), 'base64url'), context)
        } catch {
          throw invalid(kid, `A stored secret sealed with data key '${kid}'`)
        }
      }
      if (!sealed.startsWith(V1)) return sealed
      const raw = Buffer.from(sealed.slice(V1.length), 'base64url')
      for (const key of ring) {
        try {
          return decrypt(key.sealKey, raw, context)
        } catch {
          // the next key of the ring
        }
      }
      throw invalid(null, "A stored secret of the first sealed format ('v1.', no key id)")
    },
    isCurrent: (value) => value.startsWith(`${V2}${head.kid}.`),
  }
}
