/**
 * The fork: the refresh token is exchanged for a new pair plus the refresh token of a new session (handed to
 * another device or context); the forked token is kept so a refused refresh can recover through it.
 */
import { parseForkResponseJSON } from '../api/shapes'
import { REFRESH_TIMEOUT_MS } from '../constants'
import { LatchError } from '../errors'
import { SESSIONS_FORK } from '../protocol/endpoints'
import type { SessionState } from './state'

/** Runs one fork in the rotation turn (the caller merges concurrent forks); returns the new session's token. */
export function forkSession(state: SessionState): Promise<string> {
  const { tokens, catalogue } = state
  return state.rotation.rotate(async (signal) => {
    const { refreshToken } = tokens.read()
    if (!refreshToken) throw new LatchError('must_be_authenticated', catalogue()['error.mustBeAuthenticated'])
    const startEpoch = state.epoch
    const response = await state.api.request({
      ...SESSIONS_FORK,
      body: { refresh_token: refreshToken },
      parse: parseForkResponseJSON,
      // one try (a fork is not repeated), as long as a refresh try: the lock is held no longer than that
      timeoutMs: REFRESH_TIMEOUT_MS,
      signal,
    })
    if (state.epoch !== startEpoch || signal.aborted)
      throw new LatchError('must_be_authenticated', catalogue()['error.mustBeAuthenticated'])
    tokens.writePair(response.token, response.refresh_token)
    tokens.writeForked(response.new_session_refresh_token)
    const user = state.$user.get()
    if (user) state.broadcast({ type: 'session', user })
    return response.new_session_refresh_token
  })
}
