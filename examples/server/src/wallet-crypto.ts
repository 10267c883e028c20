/**
 * Server-side keys of the embedded wallet, derived with HKDF-SHA256 from one master secret: the key that seals
 * auth shares at rest (AES-256-GCM, bound to app, user and address) and the per-wallet recovery keys of
 * automatic recovery ('privy' method).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { DataCrypto } from './secrets'
import type { Storage } from './storage'

/** The secrets row of the master secret (sealed with the data key, bound to `secret:<this name>`). */
export const MASTER_SECRET = 'embedded_wallet_master_key'

/** The wallet keys of this server. */
export interface WalletKeys {
  sealAuthShare(share: string, binding: WalletBinding): string
  /** The auth share, or null when the sealed value was tampered with or belongs to another wallet. */
  openAuthShare(sealed: string, binding: WalletBinding): string | null
  /** The 32-byte recovery key of one wallet, base64url. */
  recoveryKey(binding: WalletBinding): string
}

export interface WalletBinding {
  appId: string
  userId: string
  address: string
}

const bindingText = (b: WalletBinding) => `${b.appId}\0${b.userId}\0${b.address.toLowerCase()}`

/**
 * Loads (or makes on first start) the master secret. It is kept in the secrets table sealed with the server's
 * data key (LATCH_DATA_KEY, outside the database), so a copy of the database alone opens nothing.
 */
export async function loadWalletKeys(storage: Storage, data: DataCrypto): Promise<WalletKeys> {
  const context = `secret:${MASTER_SECRET}`
  const stored = await storage.putSecretIfAbsent(
    MASTER_SECRET,
    data.seal(randomBytes(32).toString('base64url'), context),
  )
  const master = Buffer.from(data.open(stored, context), 'base64url')
  if (master.length !== 32) throw new Error('The embedded wallet master key is malformed')
  const sealKey = Buffer.from(hkdfSync('sha256', master, 'latch', 'latch-auth-share-seal', 32))
  return {
    sealAuthShare(share, binding) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv)
      cipher.setAAD(Buffer.from(bindingText(binding)))
      const body = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()])
      return `v1.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`
    },
    openAuthShare(sealed, binding) {
      if (!sealed.startsWith('v1.')) return null
      try {
        const raw = Buffer.from(sealed.slice(3), 'base64url')
        const decipher = createDecipheriv('aes-256-gcm', sealKey, raw.subarray(0, 12))
        decipher.setAAD(Buffer.from(bindingText(binding)))
        decipher.setAuthTag(raw.subarray(12, 28))
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
      } catch {
        return null
      }
    },
    recoveryKey(binding) {
      return Buffer.from(
        hkdfSync('sha256', master, 'latch', `latch-recovery-key\0${bindingText(binding)}`, 32),
      ).toString('base64url')
    },
  }
}
