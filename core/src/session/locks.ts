/**
 * Which lock the session's refresh runs under: the browser's Web Locks, or, where `navigator.locks` is missing, the
 * storage lease of lease.ts (loaded on the first lock request, so browsers with Web Locks never download it).
 */
import type { LatchEnv, LockManagerLike } from '../env'

/**
 * The env's lock manager; in a browser without Web Locks, a storage lease over the env's storage. A host or test
 * that passes `locks: undefined` explicitly (`explicit`) gets no lock at all.
 */
export function sessionLocks(env: LatchEnv, explicit: boolean): LockManagerLike | undefined {
  if (env.locks || explicit || !env.isBrowser) return env.locks
  let manager: Promise<LockManagerLike> | undefined
  return {
    async request(name, callback) {
      manager ??= import('./lease').then((m) =>
        m.createLeaseLocks(
          () => env.storage,
          () => env.clock,
          (length) => env.randomBytes(length),
        ),
      )
      return (await manager).request(name, callback)
    },
  }
}
