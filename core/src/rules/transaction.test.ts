import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { walletMessages as messages } from '../messages.wallet'
import { isPlainTransfer, parseChainId, parseQuantity, parseTransactionRequest } from './transaction'

const TO = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const TO_CHECKSUM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const invalid = (field: string) =>
  expect.objectContaining({
    code: 'invalid_request_arguments',
    message: messages['transaction.invalidQuantity'].replace('{field}', field),
  })

describe('parseQuantity', () => {
  it('numbers, bigints and hex strings give the same bigint', () => {
    expect(parseQuantity(10_000_000_000_000_000n, 'value')).toBe(10n ** 16n)
    expect(parseQuantity(21000, 'gas')).toBe(21000n)
    expect(parseQuantity('0x5208', 'gas')).toBe(21000n)
    expect(parseQuantity('0x0', 'value')).toBe(0n)
    expect(parseQuantity('0xFF', 'value')).toBe(255n)
  })

  it('property: any non-negative bigint round-trips through number (when safe) and hex', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), (v) => {
        expect(parseQuantity(v, 'value')).toBe(v)
        expect(parseQuantity(`0x${v.toString(16)}`, 'value')).toBe(v)
        if (v <= BigInt(Number.MAX_SAFE_INTEGER)) expect(parseQuantity(Number(v), 'value')).toBe(v)
      }),
    )
  })

  it('refuses negatives, fractions, unsafe numbers, decimal and non-hex strings, naming the field', () => {
    for (const bad of [
      -1,
      -1n,
      1.5,
      Number.NaN,
      2 ** 53,
      '100',
      '0x',
      '0xzz',
      '-0x1',
      ' 0x1',
      null,
      {},
      true,
    ]) {
      expect(() => parseQuantity(bad, 'value')).toThrow(invalid('value'))
    }
  })

  it('property: any negative number or bigint is refused', () => {
    fc.assert(
      fc.property(fc.bigInt({ max: -1n }), (v) => {
        expect(() => parseQuantity(v, 'value')).toThrow(invalid('value'))
      }),
    )
  })
})

describe('parseChainId', () => {
  it('a positive integer number only', () => {
    expect(parseChainId(31337)).toBe(31337)
    for (const bad of ['1', '0x1', 1n, 0, -1, 1.5, Number.NaN]) {
      expect(() => parseChainId(bad)).toThrow(
        expect.objectContaining({
          code: 'invalid_request_arguments',
          message: messages['transaction.invalidChainId'],
        }),
      )
    }
  })
})

describe('parseTransactionRequest', () => {
  it('normalises a mixed request: checksummed to, bigint quantities, number nonce and type', () => {
    expect(
      parseTransactionRequest({
        chainId: 8453,
        to: TO,
        value: '0x2386f26fc10000',
        gasLimit: 21000,
        maxFeePerGas: 30_000_000_000n,
        maxPriorityFeePerGas: '0x3b9aca00',
        nonce: '0x7',
        type: 2,
        data: '0x',
      }),
    ).toEqual({
      chainId: 8453,
      to: TO_CHECKSUM,
      value: 10n ** 16n,
      gas: 21000n,
      maxFeePerGas: 30_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      nonce: 7,
      type: 2,
      data: '0x',
    })
  })

  it('unset fields stay unset', () => {
    expect(parseTransactionRequest({ to: TO })).toEqual({ to: TO_CHECKSUM })
    expect(parseTransactionRequest({ to: TO, value: undefined, data: null })).toEqual({ to: TO_CHECKSUM })
  })

  it('refuses a negative value, a non-hex data, a bad address, a string chainId and a non-object', () => {
    expect(() => parseTransactionRequest({ to: TO, value: -1 })).toThrow(invalid('value'))
    expect(() => parseTransactionRequest({ to: TO, data: 'hello' })).toThrow(
      expect.objectContaining({
        code: 'invalid_request_arguments',
        message: messages['transaction.invalidData'],
      }),
    )
    expect(() => parseTransactionRequest({ to: TO, data: '0xabc' })).toThrow(
      expect.objectContaining({ code: 'invalid_request_arguments' }),
    )
    expect(() => parseTransactionRequest({ to: '0x1234' })).toThrow(
      expect.objectContaining({ message: 'Invalid transaction to: expected a 20-byte hex address' }),
    )
    expect(() => parseTransactionRequest({ to: TO, chainId: '1' })).toThrow(
      expect.objectContaining({ message: messages['transaction.invalidChainId'] }),
    )
    expect(() => parseTransactionRequest({ to: TO, gasLimit: '21000' })).toThrow(invalid('gasLimit'))
    expect(() => parseTransactionRequest({ to: TO, nonce: 2n ** 60n })).toThrow(invalid('nonce'))
    expect(() => parseTransactionRequest('0x')).toThrow(
      expect.objectContaining({ message: messages['transaction.invalidRequest'] }),
    )
  })

  it("a host's message override names the field too", () => {
    expect(() =>
      parseTransactionRequest({ value: -1 }, { 'transaction.invalidQuantity': 'Bad {field}!' }),
    ).toThrow('Bad value!')
  })

  it('isPlainTransfer: no data or empty data only', () => {
    expect(isPlainTransfer({})).toBe(true)
    expect(isPlainTransfer({ data: '0x' })).toBe(true)
    expect(isPlainTransfer({ data: '0xa9059cbb' })).toBe(false)
  })
})
