import { describe, expect, it } from 'vitest'
import { isSolanaAddress, solanaAddressBytes } from './address'

describe('Solana addresses', () => {
  it('a base58 32-byte public key is an address; its bytes decode', () => {
    // the System Program (32 zero bytes) and a wallet address
    expect(solanaAddressBytes('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
    expect(isSolanaAddress('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk')).toBe(true)
  })

  it('an EVM address, a base58 string of another length, characters outside base58 and non-strings are not', () => {
    for (const bad of [
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      '1111111111111111111111111111111',
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk1',
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpq0',
      'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqI',
      '',
      42,
      null,
    ])
      expect(isSolanaAddress(bad)).toBe(false)
  })
})
