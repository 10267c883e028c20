/**
 * Tabs without Web Locks or BroadcastChannel, against the real server: several core clients on one storage, with
 * access tokens that are always due for a refresh, converge on one pair and never sign out. The server's reuse
 * window (a rotated token presented again within 10 s gets the current pair) is what makes this safe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../core/src/env'
import { createLeaseLocks } from '../../core/src/session/lease'
import { signAccessToken } from '../../examples/server/src/tokens'
import {
  type ContractServer,
  createClient,
  decodeClaims,
  loginByEmail,
  post,
  startContractServer,
} from './helpers'

/** Replaces the stored access token by an expired one of the same session, so every tab wants a refresh. */
async function expireStoredToken(storage: ReturnType<typeof createMemoryStorage>) {
  const claims = decodeClaims(storage.getItem('latch:token') as string)
  const expired = await signAccessToken(
    server.server.deps.keys,
    { appId: claims.aud as string, userId: claims.sub as string, sessionId: claims.sid as string },
    { issuer: 'latch', ttl: 60, now: Date.now() - 3600_000 },
  )
  storage.setItem('latch:token', expired)
}

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

describe('tabs on one storage, no navigator.locks', () => {
  it('three tabs x 10 concurrent getAccessToken on an expired token: nobody is signed out, one pair wins', async () => {
    const storage = createMemoryStorage()
    const first = createClient(server, { storage })
    await loginByEmail(server, first, 'tabs@example.com')
    const tabs = [first, createClient(server, { storage }), createClient(server, { storage })]
    await Promise.all(tabs.slice(1).map((t) => t.ready()))
    await expireStoredToken(storage)
    const results = await Promise.all(
      tabs.flatMap((tab) => Array.from({ length: 10 }, () => tab.getAccessToken())),
    )
    expect(results.every((t) => typeof t === 'string' && t.length > 0)).toBe(true)
    for (const tab of tabs) expect(tab.$auth.get().status).toBe('authenticated')
    // every tab now reads the same active token from the shared storage
    const stored = storage.getItem('latch:token')
    for (const tab of tabs) await expect(tab.getAccessToken()).resolves.toBe(stored)
    // the pair in storage still works: one more refresh through any tab succeeds
    await expect(tabs[2]?.refreshUser()).resolves.toMatchObject({ id: expect.any(String) })
    expect(storage.getItem('latch:refresh_token')).toBeTruthy()
  })
})

describe('tabs on one storage, no navigator.locks, the storage lease in its place', () => {
  it('three tabs x 10 concurrent getAccessToken on an expired token: one refresh reaches the server, nothing revoked', async () => {
    const storage = createMemoryStorage()
    let refreshes = 0
    const env = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/api/v1/sessions') && init?.method === 'POST') refreshes++
        return globalThis.fetch(input, init)
      },
    }
    // each tab its own lease manager over the shared storage, as each browser tab builds its own
    const first = createClient(server, { storage, env: { ...env, locks: createLeaseLocksLike(storage) } })
    await loginByEmail(server, first, 'lease-tabs@example.com')
    const tabs = [
      first,
      createClient(server, { storage, env: { ...env, locks: createLeaseLocksLike(storage) } }),
      createClient(server, { storage, env: { ...env, locks: createLeaseLocksLike(storage) } }),
    ]
    await Promise.all(tabs.slice(1).map((t) => t.ready()))
    await expireStoredToken(storage)
    refreshes = 0
    const before = storage.getItem('latch:refresh_token')
    const results = await Promise.all(
      tabs.flatMap((tab) => Array.from({ length: 10 }, () => tab.getAccessToken())),
    )
    expect(refreshes).toBe(1)
    expect(new Set(results).size).toBe(1)
    expect(results[0]).toMatch(/^ey/)
    for (const tab of tabs) expect(tab.$auth.get().status).toBe('authenticated')
    expect(storage.getItem('latch:refresh:lease')).toBeNull()
    // the family is alive: the rotated-away token is inside its window, the current one refreshes
    server.advance(11)
    const current = await post(server, '/api/v1/sessions', {
      refresh_token: storage.getItem('latch:refresh_token'),
    })
    expect(current.status).toBe(200)
    expect(storage.getItem('latch:refresh_token')).not.toBe(before)
  })
})

/** Another tab's lease manager over the same storage. */
function createLeaseLocksLike(storage: ReturnType<typeof createMemoryStorage>) {
  return createLeaseLocks(
    () => storage,
    () => ({
      now: () => Date.now(),
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>),
    }),
    (n) => globalThis.crypto.getRandomValues(new Uint8Array(n)),
  )
}
