import { encodeAbiParameters, encodeFunctionData, encodePacked, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeAccountCalls } from './calls'
import { memoryLedger } from './ledger'
import { applySponsorshipSpec, checkPolicy } from './policy'

const TOKEN = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const transfer = encodeFunctionData({
  abi: parseAbi(['function transfer(address to, uint256 amount)']),
  args: [OTHER, 5n],
})
const approve = encodeFunctionData({
  abi: parseAbi(['function approve(address to, uint256 amount)']),
  args: [OTHER, 5n],
})

describe('sponsorship spec (apps update --sponsorship)', () => {
  it('parses every key and keeps what it does not change', () => {
    const p = applySponsorshipSpec(
      undefined,
      `on,chains=31337|8453,contracts=${TOKEN},selectors=0xA9059CBB,cap=1000,guests=on`,
    )
    expect(p).toEqual({
      enabled: true,
      chains: [31337, 8453],
      contracts: [TOKEN],
      selectors: ['0xa9059cbb'],
      capWeiPerDay: '1000',
      guests: true,
    })
    expect(applySponsorshipSpec(p, 'off')).toEqual({ ...p, enabled: false })
  })

  it('refuses malformed input with the reason', () => {
    expect(() => applySponsorshipSpec(undefined, 'chains=abc')).toThrow(/not a chain id/)
    expect(() => applySponsorshipSpec(undefined, 'contracts=0x12')).toThrow(/not an address/)
    expect(() => applySponsorshipSpec(undefined, 'selectors=0x1234')).toThrow(/4-byte selector/)
    expect(() => applySponsorshipSpec(undefined, 'cap=-1')).toThrow(/whole number of wei/)
    expect(() => applySponsorshipSpec(undefined, 'colour=red')).toThrow(/unknown key 'colour'/)
    expect(() => applySponsorshipSpec(undefined, 'on,cap=5')).toThrow(/names no chain/)
    expect(() => applySponsorshipSpec(undefined, 'on,chains=1')).toThrow(/cap of 0 wei/)
  })
})

describe('policy decisions', () => {
  const policy = applySponsorshipSpec(undefined, `on,chains=1,contracts=${TOKEN},selectors=0xa9059cbb,cap=10`)
  const call = (to: `0x${string}`, data: `0x${string}`) => ({ to, value: 0n, data })

  it('names the first rule a request breaks', () => {
    expect(checkPolicy(undefined, { chainId: 1, guest: false, calls: [] })).toBe('sponsorship_off')
    expect(checkPolicy(policy, { chainId: 2, guest: false, calls: [call(TOKEN, transfer)] })).toBe(
      'chain_not_sponsored',
    )
    expect(checkPolicy(policy, { chainId: 1, guest: true, calls: [call(TOKEN, transfer)] })).toBe(
      'guest_not_sponsored',
    )
    expect(checkPolicy(policy, { chainId: 1, guest: false, calls: [call(OTHER, transfer)] })).toBe(
      'contract_not_allowed',
    )
    expect(checkPolicy(policy, { chainId: 1, guest: false, calls: [call(TOKEN, approve)] })).toBe(
      'selector_not_allowed',
    )
    expect(checkPolicy(policy, { chainId: 1, guest: false, calls: null })).toBe('calls_unreadable')
    // one disallowed call in a batch refuses the batch
    expect(
      checkPolicy(policy, { chainId: 1, guest: false, calls: [call(TOKEN, transfer), call(TOKEN, approve)] }),
    ).toBe('selector_not_allowed')
    expect(checkPolicy(policy, { chainId: 1, guest: false, calls: [call(TOKEN, transfer)] })).toBeNull()
  })

  it('keeps a daily cap per key, and a refused reservation adds nothing', async () => {
    const ledger = memoryLedger()
    expect(await ledger.reserve('a', 1, 6n, 10n)).toBe(true)
    expect(await ledger.reserve('a', 1, 5n, 10n)).toBe(false)
    expect(await ledger.spent('a', 1)).toBe(6n)
    expect(await ledger.reserve('a', 1, 4n, 10n)).toBe(true)
    expect(await ledger.reserve('b', 1, 10n, 10n)).toBe(true)
    // a new day starts from zero
    expect(await ledger.reserve('a', 2, 10n, 10n)).toBe(true)
  })
})

describe('calls read from account callData', () => {
  it('reads SimpleAccount execute and executeBatch', () => {
    const abi = parseAbi([
      'function execute(address dest, uint256 value, bytes func)',
      'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
    ])
    expect(
      decodeAccountCalls(encodeFunctionData({ abi, functionName: 'execute', args: [TOKEN, 3n, transfer] })),
    ).toEqual([{ to: TOKEN, value: 3n, data: transfer }])
    const batch = encodeFunctionData({
      abi,
      functionName: 'executeBatch',
      args: [
        [TOKEN, TOKEN],
        [0n, 0n],
        [approve, transfer],
      ],
    })
    expect(decodeAccountCalls(batch)?.map((c) => c.data)).toEqual([approve, transfer])
  })

  it('reads ERC-7579 single and batch executions, refuses delegatecall', () => {
    const abi = parseAbi(['function execute(bytes32 mode, bytes executionCalldata)'])
    const mode = (type: string) => `0x${type}${'0'.repeat(62)}` as const
    const single = encodePacked(['address', 'uint256', 'bytes'], [TOKEN, 0n, transfer])
    expect(decodeAccountCalls(encodeFunctionData({ abi, args: [mode('00'), single] }))).toEqual([
      { to: TOKEN, value: 0n, data: transfer },
    ])
    const batch = encodeAbiParameters(
      [{ type: 'tuple[]', components: [{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] }],
      [
        [
          [TOKEN, 0n, approve],
          [OTHER, 1n, '0x'],
        ],
      ],
    )
    expect(decodeAccountCalls(encodeFunctionData({ abi, args: [mode('01'), batch] }))).toEqual([
      { to: TOKEN, value: 0n, data: approve },
      { to: OTHER, value: 1n, data: '0x' },
    ])
    expect(decodeAccountCalls(encodeFunctionData({ abi, args: [mode('ff'), single] }))).toBeNull()
  })

  it('reads Safe 4337 module calls and MultiSend batches', () => {
    const abi = parseAbi(['function executeUserOp(address to, uint256 value, bytes data, uint8 operation)'])
    const multiSend = parseAbi(['function multiSend(bytes transactions)'])
    const packed = (to: `0x${string}`, data: `0x${string}`) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [0, to, 0n, BigInt((data.length - 2) / 2), data],
      )
    const transactions = `0x${packed(TOKEN, approve).slice(2)}${packed(TOKEN, transfer).slice(2)}` as const
    const data = encodeFunctionData({ abi: multiSend, args: [transactions] })
    expect(
      decodeAccountCalls(encodeFunctionData({ abi, args: [OTHER, 0n, data, 1] }))?.map((c) => c.data),
    ).toEqual([approve, transfer])
    expect(decodeAccountCalls(encodeFunctionData({ abi, args: [TOKEN, 0n, transfer, 0] }))).toEqual([
      { to: TOKEN, value: 0n, data: transfer },
    ])
    expect(decodeAccountCalls('0xdeadbeef')).toBeNull()
  })
})
