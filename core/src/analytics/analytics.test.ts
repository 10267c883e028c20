import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { createSessionHandlers } from '../../../test/fixtures/msw/session.handlers'
import type { FakeState } from '../../../test/fixtures/msw/state'
import { createFakeState, TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../test/fixtures/msw/test-env'
import { createApi } from '../api/client'
import { STORAGE_KEYS } from '../constants'
import { createAnalytics } from './analytics'

const server = useMswServer(createMswServer())
let state: FakeState
beforeEach(async () => {
  state = await createFakeState()
  server.use(...createSessionHandlers(state))
})

function makeAnalytics() {
  const env = createTestEnv({
    clock: {
      now: () => Date.UTC(2026, 10, 25, 12),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (h) => clearTimeout(h as number),
    },
  })
  // the retries' real backoff (500 + 1000 + 2000 ms plus up to half again of jitter) could pass the test's 5 s; the
  // count and order of the tries are what these tests check, so the first delay is 10 ms
  const api = createApi({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env, retryDelayMs: 10 })
  return { env, analytics: createAnalytics({ api, env }) }
}

describe('analytics', () => {
  it('posts event_name, client_id and the payload with clientTimestamp', async () => {
    const { analytics, env } = makeAnalytics()
    await analytics.track('modal_open', { screen: 'LANDING' })
    const call = state.requests.find((r) => r.path === '/api/v1/analytics_events')
    expect(call?.body).toEqual({
      event_name: 'modal_open',
      client_id: env.storage.getItem(STORAGE_KEYS.clientAnalyticsId),
      payload: { screen: 'LANDING', clientTimestamp: '2026-11-25T12:00:00.000Z' },
    })
  })

  it('swallows server errors, after the same retries as every other call (1 + 3)', async () => {
    let calls = 0
    server.use(
      http.post(`${TEST_API_URL}/api/v1/analytics_events`, () => {
        calls++
        return HttpResponse.json({ error: 'boom', code: 'internal' }, { status: 500 })
      }),
    )
    const { analytics } = makeAnalytics()
    await expect(analytics.track('modal_close')).resolves.toBeUndefined()
    expect(calls).toBe(4)
  })

  it('a 5xx followed by a success stores the event (retried like any call)', async () => {
    let calls = 0
    server.use(
      http.post(`${TEST_API_URL}/api/v1/analytics_events`, () => {
        calls++
        return calls === 1
          ? HttpResponse.json({ error: 'boom', code: 'internal' }, { status: 503 })
          : HttpResponse.json({ success: true })
      }),
    )
    const { analytics, env } = makeAnalytics()
    await expect(analytics.track('modal_open')).resolves.toBeUndefined()
    expect(calls).toBe(2)
    expect(env.logger.debug).not.toHaveBeenCalled()
  })

  it('swallows network errors', async () => {
    server.use(http.post(`${TEST_API_URL}/api/v1/analytics_events`, () => HttpResponse.error()))
    const { analytics } = makeAnalytics()
    await expect(analytics.track('modal_close')).resolves.toBeUndefined()
  })
})
