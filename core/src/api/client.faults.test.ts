/** The API client under faults: Retry-After, calls that must not be repeated, messages without a code. */
import { delay, HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../test/fixtures/msw/test-env'
import { MAX_RETRY_AFTER_MS } from '../constants'
import { createApi, getRetryAfterMs, isNonRepeatable, parseRetryAfter } from './client'
import { parseIgnored } from './shapes'

const server = useMswServer(createMswServer())
const url = (path: string) => `${TEST_API_URL}${path}`
const makeApi = () => createApi({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env: createTestEnv() })

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('an error body with `error` but no `code`', () => {
  it("a 422 keeps the server's message (not 'Request failed with status 422')", async () => {
    server.use(
      http.post(url('/api/v1/passwordless/init'), () =>
        HttpResponse.json({ error: 'Invalid email address' }, { status: 422 }),
      ),
    )
    const error = await rejection(
      makeApi().request({ method: 'POST', path: '/api/v1/passwordless/init', parse: parseIgnored }),
    )
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'request_failed',
      status: 422,
      message: 'Invalid email address',
    })
  })

  it('a 500 with only a message keeps it and stays a server error', async () => {
    server.use(
      http.get(url('/api/v1/x'), () => HttpResponse.json({ error: 'Database is down' }, { status: 500 })),
    )
    const error = await rejection(
      makeApi().request({ method: 'GET', path: '/api/v1/x', parse: parseIgnored, retry: false }),
    )
    expect(error).toMatchObject({ code: 'server_error', status: 500, message: 'Database is down' })
  })

  it('a non-string or empty `error` falls back to the status message', async () => {
    server.use(
      http.get(url('/api/v1/x'), () => HttpResponse.json({ error: { nested: true } }, { status: 404 })),
    )
    const error = await rejection(
      makeApi().request({ method: 'GET', path: '/api/v1/x', parse: parseIgnored }),
    )
    expect(error).toMatchObject({ code: 'request_failed', message: 'Request failed with status 404' })
  })
})

describe('Retry-After and repeats', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a 429 with a short Retry-After waits that long, then tries again', async () => {
    const times: number[] = []
    server.use(
      http.get(url('/api/v1/limited'), () => {
        times.push(Date.now())
        return times.length === 1
          ? HttpResponse.json(
              { error: 'Too many (code 429)', code: 'rate_limited' },
              { status: 429, headers: { 'retry-after': '3' } },
            )
          : HttpResponse.json({ success: true })
      }),
    )
    let settled: unknown = 'pending'
    makeApi()
      .request({ method: 'GET', path: '/api/v1/limited', parse: parseIgnored })
      .then(() => {
        settled = 'ok'
      })
    await vi.advanceTimersByTimeAsync(2999)
    expect(times).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    await vi.advanceTimersByTimeAsync(0)
    expect(times).toHaveLength(2)
    expect((times[1] as number) - (times[0] as number)).toBe(3000)
    expect(settled).toBe('ok')
  })

  it('a 429 with a long Retry-After is reported at once, carrying the wait', async () => {
    let calls = 0
    server.use(
      http.post(url('/api/v1/passwordless/init'), () => {
        calls++
        return HttpResponse.json(
          { error: 'Too many (code 429)', code: 'rate_limited' },
          { status: 429, headers: { 'retry-after': '600' } },
        )
      }),
    )
    const error = await rejection(
      makeApi().request({ method: 'POST', path: '/api/v1/passwordless/init', parse: parseIgnored }),
    )
    expect(calls).toBe(1)
    expect(getRetryAfterMs(error)).toBe(600_000)
    expect(600_000).toBeGreaterThan(MAX_RETRY_AFTER_MS)
  })

  it('Retry-After as seconds or an HTTP date', () => {
    const now = Date.UTC(2026, 10, 25, 12)
    expect(parseRetryAfter('5', now)).toBe(5000)
    expect(parseRetryAfter(new Date(now + 7000).toUTCString(), now)).toBe(7000)
    expect(parseRetryAfter('soon', now)).toBeNull()
    expect(parseRetryAfter(null, now)).toBeNull()
  })

  const nonRepeatable = [
    '/api/v1/passwordless/authenticate',
    '/api/v1/passwordless_sms/link',
    '/api/v1/oauth/authenticate',
    '/api/v1/siwe/authenticate',
    '/api/v1/custom_jwt_account/authenticate',
    '/api/v1/sessions/fork',
    '/api/v1/mfa/totp/verify',
  ]
  for (const path of nonRepeatable) {
    it(`${path} is not retried after a lost answer (network error or 5xx)`, async () => {
      let calls = 0
      server.use(
        http.post(url(path), () => {
          calls++
          return calls === 1
            ? HttpResponse.error()
            : HttpResponse.json({ error: 'x', code: 'internal_error' }, { status: 502 })
        }),
      )
      const error = await rejection(makeApi().request({ method: 'POST', path, parse: parseIgnored }))
      expect(calls).toBe(1)
      expect(error).toMatchObject({ code: 'network_error' })
    })
  }

  it('init calls and refreshes stay repeatable', () => {
    for (const path of [
      '/api/v1/passwordless/init',
      '/api/v1/sessions',
      '/api/v1/oauth/init',
      '/api/v1/analytics_events',
    ]) {
      expect(isNonRepeatable(path)).toBe(false)
    }
  })

  it('a per-call timeout and retry count override the client defaults', async () => {
    let calls = 0
    server.use(
      http.post(url('/api/v1/sessions'), async () => {
        calls++
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    let settled: unknown = 'pending'
    makeApi()
      .request({ method: 'POST', path: '/api/v1/sessions', parse: parseIgnored, timeoutMs: 8000, retries: 1 })
      .catch((error) => {
        settled = error
      })
    await vi.advanceTimersByTimeAsync(8000 + 500 + 8000 - 1)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toBe(2)
    expect(settled).toMatchObject({ code: 'client_request_timeout' })
  })
})
