/**
 * The refresh lock where the browser has no Web Locks (`navigator.locks` is missing: older Safari, some embedded
 * web views): a lease in the shared storage, renewed by a heartbeat while held.
 *
 * Why a storage lease and not an election over BroadcastChannel: the tabs that must agree are exactly the ones that
 * share the storage the tokens live in, and a lease needs nobody to answer (an election waits for replies from tabs
 * that may be frozen or gone, and BroadcastChannel is missing in the same old browsers). It is the approach of
 * auth0-spa-js's fallback (browser-tabs-lock) and supabase-js's.
 *
 * localStorage has no compare-and-set, so a claim is written and read back after CLAIM_SETTLE_MS: of two tabs that
 * claimed together, the last writer keeps the lease and the other sees it lost and waits. A lease whose heartbeat
 * stopped (the tab was closed or frozen) expires after LEASE_MS and the next tab takes it. The session's own bounds
 * still hold on top: a waiter gives up after its lock wait, and the work under the lock is bounded.
 */
import type { Clock, KeyValueStorage, LockManagerLike } from '../env'

/** How long a lease lives without a heartbeat. */
export const LEASE_MS = 5000
/** Heartbeat period: the holder renews its lease this often. */
export const LEASE_HEARTBEAT_MS = 1000
/** How long a claim must stay ours before the lease counts as taken. */
export const CLAIM_SETTLE_MS = 40
/** How often a waiting tab looks at the lease again (plus up to half of it in jitter). */
export const LEASE_POLL_MS = 50

interface Lease {
  id: string
  until: number
}

/** A lock manager over `storage` (shared by the tabs), for when `navigator.locks` is missing. */
export function createLeaseLocks(
  storage: () => KeyValueStorage,
  clock: () => Clock,
  randomBytes: (length: number) => Uint8Array,
): LockManagerLike {
  const sleep = (ms: number) => new Promise<void>((resolve) => clock().setTimeout(resolve, ms))
  const keyOf = (name: string) => `${name}:lease`
  const read = (key: string): Lease | null => {
    try {
      const value = JSON.parse(storage().getItem(key) ?? 'null') as Partial<Lease> | null
      return value && typeof value.id === 'string' && typeof value.until === 'number'
        ? { id: value.id, until: value.until }
        : null
    } catch {
      return null
    }
  }
  const write = (key: string, id: string) =>
    storage().setItem(key, JSON.stringify({ id, until: clock().now() + LEASE_MS }))

  async function acquire(key: string, id: string): Promise<void> {
    for (;;) {
      const current = read(key)
      if (!current || current.id === id || current.until <= clock().now()) {
        write(key, id)
        await sleep(CLAIM_SETTLE_MS)
        if (read(key)?.id === id) return
      }
      const jitter = Math.floor((LEASE_POLL_MS / 2) * ((randomBytes(1)[0] ?? 0) / 256))
      await sleep(LEASE_POLL_MS + jitter)
    }
  }

  return {
    async request(name, callback) {
      const key = keyOf(name)
      const id = Array.from(randomBytes(8), (b) => b.toString(16).padStart(2, '0')).join('')
      await acquire(key, id)
      let timer: unknown
      const beat = () => {
        if (read(key)?.id === id) write(key, id)
        timer = clock().setTimeout(beat, LEASE_HEARTBEAT_MS)
      }
      timer = clock().setTimeout(beat, LEASE_HEARTBEAT_MS)
      try {
        return await callback()
      } finally {
        clock().clearTimeout(timer)
        if (read(key)?.id === id) storage().removeItem(key)
      }
    },
  }
}
