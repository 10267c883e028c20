/**
 * Refresh across tabs and under faults, against the real server (its reuse window and reuse detection), with the
 * client's clock in the test's hands: a lost answer retried inside the window; a tab killed while holding the lock;
 * a lock held past the wait by a frozen tab (the waiter reads the newest pair; a late grant refreshes nothing); a
 * wake after sleep; a device clock two hours off either way. Each scenario asserts what the server saw.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LatchEnv } from '../../core/src/env'
import { createMemoryStorage } from '../../core/src/env'
import type { Latch } from '../../core/src/latch'
import {
  type ContractServer,
  createClient,
  decodeClaims,
  loginByEmail,
  post,
  startContractServer,
} from './helpers'
import { createFetch, createKillableLocks, createManualClock } from './reliability-kit'

const KEY_TOKEN = 'latch:token'
const KEY_REFRESH = 'latch:refresh_token'

let server: ContractServer
const clients: Latch[] = []
afterEach(async () => {
  for (const c of clients.splice(0)) c.destroy()
  await server?.close()
})

function client(storage: LatchEnv['storage'], env: Partial<LatchEnv>) {
  const latch = createClient(server, { storage, env })
  clients.push(latch)
  return latch
}

/** Moves the server's clock with the client's. */
const inStep = (deltaMs: number) => server.advance(deltaMs / 1000)

/** True when the refresh token in storage still refreshes (the family was not revoked). */
async function familyAlive(storage: LatchEnv['storage']) {
  const res = await post(server, '/api/v1/sessions', { refresh_token: storage.getItem(KEY_REFRESH) })
  return res.status === 200
}

describe('a refresh answer lost: the retry lands inside the reuse window', () => {
  for (const [grace, survives] of [
    [10, true],
    [5, false],
  ] as const) {
    it(`server window ${grace} s: the family ${survives ? 'survives' : 'is revoked (the control: the window matters)'}`, async () => {
      server = await startContractServer({ refreshReuseGrace: grace })
      const manual = createManualClock(Date.now())
      const net = createFetch()
      const storage = createMemoryStorage()
      const tab = client(storage, {
        clock: manual.clock,
        fetch: net.fetch,
        randomBytes: (n) => new Uint8Array(n),
      })
      await loginByEmail(server, tab, `lost-${grace}@example.com`)
      await manual.advance(3601_000, inStep)
      net.state.hangAfterServing = true
      const token = tab.getAccessToken()
      await vi.waitFor(() => expect(net.state.served).toBe(1))
      // the try times out at 8 s; the retry leaves 500 ms later (no jitter here): 8.5 s after the rotation
      await manual.advance(8500, inStep)
      await vi.waitFor(() => expect(net.state.served).toBe(2))
      const result = await token
      expect(net.state.refreshes).toBe(2)
      const outcome = { signedIn: typeof result === 'string', status: tab.$auth.get().status }
      expect(outcome).toEqual(
        survives
          ? { signedIn: true, status: 'authenticated' }
          : { signedIn: false, status: 'unauthenticated' },
      )
      expect(await familyAlive(storage)).toBe(survives)
    })
  }
})

describe('two tabs, one storage, one lock', () => {
  it('a tab killed while holding the lock (its refresh sent, answer never read): the other tab takes over at once', async () => {
    server = await startContractServer()
    const manual = createManualClock(Date.now())
    const storage = createMemoryStorage()
    const { locks, killHolder } = createKillableLocks()
    const netA = createFetch()
    const netB = createFetch()
    const a = client(storage, { clock: manual.clock, fetch: netA.fetch, locks })
    const b = client(storage, { clock: manual.clock, fetch: netB.fetch, locks })
    await loginByEmail(server, a, 'killed@example.com')
    await b.ready()
    netB.state.refreshes = 0
    await manual.advance(3601_000, inStep)
    netA.state.hangAfterServing = true
    void a.getAccessToken()
    await vi.waitFor(() => expect(netA.state.served).toBe(1))
    const tokenB = b.getAccessToken()
    await manual.advance(100, inStep)
    expect(netB.state.refreshes).toBe(0)
    // tab A is closed: the browser frees its lock; B is granted it, watches storage briefly, then refreshes with
    // the stored token, which A's request rotated a moment ago: inside the window, B gets the current pair
    killHolder()
    await manual.advance(400, inStep)
    const token = await tokenB
    expect(token).toMatch(/^ey/)
    expect(netB.state.refreshes).toBe(1)
    expect(b.$auth.get().status).toBe('authenticated')
    expect(storage.getItem(KEY_TOKEN)).toBe(token)
    expect(await familyAlive(storage)).toBe(true)
  })

  it('a holder frozen past the wait after writing a new pair: the waiter reads it and sends nothing; the late grant refreshes nothing', async () => {
    server = await startContractServer()
    const manual = createManualClock(Date.now())
    const storage = createMemoryStorage()
    const { locks, killHolder } = createKillableLocks()
    const net = createFetch()
    const b = client(storage, { clock: manual.clock, fetch: net.fetch, locks })
    await loginByEmail(server, b, 'frozen@example.com')
    await manual.advance(3601_000, inStep)
    // tab A takes the lock, refreshes and writes the new pair, then its document freezes holding the lock
    void locks.request('latch:refresh', () => new Promise<never>(() => {}))
    const res = await post(server, '/api/v1/sessions', { refresh_token: storage.getItem(KEY_REFRESH) })
    const pair = (await res.json()) as { token: string; refresh_token: string }
    const tokenB = b.getAccessToken()
    storage.setItem(KEY_TOKEN, pair.token)
    storage.setItem(KEY_REFRESH, pair.refresh_token)
    await manual.advance(19_999, inStep)
    expect(net.state.refreshes).toBe(0)
    await manual.advance(1 + 300, inStep)
    await expect(tokenB).resolves.toBe(pair.token)
    expect(net.state.refreshes).toBe(0)
    // the frozen tab wakes and releases: the grant B asked for long ago arrives and is let go at once
    killHolder()
    await manual.advance(1000, inStep)
    expect(net.state.refreshes).toBe(0)
    expect(await familyAlive(storage)).toBe(true)
  })

  it('a lock granted after the waiter gave up and refreshed: no second refresh', async () => {
    server = await startContractServer()
    const manual = createManualClock(Date.now())
    const storage = createMemoryStorage()
    const { locks, killHolder } = createKillableLocks()
    const net = createFetch()
    const b = client(storage, { clock: manual.clock, fetch: net.fetch, locks })
    await loginByEmail(server, b, 'late-grant@example.com')
    await manual.advance(3601_000, inStep)
    // a frozen tab holds the lock without having refreshed
    void locks.request('latch:refresh', () => new Promise<never>(() => {}))
    const tokenB = b.getAccessToken()
    await manual.advance(20_000 + 300, inStep)
    await vi.waitFor(() => expect(net.state.served).toBe(1))
    const token = await tokenB
    expect(token).toMatch(/^ey/)
    killHolder()
    await manual.advance(5000, inStep)
    expect(net.state.refreshes).toBe(1)
    await expect(b.getAccessToken()).resolves.toBe(token)
    expect(net.state.refreshes).toBe(1)
  })
})

describe('time', () => {
  it('a wake after two hours asleep: 20 calls at once on the expired token make one refresh', async () => {
    server = await startContractServer()
    const manual = createManualClock(Date.now())
    const net = createFetch()
    const storage = createMemoryStorage()
    const tab = client(storage, { clock: manual.clock, fetch: net.fetch })
    await loginByEmail(server, tab, 'sleeper@example.com')
    const before = storage.getItem(KEY_TOKEN)
    await manual.advance(2 * 3600_000, inStep)
    const tokens = await Promise.all(Array.from({ length: 20 }, () => tab.getAccessToken()))
    expect(net.state.refreshes).toBe(1)
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).not.toBe(before)
    expect(tab.$auth.get().status).toBe('authenticated')
  })

  it('a device clock two hours fast: the fresh token is used, not refreshed on every call', async () => {
    server = await startContractServer()
    const manual = createManualClock(Date.now() + 2 * 3600_000)
    const net = createFetch()
    const tab = client(createMemoryStorage(), { clock: manual.clock, fetch: net.fetch })
    await loginByEmail(server, tab, 'fast-clock@example.com')
    const first = await tab.getAccessToken()
    for (let i = 0; i < 10; i++) await expect(tab.getAccessToken()).resolves.toBe(first)
    expect(net.state.refreshes).toBe(0)
  })

  it('a device clock two hours slow: an expired token is refreshed, not sent', async () => {
    server = await startContractServer()
    const manual = createManualClock(Date.now() - 2 * 3600_000)
    const net = createFetch()
    const tab = client(createMemoryStorage(), { clock: manual.clock, fetch: net.fetch })
    await loginByEmail(server, tab, 'slow-clock@example.com')
    const first = await tab.getAccessToken()
    await manual.advance(3601_000, inStep)
    const next = await tab.getAccessToken()
    expect(net.state.refreshes).toBe(1)
    expect(next).not.toBe(first)
    // the token the client hands out is one the server accepts now
    const exp = decodeClaims(next as string).exp as number
    expect(exp * 1000).toBeGreaterThan(Date.now() + 3601_000)
  })
})
