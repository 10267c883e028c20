/**
 * The session (SPEC.md section 4 "Session"): tokens in storage, refresh, logout, fork and the fork recovery path,
 * with concurrent calls merged and tabs kept in step (Web Locks around token rotation, BroadcastChannel for results
 * and logouts). No token ever reaches the logger.
 */
import type { JWTPayload } from 'jose'
import { atom, computed } from 'nanostores'
import { parseForkResponseJSON, parseIgnored, parseSessionResponseJSON } from '../api/shapes'
import type { Api } from '../api/types'
import type { AuthResponseJSON, SessionResponseJSON } from '../api/wire'
import { REFRESH_LOCK_NAME } from '../constants'
import type { LatchEnv } from '../env'
import { hasErrorCode, isLatchError, LatchError } from '../errors'
import type { Messages } from '../messages'
import { messages as defaultMessages } from '../messages'
import { toUser } from '../user/parse'
import type { User } from '../user/types'
import { createSessionChannel } from './channel'
import { audienceMatches, createTokenStorage, isCorrupt, isTokenActive, readClaims } from './tokens'
import type { AuthState, Session } from './types'

/** Parameters of `createSession`. */
export interface CreateSessionParameters {
  appId: string
  api: Api
  env: LatchEnv
  /** The client's message catalogue, read at each error (a host override applies). @default the default texts */
  messages?: () => Messages
}

/** A session that can also stop listening to other tabs. */
export interface LatchSession extends Session {
  /** Closes the cross-tab channel (tests, SSR request teardown). */
  dispose(): void
}

/** What a refresh ends with: the token (null when signed out) and whether it went to the network. */
interface RefreshResult {
  token: string | null
  user: User | null
  network: boolean
}

/** Creates the session of one Latch client. */
export function createSession({ appId, api, env, messages }: CreateSessionParameters): LatchSession {
  const catalogue = messages ?? (() => defaultMessages)
  const { storage, logger } = env
  const $auth = atom<AuthState>({ status: 'loading', user: null })
  const $user = computed($auth, (auth) => auth.user)

  // Bumped by every sign-in and sign-out: a refresh that started in an older epoch must not write its result.
  let epoch = 0
  let refreshing: Promise<RefreshResult> | null = null
  let forking: Promise<string> | null = null
  let loggingOut: Promise<void> | null = null
  let readyPromise: Promise<void> | null = null
  // Everything that rotates or replaces the stored pair (refresh, fork, the write of a sign-in) runs one at a time
  // in this tab, and under the Web Lock across tabs, so no two of them ever send or write the same refresh token.
  let rotation: Promise<unknown> = Promise.resolve()
  // Sign-in and link calls run one after the other.
  let authQueue: Promise<unknown> = Promise.resolve()

  const tokens = createTokenStorage(storage)
  const read = tokens.read
  const channel = createSessionChannel(env, (message) => {
    if (message.type === 'logout') {
      epoch++
      $auth.set({ status: 'unauthenticated', user: null })
    } else if (activeToken(read().token)) {
      // Trust only what the shared storage says: the message just says where to look.
      $auth.set({ status: 'authenticated', user: message.user })
    }
  })
  const broadcast = channel.post

  function clearLocal(): void {
    epoch++
    tokens.clear()
    $auth.set({ status: 'unauthenticated', user: null })
  }

  const claims = readClaims
  const isActive = (payload: JWTPayload) => isTokenActive(payload, env.clock.now())
  const forThisApp = (payload: JWTPayload | null) => payload !== null && audienceMatches(payload, appId)
  /** The token when it is for this app and not about to expire. */
  function activeToken(token: string | null): string | null {
    const payload = claims(token)
    return payload && forThisApp(payload) && isActive(payload) ? token : null
  }

  function store(response: SessionResponseJSON | AuthResponseJSON): User {
    const user = toUser(response.user)
    tokens.writePair(response.token, response.refresh_token)
    $auth.set({ status: 'authenticated', user })
    broadcast({ type: 'session', user })
    return user
  }

  function withLock<T>(run: () => Promise<T>): Promise<T> {
    return env.locks ? env.locks.request(REFRESH_LOCK_NAME, run) : run()
  }
  function rotate<T>(run: () => Promise<T>): Promise<T> {
    const next = rotation.then(() => withLock(run))
    rotation = next.catch(() => undefined)
    return next
  }

  async function recover(forkedToken: string, startEpoch: number): Promise<RefreshResult | null> {
    try {
      const response = await api.request({
        method: 'POST',
        path: '/api/v1/sessions/fork/recover',
        body: { refresh_token: forkedToken },
        auth: 'session',
        parse: parseSessionResponseJSON,
      })
      if (epoch !== startEpoch) return { token: null, user: null, network: true }
      tokens.writeForked(null)
      return { token: response.token, user: store(response), network: true }
    } catch (error) {
      logger.warn('session recovery with the forked token failed', codeOf(error))
      return null
    }
  }

  async function runRefresh(force: boolean, startEpoch: number): Promise<RefreshResult> {
    const current = (): RefreshResult => ({
      token: activeToken(read().token),
      user: $user.get(),
      network: false,
    })
    // Signed out or in again while waiting for the lock: that newer state wins.
    if (epoch !== startEpoch) return current()
    let { token, refreshToken, forkedToken } = read()
    // Another tab may have refreshed while this one waited for the lock.
    if (!force && activeToken(token)) return current()

    for (let attempt = 0; attempt < 2; attempt++) {
      if (!refreshToken) {
        if (forkedToken) {
          const recovered = await recover(forkedToken, startEpoch)
          if (recovered) return recovered
        }
        // Nothing can renew an expired token now: the session is over.
        if (epoch === startEpoch && !activeToken(token)) clearLocal()
        return { token: null, user: null, network: false }
      }
      try {
        const response = await api.request({
          method: 'POST',
          path: '/api/v1/sessions',
          body: { refresh_token: refreshToken },
          auth: 'session',
          parse: parseSessionResponseJSON,
        })
        // A logout (or a new sign-in) happened during the request: do not bring the old session back.
        if (epoch !== startEpoch) return { token: null, user: null, network: true }
        // Another tab replaced the session meanwhile (possible without Web Locks): its session wins.
        if (read().refreshToken !== refreshToken) return current()
        if (!forThisApp(claims(response.token))) {
          await logout()
          return { token: null, user: null, network: true }
        }
        return { token: response.token, user: store(response), network: true }
      } catch (error) {
        if (epoch !== startEpoch) return { token: null, user: null, network: true }
        if (!hasErrorCode(error, 'missing_or_invalid_token')) throw error
        // Re-read storage before concluding: another tab may have rotated the refresh token under us.
        const now = read()
        if (activeToken(now.token) && now.token !== token) return current()
        if (now.refreshToken && now.refreshToken !== refreshToken) {
          ;({ token, refreshToken, forkedToken } = now)
          continue
        }
        if (forkedToken) {
          const recovered = await recover(forkedToken, startEpoch)
          if (recovered) return recovered
        }
        if (epoch === startEpoch) {
          clearLocal()
          broadcast({ type: 'logout' })
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
    const startEpoch = epoch
    const promise = rotate(() => runRefresh(force, startEpoch)).finally(() => {
      if (refreshing === promise) refreshing = null
    })
    refreshing = promise
    return promise
  }

  async function logout(): Promise<void> {
    if (loggingOut) return loggingOut
    const { refreshToken } = read()
    // Local state goes first, so nothing in flight can revive the session while the server call runs.
    clearLocal()
    broadcast({ type: 'logout' })
    loggingOut = (async () => {
      if (!refreshToken) return
      try {
        await api.request({
          method: 'POST',
          path: '/api/v1/sessions/logout',
          body: { refresh_token: refreshToken },
          auth: 'session',
          parse: parseIgnored,
        })
      } catch (error) {
        logger.warn('server logout failed; local session cleared anyway', codeOf(error))
      }
    })().finally(() => {
      loggingOut = null
    })
    return loggingOut
  }

  async function restore(): Promise<void> {
    let stored: ReturnType<typeof read>
    try {
      stored = read()
    } catch {
      clearLocal()
      return
    }
    const { token, refreshToken, forkedToken } = stored
    const corrupt = isCorrupt(stored)
    if (corrupt) {
      logger.warn('stored session was unreadable and has been cleared')
      clearLocal()
      return
    }
    const payload = claims(token)
    if (payload && !forThisApp(payload)) {
      logger.warn('stored session belongs to another app; logging out')
      await logout()
      return
    }
    if (!refreshToken && !forkedToken) {
      clearLocal()
      return
    }
    try {
      const result = await refresh(true)
      if (!result.user && $auth.get().status === 'loading')
        $auth.set({ status: 'unauthenticated', user: null })
    } catch (error) {
      // The session is kept (a later call may refresh it), but the app must not stay 'loading' forever.
      logger.warn('session could not be restored', codeOf(error))
      if ($auth.get().status === 'loading') $auth.set({ status: 'unauthenticated', user: null })
    }
  }

  return {
    $auth,
    $user,
    ready() {
      channel.open()
      readyPromise ??= restore()
      return readyPromise
    },
    async getAccessToken() {
      const { token, refreshToken, forkedToken } = read()
      const payload = claims(token)
      if (payload && !forThisApp(payload)) {
        await logout()
        return null
      }
      if (payload && isActive(payload)) return token
      if (!refreshToken && !forkedToken) {
        // An expired or unreadable token that nothing can renew: the session is over.
        if (token) clearLocal()
        return null
      }
      return (await refresh(false)).token
    },
    authenticate(call) {
      const run = async () => {
        const response = await call()
        if (!forThisApp(claims(response.token))) {
          throw new LatchError('invalid_response', catalogue()['error.malformedResponse'], {
            details: 'token audience is not this app',
          })
        }
        // The new session supersedes any refresh in flight: bump the epoch before waiting for the rotation turn.
        epoch++
        const user = await rotate(async () => store(response))
        return { user, isNewUser: response.is_new_user }
      }
      const next = authQueue.then(run, run)
      authQueue = next.catch(() => undefined)
      return next
    },
    setUser(user) {
      if ($auth.get().status !== 'authenticated') return
      $auth.set({ status: 'authenticated', user })
      broadcast({ type: 'session', user })
    },
    async refreshUser() {
      const result = await refresh(true)
      if (!result.user)
        throw new LatchError('must_be_authenticated', catalogue()['error.mustBeAuthenticated'])
      return result.user
    },
    logout,
    forkSession() {
      forking ??= rotate(async () => {
        const { refreshToken } = read()
        if (!refreshToken)
          throw new LatchError('must_be_authenticated', catalogue()['error.mustBeAuthenticated'])
        const startEpoch = epoch
        const response = await api.request({
          method: 'POST',
          path: '/api/v1/sessions/fork',
          body: { refresh_token: refreshToken },
          auth: 'session',
          parse: parseForkResponseJSON,
        })
        if (epoch !== startEpoch)
          throw new LatchError('must_be_authenticated', catalogue()['error.mustBeAuthenticated'])
        tokens.writePair(response.token, response.refresh_token)
        tokens.writeForked(response.new_session_refresh_token)
        const user = $user.get()
        if (user) broadcast({ type: 'session', user })
        return response.new_session_refresh_token
      }).finally(() => {
        forking = null
      })
      return forking
    },
    clear() {
      clearLocal()
      broadcast({ type: 'logout' })
    },
    dispose() {
      channel.close()
    },
  }
}

/** The error's code only: error messages from a server may echo request data. */
function codeOf(error: unknown): string {
  return isLatchError(error) ? error.code : 'unknown_error'
}
