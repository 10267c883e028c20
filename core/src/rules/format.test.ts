import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatFiat, formatTokenAmount } from './format'

const WEI = 10n ** 18n

describe('formatFiat', () => {
  it('examples: cents, thousands, zero, under a cent', () => {
    expect(formatFiat(0)).toBe('$0.00')
    expect(formatFiat(0.01)).toBe('$0.01')
    expect(formatFiat(0.009999)).toBe('<$0.01')
    expect(formatFiat(Number.MIN_VALUE)).toBe('<$0.01')
    expect(formatFiat(1234.567)).toBe('$1,234.57')
    expect(formatFiat(63)).toBe('$63.00')
  })

  it('property: every positive amount under a cent is <$0.01, every amount from a cent up is not', () => {
    fc.assert(
      fc.property(fc.double({ min: Number.MIN_VALUE, max: 0.01, maxExcluded: true, noNaN: true }), (v) => {
        expect(formatFiat(v)).toBe('<$0.01')
      }),
    )
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e12, noNaN: true }), (v) => {
        const out = formatFiat(v)
        expect(out).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
        // the shown amount is the value rounded to cents
        expect(Math.abs(Number(out.slice(1).replaceAll(',', '')) - v)).toBeLessThanOrEqual(0.005 + v * 1e-12)
      }),
    )
  })

  it('refuses negative, NaN and infinite amounts with a typed error', () => {
    for (const bad of [-0.01, Number.NaN, Number.POSITIVE_INFINITY, '1' as unknown as number]) {
      expect(() => formatFiat(bad)).toThrow(expect.objectContaining({ code: 'invalid_input' }))
    }
  })
})

describe('formatTokenAmount', () => {
  it('examples: 0.01 ETH, whole units, 6-decimal rounding, the <0.001 floor', () => {
    expect(formatTokenAmount(0n)).toBe('0')
    expect(formatTokenAmount(10n ** 16n)).toBe('0.01')
    expect(formatTokenAmount(WEI)).toBe('1')
    expect(formatTokenAmount(1234n * WEI + 5n * 10n ** 17n)).toBe('1234.5')
    expect(formatTokenAmount(10n ** 15n)).toBe('0.001')
    expect(formatTokenAmount(10n ** 15n - 1n)).toBe('<0.001')
    expect(formatTokenAmount(1n)).toBe('<0.001')
    expect(formatTokenAmount(1_234_567_890_000_000n)).toBe('0.001235')
    expect(formatTokenAmount(999_999_600_000_000_000n)).toBe('1')
    // other decimals: USDC-like 6 and a 2-decimal token
    expect(formatTokenAmount(1_500_000n, 6)).toBe('1.5')
    expect(formatTokenAmount(999n, 6)).toBe('<0.001')
    expect(formatTokenAmount(1234n, 2)).toBe('12.34')
  })

  it('property: below 0.001 of a unit is <0.001, at or above it never is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.bigInt({ min: 1n, max: 10n ** 40n }),
        (decimals, raw) => {
          const threshold = 10n ** BigInt(decimals)
          const below = (raw % threshold) / 1000n
          if (below > 0n) expect(formatTokenAmount(below, decimals)).toBe('<0.001')
          const atOrAbove = (threshold + 999n) / 1000n + (raw % threshold)
          if (atOrAbove * 1000n >= threshold)
            expect(formatTokenAmount(atOrAbove, decimals)).not.toBe('<0.001')
        },
      ),
    )
  })

  it('property: at most 6 decimals, within half a millionth of the exact amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 15n, max: 10n ** 30n }), (wei) => {
        const out = formatTokenAmount(wei)
        expect(out).toMatch(/^\d+(\.\d{0,5}[1-9])?$/)
        const [whole = '0', fraction = ''] = out.split('.')
        const shownMicros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'))
        // |shown - exact| <= 0.5e-6 units, compared in wei * 10^6 to stay exact
        const diff = shownMicros * 10n ** 12n - wei
        expect(diff <= 5n * 10n ** 11n && diff >= -(5n * 10n ** 11n)).toBe(true)
      }),
    )
  })

  it('property: monotonic (a larger amount never shows as a smaller number)', () => {
    const value = (s: string) => (s === '<0.001' ? 0 : Number(s))
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (a, b) => {
          const [lo, hi] = a < b ? [a, b] : [b, a]
          expect(value(formatTokenAmount(lo))).toBeLessThanOrEqual(value(formatTokenAmount(hi)))
        },
      ),
    )
  })

  it('refuses negative amounts, numbers and bad decimals with a typed error', () => {
    expect(() => formatTokenAmount(-1n)).toThrow(expect.objectContaining({ code: 'invalid_input' }))
    expect(() => formatTokenAmount(1 as unknown as bigint)).toThrow(
      expect.objectContaining({ code: 'invalid_input' }),
    )
    expect(() => formatTokenAmount(1n, -1)).toThrow(expect.objectContaining({ code: 'invalid_input' }))
    expect(() => formatTokenAmount(1n, 1.5)).toThrow(expect.objectContaining({ code: 'invalid_input' }))
  })
})
