/**
 * The server side of a logout: the revoke call, and the revokes that could not be sent (offline) kept in storage
 * and retried later (at the next `ready()` and after each delay of LOGOUT_RETRY_DELAYS_MS).
 */
import { parseIgnored } from '../api/shapes'
import type { Api } from '../api/types'
import { LOGOUT_RETRY_DELAYS_MS, PENDING_LOGOUT_STORAGE_KEY } from '../constants'
import type { LatchEnv } from '../env'
import { isApiError } from '../errors'
import { SESSIONS_LOGOUT } from '../protocol/endpoints'
import { codeOf } from './log'

/** The server revokes of one session; `later` is a timer the session's `dispose()` cancels. */
export function createServerLogout(api: Api, env: LatchEnv, later: (ms: number, run: () => void) => void) {
  const { storage, logger } = env
  function pending(): string[] {
    try {
      const list = JSON.parse(storage.getItem(PENDING_LOGOUT_STORAGE_KEY) ?? '[]') as unknown
      return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string').slice(-5) : []
    } catch {
      return []
    }
  }
  function setPending(list: string[]): void {
    if (list.length === 0) storage.removeItem(PENDING_LOGOUT_STORAGE_KEY)
    else storage.setItem(PENDING_LOGOUT_STORAGE_KEY, JSON.stringify(list.slice(-5)))
  }
  /** Sends one server logout; true when it is done with (sent, or refused for good). */
  async function send(refreshToken: string): Promise<boolean> {
    try {
      await api.request({
        ...SESSIONS_LOGOUT,
        body: { refresh_token: refreshToken },
        parse: parseIgnored,
      })
      return true
    } catch (error) {
      const transient =
        isApiError(error) && (error.status === 0 || error.status >= 500 || error.status === 429)
      logger.warn(
        transient ? 'server logout failed; it will be retried' : 'server logout refused',
        codeOf(error),
      )
      return !transient
    }
  }
  let flushing: Promise<void> | null = null
  /** Retries the pending server logouts; on failure tries again after the next delay of LOGOUT_RETRY_DELAYS_MS. */
  function flush(round = 0): Promise<void> {
    flushing ??= (async () => {
      for (const token of pending()) {
        if (await send(token)) setPending(pending().filter((t) => t !== token))
      }
    })().finally(() => {
      flushing = null
      const delay = LOGOUT_RETRY_DELAYS_MS[round]
      if (pending().length > 0 && delay !== undefined) later(delay, () => void flush(round + 1))
    })
    return flushing
  }
  return {
    /** True when revokes are waiting to be sent. */
    hasPending: () => pending().length > 0,
    flush,
    /** Revokes the refresh token on the server; offline, keeps it and sends it later. */
    async revoke(refreshToken: string): Promise<void> {
      if (!(await send(refreshToken))) {
        // Offline: the local session is gone already; the server revoke is kept and sent later.
        setPending([...pending().filter((t) => t !== refreshToken), refreshToken])
        later(LOGOUT_RETRY_DELAYS_MS[0], () => void flush(1))
      }
    },
  }
}
