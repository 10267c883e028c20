/**
 * A tab coming back into view (a wake from sleep, a tab switched back to) renews an expired token at once rather
 * than at the next call, after a random 0-500 ms so the tabs of a waking browser do not all ask together (the lock
 * then makes it one refresh: the others find the new pair).
 */
import type { SessionState } from './state'

/** The most a tab coming back into view waits before renewing an expired token (random, per tab). */
const WAKE_JITTER_MS = 500

/** Watches the document's visibility for one session; `renew` refreshes when the token expired. */
export function watchWake(
  state: SessionState,
  later: (ms: number, run: () => void) => void,
  renew: () => void,
) {
  const { env } = state
  const documentRef = env.isBrowser ? (globalThis as { document?: Document }).document : undefined
  const onVisible = () => {
    if (documentRef?.visibilityState === 'visible' && state.$auth.get().status === 'authenticated')
      later(((env.randomBytes(1)[0] ?? 0) * WAKE_JITTER_MS) >> 8, () => {
        if (!state.clock.activeToken(state.tokens.read().token)) renew()
      })
  }
  return {
    watch: () => documentRef?.addEventListener('visibilitychange', onVisible),
    unwatch: () => documentRef?.removeEventListener('visibilitychange', onVisible),
  }
}
