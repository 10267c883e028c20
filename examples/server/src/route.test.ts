import * as protocol from '@latch/core/protocol'
import { API_PREFIX, type Endpoint, OAUTH_CALLBACK, SIWE_INIT, TOKEN_PRICE } from '@latch/core/protocol'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import type { HonoEnv } from './context'
import { describedBy, route } from './route'
import { createTestServer } from './testing'

/** Every endpoint descriptor the protocol exports. */
const DESCRIPTORS = Object.entries(protocol as Record<string, unknown>).filter(
  (entry): entry is [string, Endpoint] =>
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    'method' in entry[1] &&
    'path' in entry[1] &&
    'auth' in entry[1],
)

/**
 * The server's API routes that no descriptor describes yet (the clients call them with their own path strings).
 * Exact: a new route without a descriptor fails the test below until it gets one (or is listed here).
 */
const NOT_YET_DESCRIBED = [
  // the wallet frame's own calls (core's `embedded-wallet/frame/api.ts`)
  'POST /api/v1/embedded_wallets/challenge',
  'POST /api/v1/embedded_wallets/recovery_key',
  'POST /api/v1/embedded_wallets',
  'GET /api/v1/embedded_wallets/:address',
  'GET /api/v1/embedded_wallets/:address/auth_share',
  'GET /api/v1/embedded_wallets/:address/recovery_share',
  'POST /api/v1/embedded_wallets/:address/recovery_password',
  'POST /api/v1/embedded_wallets/:address/recovery_method',
  'POST /api/v1/embedded_wallets/:address/share_sets/:version/confirm',
  'POST /api/v1/embedded_wallets/:address/recovery_address',
  'POST /api/v1/embedded_wallets/:address/solana_accounts',
  'POST /api/v1/embedded_wallets/:address/devices',
  // the server API for host backends (app secret)
  'GET /api/v1/users',
  'POST /api/v1/users',
  'POST /api/v1/users/:id/custom_metadata',
  'GET /api/v1/users/:id',
  'DELETE /api/v1/users/:id',
  'POST /api/v1/users/email/address',
  'POST /api/v1/users/phone/number',
  'POST /api/v1/users/wallet/address',
  'POST /api/v1/users/custom_auth/id',
  // ERC-7677 paymaster (JSON-RPC, only when configured)
  'POST /api/v1/paymaster',
  // dev mode only: test ETH on the local dev chain
  'POST /api/v1/dev/faucet',
  // dev mode only: the offline fake of Telegram's Login Widget (a page, not an API call)
  'GET /api/v1/dev/telegram-widget',
].sort()

/** The `METHOD path` of every route under the API prefix the app registers (not middleware). */
function apiRoutes(app: Hono<HonoEnv>): string[] {
  return [
    ...new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith(`${API_PREFIX}/`))
        .map((r) => `${r.method} ${r.path}`),
    ),
  ].sort()
}

describe('routes from the protocol descriptors', () => {
  it('the protocol has descriptors to serve', () => {
    expect(DESCRIPTORS.length).toBeGreaterThanOrEqual(48)
  })

  it('every descriptor is served, and every API route is a descriptor or listed as not yet described', async () => {
    const t = await createTestServer({
      paymaster: { contracts: {} },
    })
    try {
      const served = apiRoutes(t.app)
      const described = DESCRIPTORS.map(([, e]) => `${e.method} ${e.path}`)
      // OAuth's callback also takes Apple's form POST on the same descriptor
      described.push(`POST ${OAUTH_CALLBACK.path}`)
      for (const [name, e] of DESCRIPTORS) {
        // served, by a handler `route` made from this very descriptor
        const made = t.app.routes.filter((r) => r.method === e.method && r.path === e.path)
        expect(made.length, `${name} is not served`).toBeGreaterThan(0)
        expect(
          made.some((r) => describedBy(r.handler) === e),
          `${name} is not registered from its descriptor`,
        ).toBe(true)
      }
      const undescribed = served.filter((r) => !described.includes(r))
      expect(undescribed).toEqual(NOT_YET_DESCRIBED)
    } finally {
      await t.close()
    }
  })

  it('answers the handler result as JSON with status 200, a Response as it is, and the extra methods', async () => {
    const r = new Hono<HonoEnv>()
    route(r, TOKEN_PRICE, [], () => ({ usd: 2 }))
    route(
      r,
      OAUTH_CALLBACK,
      [
        async (c, next) => {
          c.header('x-seen', 'middleware')
          await next()
        },
      ],
      (c) => c.redirect(`https://example.com/${c.req.method}`, 302),
      { alsoMethods: ['POST'] },
    )
    const app = new Hono<HonoEnv>().route(API_PREFIX, r)
    const price = await app.request(TOKEN_PRICE.path)
    expect(price.status).toBe(200)
    expect(price.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await price.json()).toEqual({ usd: 2 })
    for (const method of ['GET', 'POST']) {
      const res = await app.request(OAUTH_CALLBACK.path, { method })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe(`https://example.com/${method}`)
      expect(res.headers.get('x-seen')).toBe('middleware')
    }
    expect((await app.request(OAUTH_CALLBACK.path, { method: 'DELETE' })).status).toBe(404)
  })

  it('types the handler by the descriptor: a wrong answer does not compile', () => {
    const r = new Hono<HonoEnv>()
    // @ts-expect-error: a SIWE nonce answer has no `usd`
    route(r, SIWE_INIT, [], () => ({ usd: 1 }))
    // @ts-expect-error: a described JSON endpoint answers its body, not a bare Response
    route(r, TOKEN_PRICE, [], (c) => c.text('1'))
    expect(r.routes.map((x) => x.path)).toEqual(['/siwe/init', '/token_price'])
  })
})
