/**
 * The device clock against the server's: the skew learnt from each token's `iat`, and the checks on an access token
 * that depend on it (for this app, not about to expire).
 *
 * Server time minus device time, learnt from the `iat` of each token the server hands this tab: a device clock
 * hours off would otherwise see every token as expired (a refresh on every call) or never expired (401s).
 * The tabs of a browser share its clock: the skew one tab measured is kept in the shared storage for the others, so
 * a tab waking up with a clock far off does not refresh again a token another tab has just stored.
 */
import type { JWTPayload } from 'jose'
import { CLOCK_SKEW_TOLERANCE_MS } from '../constants'
import type { LatchEnv } from '../env'
import { audienceMatches, isTokenActive, readClaims } from './tokens'

/** Where the tabs keep the measured difference between the server's clock and the device's (ms). */
export const SKEW_STORAGE_KEY = 'latch:clock_skew'

/** The token checks of one session, on the env's clock corrected by the shared skew. */
export function createTokenClock(env: LatchEnv, appId: string) {
  const { storage } = env
  function skewMs(): number {
    const stored = Number(storage.getItem(SKEW_STORAGE_KEY) ?? 0)
    return Number.isFinite(stored) ? stored : 0
  }
  const isActive = (payload: JWTPayload) => isTokenActive(payload, env.clock.now() + skewMs())
  const forThisApp = (payload: JWTPayload | null) => payload !== null && audienceMatches(payload, appId)
  return {
    isActive,
    forThisApp,
    /** The token when it is for this app and not about to expire. */
    activeToken(token: string | null): string | null {
      const payload = readClaims(token)
      return payload && forThisApp(payload) && isActive(payload) ? token : null
    },
    /** Learns the skew from a token the server just handed over. */
    learn(token: string): void {
      const iat = readClaims(token)?.iat
      if (typeof iat !== 'number') return
      const measured = iat * 1000 - env.clock.now()
      // within the tolerance the difference is latency and iat's whole seconds, not a wrong clock
      if (Math.abs(measured) > CLOCK_SKEW_TOLERANCE_MS) storage.setItem(SKEW_STORAGE_KEY, String(measured))
      else storage.removeItem(SKEW_STORAGE_KEY)
    },
  }
}

/** The token checks `createTokenClock` returns. */
export type TokenClock = ReturnType<typeof createTokenClock>
