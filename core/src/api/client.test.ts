import { delay, HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../test/fixtures/msw/test-env'
import { SDK_VERSION, STORAGE_KEYS } from '../constants'
import { createMemoryStorage } from '../env'
import { isApiError, isRateLimitError } from '../errors'
import { createApi, getClientAnalyticsId } from './client'
import { object, parseIgnored, parseSessionResponseJSON, string } from './shapes'

const server = useMswServer(createMswServer())
const url = (path: string) => `${TEST_API_URL}${path}`
const parsePing = (json: unknown) => ({ ok: string(object(json).ok, '$.ok') })

function makeApi(
  overrides: Parameters<typeof createTestEnv>[0] = {},
  getAccessToken?: () => Promise<string | null>,
) {
  const env = createTestEnv(overrides)
  return { env, api: createApi({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env, getAccessToken }) }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('headers and credentials', () => {
  it('sends the app id, a persisted client analytics id and the client version on every call', async () => {
    const seen: Headers[] = []
    server.use(
      http.get(url('/api/v1/ping'), ({ request }) => {
        seen.push(request.headers)
        return HttpResponse.json({ ok: 'yes' })
      }),
    )
    const storage = createMemoryStorage()
    const first = makeApi({ storage }).api
    const second = makeApi({ storage }).api
    await first.request({ method: 'GET', path: '/api/v1/ping', parse: parsePing })
    await second.request({ method: 'GET', path: '/api/v1/ping', parse: parsePing })

    expect(seen[0]?.get('privy-app-id')).toBe(TEST_APP_ID)
    expect(seen[0]?.get('privy-client')).toBe(`latch:${SDK_VERSION}`)
    const caid = seen[0]?.get('privy-ca-id')
    expect(caid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(seen[1]?.get('privy-ca-id')).toBe(caid)
    expect(storage.getItem(STORAGE_KEYS.clientAnalyticsId)).toBe(caid)
  })

  it('makes a new client analytics id when the stored one is garbage', () => {
    const env = createTestEnv()
    env.storage.setItem(STORAGE_KEYS.clientAnalyticsId, '<script>')
    expect(getClientAnalyticsId(env)).not.toBe('<script>')
  })

  it('sends no cookies (credentials omitted) and serialises the body as JSON', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json({ ok: 'yes' }),
    )
    const { api } = makeApi({ fetch })
    await api.request({ method: 'POST', path: '/api/v1/ping', body: { a: 1 }, parse: parsePing })
    const init = fetch.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('omit')
    expect(init?.body).toBe('{"a":1}')
    const headers = (init?.headers ?? {}) as Record<string, string>
    expect(headers['content-type']).toBe('application/json')
  })

  it('adds query parameters and skips undefined ones', async () => {
    let seenUrl = ''
    server.use(
      http.get(url('/api/v1/token_price'), ({ request }) => {
        seenUrl = request.url
        return HttpResponse.json({ ok: 'yes' })
      }),
    )
    const { api } = makeApi()
    await api.request({
      method: 'GET',
      path: '/api/v1/token_price',
      query: { chainId: 1, tokenSymbol: 'ETH', skip: undefined },
      parse: parsePing,
    })
    expect(new URL(seenUrl).search).toBe('?chainId=1&tokenSymbol=ETH')
  })
})

describe('bearer', () => {
  it('protected calls carry the session access token as a bearer', async () => {
    let authorization: string | null = null
    server.use(
      http.get(url('/api/v1/ping'), ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json({ ok: 'yes' })
      }),
    )
    const { api } = makeApi({}, async () => 'access-token-1')
    await api.request({ method: 'GET', path: '/api/v1/ping', auth: 'protected', parse: parsePing })
    expect(authorization).toBe('Bearer access-token-1')
  })

  it('session and public calls never carry a bearer', async () => {
    const seen: (string | null)[] = []
    server.use(
      http.post(url('/api/v1/sessions/logout'), ({ request }) => {
        seen.push(request.headers.get('authorization'))
        return HttpResponse.json({})
      }),
    )
    const getAccessToken = vi.fn(async () => 'access-token-1')
    const { api } = makeApi({}, getAccessToken)
    await api.request({
      method: 'POST',
      path: '/api/v1/sessions/logout',
      auth: 'session',
      parse: parseIgnored,
    })
    await api.request({ method: 'POST', path: '/api/v1/sessions/logout', parse: parseIgnored })
    expect(seen).toEqual([null, null])
    expect(getAccessToken).not.toHaveBeenCalled()
  })

  it('a protected call without a session fails with must_be_authenticated and sends nothing', async () => {
    const fetch = vi.fn()
    const { api } = makeApi({ fetch }, async () => null)
    const error = await rejection(
      api.request({ method: 'GET', path: '/api/v1/ping', auth: 'protected', parse: parsePing }),
    )
    expect(error).toMatchObject({ code: 'must_be_authenticated', message: 'User must be authenticated' })
    expect(fetch).not.toHaveBeenCalled()
  })
})

describe('timeouts and retries', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('times out at 20 s with client_request_timeout "Request timed out"', async () => {
    server.use(
      http.get(url('/api/v1/slow'), async () => {
        await delay('infinite')
        return HttpResponse.json({ ok: 'never' })
      }),
    )
    const { api } = makeApi()
    let settled: unknown = 'pending'
    const promise = api.request({ method: 'GET', path: '/api/v1/slow', parse: parsePing, retry: false })
    promise.catch((error) => {
      settled = error
    })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(isApiError(settled)).toBe(true)
    expect(settled).toMatchObject({ code: 'client_request_timeout', message: 'Request timed out', status: 0 })
  })

  it('retries a timeout 3 times, backing off 500, 1000 and 2000 ms (plus jitter), before giving up', async () => {
    let calls = 0
    server.use(
      http.get(url('/api/v1/slow'), async () => {
        calls++
        await delay('infinite')
        return HttpResponse.json({ ok: 'never' })
      }),
    )
    // a random byte of 0: no jitter, the bare backoff
    const { api } = makeApi({ randomBytes: (n) => new Uint8Array(n) })
    let settled: unknown = 'pending'
    api.request({ method: 'GET', path: '/api/v1/slow', parse: parsePing }).catch((error) => {
      settled = error
    })
    await vi.advanceTimersByTimeAsync(4 * 20_000 + 500 + 1000 + 2000 - 1)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(4)
    expect(settled).toMatchObject({ code: 'client_request_timeout' })
  })

  it('500, 500, 200 succeeds on the third try, backing off with jitter between tries', async () => {
    const statuses = [500, 500, 200]
    const times: number[] = []
    server.use(
      http.get(url('/api/v1/flaky'), () => {
        times.push(Date.now())
        const status = statuses.shift() ?? 200
        return status === 200
          ? HttpResponse.json({ ok: 'third' })
          : HttpResponse.json({ error: 'Internal error', code: 'internal_error' }, { status })
      }),
    )
    // random bytes of 128: jitter of a quarter of each delay
    const { api } = makeApi({ randomBytes: (n) => new Uint8Array(n).fill(128) })
    const promise = api.request({ method: 'GET', path: '/api/v1/flaky', parse: parsePing })
    await vi.advanceTimersByTimeAsync(2000)
    await expect(promise).resolves.toEqual({ ok: 'third' })
    expect(times).toHaveLength(3)
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(625)
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBe(1250)
  })

  it('network errors are retried 3 times and then reported as network_error', async () => {
    let calls = 0
    server.use(
      http.get(url('/api/v1/down'), () => {
        calls++
        return HttpResponse.error()
      }),
    )
    const { api } = makeApi()
    let settled: unknown = 'pending'
    api.request({ method: 'GET', path: '/api/v1/down', parse: parsePing }).catch((error) => {
      settled = error
    })
    await vi.advanceTimersByTimeAsync(1.5 * (500 + 1000 + 2000))
    expect(calls).toBe(4)
    expect(settled).toMatchObject({ code: 'network_error', status: 0 })
  })

  it('retry: false makes a single attempt', async () => {
    let calls = 0
    server.use(
      http.get(url('/api/v1/flaky'), () => {
        calls++
        return HttpResponse.json({ error: 'Internal error', code: 'internal_error' }, { status: 503 })
      }),
    )
    const { api } = makeApi()
    const error = await rejection(
      api.request({ method: 'GET', path: '/api/v1/flaky', parse: parsePing, retry: false }),
    )
    expect(calls).toBe(1)
    expect(error).toMatchObject({ code: 'internal_error', status: 503 })
  })
})

describe('4xx answers', () => {
  it('a 4xx is tried once and becomes an ApiError with the server code, message, status and type', async () => {
    let calls = 0
    server.use(
      http.post(url('/api/v1/passwordless/authenticate'), () => {
        calls++
        return HttpResponse.json(
          { error: 'Invalid or expired code', code: 'invalid_credentials', type: 'auth' },
          { status: 422 },
        )
      }),
    )
    const { api } = makeApi()
    const error = await rejection(
      api.request({ method: 'POST', path: '/api/v1/passwordless/authenticate', body: {}, parse: parsePing }),
    )
    expect(calls).toBe(1)
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'invalid_credentials',
      message: 'Invalid or expired code',
      status: 422,
      type: 'auth',
    })
  })

  it('a 429 is rate limiting and is not retried', async () => {
    let calls = 0
    server.use(
      http.post(url('/api/v1/passwordless/init'), () => {
        calls++
        return new HttpResponse('slow down', { status: 429 })
      }),
    )
    const { api } = makeApi()
    const error = await rejection(
      api.request({ method: 'POST', path: '/api/v1/passwordless/init', parse: parseIgnored }),
    )
    expect(calls).toBe(1)
    expect(isRateLimitError(error)).toBe(true)
    expect(error).toMatchObject({ code: 'rate_limited', status: 429 })
  })

  it("'code 429' in a server message counts as rate limiting", async () => {
    server.use(
      http.post(url('/api/v1/passwordless/init'), () =>
        HttpResponse.json({ error: 'Upstream said code 429', code: 'upstream_error' }, { status: 400 }),
      ),
    )
    const { api } = makeApi()
    const error = await rejection(
      api.request({ method: 'POST', path: '/api/v1/passwordless/init', parse: parseIgnored }),
    )
    expect(isRateLimitError(error)).toBe(true)
  })

  it('a 4xx whose body is not the error shape still gives an ApiError with the status', async () => {
    server.use(http.get(url('/api/v1/ping'), () => new HttpResponse('<html>nope</html>', { status: 404 })))
    const { api } = makeApi()
    const error = await rejection(api.request({ method: 'GET', path: '/api/v1/ping', parse: parsePing }))
    expect(error).toMatchObject({ name: 'ApiError', code: 'request_failed', status: 404 })
  })
})

describe('malformed answers', () => {
  const cases: Array<[string, () => Response]> = [
    ['a body that is not JSON', () => new HttpResponse('{"token": ', { status: 200 })],
    ['an empty body where JSON is expected', () => new HttpResponse('', { status: 200 })],
    ['JSON of the wrong shape', () => HttpResponse.json({ token: 42 })],
    ['a JSON array', () => HttpResponse.json([1, 2, 3])],
    [
      'a user with a malformed linked account',
      () =>
        HttpResponse.json({
          token: 't',
          refresh_token: 'r',
          user: {
            id: 'u',
            created_at: 1,
            linked_accounts: [{ type: 'email', verified_at: 1 }],
            mfa_methods: [],
          },
        }),
    ],
  ]
  for (const [label, respond] of cases) {
    it(`${label} gives ApiError invalid_response, never a crash`, async () => {
      server.use(http.post(url('/api/v1/sessions'), () => respond()))
      const { api } = makeApi()
      const error = await rejection(
        api.request({
          method: 'POST',
          path: '/api/v1/sessions',
          body: {},
          auth: 'session',
          parse: parseSessionResponseJSON,
        }),
      )
      expect(isApiError(error)).toBe(true)
      expect(error).toMatchObject({ code: 'invalid_response', status: 200 })
    })
  }
})
