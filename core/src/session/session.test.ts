import { http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { createSessionHandlers, errorResponse, record } from '../../../test/fixtures/msw/session.handlers'
import type { FakeState } from '../../../test/fixtures/msw/state'
import { createFakeState, emailAccount, TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import {
  createChannelHub,
  createLockManager,
  createSpyLogger,
  createTestEnv,
} from '../../../test/fixtures/msw/test-env'
import { createApi } from '../api/client'
import { STORAGE_KEYS } from '../constants'
import type { KeyValueStorage, LatchEnv } from '../env'
import { createMemoryStorage, createSafeStorage } from '../env'
import { createSession } from './session'

const server = useMswServer(createMswServer())
let state: FakeState

beforeEach(async () => {
  state = await createFakeState()
  server.use(...createSessionHandlers(state))
})

function makeSession(overrides: Partial<LatchEnv> = {}) {
  const env = createTestEnv(overrides)
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

/** Puts a session for a new user in storage whose access token is already expired. */
async function storeExpiredSession(storage: KeyValueStorage, expiresInSeconds = -60) {
  const user = state.createUser([emailAccount('ada@example.com')])
  const { refresh_token } = await state.issueSession(user.id)
  storage.setItem(STORAGE_KEYS.token, await state.signAccessToken(user.id, { expiresInSeconds }))
  storage.setItem(STORAGE_KEYS.refreshToken, refresh_token)
  return { user, refresh_token }
}

/** A handler override that holds POST /api/v1/sessions until released. */
function gateRefresh() {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  let arrived!: () => void
  const arrival = new Promise<void>((resolve) => {
    arrived = resolve
  })
  const [, realRefresh] = createSessionHandlers(state)
  server.use(
    http.post(`${TEST_API_URL}/api/v1/sessions`, async (info) => {
      arrived()
      await gate
      return realRefresh?.run({ request: info.request, requestId: info.requestId }).then((r) => r?.response)
    }),
  )
  return { release, arrival }
}

describe('active token and refresh', () => {
  it('an active token is returned without a request', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage, 3600)
    const token = storage.getItem(STORAGE_KEYS.token)
    await expect(session.getAccessToken()).resolves.toBe(token)
    expect(state.count('POST', '/api/v1/sessions')).toBe(0)
  })

  it('a token expiring within the 30 s margin counts as expired and is refreshed', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage, 20)
    const old = storage.getItem(STORAGE_KEYS.token)
    const token = await session.getAccessToken()
    expect(token).not.toBe(old)
    expect(state.count('POST', '/api/v1/sessions')).toBe(1)
  })

  it('expired token: 100 concurrent getAccessToken() send exactly one refresh and all get the same token', async () => {
    const { session, storage } = makeSession()
    const { refresh_token } = await storeExpiredSession(storage)
    const tokens = await Promise.all(Array.from({ length: 100 }, () => session.getAccessToken()))
    expect(state.count('POST', '/api/v1/sessions')).toBe(1)
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).toBe(storage.getItem(STORAGE_KEYS.token))
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).not.toBe(refresh_token)
    expect(session.$auth.get().status).toBe('authenticated')
  })

  it('expiry follows the injected clock: the token is refreshed once the clock passes exp minus 30 s', async () => {
    let now = Date.now()
    const clock = {
      now: () => now,
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    }
    const { session, storage } = makeSession({ clock })
    await storeExpiredSession(storage, 120)
    const first = await session.getAccessToken()
    now += 89_000
    await expect(session.getAccessToken()).resolves.toBe(first)
    expect(state.count('POST', '/api/v1/sessions')).toBe(0)
    now += 2_000
    const second = await session.getAccessToken()
    expect(state.count('POST', '/api/v1/sessions')).toBe(1)
    expect(second).not.toBe(first)
  })

  it('no token and no refresh token: null, no request', async () => {
    const { session } = makeSession()
    await expect(session.getAccessToken()).resolves.toBeNull()
    expect(state.requests).toHaveLength(0)
  })

  it('an expired token with nothing to renew it ends the session', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage)
    storage.removeItem(STORAGE_KEYS.refreshToken)
    await expect(session.getAccessToken()).resolves.toBeNull()
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull()
    await expect(session.refreshUser()).rejects.toMatchObject({ code: 'must_be_authenticated' })
    expect(session.$auth.get().status).toBe('unauthenticated')
    expect(state.requests).toHaveLength(0)
  })

  it('a refresh failing with missing_or_invalid_token clears local state', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage)
    storage.setItem(STORAGE_KEYS.refreshToken, 'rt_unknown')
    await expect(session.getAccessToken()).resolves.toBeNull()
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(session.$auth.get()).toEqual({ status: 'unauthenticated', user: null })
  })

  it('a refresh failing for another reason keeps the session', async () => {
    server.use(http.post(`${TEST_API_URL}/api/v1/sessions`, () => errorResponse(403, 'forbidden', 'Nope')))
    const { session, storage } = makeSession()
    const { refresh_token } = await storeExpiredSession(storage)
    await expect(session.getAccessToken()).rejects.toMatchObject({ code: 'forbidden' })
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe(refresh_token)
    expect(storage.getItem(STORAGE_KEYS.token)).not.toBeNull()
  })

  it('a token whose audience is another app logs out', async () => {
    const { session, storage } = makeSession()
    const user = state.createUser([emailAccount('ada@example.com')])
    const { refresh_token } = await state.issueSession(user.id)
    storage.setItem(
      STORAGE_KEYS.token,
      await state.signAccessToken(user.id, { audience: 'another-app-0000000000001' }),
    )
    storage.setItem(STORAGE_KEYS.refreshToken, refresh_token)
    await expect(session.getAccessToken()).resolves.toBeNull()
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(session.$auth.get().status).toBe('unauthenticated')
    await vi.waitFor(() => expect(state.count('POST', '/api/v1/sessions/logout')).toBe(1))
  })
})

describe('ready()', () => {
  it('$auth goes from loading to authenticated with the user restored from storage', async () => {
    const { session, storage } = makeSession()
    const { user } = await storeExpiredSession(storage)
    expect(session.$auth.get().status).toBe('loading')
    await session.ready()
    const auth = session.$auth.get()
    expect(auth.status).toBe('authenticated')
    expect(auth.user?.id).toBe(user.id)
    expect(session.$user.get()?.email?.address).toBe('ada@example.com')
  })

  it('empty storage: unauthenticated without a request', async () => {
    const { session } = makeSession()
    await session.ready()
    expect(session.$auth.get()).toEqual({ status: 'unauthenticated', user: null })
    expect(state.requests).toHaveLength(0)
  })

  it('corrupt storage at start gives unauthenticated, cleared storage and no throw', async () => {
    const { session, storage } = makeSession()
    storage.setItem(STORAGE_KEYS.token, 'not.a.jwt{')
    storage.setItem(STORAGE_KEYS.refreshToken, 'has spaces\nand newlines')
    storage.setItem(STORAGE_KEYS.forkedToken, '')
    await expect(session.ready()).resolves.toBeUndefined()
    expect(session.$auth.get()).toEqual({ status: 'unauthenticated', user: null })
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.forkedToken)).toBeNull()
    expect(state.requests).toHaveLength(0)
  })

  it('a server that cannot be reached leaves $auth unauthenticated but keeps the stored session', async () => {
    server.use(http.post(`${TEST_API_URL}/api/v1/sessions`, () => errorResponse(400, 'bad_request', 'Bad')))
    const { session, storage } = makeSession()
    const { refresh_token } = await storeExpiredSession(storage)
    await session.ready()
    expect(session.$auth.get().status).toBe('unauthenticated')
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe(refresh_token)
  })
})

describe('storage', () => {
  it('a throwing storage falls back to memory', async () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const { session, storage } = makeSession({ storage: createSafeStorage(() => throwing) })
    const user = state.createUser([emailAccount('ada@example.com')])
    const response = await state.authResponse(user.id)
    await session.authenticate(async () => response)
    expect(storage.getItem(STORAGE_KEYS.token)).toBe(response.token)
    await expect(session.getAccessToken()).resolves.toBe(response.token)
  })

  it('a storage whose getter throws (disabled cookies) falls back to memory', async () => {
    const { session } = makeSession({
      storage: createSafeStorage(() => {
        throw new Error('SecurityError: access denied')
      }),
    })
    await expect(session.ready()).resolves.toBeUndefined()
    expect(session.$auth.get().status).toBe('unauthenticated')
  })
})

describe('authenticate, logout, fork', () => {
  it('authenticate stores tokens and the user and reports whether the user is new', async () => {
    const { session, storage } = makeSession()
    const user = state.createUser([emailAccount('new@example.com')])
    const response = await state.authResponse(user.id, true)
    const result = await session.authenticate(async () => response)
    expect(result.isNewUser).toBe(true)
    expect(result.user.email?.address).toBe('new@example.com')
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe(response.refresh_token)
    expect(session.$auth.get().status).toBe('authenticated')
  })

  it('concurrent authenticate calls run one at a time', async () => {
    const { session } = makeSession()
    const user = state.createUser([emailAccount('a@example.com')])
    let running = 0
    let maxRunning = 0
    const call = async () => {
      running++
      maxRunning = Math.max(maxRunning, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      return state.authResponse(user.id)
    }
    await Promise.all([session.authenticate(call), session.authenticate(call), session.authenticate(call)])
    expect(maxRunning).toBe(1)
  })

  it('logout calls the server with the refresh token and clears local state', async () => {
    const { session, storage } = makeSession()
    const { refresh_token } = await storeExpiredSession(storage, 3600)
    await session.logout()
    const call = state.requests.find((r) => r.path === '/api/v1/sessions/logout')
    expect(call?.body).toEqual({ refresh_token })
    expect(call?.headers.authorization).toBeUndefined()
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull()
    expect(session.$auth.get().status).toBe('unauthenticated')
  })

  it('a logout during an in-flight refresh does not bring the session back', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage)
    const { release, arrival } = gateRefresh()
    const pending = session.getAccessToken()
    await arrival
    await session.logout()
    release()
    await expect(pending).resolves.toBeNull()
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull()
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull()
    expect(session.$auth.get().status).toBe('unauthenticated')
    await expect(session.getAccessToken()).resolves.toBeNull()
  })

  it('a fork and a refresh at once never send the same refresh token twice', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage)
    const [token, forked] = await Promise.all([session.getAccessToken(), session.forkSession()])
    expect(token).not.toBeNull()
    expect(forked).toMatch(/^fork_/)
    const sent = state.requests
      .filter((r) => r.path === '/api/v1/sessions' || r.path === '/api/v1/sessions/fork')
      .map((r) => (r.body as { refresh_token: string }).refresh_token)
    expect(new Set(sent).size).toBe(sent.length)
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).not.toBeNull()
  })

  it('a sign-in during an in-flight refresh wins over the refreshed old session', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage)
    const { release, arrival } = gateRefresh()
    const pending = session.getAccessToken()
    await arrival
    const other = state.createUser([emailAccount('grace@example.com')])
    const response = await state.authResponse(other.id)
    const signIn = session.authenticate(async () => response)
    release()
    await Promise.all([pending, signIn])
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBe(response.refresh_token)
    expect(session.$user.get()?.id).toBe(other.id)
  })

  it('concurrent logouts send one server call', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage, 3600)
    await Promise.all([session.logout(), session.logout(), session.logout()])
    expect(state.count('POST', '/api/v1/sessions/logout')).toBe(1)
  })

  it('forkSession stores the new pair and the forked token, and returns it', async () => {
    const { session, storage } = makeSession()
    const { refresh_token } = await storeExpiredSession(storage, 3600)
    const forked = await session.forkSession()
    expect(state.forkedTokens.has(forked)).toBe(true)
    expect(storage.getItem(STORAGE_KEYS.forkedToken)).toBe(forked)
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).not.toBe(refresh_token)
    const [a, b] = await Promise.all([session.forkSession(), session.forkSession()])
    expect(a).toBe(b)
    expect(state.count('POST', '/api/v1/sessions/fork')).toBe(2)
  })

  it('forkSession without a session fails with must_be_authenticated', async () => {
    const { session } = makeSession()
    await expect(session.forkSession()).rejects.toMatchObject({ code: 'must_be_authenticated' })
  })

  it('when the refresh token is refused, the stored forked token recovers the session', async () => {
    const { session, storage } = makeSession()
    await storeExpiredSession(storage, 3600)
    const forked = await session.forkSession()
    // The server forgets the current refresh token (e.g. revoked elsewhere) and the access token expires.
    for (const record of state.refreshTokens.values()) record.revoked = true
    const userId = [...state.users.keys()][0] ?? ''
    storage.setItem(STORAGE_KEYS.token, await state.signAccessToken(userId, { expiresInSeconds: -1 }))
    const token = await session.getAccessToken()
    expect(token).not.toBeNull()
    expect(state.requests.find((r) => r.path === '/api/v1/sessions/fork/recover')?.body).toEqual({
      refresh_token: forked,
    })
    expect(storage.getItem(STORAGE_KEYS.forkedToken)).toBeNull()
    expect(session.$auth.get().status).toBe('authenticated')
  })

  it('refreshUser returns the user as the server has it now', async () => {
    const { session, storage } = makeSession()
    const { user } = await storeExpiredSession(storage, 3600)
    await session.ready()
    user.linked_accounts.push(emailAccount('second@example.com', 1_800_000_000))
    const fresh = await session.refreshUser()
    expect(fresh.email?.address).toBe('second@example.com')
    expect(session.$user.get()?.email?.address).toBe('second@example.com')
  })

  it('refreshUser signed out fails with must_be_authenticated', async () => {
    const { session } = makeSession()
    await expect(session.refreshUser()).rejects.toMatchObject({ code: 'must_be_authenticated' })
  })
})

describe('across tabs', () => {
  function twoTabs() {
    const storage = createMemoryStorage()
    const hub = createChannelHub()
    const locks = createLockManager()
    const a = makeSession({ storage, createChannel: hub.createChannel, locks })
    const b = makeSession({ storage, createChannel: hub.createChannel, locks })
    return { storage, hub, locks, a: a.session, b: b.session }
  }

  it('two tabs with an expired token refresh once under the lock and share the result', async () => {
    const { storage, locks, a, b } = twoTabs()
    await storeExpiredSession(storage, 3600)
    await Promise.all([a.ready(), b.ready()])
    expect(state.count('POST', '/api/v1/sessions')).toBe(2)
    const userId = [...state.users.keys()][0] ?? ''
    storage.setItem(STORAGE_KEYS.token, await state.signAccessToken(userId, { expiresInSeconds: -5 }))

    const [tokenA, tokenB] = await Promise.all([a.getAccessToken(), b.getAccessToken()])
    expect(state.count('POST', '/api/v1/sessions')).toBe(3)
    expect(tokenA).toBe(tokenB)
    expect(locks.requests.length).toBeGreaterThanOrEqual(2)
    expect(b.$auth.get().status).toBe('authenticated')
  })

  it('a refresh in one tab reaches the other tab through the channel', async () => {
    const { storage, a, b } = twoTabs()
    const { user } = await storeExpiredSession(storage)
    await b.ready()
    expect(b.$auth.get().status).toBe('authenticated')
    await a.refreshUser()
    await vi.waitFor(() => expect(b.$user.get()?.id).toBe(user.id))
  })

  it('a logout in one tab signs the other tab out', async () => {
    const { storage, a, b } = twoTabs()
    await storeExpiredSession(storage, 3600)
    await Promise.all([a.ready(), b.ready()])
    expect(b.$auth.get().status).toBe('authenticated')
    await a.logout()
    await vi.waitFor(() => expect(b.$auth.get().status).toBe('unauthenticated'))
    await expect(b.getAccessToken()).resolves.toBeNull()
  })

  it('storage is re-read before concluding logged out: a token rotated by another tab is adopted', async () => {
    const { session, storage } = makeSession()
    const { user } = await storeExpiredSession(storage)
    server.use(
      http.post(
        `${TEST_API_URL}/api/v1/sessions`,
        async ({ request }) => {
          await record(state, request)
          // Another tab won the race: it rotated the refresh token and wrote the new pair to shared storage.
          const fresh = await state.issueSession(user.id)
          storage.setItem(STORAGE_KEYS.token, fresh.token)
          storage.setItem(STORAGE_KEYS.refreshToken, fresh.refresh_token)
          return errorResponse(401, 'missing_or_invalid_token', 'Refresh token already used')
        },
        { once: true },
      ),
    )
    const token = await session.getAccessToken()
    expect(token).toBe(storage.getItem(STORAGE_KEYS.token))
    expect(token).not.toBeNull()
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).not.toBeNull()
  })
})

describe('logging', () => {
  it('tokens never appear in logger calls', async () => {
    const logger = createSpyLogger()
    const { session, storage } = makeSession({ logger })
    const seen = new Set<string>()
    const remember = () => {
      for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.forkedToken]) {
        const value = storage.getItem(key)
        if (value) seen.add(value)
      }
    }

    await storeExpiredSession(storage)
    remember()
    await session.ready()
    remember()
    await session.forkSession()
    remember()
    // Failures that log: recovery refused, refresh refused, server logout failing, another app's token, corrupt state.
    for (const record of state.refreshTokens.values()) record.revoked = true
    state.forkedTokens.clear()
    const userId = [...state.users.keys()][0] ?? ''
    storage.setItem(STORAGE_KEYS.token, await state.signAccessToken(userId, { expiresInSeconds: -1 }))
    remember()
    await session.getAccessToken()
    server.use(
      http.post(`${TEST_API_URL}/api/v1/sessions/logout`, () => errorResponse(400, 'bad_request', 'No')),
    )
    await storeExpiredSession(storage, 3600)
    remember()
    await session.logout()
    storage.setItem(STORAGE_KEYS.token, await state.signAccessToken(userId, { audience: 'x'.repeat(25) }))
    storage.setItem(STORAGE_KEYS.refreshToken, 'rt_other_app_secret')
    remember()
    await makeSession({ logger, storage }).session.ready()
    storage.setItem(STORAGE_KEYS.token, 'corrupt token secret')
    remember()
    await makeSession({ logger, storage }).session.ready()
    for (const token of state.refreshTokens.keys()) seen.add(token)

    const calls = [...logger.warn.mock.calls, ...logger.error.mock.calls, ...logger.debug.mock.calls]
    expect(calls.length).toBeGreaterThan(0)
    const logged = JSON.stringify(calls)
    for (const token of seen) expect(logged).not.toContain(token)
  })
})
