import { describe, expect, it } from 'vitest'
import {
  normalizeChainIdInput,
  parseWalletAccounts,
  parseWalletChainId,
  parseWalletSignature,
} from './wallet-validate'

const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const A_CHECKSUM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('wallet answers', () => {
  it('accounts: checksummed and deduplicated; anything but an array of addresses is null', () => {
    expect(parseWalletAccounts([A, A_CHECKSUM])).toEqual([A_CHECKSUM])
    expect(parseWalletAccounts([])).toEqual([])
    expect(parseWalletAccounts([A, '0x12'])).toBeNull()
    expect(parseWalletAccounts([A, 42])).toBeNull()
    expect(parseWalletAccounts(A)).toBeNull()
    expect(parseWalletAccounts(null)).toBeNull()
  })

  it('chain ids: 0x hex quantities above zero only', () => {
    expect(parseWalletChainId('0x1')).toBe(1)
    expect(parseWalletChainId('0x2105')).toBe(8453)
    expect(parseWalletChainId('1')).toBeNull()
    expect(parseWalletChainId(1)).toBeNull()
    expect(parseWalletChainId('0x0')).toBeNull()
    expect(parseWalletChainId('0xzz')).toBeNull()
    expect(parseWalletChainId('0xffffffffffffffffff')).toBeNull()
  })

  it('host chain ids: number, hex or CAIP-2', () => {
    expect(normalizeChainIdInput(137)).toBe(137)
    expect(normalizeChainIdInput('0x89')).toBe(137)
    expect(normalizeChainIdInput('eip155:137')).toBe(137)
    expect(normalizeChainIdInput('137')).toBe(137)
    expect(normalizeChainIdInput('eip155:')).toBeNull()
    expect(normalizeChainIdInput(-1)).toBeNull()
    expect(normalizeChainIdInput(1.5)).toBeNull()
  })

  it('signatures: 64 or 65 bytes, or longer (contract wallets); never short, odd or non-hex', () => {
    expect(parseWalletSignature(`0x${'ab'.repeat(65)}`)).not.toBeNull()
    expect(parseWalletSignature(`0x${'ab'.repeat(64)}`)).not.toBeNull()
    expect(parseWalletSignature(`0x${'ab'.repeat(300)}`)).not.toBeNull()
    expect(parseWalletSignature(`0x${'ab'.repeat(63)}`)).toBeNull()
    expect(parseWalletSignature(`0x${'ab'.repeat(65)}a`)).toBeNull()
    expect(parseWalletSignature(`${'ab'.repeat(65)}`)).toBeNull()
    expect(parseWalletSignature({ signature: '0x' })).toBeNull()
  })
})
