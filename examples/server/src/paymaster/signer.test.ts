import { randomBytes } from 'node:crypto'
import { recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { resealAll } from '../reseal'
import { createDataCrypto } from '../secrets'
import { openStorage } from '../storage'
import { loadPaymasterSigner, PAYMASTER_SECRET } from './signer'

describe('paymaster signer key', () => {
  it('is made once, kept sealed with the data key, and survives a data key rotation (keys reseal)', async () => {
    const storage = await openStorage()
    try {
      const A = randomBytes(32)
      const B = randomBytes(32)
      const first = await loadPaymasterSigner(storage, createDataCrypto(A))
      expect((await loadPaymasterSigner(storage, createDataCrypto(A))).address).toBe(first.address)
      // the row holds no plain key
      const stored = (await storage.getSecret(PAYMASTER_SECRET)) as string
      expect(stored).not.toMatch(/0x[0-9a-f]{64}/)
      // a server without the key it was sealed with cannot use it
      await expect(loadPaymasterSigner(storage, createDataCrypto(B))).rejects.toThrow()
      const report = await resealAll(storage, createDataCrypto(B, [A]))
      expect(report.counts.paymaster_signer_key).toEqual({ resealed: 1, current: 0 })
      const after = await loadPaymasterSigner(storage, createDataCrypto(B))
      expect(after.address).toBe(first.address)
      const signature = await after.signMessage({ message: 'x' })
      expect(await recoverMessageAddress({ message: 'x', signature })).toBe(first.address)
    } finally {
      await storage.close()
    }
  })
})
