/**
 * What the reliability contract tests share: a clock the test moves, a fetch that records refreshes and can lose an
 * answer, and a first-come Web Locks stand-in whose holder can be killed.
 */
import type { Clock, LockManagerLike } from '../../core/src/env'

/** A clock the test moves; timers fire in order as it advances, and the event loop runs between them. */
export function createManualClock(start: number) {
  let now = start
  let seq = 0
  const timers = new Map<number, { at: number; fn: () => void }>()
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++seq
      timers.set(id, { at: now + Math.max(0, ms), fn })
      return id
    },
    clearTimeout: (id) => void timers.delete(id as number),
  }
  const settle = async () => {
    for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve))
  }
  return {
    clock,
    /** Moves the clock by `ms`, firing due timers in order; `step` hears every move (to move the server too). */
    async advance(ms: number, step: (deltaMs: number) => void = () => {}) {
      const end = now + ms
      for (;;) {
        await settle()
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0]
        if (!due) break
        timers.delete(due[0])
        step(due[1].at - now)
        now = due[1].at
        due[1].fn()
      }
      step(end - now)
      now = end
      await settle()
    },
  }
}

/** Node's fetch, recording refresh calls; `hangAfterServing` makes the next refresh reach the server and never answer. */
export function createFetch() {
  const state = { refreshes: 0, served: 0, hangAfterServing: false }
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input)
    const isRefresh = url.endsWith('/api/v1/sessions') && init?.method === 'POST'
    if (isRefresh) state.refreshes++
    const hang = isRefresh && state.hangAfterServing
    if (hang) state.hangAfterServing = false
    const response = await globalThis.fetch(input, init)
    if (isRefresh) {
      await response.clone().text()
      state.served++
    }
    if (!hang) return response
    // the server acted; the answer is lost (the tab froze, the network dropped it)
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })
  }
  return { state, fetch: fetchFn }
}

/** First-come Web Locks stand-in whose holder can be killed (its document closed): the lock is freed at once. */
export function createKillableLocks() {
  let tail: Promise<void> = Promise.resolve()
  const holders: Array<() => void> = []
  const locks: LockManagerLike = {
    request(_name, callback) {
      const previous = tail
      let release: () => void = () => {}
      const freed = new Promise<void>((resolve) => {
        release = resolve
      })
      tail = previous.then(() => freed)
      return previous.then(() => {
        holders.push(release)
        const done = () => {
          holders.splice(holders.indexOf(release) >>> 0, 1)
          release()
        }
        const run = callback()
        run.then(done, done)
        return run
      })
    },
  }
  return {
    locks,
    /** Closes the current holder's document: its lock is released whatever its callback is doing. */
    killHolder: () => holders.shift()?.(),
  }
}
