import { describe, expect, expectTypeOf, it } from 'vitest'
import { SCREEN_NAMES } from '../flows/list'
import { PROMPTED_METHODS } from '../flows/sign/sign.rules'
import type { WalletAccount } from '../user/types'
import { evmFamily } from './evm/family'
import { CHAIN_FAMILIES, type ChainType, familyOf } from './families'

describe('chain families', () => {
  it("EVM is the family of today's wallet accounts ('ethereum'), found by chainType", () => {
    // Solana accounts arrive before their family module (main has its chain code in chains/solana, not yet a ChainFamily)
    expectTypeOf<ChainType>().toMatchTypeOf<WalletAccount['chainType']>()
    expect(familyOf('ethereum')).toBe(evmFamily)
    expect(familyOf('bitcoin')).toBeUndefined()
    expect(new Set(CHAIN_FAMILIES.map((f) => f.id)).size).toBe(CHAIN_FAMILIES.length)
  })

  it('EVM addresses come back EIP-55 checksummed; anything else is null', () => {
    expect(evmFamily.parseAddress('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')).toBe(
      '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
    )
    for (const bad of ['0x123', 'vitalik.eth', 42, null, 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk']) {
      expect(evmFamily.parseAddress(bad)).toBeNull()
    }
  })

  it('EVM chain ids are CAIP-2 eip155 ids, and only those give a reference back', () => {
    expect(evmFamily.chainId(8453)).toBe('eip155:8453')
    expect(evmFamily.chainReference('eip155:8453')).toBe('8453')
    expect(evmFamily.chainReference('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeNull()
  })

  it("EVM's signer asks the person for the sign flow's prompted methods, and its screens are real screens", () => {
    expect([...evmFamily.signer.signMethods].sort()).toEqual([...PROMPTED_METHODS].sort())
    for (const name of [...evmFamily.screens.sign, ...evmFamily.screens.send])
      expect(SCREEN_NAMES).toContain(name)
  })
})
