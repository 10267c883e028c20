/**
 * The refresh under the lock: trades the refresh token for a new pair, follows another tab's rotation, falls back
 * to the forked token (the fork recovery) and ends the session when nothing can renew it.
 */
import { parseSessionResponseJSON } from '../api/shapes'
import {
  LOCK_HANDOFF_WAIT_MS,
  REFRESH_MAX_RETRY_AFTER_MS,
  REFRESH_RETRIES,
  REFRESH_TIMEOUT_MS,
} from '../constants'
import { hasErrorCode } from '../errors'
import { SESSIONS_FORK_RECOVER, SESSIONS_REFRESH } from '../protocol/endpoints'
import { toUser } from '../user/parse'
import { codeOf } from './log'
import type { RefreshResult, SessionState } from './state'
import { readClaims } from './tokens'

/**
 * Refresh calls time out below the server's reuse window and retry once, so a retry after a lost answer still gets
 * the current pair instead of revoking the session family; a 429 is waited out only briefly, so the lock is never
 * held longer than a waiting tab waits for it (the arithmetic is in constants.ts, above REFRESH_TIMEOUT_MS).
 */
const REFRESH_POLICY = {
  timeoutMs: REFRESH_TIMEOUT_MS,
  retries: REFRESH_RETRIES,
  maxRetryAfterMs: REFRESH_MAX_RETRY_AFTER_MS,
} as const

/** The refresh of one session: one in flight at a time, shared by every concurrent caller. */
export function createRefresh(state: SessionState) {
  const { api, env, tokens, clock, $auth, $user, $restoreError } = state
  const read = tokens.read
  const { activeToken } = clock
  let refreshing: Promise<RefreshResult> | null = null

  /**
   * After waiting for the lock, the tab that held it has usually just rotated the pair; but localStorage reaches
   * other tabs' processes asynchronously, so this tab may still read the old pair. Polls storage briefly for the
   * newer pair before a refresh of our own (which the server would answer from its reuse window anyway).
   */
  async function awaitHandoff(refreshToken: string, token: string | null): Promise<boolean> {
    // The longer the lock was held by another tab, the likelier it rotated; a short wait costs little either way.
    const budget = Math.min(LOCK_HANDOFF_WAIT_MS, 50 + 2 * state.rotation.waited())
    for (let waited = 0; waited < budget; waited += 10) {
      const now = read()
      if (now.refreshToken !== refreshToken || (now.token !== token && activeToken(now.token))) return true
      await new Promise<void>((resolve) => env.clock.setTimeout(resolve, 10))
    }
    const now = read()
    return now.refreshToken !== refreshToken || (now.token !== token && activeToken(now.token) !== null)
  }

  /** Trades a refresh token for a new session (a refresh, or the fork recovery), under the refresh policy. */
  function exchange(path: string, refreshToken: string, signal: AbortSignal) {
    return api.request({
      method: 'POST',
      path,
      body: { refresh_token: refreshToken },
      auth: 'session',
      parse: parseSessionResponseJSON,
      signal,
      ...REFRESH_POLICY,
    })
  }

  async function recover(
    forkedToken: string,
    startEpoch: number,
    signal: AbortSignal,
  ): Promise<RefreshResult | null> {
    try {
      const response = await exchange(SESSIONS_FORK_RECOVER.path, forkedToken, signal)
      if (state.epoch !== startEpoch || signal.aborted) return { token: null, user: null, network: true }
      tokens.writeForked(null)
      return { token: response.token, user: state.store(response), network: true }
    } catch (error) {
      // stopped at the hold bound: the caller already has its timeout; nothing is concluded from this
      if (signal.aborted) throw error
      env.logger.warn('session recovery with the forked token failed', codeOf(error))
      return null
    }
  }

  async function runRefresh(force: boolean, startEpoch: number, signal: AbortSignal): Promise<RefreshResult> {
    const current = (): RefreshResult => ({
      token: activeToken(read().token),
      user: $user.get(),
      network: false,
    })
    // Signed out or in again while waiting for the lock: that newer state wins.
    if (state.epoch !== startEpoch) return current()
    let { token, refreshToken, forkedToken } = read()
    // Another tab may have refreshed while this one waited for the lock.
    if (!force && activeToken(token)) return current()
    if (!force && refreshToken && state.rotation.waited() > 0 && (await awaitHandoff(refreshToken, token))) {
      if (state.epoch !== startEpoch) return current()
      const latest = read()
      if (activeToken(latest.token)) return current()
      ;({ token, refreshToken, forkedToken } = latest)
    }

    for (let attempt = 0; attempt < 2; attempt++) {
      if (!refreshToken) {
        if (forkedToken) {
          const recovered = await recover(forkedToken, startEpoch, signal)
          if (recovered) return recovered
        }
        // Nothing can renew an expired token now: the session is over.
        if (state.epoch === startEpoch && !activeToken(token)) state.clearLocal()
        return { token: null, user: null, network: false }
      }
      try {
        const response = await exchange(SESSIONS_REFRESH.path, refreshToken, signal)
        // A logout (or a new sign-in) happened during the request: do not bring the old session back. Past the
        // hold bound the lock is gone: nothing is written either.
        if (state.epoch !== startEpoch || signal.aborted) return { token: null, user: null, network: true }
        // Another tab replaced the session meanwhile (possible without Web Locks): its session wins. A tab that has
        // no user yet (still restoring) takes the user from this answer: it is the same session.
        if (read().refreshToken !== refreshToken) {
          const winner = current()
          if (winner.token && !winner.user) {
            const user = toUser(response.user)
            $restoreError.set(null)
            $auth.set({ status: 'authenticated', user })
            return { ...winner, user, network: true }
          }
          return winner
        }
        if (!clock.forThisApp(readClaims(response.token))) {
          await state.logout()
          return { token: null, user: null, network: true }
        }
        return { token: response.token, user: state.store(response), network: true }
      } catch (error) {
        if (state.epoch !== startEpoch) return { token: null, user: null, network: true }
        if (signal.aborted || !hasErrorCode(error, 'missing_or_invalid_token')) throw error
        // Re-read storage before concluding: another tab may have rotated the refresh token under us.
        const now = read()
        // Another tab rotated under us; a tab without a user yet refreshes once more with the new token for it.
        if (activeToken(now.token) && now.token !== token && (current().user || !now.refreshToken))
          return current()
        if (now.refreshToken && now.refreshToken !== refreshToken) {
          ;({ token, refreshToken, forkedToken } = now)
          continue
        }
        if (forkedToken) {
          const recovered = await recover(forkedToken, startEpoch, signal)
          if (recovered) return recovered
        }
        if (state.epoch === startEpoch) {
          state.clearLocal()
          state.broadcast({ type: 'logout' })
        }
        return { token: null, user: null, network: true }
      }
    }
    return current()
  }

  /** One refresh in flight at a time; every concurrent caller shares it. A forced refresh always asks the server. */
  function refresh(force: boolean): Promise<RefreshResult> {
    if (refreshing) {
      const shared = refreshing
      return force ? shared.then((r) => (r.network ? r : refresh(true))) : shared
    }
    const startEpoch = state.epoch
    const promise = state.rotation
      .rotate((signal) => runRefresh(force, startEpoch, signal))
      .finally(() => {
        if (refreshing === promise) refreshing = null
      })
    refreshing = promise
    return promise
  }

  return refresh
}
