import { describe, expect, it } from 'vitest'
import { retryDelayMs, scheduleSpanMs, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_BASE_MS } from './schedule'

describe('the webhook retry schedule', () => {
  it('doubles from the base after each failed try, and stops after the last', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 100))).toEqual([100, 200, 400, 800])
    expect(retryDelayMs(WEBHOOK_MAX_ATTEMPTS - 1)).toBe(
      WEBHOOK_RETRY_BASE_MS * 2 ** (WEBHOOK_MAX_ATTEMPTS - 2),
    )
    expect(retryDelayMs(WEBHOOK_MAX_ATTEMPTS)).toBeNull()
    expect(retryDelayMs(3, 100, 3)).toBeNull()
  })

  it('spans about a day at the default base (between 20 and 28 hours)', () => {
    const hours = scheduleSpanMs() / 3_600_000
    expect(hours).toBeGreaterThan(20)
    expect(hours).toBeLessThan(28)
    // a test base of 50 ms runs three tries in 150 ms
    expect(scheduleSpanMs(50, 3)).toBe(150)
  })
})
