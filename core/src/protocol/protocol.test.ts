import { describe, expect, it } from 'vitest'
import { SIWS_PATHS } from '../chains/solana/paths'
import { IDEMPOTENT_PATHS, NON_REPEATABLE_PATHS } from '../constants'
import { API_PREFIX, type Endpoint, pathOf, routePath } from './endpoint'
import * as endpoints from './endpoints'
import * as protocol from './index'

const all = Object.entries(endpoints as Record<string, unknown>).filter(
  (entry): entry is [string, Endpoint] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1],
)

describe('endpoint descriptors', () => {
  it('are many, each under the API prefix, with a known method and caller', () => {
    expect(all.length).toBeGreaterThan(40)
    for (const [name, e] of all) {
      expect(e.path.startsWith(`${API_PREFIX}/`), name).toBe(true)
      expect(['GET', 'POST', 'DELETE'], name).toContain(e.method)
      expect(['public', 'session', 'protected', 'frame', 'app-secret'], name).toContain(e.auth)
      // types only: no value rides along into a request
      expect(Object.keys(e).sort(), name).toEqual(['auth', 'method', 'path'])
    }
  })

  it('write each method and path once', () => {
    const keys = all.map(([, e]) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('agree with the retry lists: an idempotent call is a POST the protocol declares', () => {
    const posts = all.filter(([, e]) => e.method === 'POST').map(([, e]) => e.path)
    for (const pattern of IDEMPOTENT_PATHS)
      expect(
        posts.some((p) => pattern.test(p)),
        String(pattern),
      ).toBe(true)
    for (const pattern of NON_REPEATABLE_PATHS)
      expect(
        posts.some((p) => pattern.test(p)),
        String(pattern),
      ).toBe(true)
    // codes and unlinks are keyed; logins are not repeated
    expect(IDEMPOTENT_PATHS.some((p) => p.test(endpoints.EMAIL_INIT.path))).toBe(true)
    expect(NON_REPEATABLE_PATHS.some((p) => p.test(endpoints.SMS_AUTHENTICATE.path))).toBe(true)
    expect(IDEMPOTENT_PATHS.some((p) => p.test(endpoints.SESSIONS_REFRESH.path))).toBe(false)
  })
})

describe('paths kept as strings beside their descriptors', () => {
  it("the Solana client's SIWS paths are the SIWS descriptors'", () => {
    expect(SIWS_PATHS).toEqual({
      init: endpoints.SIWS_INIT.path,
      login: endpoints.SIWS_AUTHENTICATE.path,
      link: endpoints.SIWS_LINK.path,
      unlink: endpoints.SIWS_UNLINK.path,
    })
  })
})

describe('pathOf', () => {
  it('fills each parameter, URI-encoded', () => {
    expect(pathOf(endpoints.APP_CONFIG, { appId: 'a b/c' })).toBe('/api/v1/apps/a%20b%2Fc')
    expect(pathOf(endpoints.WALLET_DEVICE_REVOKE, { address: '0xAbC', id: 'dev-1' })).toBe(
      '/api/v1/embedded_wallets/0xAbC/devices/dev-1',
    )
  })

  it('refuses a missing parameter rather than send a path with ":name" in it', () => {
    expect(() => pathOf(endpoints.WALLET_DEVICE_REVOKE, { address: '0xabc' })).toThrow(
      /missing parameter 'id'/,
    )
  })

  it('leaves a path without parameters as it is', () => {
    expect(pathOf(endpoints.SESSIONS_REFRESH, {})).toBe('/api/v1/sessions')
  })
})

describe('routePath', () => {
  it('is the path under the prefix, as a router mounted there registers it', () => {
    expect(routePath(endpoints.APP_JWKS)).toBe('/apps/:appId/jwks.json')
    expect(routePath({ path: '/metrics' })).toBe('/metrics')
  })
})

describe('@latch/core/protocol', () => {
  it('exports the descriptors, the provider list and the grant vocabulary, and nothing with state', () => {
    expect(protocol.OAUTH_PROVIDERS).toContain('google')
    expect(protocol.GRANT_ACTIONS).toContain('wallet_sign')
    expect(protocol.SESSIONS_FORK.path).toBe('/api/v1/sessions/fork')
    expect(typeof protocol.attestationMessage).toBe('function')
    for (const [name, value] of Object.entries(protocol)) {
      expect(['object', 'function', 'string', 'number'], name).toContain(typeof value)
    }
  })
})
