/**
 * Secrets at rest. One data key (32 bytes, from `LATCH_DATA_KEY`; in dev mode generated and kept in the data folder)
 * gives, through HKDF, an HMAC key for one-time codes (a stolen database does not reveal a 6-digit code by hashing
 * all million of them) and an AES-256-GCM key that seals TOTP secrets and other stored secrets.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Prefix of a sealed value (a value without it is a legacy plaintext row, read as is). */
const SEALED = 'v1.'

export interface DataCrypto {
  /** HMAC-SHA256 (hex) of a value with the code key. */
  hmac(value: string): string
  /** Encrypts `plain`, bound to `context` (a table and row name), as 'v1.<base64url>'. */
  seal(plain: string, context: string): string
  /** Decrypts a sealed value; a value without the 'v1.' prefix is returned as is. Throws when tampered. */
  open(sealed: string, context: string): string
}

/** Decodes a 32-byte key given as base64, base64url or hex; throws a clear error otherwise. */
export function parseDataKey(value: string): Buffer {
  const v = value.trim()
  const key = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, 'hex') : Buffer.from(v, 'base64url')
  if (key.length !== 32)
    throw new Error('LATCH_DATA_KEY must be 32 bytes, given as base64, base64url or 64 hex digits')
  return key
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

export function createDataCrypto(dataKey: Buffer): DataCrypto {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), info, 32))
  const hmacKey = derive('latch code hmac v1')
  const sealKey = derive('latch seal v1')
  return {
    hmac: (value) => createHmac('sha256', hmacKey).update(value).digest('hex'),
    seal(plain, context) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
    },
    open(sealed, context) {
      if (!sealed.startsWith(SEALED)) return sealed
      const raw = Buffer.from(sealed.slice(SEALED.length), 'base64url')
      const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12))
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    },
  }
}
