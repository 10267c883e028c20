/**
 * The restore at `ready()`: the stored pair is checked (unreadable, another app's) and refreshed; `ready()` settles
 * within SESSION_READY_TIMEOUT_MS even when the API hangs.
 */
import { SESSION_READY_TIMEOUT_MS } from '../constants'
import { isLatchError, LatchError } from '../errors'
import { codeOf } from './log'
import type { RefreshResult, SessionState } from './state'
import { isCorrupt, readClaims, type StoredTokens } from './tokens'

/** Restores the session from storage. */
export async function restoreSession(
  state: SessionState,
  refresh: (force: boolean) => Promise<RefreshResult>,
): Promise<void> {
  const { env, $auth, $restoreError, catalogue } = state
  const { logger } = env
  let stored: StoredTokens
  try {
    stored = state.tokens.read()
  } catch {
    state.clearLocal()
    return
  }
  const { token, refreshToken, forkedToken } = stored
  const corrupt = isCorrupt(stored)
  if (corrupt) {
    logger.warn('stored session was unreadable and has been cleared')
    state.clearLocal()
    return
  }
  const payload = readClaims(token)
  if (payload && !state.clock.forThisApp(payload)) {
    logger.warn('stored session belongs to another app; logging out')
    await state.logout()
    return
  }
  if (!refreshToken && !forkedToken) {
    state.clearLocal()
    return
  }
  // The restore settles `ready()` within SESSION_READY_TIMEOUT_MS even when the API hangs (the client's own
  // timeouts and retries could take well over a minute); the refresh goes on and signs in when it succeeds.
  const restoring = refresh(true).then(
    (result) => {
      if (!result.user && $auth.get().status === 'loading')
        $auth.set({ status: 'unauthenticated', user: null })
    },
    (error: unknown) => {
      // The session is kept (a later call may refresh it), but the app must not stay 'loading' forever.
      logger.warn('session could not be restored', codeOf(error))
      $restoreError.set(
        isLatchError(error)
          ? error
          : new LatchError('unknown_auth_error', catalogue()['error.network'], { cause: error }),
      )
      if ($auth.get().status === 'loading') $auth.set({ status: 'unauthenticated', user: null })
    },
  )
  let timer: unknown
  const bound = new Promise<void>((resolve) => {
    timer = env.clock.setTimeout(() => {
      if ($auth.get().status === 'loading') {
        logger.warn('session restore is taking too long; showing the app signed out meanwhile')
        $restoreError.set(
          new LatchError('client_request_timeout', catalogue()['error.requestTimeout'], {
            retryable: true,
          }),
        )
        $auth.set({ status: 'unauthenticated', user: null })
      }
      resolve()
    }, SESSION_READY_TIMEOUT_MS)
  })
  await Promise.race([restoring, bound])
  env.clock.clearTimeout(timer)
}
