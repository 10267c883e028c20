/**
 * The turn of whatever rotates or replaces the stored pair (refresh, fork, the write of a sign-in): one at a time in
 * this tab, under the cross-tab lock, and for a bounded time.
 */
import { REFRESH_LOCK_NAME, SESSION_LOCK_HOLD_MS, SESSION_LOCK_TIMEOUT_MS } from '../constants'
import type { LatchEnv } from '../env'
import { LatchError } from '../errors'
import type { Messages } from '../messages'
import { codeOf } from './log'

/** Creates the rotation turn of one session. */
export function createRotation(env: LatchEnv, catalogue: () => Messages) {
  const { logger } = env
  let rotation: Promise<unknown> = Promise.resolve()
  // How long the current lock holder waited for the lock (0 without contention or without Web Locks).
  let lockWaitedMs = 0

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
        // The holder hung or froze: read the newest stored pair first (the refresh watches storage for the
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

  return {
    /** Runs `run` in this tab's turn, under the lock, bounded. */
    rotate<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
      const next = rotation.then(() => withLock(run))
      rotation = next.catch(() => undefined)
      return next
    },
    /** How long the current holder waited for the lock (0 without contention). */
    waited: () => lockWaitedMs,
  }
}

/** The rotation turn `createRotation` returns. */
export type Rotation = ReturnType<typeof createRotation>
