import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { TEST_API_URL, TEST_APP_ID } from '../../../test/fixtures/msw/state'
import { createTestEnv } from '../../../test/fixtures/msw/test-env'
import { createApi } from '../api/client'
import { fetchTokenPrice } from './price'

const server = useMswServer(createMswServer())
const api = () =>
  createApi({ appId: TEST_APP_ID, apiUrl: TEST_API_URL, env: createTestEnv(), retries: 0, retryDelayMs: 1 })
const route = `${TEST_API_URL}/api/v1/token_price`

describe('fetchTokenPrice', () => {
  it('GETs token_price with chainId and tokenSymbol and the app id header; returns usd', async () => {
    let seen: Request | undefined
    server.use(
      http.get(route, ({ request }) => {
        seen = request
        return HttpResponse.json({ usd: 0.52 })
      }),
    )
    expect(await fetchTokenPrice(api(), { chainId: 137, tokenSymbol: 'POL' })).toBe(0.52)
    expect(new URL(seen?.url ?? '').search).toBe('?chainId=137&tokenSymbol=POL')
    expect(seen?.headers.get('privy-app-id')).toBe(TEST_APP_ID)
    expect(seen?.headers.get('authorization')).toBeNull()
  })

  it('a 404, a 502, a wrong shape or a negative price: an ApiError, never a number', async () => {
    const cases: [() => Response, object][] = [
      [
        () => HttpResponse.json({ error: 'No price for X', code: 'not_found' }, { status: 404 }),
        { status: 404 },
      ],
      [
        () => HttpResponse.json({ error: 'down', code: 'price_source_unavailable' }, { status: 502 }),
        { status: 502, code: 'price_source_unavailable' },
      ],
      [() => HttpResponse.json({ usd: '3000' }), { code: 'invalid_response' }],
      [() => HttpResponse.json({ usd: -1 }), { code: 'invalid_response' }],
    ]
    for (const [answer, expected] of cases) {
      server.use(http.get(route, answer))
      await expect(fetchTokenPrice(api(), { chainId: 1, tokenSymbol: 'ETH' })).rejects.toMatchObject({
        name: 'ApiError',
        ...expected,
      })
    }
  })
})
