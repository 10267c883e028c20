import { privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { bytesToHex } from './encoding'
import { seedEntropyOf, seedSecret, walletSecretOf } from './secret'
import { deriveEthereumKey, mnemonicOf, seedOf } from './seed'
import { combineShares, splitSecret } from './shares'

/** secp256k1's order n: every private key is below it. */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
const hex32 = (v: bigint) => `0x${v.toString(16).padStart(64, '0')}` as const

describe('wallet secrets: a key or a marked seed', () => {
  it('a seed secret reads back as its entropy; the highest keys (n - 1, and keys beginning ff..ff fe) read as keys', () => {
    const entropy = Uint8Array.from({ length: 16 }, (_, i) => i * 7)
    expect(seedEntropyOf(seedSecret(entropy))).toEqual(entropy)
    for (const key of [N - 1n, N - 2n ** 128n, 1n, 0xff_ffn << 200n])
      expect(seedEntropyOf(hex32(key))).toBeUndefined()
    // the smallest seed secret is above n: no valid key can be one
    expect(BigInt(seedSecret(new Uint8Array(16)))).toBeGreaterThan(N)
    expect(() => seedEntropyOf('0x00')).toThrow('A wallet secret is 32 bytes')
    expect(() => seedSecret(new Uint8Array(32))).toThrow('Seed entropy is 16 bytes')
  })

  it("a seed's Ethereum key is m/44'/60'/0'/0/0 of its phrase (what MetaMask shows for the phrase); a key is itself", async () => {
    // the BIP-39 phrase 'abandon x11 about': MetaMask's and every wallet's first account is 0x9858EfFD...
    const abandon = await walletSecretOf(seedSecret(new Uint8Array(16)))
    expect(mnemonicOf(abandon.entropy as Uint8Array)).toBe(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    )
    expect(privateKeyToAddress(abandon.key)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')
    expect(abandon.key).toBe(deriveEthereumKey(seedOf(new Uint8Array(16)), 0))
    const key = hex32(12345n)
    expect(await walletSecretOf(key)).toEqual({ secret: key, key })
  })

  it('a seed secret survives the 2-of-3 split like a key (any two shares)', async () => {
    const entropy = crypto.getRandomValues(new Uint8Array(16))
    const secret = seedSecret(entropy)
    const s = await splitSecret(secret)
    for (const [a, b] of [
      [s.device, s.auth],
      [s.auth, s.recovery],
      [s.recovery, s.device],
    ] as const) {
      const back = await combineShares(a, b)
      expect(back).toBe(secret)
      expect(bytesToHex(seedEntropyOf(back) as Uint8Array)).toBe(bytesToHex(entropy))
    }
  })
})
