/**
 * The session under faults (msw): refresh answering 500, timing out or dropping; a hanging API at `ready()`; a lock
 * that is never granted; a 429 with Retry-After; logout while offline; a fork whose answer is lost.
 */
import { delay, HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { createSessionHandlers } from '../../../test/fixtures/msw/session.handlers'
import type { FakeState } from '../../../test/fixtures/msw/state'
import { createFakeState, emailAccount, TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../test/fixtures/msw/test-env'
import { createApi } from '../api/client'
import { LOGOUT_RETRY_DELAYS_MS, PENDING_LOGOUT_STORAGE_KEY, STORAGE_KEYS } from '../constants'
import type { LatchEnv } from '../env'
import { createSession } from './session'

/**
 * The documented figures, written out rather than read from the constants: a change of a constant (a 10 s lock wait,
 * a longer refresh try) fails these tests instead of moving them along.
 */
const REFRESH_TRY_MS = 8000
const READY_BOUND_MS = 10_000
const LOCK_WAIT_MS = 20_000
const HANDOFF_WATCH_MS = 300

const server = useMswServer(createMswServer())
const url = (path: string) => `${TEST_API_URL}${path}`
let state: FakeState

beforeEach(async () => {
  state = await createFakeState()
  server.use(...createSessionHandlers(state))
})

function makeSession(overrides: Partial<LatchEnv> = {}) {
  // random bytes of 0: retries back off without jitter, so the schedule below is exact
  const env = createTestEnv({ randomBytes: (n) => new Uint8Array(n), ...overrides })
  let session: ReturnType<typeof createSession> | undefined
  const api = createApi({
    appId: TEST_APP_ID,
    apiUrl: TEST_API_URL,
    env,
    getAccessToken: async () => session?.getAccessToken() ?? null,
  })
  session = createSession({ appId: TEST_APP_ID, api, env })
  return { env, session, storage: env.storage }
}

/** A signed-in session in storage; its access token expires in `expiresInSeconds` (negative: already expired). */
async function storeSession(storage: LatchEnv['storage'], expiresInSeconds = -60) {
  const user = state.createUser([emailAccount('ada@example.com')])
  const { refresh_token } = await state.issueSession(user.id)
  storage.setItem(STORAGE_KEYS.token, await state.signAccessToken(user.id, { expiresInSeconds }))
  storage.setItem(STORAGE_KEYS.refreshToken, refresh_token)
  return { user, refresh_token }
}

/** Records every status `$auth` goes through. */
function statuses(session: ReturnType<typeof createSession>) {
  const seen: string[] = []
  session.$auth.listen((auth) => seen.push(auth.status))
  return seen
}

describe('refresh faults keep the session', () => {
  const faults: Array<[string, () => Response | Promise<Response>]> = [
    ['answers 500', () => HttpResponse.json({ error: 'boom', code: 'internal_error' }, { status: 500 })],
    ['drops the connection', () => HttpResponse.error()],
  ]
  for (const [label, reply] of faults) {
    it(`refresh ${label}: the call fails, $auth never flickers to unauthenticated, a later call refreshes`, async () => {
      const { session, storage } = makeSession()
      const { user } = await storeSession(storage)
      await session.ready()
      expect(session.$auth.get().status).toBe('authenticated')
      const seen = statuses(session)
      // the access token expires; the server now fails
      storage.setItem(STORAGE_KEYS.token, await state.signAccessToken(user.id, { expiresInSeconds: -60 }))
      server.use(http.post(url('/api/v1/sessions'), reply))
      await expect(session.getAccessToken()).rejects.toMatchObject({ name: 'ApiError' })
      expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeTruthy()
      expect(seen).not.toContain('unauthenticated')
      expect(session.$auth.get().status).toBe('authenticated')
      // the server recovers: the next call refreshes with the kept refresh token
      server.resetHandlers(...createSessionHandlers(state))
      await expect(session.getAccessToken()).resolves.toMatch(/^ey/)
      expect(seen).not.toContain('unauthenticated')
    })
  }
})

describe('with fake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refresh timing out: two tries of 8 s (inside the server reuse window), then the error; the session is kept', async () => {
    const { session, storage } = makeSession()
    await storeSession(storage)
    let calls = 0
    server.use(
      http.post(url('/api/v1/sessions'), async () => {
        calls++
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    let settled: unknown = 'pending'
    session.getAccessToken().catch((error) => {
      settled = error
    })
    await vi.advanceTimersByTimeAsync(REFRESH_TRY_MS + 500 + REFRESH_TRY_MS - 1)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    // (that the retry lands inside the server's reuse window is run against the real server in
    // test/contract/reliability.test.ts, with a control window that is too short)
    expect(settled).toMatchObject({ code: 'client_request_timeout' })
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeTruthy()
  })

  it('ready() against an API that hangs settles within the bound, with a retryable error', async () => {
    const { session, storage } = makeSession()
    await storeSession(storage)
    server.use(
      http.post(url('/api/v1/sessions'), async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    let ready = false
    session.ready().then(() => {
      ready = true
    })
    await vi.advanceTimersByTimeAsync(READY_BOUND_MS - 1)
    expect(ready).toBe(false)
    expect(session.$auth.get().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(ready).toBe(true)
    expect(session.$auth.get().status).toBe('unauthenticated')
    expect(session.$restoreError.get()).toMatchObject({ code: 'client_request_timeout', retryable: true })
    // the session is not thrown away: the refresh token waits for a retry
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeTruthy()
  })

  it('a lock that is never granted does not hang getAccessToken', async () => {
    const never = { request: () => new Promise<never>(() => {}) }
    const { session, storage } = makeSession({ locks: never })
    await storeSession(storage)
    let token: unknown = 'pending'
    session.getAccessToken().then((t) => {
      token = t
    })
    await vi.advanceTimersByTimeAsync(LOCK_WAIT_MS - 1)
    expect(token).toBe('pending')
    expect(state.count('POST', '/api/v1/sessions')).toBe(0)
    // past the wait: storage is watched for a late write of the holder, then the tab refreshes itself
    await vi.advanceTimersByTimeAsync(1 + HANDOFF_WATCH_MS)
    await vi.waitFor(() => expect(token).toMatch(/^ey/))
    expect(state.count('POST', '/api/v1/sessions')).toBe(1)
  })

  it('a lock manager that throws: the refresh runs without it', async () => {
    const broken = { request: () => Promise.reject(new Error('SecurityError')) }
    const { session, storage } = makeSession({ locks: broken })
    await storeSession(storage)
    const token = session.getAccessToken()
    await vi.advanceTimersByTimeAsync(0)
    await expect(token).resolves.toMatch(/^ey/)
  })

  it('a refresh answered 429 with Retry-After waits that long, then succeeds', async () => {
    const { session, storage } = makeSession()
    await storeSession(storage)
    const [, realRefresh] = createSessionHandlers(state)
    let limited = false
    const times: number[] = []
    server.use(
      http.post(url('/api/v1/sessions'), async (info) => {
        times.push(Date.now())
        if (!limited) {
          limited = true
          return HttpResponse.json(
            { error: 'Too many requests (code 429)', code: 'rate_limited' },
            { status: 429, headers: { 'retry-after': '2' } },
          )
        }
        return realRefresh?.run({ request: info.request, requestId: info.requestId }).then((r) => r?.response)
      }),
    )
    let token: unknown = 'pending'
    session.getAccessToken().then((t) => {
      token = t
    })
    await vi.advanceTimersByTimeAsync(1999)
    expect(times).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(token).toMatch(/^ey/))
    expect((times[1] as number) - (times[0] as number)).toBe(2000)
  })

  it('logout while offline clears local state at once and sends the server revoke later', async () => {
    const { session, storage } = makeSession()
    await storeSession(storage, 3600)
    await session.ready()
    // ready() refreshed: the token to revoke is the current one
    const refresh_token = storage.getItem(STORAGE_KEYS.refreshToken)
    let online = false
    let revoked: string | null = null
    server.use(
      http.post(url('/api/v1/sessions/logout'), async ({ request }) => {
        if (!online) return HttpResponse.error()
        revoked = ((await request.json()) as { refresh_token: string }).refresh_token
        return HttpResponse.json({ success: true })
      }),
    )
    const done = session.logout()
    expect(session.$auth.get().status).toBe('unauthenticated')
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000)
    await done
    expect(JSON.parse(storage.getItem(PENDING_LOGOUT_STORAGE_KEY) ?? '[]')).toEqual([refresh_token])
    online = true
    await vi.advanceTimersByTimeAsync(LOGOUT_RETRY_DELAYS_MS[0])
    await vi.waitFor(() => expect(revoked).toBe(refresh_token))
    expect(storage.getItem(PENDING_LOGOUT_STORAGE_KEY)).toBeNull()
  })

  it('a pending server logout is also sent at the next start', async () => {
    const first = makeSession()
    const { refresh_token } = await storeSession(first.storage, 3600)
    first.storage.setItem(PENDING_LOGOUT_STORAGE_KEY, JSON.stringify([refresh_token]))
    first.session.clear()
    const seen: string[] = []
    server.use(
      http.post(url('/api/v1/sessions/logout'), async ({ request }) => {
        seen.push(((await request.json()) as { refresh_token: string }).refresh_token)
        return HttpResponse.json({ success: true })
      }),
    )
    const again = makeSession({ storage: first.storage })
    const ready = again.session.ready()
    await vi.advanceTimersByTimeAsync(0)
    await ready
    await vi.waitFor(() => expect(seen).toEqual([refresh_token]))
    expect(first.storage.getItem(PENDING_LOGOUT_STORAGE_KEY)).toBeNull()
  })

  it('a fork whose answer is lost is not sent again', async () => {
    const { session, storage } = makeSession()
    await storeSession(storage, 3600)
    let calls = 0
    server.use(
      http.post(url('/api/v1/sessions/fork'), () => {
        calls++
        return HttpResponse.error()
      }),
    )
    const forked = session.forkSession()
    forked.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(5000)
    await expect(forked).rejects.toMatchObject({ code: 'network_error' })
    expect(calls).toBe(1)
  })
})

describe('lock handoff across processes', () => {
  it('a tab granted the lock after another refreshed waits for the late storage write, not refreshing again', async () => {
    const { createLockManager } = await import('../../../test/fixtures/msw/test-env')
    const { createMemoryStorage } = await import('../env')
    // Each tab has its own view of storage and sees the other's writes 20 ms late, like localStorage between
    // renderer processes.
    const views: Array<ReturnType<typeof createMemoryStorage>> = []
    const lagged = (): LatchEnv['storage'] => {
      const view = createMemoryStorage()
      views.push(view)
      const others = () => views.filter((v) => v !== view)
      return {
        getItem: (k) => view.getItem(k),
        setItem: (k, v) => {
          view.setItem(k, v)
          for (const other of others()) setTimeout(() => other.setItem(k, v), 20)
        },
        removeItem: (k) => {
          view.removeItem(k)
          for (const other of others()) setTimeout(() => other.removeItem(k), 20)
        },
      }
    }
    const storages = [lagged(), lagged()] as const
    const locks = createLockManager()
    const a = makeSession({ storage: storages[0], locks })
    const b = makeSession({ storage: storages[1], locks })
    const seed = createTestEnv().storage
    await storeSession(seed)
    for (const view of views) {
      view.setItem(STORAGE_KEYS.token, seed.getItem(STORAGE_KEYS.token) as string)
      view.setItem(STORAGE_KEYS.refreshToken, seed.getItem(STORAGE_KEYS.refreshToken) as string)
    }
    const before = state.count('POST', '/api/v1/sessions')
    const [ta, tb] = await Promise.all([a.session.getAccessToken(), b.session.getAccessToken()])
    expect(state.count('POST', '/api/v1/sessions') - before).toBe(1)
    expect(ta).toMatch(/^ey/)
    expect(tb).toBe(ta)
  })
})
