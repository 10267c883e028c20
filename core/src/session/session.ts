/**
 * The session: tokens in storage, refresh, logout, fork and the fork recovery path,
 * with concurrent calls merged and tabs kept in step (Web Locks around token rotation, BroadcastChannel for results
 * and logouts). No token ever reaches the logger.
 *
 * This file composes the steps, each in its own file: the token clock and skew (skew.ts), the rotation turn under
 * the lock (rotation.ts), the refresh (refresh.ts), the fork (fork.ts), the server logout and its retries
 * (logout.ts), the wake (wake.ts) and the restore (restore.ts).
 */
import { atom, computed, type ReadableAtom } from 'nanostores'
import type { Api } from '../api/types'
import type { LatchEnv } from '../env'
import { LatchError } from '../errors'
import type { Messages } from '../messages'
import { messages as defaultMessages } from '../messages'
import { toUser } from '../user/parse'
import { createSessionChannel } from './channel'
import { forkSession } from './fork'
import { createServerLogout } from './logout'
import { createRefresh } from './refresh'
import { restoreSession } from './restore'
import { createRotation } from './rotation'
import { createTokenClock, SKEW_STORAGE_KEY } from './skew'
import type { SessionState } from './state'
import { createTokenStorage, readClaims } from './tokens'
import type { AuthState, Session } from './types'
import { watchWake } from './wake'

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

/** Creates the session of one Latch client. */
export function createSession({ appId, api, env, messages }: CreateSessionParameters): LatchSession {
  const catalogue = messages ?? (() => defaultMessages)
  const $auth = atom<AuthState>({ status: 'loading', user: null })
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

  let forking: Promise<string> | null = null
  let loggingOut: Promise<void> | null = null
  let readyPromise: Promise<void> | null = null
  // Sign-in and link calls run one after the other.
  let authQueue: Promise<unknown> = Promise.resolve()

  const tokens = createTokenStorage(env.storage)
  const clock = createTokenClock(env, appId)
  const serverLogout = createServerLogout(api, env, later)
  const channel = createSessionChannel(env, (message) => {
    if (message.type === 'logout') {
      state.epoch++
      $auth.set({ status: 'unauthenticated', user: null })
    } else if (clock.activeToken(tokens.read().token)) {
      // Trust only what the shared storage says: the message just says where to look.
      $auth.set({ status: 'authenticated', user: message.user })
    }
  })

  async function logout(): Promise<void> {
    if (loggingOut) return loggingOut
    const { refreshToken } = tokens.read()
    // Local state goes first, so nothing in flight can revive the session while the server call runs.
    state.clearLocal()
    state.broadcast({ type: 'logout' })
    loggingOut = (async () => {
      if (refreshToken) await serverLogout.revoke(refreshToken)
    })().finally(() => {
      loggingOut = null
    })
    return loggingOut
  }

  const state: SessionState = {
    api,
    env,
    catalogue,
    $auth,
    $user: computed($auth, (auth) => auth.user),
    $restoreError: atom<LatchError | null>(null),
    tokens,
    clock,
    rotation: createRotation(env, catalogue),
    epoch: 0,
    store(response) {
      const user = toUser(response.user)
      clock.learn(response.token)
      tokens.writePair(response.token, response.refresh_token)
      state.$restoreError.set(null)
      $auth.set({ status: 'authenticated', user })
      state.broadcast({ type: 'session', user })
      return user
    },
    clearLocal() {
      state.epoch++
      tokens.clear()
      env.storage.removeItem(SKEW_STORAGE_KEY)
      $auth.set({ status: 'unauthenticated', user: null })
    },
    broadcast: channel.post,
    logout,
  }
  const refresh = createRefresh(state)
  const wake = watchWake(state, later, () => {
    refresh(false).catch(() => undefined)
  })

  return {
    $auth,
    $user: state.$user,
    $restoreError: state.$restoreError,
    ready() {
      channel.open()
      wake.watch()
      if (!readyPromise && serverLogout.hasPending()) void serverLogout.flush()
      readyPromise ??= restoreSession(state, refresh)
      return readyPromise
    },
    async getAccessToken() {
      const { token, refreshToken, forkedToken } = tokens.read()
      const payload = readClaims(token)
      if (payload && !clock.forThisApp(payload)) {
        await logout()
        return null
      }
      if (payload && clock.isActive(payload)) return token
      if (!refreshToken && !forkedToken) {
        // An expired or unreadable token that nothing can renew: the session is over.
        if (token) state.clearLocal()
        return null
      }
      return (await refresh(false)).token
    },
    authenticate(call) {
      const run = async () => {
        const response = await call()
        if (!clock.forThisApp(readClaims(response.token))) {
          throw new LatchError('invalid_response', catalogue()['error.malformedResponse'], {
            details: 'token audience is not this app',
          })
        }
        // The new session supersedes any refresh in flight: bump the epoch before waiting for the rotation turn.
        state.epoch++
        const user = await state.rotation.rotate(async () => state.store(response))
        return { user, isNewUser: response.is_new_user }
      }
      const next = authQueue.then(run, run)
      authQueue = next.catch(() => undefined)
      return next
    },
    setUser(user) {
      if ($auth.get().status !== 'authenticated') return
      $auth.set({ status: 'authenticated', user })
      state.broadcast({ type: 'session', user })
    },
    async refreshUser() {
      const result = await refresh(true)
      if (!result.user)
        throw new LatchError('must_be_authenticated', catalogue()['error.mustBeAuthenticated'])
      return result.user
    },
    logout,
    forkSession() {
      forking ??= forkSession(state).finally(() => {
        forking = null
      })
      return forking
    },
    clear() {
      state.clearLocal()
      state.broadcast({ type: 'logout' })
    },
    dispose() {
      disposed = true
      wake.unwatch()
      for (const handle of timers) env.clock.clearTimeout(handle)
      timers.clear()
      channel.close()
    },
  }
}
