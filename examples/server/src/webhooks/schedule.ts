/**
 * The retry schedule: exponential backoff from a base delay, doubling each time, for about a day. With the default
 * base of 5 s the 15 tries are spread over 22.75 hours (5 s, 10 s, 20 s, ... 11.4 h); after the last failed try the
 * delivery is dead (kept for a week for operators, never sent again). `LATCH_WEBHOOK_RETRY_BASE_MS` sets the base,
 * so tests run the whole schedule in seconds.
 */

/** The default base delay. */
export const WEBHOOK_RETRY_BASE_MS = 5000
/** Tries per delivery, the first included. */
export const WEBHOOK_MAX_ATTEMPTS = 15

/** The wait after failed try number `attempt` (1-based); null when it was the last try. */
export function retryDelayMs(
  attempt: number,
  baseMs = WEBHOOK_RETRY_BASE_MS,
  maxAttempts = WEBHOOK_MAX_ATTEMPTS,
): number | null {
  if (attempt >= maxAttempts) return null
  return baseMs * 2 ** (attempt - 1)
}

/** The whole schedule's span: from the first try to the last (ms). */
export function scheduleSpanMs(baseMs = WEBHOOK_RETRY_BASE_MS, maxAttempts = WEBHOOK_MAX_ATTEMPTS): number {
  let total = 0
  for (let attempt = 1; attempt < maxAttempts; attempt++)
    total += retryDelayMs(attempt, baseMs, maxAttempts) ?? 0
  return total
}
