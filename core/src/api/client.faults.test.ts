/**
 * The API client under faults: Retry-After (repeated and capped), backoff with jitter, idempotency keys on retried
 * calls with an effect, calls that must not be repeated, messages without a code.
 */
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
const makeApi = (overrides: Parameters<typeof createTestEnv>[0] = {}) =>
  createApi({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env: createTestEnv(overrides) })
/** Random bytes of one value: 0 means no jitter. */
const fixedRandom = (value: number) => ({ randomBytes: (n: number) => new Uint8Array(n).fill(value) })

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

  for (const path of ['/api/v1/passwordless/init', '/api/v1/sessions', '/api/v1/oauth/init']) {
    it(`${path} is retried after a lost answer`, async () => {
      let calls = 0
      server.use(
        http.post(url(path), () => {
          calls++
          return calls === 1 ? HttpResponse.error() : HttpResponse.json({ success: true })
        }),
      )
      const done = makeApi().request({ method: 'POST', path, parse: parseIgnored })
      await vi.advanceTimersByTimeAsync(750)
      await done
      expect(calls).toBe(2)
      expect(isNonRepeatable(path)).toBe(false)
    })
  }

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
    makeApi(fixedRandom(0))
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

describe('reliability: retries, 429s and idempotency keys', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Answers `path` with `reply` and records when each try came and its idempotency key. */
  function record(path: string, reply: (n: number) => Response) {
    const tries: Array<{ at: number; key: string | null }> = []
    server.use(
      http.post(url(path), ({ request }) => {
        tries.push({ at: Date.now(), key: request.headers.get('idempotency-key') })
        return reply(tries.length)
      }),
    )
    return tries
  }
  const gaps = (tries: Array<{ at: number }>) => tries.slice(1).map((t, i) => t.at - (tries[i]?.at ?? 0))
  const fail503 = () => HttpResponse.json({ error: 'down', code: 'internal_error' }, { status: 503 })

  it('5xx: 3 retries backing off 500/1000/2000 ms with jitter of up to half again, then the error', async () => {
    const schedules: number[][] = []
    for (const byte of [0, 255]) {
      const tries = record('/api/v1/analytics_events', fail503)
      let settled: unknown = 'pending'
      makeApi(fixedRandom(byte))
        .request({ method: 'POST', path: '/api/v1/analytics_events', parse: parseIgnored })
        .catch((error) => {
          settled = error
        })
      await vi.advanceTimersByTimeAsync(10_000)
      expect(tries).toHaveLength(4)
      expect(settled).toMatchObject({ code: 'internal_error', status: 503 })
      schedules.push(gaps(tries))
      server.resetHandlers()
    }
    expect(schedules[0]).toEqual([500, 1000, 2000])
    expect(schedules[1]).toEqual([749, 1498, 2996])
    // with the platform's random source, every gap lies in its window
    const tries = record('/api/v1/analytics_events', fail503)
    makeApi()
      .request({ method: 'POST', path: '/api/v1/analytics_events', parse: parseIgnored })
      .catch(() => undefined)
    await vi.advanceTimersByTimeAsync(10_000)
    const [g1, g2, g3] = gaps(tries) as [number, number, number]
    expect(g1).toBeGreaterThanOrEqual(500)
    expect(g1).toBeLessThan(750)
    expect(g2).toBeGreaterThanOrEqual(1000)
    expect(g2).toBeLessThan(1500)
    expect(g3).toBeGreaterThanOrEqual(2000)
    expect(g3).toBeLessThan(3000)
  })

  it('repeated 429s: each Retry-After is waited in full, the tries stop at the cap, the last 429 is reported', async () => {
    const tries = record('/api/v1/analytics_events', () =>
      HttpResponse.json(
        { error: 'Too many (code 429)', code: 'rate_limited' },
        { status: 429, headers: { 'retry-after': '2' } },
      ),
    )
    let settled: unknown = 'pending'
    makeApi()
      .request({ method: 'POST', path: '/api/v1/analytics_events', parse: parseIgnored })
      .catch((error) => {
        settled = error
      })
    await vi.advanceTimersByTimeAsync(3 * 2000 - 1)
    expect(tries).toHaveLength(3)
    await vi.advanceTimersByTimeAsync(1)
    expect(tries).toHaveLength(4)
    expect(gaps(tries)).toEqual([2000, 2000, 2000])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(tries).toHaveLength(4)
    expect(settled).toMatchObject({ code: 'rate_limited', status: 429 })
    expect(getRetryAfterMs(settled)).toBe(2000)
  })

  it('a Retry-After of exactly the longest wait is waited; one second more is reported at once', async () => {
    const seconds = MAX_RETRY_AFTER_MS / 1000
    const outcomes: Array<{ wait: number; tries: number; outcome: unknown }> = []
    for (const wait of [seconds, seconds + 1]) {
      const tries = record('/api/v1/analytics_events', (n) =>
        n === 1
          ? HttpResponse.json(
              { error: 'Too many (code 429)', code: 'rate_limited' },
              { status: 429, headers: { 'retry-after': String(wait) } },
            )
          : HttpResponse.json({ success: true }),
      )
      let outcome: unknown = 'pending'
      makeApi()
        .request({ method: 'POST', path: '/api/v1/analytics_events', parse: parseIgnored })
        .then(
          () => {
            outcome = 'ok'
          },
          (error: { code: string }) => {
            outcome = error.code
          },
        )
      await vi.advanceTimersByTimeAsync(MAX_RETRY_AFTER_MS + 2000)
      outcomes.push({ wait, tries: tries.length, outcome })
      server.resetHandlers()
    }
    expect(outcomes).toEqual([
      { wait: seconds, tries: 2, outcome: 'ok' },
      { wait: seconds + 1, tries: 1, outcome: 'rate_limited' },
    ])
  })

  it('a code send retried after lost answers carries one idempotency key on every try; a new send a new key', async () => {
    const tries = record('/api/v1/passwordless/init', (n) =>
      n <= 2 ? fail503() : HttpResponse.json({ success: true }),
    )
    const api = makeApi()
    const first = api.request({ method: 'POST', path: '/api/v1/passwordless/init', parse: parseIgnored })
    await vi.advanceTimersByTimeAsync(3000)
    await first
    expect(tries).toHaveLength(3)
    const key = tries[0]?.key
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(tries.map((t) => t.key)).toEqual([key, key, key])
    const second = api.request({ method: 'POST', path: '/api/v1/passwordless/init', parse: parseIgnored })
    await vi.advanceTimersByTimeAsync(0)
    await second
    expect(tries[3]?.key).toMatch(/^[0-9a-f-]{36}$/)
    expect(tries[3]?.key).not.toBe(key)
  })

  it('MFA unenroll and unlink carry a key; refreshes and logins never do (their answers hold tokens)', async () => {
    const api = makeApi()
    const keyed: Record<string, string | null> = {}
    for (const path of [
      '/api/v1/mfa/totp/unenroll',
      '/api/v1/passwordless/unlink',
      '/api/v1/sessions',
      '/api/v1/passwordless/authenticate',
      '/api/v1/mfa/totp/init',
    ]) {
      server.use(
        http.post(url(path), ({ request }) => {
          keyed[path] = request.headers.get('idempotency-key')
          return HttpResponse.json({ success: true })
        }),
      )
      await api.request({ method: 'POST', path, parse: parseIgnored })
    }
    expect(keyed['/api/v1/mfa/totp/unenroll']).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyed['/api/v1/passwordless/unlink']).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyed['/api/v1/sessions']).toBeNull()
    expect(keyed['/api/v1/passwordless/authenticate']).toBeNull()
    expect(keyed['/api/v1/mfa/totp/init']).toBeNull()
  })
})
