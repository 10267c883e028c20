/**
 * The storage lease that stands in for Web Locks: tabs on one storage never run their callbacks at once; a holder's
 * heartbeat keeps a long hold; a dead holder's lease expires; a claim lost to a concurrent writer is not entered.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Clock, createMemoryStorage, type KeyValueStorage } from '../env'
import { CLAIM_SETTLE_MS, createLeaseLocks, LEASE_MS } from './lease'

const clock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
const random = (length: number) => globalThis.crypto.getRandomValues(new Uint8Array(length))
const tab = (storage: KeyValueStorage) =>
  createLeaseLocks(
    () => storage,
    () => clock,
    random,
  )

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('storage lease', () => {
  it('five tabs x 4 requests at once: callbacks never overlap, all 20 run, the lease is gone afterwards', async () => {
    const storage = createMemoryStorage()
    const tabs = Array.from({ length: 5 }, () => tab(storage))
    let inside = 0
    let most = 0
    let ran = 0
    const all = Promise.all(
      tabs.flatMap((locks) =>
        Array.from({ length: 4 }, () =>
          locks.request('latch:refresh', async () => {
            inside++
            most = Math.max(most, inside)
            await new Promise((resolve) => setTimeout(resolve, 30))
            inside--
            ran++
          }),
        ),
      ),
    )
    await vi.advanceTimersByTimeAsync(20_000)
    await all
    expect(ran).toBe(20)
    expect(most).toBe(1)
    expect(storage.getItem('latch:refresh:lease')).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('a holder working 20 s keeps its lease by heartbeat: nobody enters meanwhile', async () => {
    const storage = createMemoryStorage()
    const a = tab(storage)
    const b = tab(storage)
    const order: string[] = []
    const first = a.request('latch:refresh', async () => {
      order.push('a in')
      await new Promise((resolve) => setTimeout(resolve, 20_000))
      order.push('a out')
    })
    await vi.advanceTimersByTimeAsync(CLAIM_SETTLE_MS + 1)
    const second = b.request('latch:refresh', async () => {
      order.push('b in')
    })
    await vi.advanceTimersByTimeAsync(19_000)
    expect(order).toEqual(['a in'])
    await vi.advanceTimersByTimeAsync(2000)
    await Promise.all([first, second])
    expect(order).toEqual(['a in', 'a out', 'b in'])
  })

  it('a holder that died (no heartbeat) loses its lease after 5 s; the waiter enters then, not before', async () => {
    const storage = createMemoryStorage()
    // a closed tab's lease, just renewed
    storage.setItem('latch:refresh:lease', JSON.stringify({ id: 'gone', until: Date.now() + LEASE_MS }))
    let entered = false
    const waiting = tab(storage).request('latch:refresh', async () => {
      entered = true
    })
    await vi.advanceTimersByTimeAsync(LEASE_MS - 100)
    expect(entered).toBe(false)
    await vi.advanceTimersByTimeAsync(500)
    await waiting
    expect(entered).toBe(true)
    // an unreadable lease counts as none
    storage.setItem('latch:refresh:lease', '{not json')
    const next = tab(storage).request('latch:refresh', async () => 'ran')
    await vi.advanceTimersByTimeAsync(CLAIM_SETTLE_MS + 100)
    await expect(next).resolves.toBe('ran')
  })

  it('a claim overwritten by another tab within the settle time is not entered', async () => {
    const storage = createMemoryStorage()
    let entered = false
    const pending = tab(storage).request('latch:refresh', async () => {
      entered = true
    })
    // another tab writes its claim over ours before ours settled, and holds it
    await vi.advanceTimersByTimeAsync(CLAIM_SETTLE_MS / 2)
    storage.setItem('latch:refresh:lease', JSON.stringify({ id: 'other', until: Date.now() + LEASE_MS }))
    await vi.advanceTimersByTimeAsync(CLAIM_SETTLE_MS)
    expect(entered).toBe(false)
    await vi.advanceTimersByTimeAsync(LEASE_MS + 200)
    await pending
    expect(entered).toBe(true)
  })

  it('a callback that throws releases the lease and passes the error on', async () => {
    const storage = createMemoryStorage()
    const failing = tab(storage).request('latch:refresh', async () => {
      throw new Error('boom')
    })
    const caught = failing.catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(CLAIM_SETTLE_MS + 1)
    await expect(caught).resolves.toBe('boom')
    expect(storage.getItem('latch:refresh:lease')).toBeNull()
  })
})
