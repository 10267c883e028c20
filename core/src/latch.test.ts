import { delay, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMswServer, useMswServer } from '../../test/fixtures/msw/server'
import { createSessionHandlers, errorResponse } from '../../test/fixtures/msw/session.handlers'
import type { FakeState } from '../../test/fixtures/msw/state'
import { createFakeState, emailAccount, TEST_API_URL, TEST_APP_ID } from '../../test/fixtures/msw/state'
import { createSpyLogger, createTestEnv } from '../../test/fixtures/msw/test-env'
import { STORAGE_KEYS } from './constants'

/** `ready()`'s documented bound, written out: a change of the constant fails the test below. */
const READY_BOUND_MS = 10_000

import { isLatchError } from './errors'
import { createLatch, getLatchContext } from './latch'

const server = useMswServer(createMswServer())
let state: FakeState

beforeEach(async () => {
  state = await createFakeState()
  server.use(...createSessionHandlers(state))
})

function thrown(fn: () => unknown): unknown {
  try {
    fn()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('server-side rendering', () => {
  it('importing @latch/core and calling createLatch in Node without window does not throw', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const core = await import('@latch/core')
    const latch = core.createLatch({ appId: TEST_APP_ID, apiUrl: TEST_API_URL })
    expect(latch.$auth.get().status).toBe('loading')
    expect(latch.$config.get().defaultChain.id).toBe(1)
    expect(getLatchContext(latch).env.isBrowser).toBe(false)
    expect(getLatchContext(latch).env.location).toBeUndefined()
    // Nothing went to the network just by creating the client.
    expect(state.requests).toHaveLength(0)
    getLatchContext(latch).session.clear()
  })
})

describe('createLatch validation', () => {
  it.each([['short'], ['x'.repeat(26)], [''], [undefined as unknown as string]])(
    'an app id of the wrong length (%j) throws the exact message',
    (appId) => {
      const error = thrown(() => createLatch({ appId, apiUrl: TEST_API_URL }))
      expect(isLatchError(error)).toBe(true)
      expect(error).toMatchObject({
        code: 'invalid_app_id',
        message: 'Cannot initialize the Privy provider with an invalid Privy app ID',
      })
    },
  )

  it('an invalid config throws the rule message with code invalid_config', () => {
    const error = thrown(() =>
      createLatch({
        appId: TEST_APP_ID,
        apiUrl: TEST_API_URL,
        config: { loginMethods: { email: false, wallet: false } },
      }),
    )
    expect(error).toMatchObject({
      code: 'invalid_config',
      message: 'You must enable at least one login method',
    })
  })

  it('a relative apiUrl is refused', () => {
    expect(thrown(() => createLatch({ appId: TEST_APP_ID, apiUrl: '/api' }))).toMatchObject({
      code: 'invalid_config',
    })
  })

  it('config warnings go to the logger', () => {
    const logger = createSpyLogger()
    createLatch({
      appId: TEST_APP_ID,
      apiUrl: TEST_API_URL,
      config: { appearance: { theme: '#808080' } },
      env: createTestEnv({ logger }),
    })
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('luminance between .2 and .8'))
  })
})

describe('ready()', () => {
  function makeLatch(config = {}) {
    const env = createTestEnv()
    return { env, latch: createLatch({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, config, env }) }
  }

  it('loads the server app config, merges it under the client config and restores the session', async () => {
    state.appConfig = { ...state.appConfig, name: 'Demo', sms_auth: true, accent_color: '#00AA00' }
    const { latch, env } = makeLatch({ appearance: { accentColor: '#FF0000' } })
    const user = state.createUser([emailAccount('ada@example.com')])
    const session = await state.issueSession(user.id)
    env.storage.setItem(STORAGE_KEYS.token, session.token)
    env.storage.setItem(STORAGE_KEYS.refreshToken, session.refresh_token)

    await latch.ready()
    expect(latch.$appConfig.get()?.name).toBe('Demo')
    expect(latch.$config.get().loginMethods.sms).toBe(true)
    expect(latch.$config.get().appearance.accentColor).toBe('#FF0000')
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(latch.$user.get()?.email?.address).toBe('ada@example.com')
    await expect(latch.getAccessToken()).resolves.toBe(env.storage.getItem(STORAGE_KEYS.token))
    const appCall = state.requests.find((r) => r.path === `/api/v1/apps/${TEST_APP_ID}`)
    expect(appCall?.headers['privy-app-id']).toBe(TEST_APP_ID)
  })

  it('without a stored session, ready() ends unauthenticated', async () => {
    const { latch } = makeLatch()
    await latch.ready()
    expect(latch.$auth.get()).toEqual({ status: 'unauthenticated', user: null })
  })

  it('a malformed app config rejects ready() with invalid_response and leaves nothing half set', async () => {
    server.use(http.get(`${TEST_API_URL}/api/v1/apps/:appId`, () => Response.json({ id: 42 })))
    const { latch } = makeLatch()
    const before = latch.$config.get()
    await expect(latch.ready()).rejects.toMatchObject({ name: 'ApiError', code: 'invalid_response' })
    expect(latch.$appConfig.get()).toBeNull()
    expect(latch.$config.get()).toBe(before)
    expect(latch.$auth.get().status).toBe('unauthenticated')
  })

  it('an app config that turns every login method off rejects ready() with the exact message', async () => {
    state.appConfig = { ...state.appConfig, email_auth: false, wallet_auth: false }
    const { latch } = makeLatch()
    await expect(latch.ready()).rejects.toMatchObject({
      code: 'invalid_config',
      message: 'You must enable at least one login method',
    })
    expect(latch.$appConfig.get()).toBeNull()
  })

  it('ready() can be retried after the app config failed to load', async () => {
    server.use(
      http.get(
        `${TEST_API_URL}/api/v1/apps/:appId`,
        () => errorResponse(404, 'app_not_found', 'App not found'),
        {
          once: true,
        },
      ),
    )
    const { latch } = makeLatch()
    await expect(latch.ready()).rejects.toMatchObject({ code: 'app_not_found', status: 404 })
    await expect(latch.ready()).resolves.toBeUndefined()
    expect(latch.$appConfig.get()?.id).toBe(TEST_APP_ID)
  })

  it('ready() as a whole settles at 10 s when the app config and the refresh both hang; the config lands later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      let answerConfig: () => void = () => {}
      const configAnswered = new Promise<void>((resolve) => {
        answerConfig = resolve
      })
      server.use(
        http.get(`${TEST_API_URL}/api/v1/apps/:appId`, async () => {
          await configAnswered
          return Response.json(state.appConfig)
        }),
        http.post(`${TEST_API_URL}/api/v1/sessions`, async () => {
          await delay('infinite')
          return Response.json({})
        }),
      )
      const { latch, env } = makeLatch()
      const user = state.createUser([emailAccount('ada@example.com')])
      const session = await state.issueSession(user.id)
      env.storage.setItem(STORAGE_KEYS.token, session.token)
      env.storage.setItem(STORAGE_KEYS.refreshToken, session.refresh_token)
      let settled: unknown = 'pending'
      latch.ready().then(
        () => {
          settled = 'resolved'
        },
        (error) => {
          settled = error
        },
      )
      await vi.advanceTimersByTimeAsync(READY_BOUND_MS - 1)
      expect(settled).toBe('pending')
      expect(latch.$auth.get().status).toBe('loading')
      await vi.advanceTimersByTimeAsync(1)
      expect(settled).toMatchObject({ code: 'client_request_timeout', retryable: true })
      expect(latch.$restoreError.get()).toMatchObject({ code: 'client_request_timeout' })
      expect(latch.$auth.get().status).toBe('unauthenticated')
      expect(latch.$appConfig.get()).toBeNull()
      // the config load went on: when the server answers, the config is published and the error cleared once the
      // session is back too
      answerConfig()
      await vi.advanceTimersByTimeAsync(0)
      await vi.waitFor(() => expect(latch.$appConfig.get()?.id).toBe(TEST_APP_ID))
      server.resetHandlers(...createSessionHandlers(state))
      // the hung restore gives up at its own timeouts (two tries of 8 s); the next refresh reaches the server
      await vi.advanceTimersByTimeAsync(7000)
      await expect(latch.ready()).resolves.toBeUndefined()
      await expect(latch.refreshUser()).resolves.toMatchObject({ id: user.id })
      expect(latch.$restoreError.get()).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('logout(), refreshUser() and forkSession() go through the session', async () => {
    const { latch, env } = makeLatch()
    const user = state.createUser([emailAccount('ada@example.com')])
    const session = await state.issueSession(user.id)
    env.storage.setItem(STORAGE_KEYS.token, session.token)
    env.storage.setItem(STORAGE_KEYS.refreshToken, session.refresh_token)
    await latch.ready()
    await expect(latch.refreshUser()).resolves.toMatchObject({ id: user.id })
    await expect(latch.forkSession()).resolves.toMatch(/^fork_/)
    await latch.logout()
    expect(latch.$auth.get().status).toBe('unauthenticated')
    expect(state.count('POST', '/api/v1/sessions/logout')).toBe(1)
  })
})

describe('no shared state between clients', () => {
  it('two clients in one process keep separate stores and sessions', async () => {
    const a = createLatch({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env: createTestEnv() })
    const b = createLatch({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env: createTestEnv() })
    const user = state.createUser([emailAccount('ada@example.com')])
    const response = await state.authResponse(user.id)
    await getLatchContext(a).session.authenticate(async () => response)
    await b.ready()
    expect(a.$auth.get().status).toBe('authenticated')
    expect(b.$auth.get().status).toBe('unauthenticated')
    expect(a.$config.get()).not.toBe(b.$config.get())
    a.destroy()
    b.destroy()
  })
})

describe('storage', () => {
  it('an injected storage that throws falls back to memory and the client still works', async () => {
    const throwing = {
      getItem: (): string | null => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const latch = createLatch({
      appId: TEST_APP_ID,
      apiUrl: TEST_API_URL,
      env: createTestEnv({ storage: throwing }),
    })
    await latch.ready()
    expect(latch.$auth.get().status).toBe('unauthenticated')
    const user = state.createUser([emailAccount('ada@example.com')])
    const response = await state.authResponse(user.id)
    await getLatchContext(latch).session.authenticate(async () => response)
    await expect(latch.getAccessToken()).resolves.toBe(response.token)
  })
})

describe('setConfig', () => {
  const base = { loginMethods: { email: true } }

  it('applies a new config at run time (customAuth.isLoading turning false syncs the host token)', async () => {
    const latch = createLatch({
      appId: TEST_APP_ID,
      apiUrl: TEST_API_URL,
      config: base,
      env: createTestEnv(),
    })
    await latch.ready()
    const getCustomAccessToken = async () => null
    latch.setConfig({ ...base, customAuth: { enabled: true, isLoading: true, getCustomAccessToken } })
    expect(latch.$config.get().customAuth).toMatchObject({ isLoading: true })
    latch.setConfig({ ...base, customAuth: { enabled: true, isLoading: false, getCustomAccessToken } })
    expect(latch.$config.get().customAuth).toMatchObject({ isLoading: false })
  })

  it('an invalid config throws the same LatchError as createLatch and leaves the previous config in force', async () => {
    const latch = createLatch({
      appId: TEST_APP_ID,
      apiUrl: TEST_API_URL,
      config: base,
      env: createTestEnv(),
    })
    const before = latch.$config.get()
    const bad = { ...base, embeddedWallets: { waitForTransactionConfirmation: false } }
    const fromCreate = thrown(() => createLatch({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, config: bad }))
    const fromSet = thrown(() => latch.setConfig(bad))
    expect(fromSet).toMatchObject({
      code: 'invalid_config',
      message:
        'embeddedWallets.waitForTransactionConfirmation can only be false when embeddedWallets.noPromptOnSignature is true',
    })
    expect(fromSet).toMatchObject({
      code: (fromCreate as { code: string }).code,
      message: (fromCreate as Error).message,
    })
    expect(latch.$config.get()).toBe(before)
  })

  it('an equal config (a new object with the same values) changes nothing', async () => {
    const latch = createLatch({
      appId: TEST_APP_ID,
      apiUrl: TEST_API_URL,
      config: base,
      env: createTestEnv(),
    })
    const seen: unknown[] = []
    latch.$config.listen((c) => seen.push(c))
    latch.setConfig({ loginMethods: { email: true } })
    expect(seen).toEqual([])
  })
})
