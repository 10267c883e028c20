/**
 * The session: tokens in storage, refresh, logout, fork and the fork recovery path,
 * with concurrent calls merged and tabs kept in step (Web Locks around token rotation, BroadcastChannel for results
 * and logouts). No token ever reaches the logger.
 */
import type { JWTPayload } from 'jose'
import { atom, computed, type ReadableAtom } from 'nanostores'
import { parseForkResponseJSON, parseIgnored, parseSessionResponseJSON } from '../api/shapes'
import type { Api } from '../api/types'
import type { AuthResponseJSON, SessionResponseJSON } from '../api/wire'
import {
  CLOCK_SKEW_TOLERANCE_MS,
  LOCK_HANDOFF_WAIT_MS,
  LOGOUT_RETRY_DELAYS_MS,
  PENDING_LOGOUT_STORAGE_KEY,
  REFRESH_LOCK_NAME,
  REFRESH_MAX_RETRY_AFTER_MS,
  REFRESH_RETRIES,
  REFRESH_TIMEOUT_MS,
  SESSION_LOCK_HOLD_MS,
  SESSION_LOCK_TIMEOUT_MS,
  SESSION_READY_TIMEOUT_MS,
} from '../constants'
import type { LatchEnv } from '../env'
import { hasErrorCode, isApiError, isLatchError, LatchError } from '../errors'
import type { Messages } from '../messages'
import { messages as defaultMessages } from '../messages'
import {
  SESSIONS_FORK,
  SESSIONS_FORK_RECOVER,
  SESSIONS_LOGOUT,
  SESSIONS_REFRESH,
} from '../protocol/endpoints'
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
  /**
   * Why the last restore could not finish (the API hung past the `ready()` bound, or failed with a network error or
   * 5xx): a retryable error to show with a "try again"; null once a refresh succeeds.
   */
  readonly $restoreError: ReadableAtom<LatchError | null>
  /** Closes the cross-tab channel and stops pending retries (tests, SSR request teardown). */
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
  const $restoreError = atom<LatchError | null>(null)
  const timers = new Set<unknown>()
  let disposed = false
  /** A timer on the injected clock that `dispose()` cancels. */
  function later(ms: number, run: () => void): void {
    const handle = env.clock.setTimeout(() => {
      timers.delete(handle)
      if (!disposed) run()
    }, ms)
    timers.add(handle)
  }

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
    storage.removeItem(SKEW_STORAGE_KEY)
    $auth.set({ status: 'unauthenticated', user: null })
  }

  const claims = readClaims
  // Server time minus device time, learnt from the `iat` of each token the server hands this tab: a device clock
  // hours off would otherwise see every token as expired (a refresh on every call) or never expired (401s).
  // The tabs of a browser share its clock: the skew one tab measured is kept in the shared storage for the others, so
  // a tab waking up with a clock far off does not refresh again a token another tab has just stored.
  function learnSkew(token: string): void {
    const iat = claims(token)?.iat
    if (typeof iat !== 'number') return
    const measured = iat * 1000 - env.clock.now()
    // within the tolerance the difference is latency and iat's whole seconds, not a wrong clock
    if (Math.abs(measured) > CLOCK_SKEW_TOLERANCE_MS) storage.setItem(SKEW_STORAGE_KEY, String(measured))
    else storage.removeItem(SKEW_STORAGE_KEY)
  }
  function skewMs(): number {
    const stored = Number(storage.getItem(SKEW_STORAGE_KEY) ?? 0)
    return Number.isFinite(stored) ? stored : 0
  }
  const isActive = (payload: JWTPayload) => isTokenActive(payload, env.clock.now() + skewMs())
  const forThisApp = (payload: JWTPayload | null) => payload !== null && audienceMatches(payload, appId)
  /** The token when it is for this app and not about to expire. */
  function activeToken(token: string | null): string | null {
    const payload = claims(token)
    return payload && forThisApp(payload) && isActive(payload) ? token : null
  }

  function store(response: SessionResponseJSON | AuthResponseJSON): User {
    const user = toUser(response.user)
    learnSkew(response.token)
    tokens.writePair(response.token, response.refresh_token)
    $restoreError.set(null)
    $auth.set({ status: 'authenticated', user })
    broadcast({ type: 'session', user })
    return user
  }

  /**
   * Runs under the cross-tab lock, waiting for it at most SESSION_LOCK_TIMEOUT_MS (longer than a live holder keeps
   * it: see the arithmetic in constants.ts): a lock held by a hung tab (or a lock manager that never answers) must
   * not hang `getAccessToken`. Past the wait the tab reads the newest stored pair and runs without the lock. (A tab
   * that dies holding the lock releases it: the browser frees the locks of a closed document.)
   */
  function withLock<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const run = () => bounded(work)
    const locks = env.locks
    if (!locks) return run()
    const requestedAt = env.clock.now()
    return new Promise<T>((resolve, reject) => {
      let started = false
      const start = () => {
        if (started) return false
        started = true
        env.clock.clearTimeout(timer)
        return true
      }
      const timer = env.clock.setTimeout(() => {
        if (!start()) return
        logger.warn('the session lock was not granted in time; refreshing without it')
        // The holder hung or froze: read the newest stored pair first (runRefresh watches storage for the
        // holder's late write before sending anything), never an old token from before the wait.
        lockWaitedMs = SESSION_LOCK_TIMEOUT_MS
        run().then(resolve, reject)
      }, SESSION_LOCK_TIMEOUT_MS)
      locks
        .request(REFRESH_LOCK_NAME, async () => {
          // Granted after the wait ran out: the work already ran, release at once.
          if (!start()) return
          lockWaitedMs = env.clock.now() - requestedAt
          try {
            resolve(await run())
          } catch (error) {
            reject(error)
          }
        })
        .catch((error: unknown) => {
          // The lock manager itself failed: run without it rather than fail the caller.
          if (!start()) return
          logger.warn('the session lock failed; refreshing without it', codeOf(error))
          run().then(resolve, reject)
        })
    })
  }
  // How long the current lock holder waited for the lock (0 without contention or without Web Locks).
  let lockWaitedMs = 0

  /**
   * Runs the work under the lock for at most SESSION_LOCK_HOLD_MS: past it, its calls are aborted (the signal) and
   * the caller gets a retryable timeout with the session kept, so the lock is never held as long as a waiting tab
   * waits for it, whatever path the work takes (a refused refresh and then the fork recovery is two exchanges).
   */
  function bounded<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController()
    let timer: unknown
    const deadline = new Promise<never>((_, reject) => {
      timer = env.clock.setTimeout(() => {
        reject(
          new LatchError('client_request_timeout', catalogue()['error.requestTimeout'], { retryable: true }),
        )
        controller.abort()
      }, SESSION_LOCK_HOLD_MS)
    })
    return Promise.race([work(controller.signal), deadline]).finally(() => env.clock.clearTimeout(timer))
  }

  /**
   * After waiting for the lock, the tab that held it has usually just rotated the pair; but localStorage reaches
   * other tabs' processes asynchronously, so this tab may still read the old pair. Poll storage briefly for the
   * newer pair before sending a refresh of our own (which the server would answer from its reuse window anyway).
   */
  async function awaitHandoff(refreshToken: string, token: string | null): Promise<boolean> {
    // The longer the lock was held by another tab, the likelier it rotated; a short wait costs little either way.
    const budget = Math.min(LOCK_HANDOFF_WAIT_MS, 50 + 2 * lockWaitedMs)
    for (let waited = 0; waited < budget; waited += 10) {
      const now = read()
      if (now.refreshToken !== refreshToken || (now.token !== token && activeToken(now.token))) return true
      await new Promise<void>((resolve) => env.clock.setTimeout(resolve, 10))
    }
    const now = read()
    return now.refreshToken !== refreshToken || (now.token !== token && activeToken(now.token) !== null)
  }

  function rotate<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const next = rotation.then(() => withLock(run))
    rotation = next.catch(() => undefined)
    return next
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
      if (epoch !== startEpoch || signal.aborted) return { token: null, user: null, network: true }
      tokens.writeForked(null)
      return { token: response.token, user: store(response), network: true }
    } catch (error) {
      // stopped at the hold bound: the caller already has its timeout; nothing is concluded from this
      if (signal.aborted) throw error
      logger.warn('session recovery with the forked token failed', codeOf(error))
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
    if (epoch !== startEpoch) return current()
    let { token, refreshToken, forkedToken } = read()
    // Another tab may have refreshed while this one waited for the lock.
    if (!force && activeToken(token)) return current()
    if (!force && refreshToken && lockWaitedMs > 0 && (await awaitHandoff(refreshToken, token))) {
      if (epoch !== startEpoch) return current()
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
        if (epoch === startEpoch && !activeToken(token)) clearLocal()
        return { token: null, user: null, network: false }
      }
      try {
        const response = await exchange(SESSIONS_REFRESH.path, refreshToken, signal)
        // A logout (or a new sign-in) happened during the request: do not bring the old session back. Past the
        // hold bound the lock is gone: nothing is written either.
        if (epoch !== startEpoch || signal.aborted) return { token: null, user: null, network: true }
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
        if (!forThisApp(claims(response.token))) {
          await logout()
          return { token: null, user: null, network: true }
        }
        return { token: response.token, user: store(response), network: true }
      } catch (error) {
        if (epoch !== startEpoch) return { token: null, user: null, network: true }
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
    const promise = rotate((signal) => runRefresh(force, startEpoch, signal)).finally(() => {
      if (refreshing === promise) refreshing = null
    })
    refreshing = promise
    return promise
  }

  // ── server logouts that could not be sent (offline): kept in storage and retried later ──
  function pendingLogouts(): string[] {
    try {
      const list = JSON.parse(storage.getItem(PENDING_LOGOUT_STORAGE_KEY) ?? '[]') as unknown
      return Array.isArray(list) ? list.filter((t): t is string => typeof t === 'string').slice(-5) : []
    } catch {
      return []
    }
  }
  function setPendingLogouts(list: string[]): void {
    if (list.length === 0) storage.removeItem(PENDING_LOGOUT_STORAGE_KEY)
    else storage.setItem(PENDING_LOGOUT_STORAGE_KEY, JSON.stringify(list.slice(-5)))
  }
  /** Sends one server logout; true when it is done with (sent, or refused for good). */
  async function sendLogout(refreshToken: string): Promise<boolean> {
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
  function flushPendingLogouts(round = 0): Promise<void> {
    flushing ??= (async () => {
      for (const token of pendingLogouts()) {
        if (await sendLogout(token)) setPendingLogouts(pendingLogouts().filter((t) => t !== token))
      }
    })().finally(() => {
      flushing = null
      const delay = LOGOUT_RETRY_DELAYS_MS[round]
      if (pendingLogouts().length > 0 && delay !== undefined)
        later(delay, () => void flushPendingLogouts(round + 1))
    })
    return flushing
  }

  async function logout(): Promise<void> {
    if (loggingOut) return loggingOut
    const { refreshToken } = read()
    // Local state goes first, so nothing in flight can revive the session while the server call runs.
    clearLocal()
    broadcast({ type: 'logout' })
    loggingOut = (async () => {
      if (!refreshToken) return
      if (!(await sendLogout(refreshToken))) {
        // Offline: the local session is gone already; the server revoke is kept and sent later.
        setPendingLogouts([...pendingLogouts().filter((t) => t !== refreshToken), refreshToken])
        later(LOGOUT_RETRY_DELAYS_MS[0], () => void flushPendingLogouts(1))
      }
    })().finally(() => {
      loggingOut = null
    })
    return loggingOut
  }

  // A tab coming back into view (a wake from sleep, a tab switched back to) renews an expired token at once rather
  // than at the next call, after a random 0-500 ms so the tabs of a waking browser do not all ask together (the lock
  // then makes it one refresh: the others find the new pair).
  const documentRef = env.isBrowser ? (globalThis as { document?: Document }).document : undefined
  const onVisible = () => {
    if (documentRef?.visibilityState === 'visible' && $auth.get().status === 'authenticated')
      later(((env.randomBytes(1)[0] ?? 0) * WAKE_JITTER_MS) >> 8, () => {
        if (!activeToken(read().token)) refresh(false).catch(() => undefined)
      })
  }
  const watchVisibility = () => documentRef?.addEventListener('visibilitychange', onVisible)
  const unwatchVisibility = () => documentRef?.removeEventListener('visibilitychange', onVisible)

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

  return {
    $auth,
    $user,
    $restoreError,
    ready() {
      channel.open()
      watchVisibility()
      if (!readyPromise && pendingLogouts().length > 0) void flushPendingLogouts()
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
      forking ??= rotate(async (signal) => {
        const { refreshToken } = read()
        if (!refreshToken)
          throw new LatchError('must_be_authenticated', catalogue()['error.mustBeAuthenticated'])
        const startEpoch = epoch
        const response = await api.request({
          ...SESSIONS_FORK,
          body: { refresh_token: refreshToken },
          parse: parseForkResponseJSON,
          // one try (a fork is not repeated), as long as a refresh try: the lock is held no longer than that
          timeoutMs: REFRESH_TIMEOUT_MS,
          signal,
        })
        if (epoch !== startEpoch || signal.aborted)
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
      disposed = true
      unwatchVisibility()
      for (const handle of timers) env.clock.clearTimeout(handle)
      timers.clear()
      channel.close()
    },
  }
}

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

/** Where the tabs keep the measured difference between the server's clock and the device's (ms). */
const SKEW_STORAGE_KEY = 'latch:clock_skew'
/** The most a tab coming back into view waits before renewing an expired token (random, per tab). */
const WAKE_JITTER_MS = 500

/** The error's code only: error messages from a server may echo request data. */
function codeOf(error: unknown): string {
  return isLatchError(error) ? error.code : 'unknown_error'
}
