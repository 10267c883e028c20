import { hardhat, mainnet, polygon } from 'viem/chains'
import { describe, expect, it, vi } from 'vitest'
import { ethereumMainnet } from '../config/chains'
import { WALLETCONNECT_CSP_SOURCES } from '../constants'
import { isLatchError } from '../errors'
import { formatCsp, latchCsp } from './csp'
import { checkCsp } from './csp.check'

const API = 'http://127.0.0.1:8787'
/** The default chain's RPC node (core's own Ethereum definition). */
const MAINNET_RPC = new URL(ethereumMainnet.rpcUrls.default.http[0] as string).origin
const HOST = { 'default-src': ["'self'"], 'script-src': ["'self'"], 'style-src': ["'self'"] } as const
const silent = { logger: null, origin: 'http://127.0.0.1:5740' } as const

describe('latchCsp', () => {
  it('with only apiUrl: the API and the default chain in connect-src, the API in frame-src, data: in img-src', () => {
    expect(latchCsp({ apiUrl: `${API}/` })).toEqual({
      'connect-src': [API, MAINNET_RPC],
      'frame-src': [API],
      'img-src': ['data:'],
    })
  })

  it('reads the config: each chain once (rpcConfig wins over the default url), Polygon gas station, on-ramp, captcha, logo', () => {
    const directives = latchCsp({
      apiUrl: 'https://auth.example.com/latch',
      config: {
        supportedChains: [mainnet, hardhat, polygon],
        rpcConfig: { rpcUrls: { [mainnet.id]: 'https://eth.example.org/v2/secret-key' } },
        fiatOnRamp: { useSandbox: true },
        captcha: { siteKey: 't:abc' },
        appearance: { logo: 'https://cdn.example.net/logo.svg' },
      },
    })
    expect(directives['connect-src']).toEqual([
      'https://auth.example.com',
      'https://eth.example.org', // the origin only: a key in the RPC path stays out of the header
      'http://127.0.0.1:8545',
      new URL(polygon.rpcUrls.default.http[0] as string).origin,
      'https://gasstation.polygon.technology',
      'https://api.moonpay.com',
    ])
    expect(directives['frame-src']).toEqual(['https://auth.example.com', 'https://challenges.cloudflare.com'])
    expect(directives['script-src']).toEqual(['https://challenges.cloudflare.com'])
    expect(directives['img-src']).toEqual(['data:', 'https://cdn.example.net'])
  })

  it('the dev on-ramp stand-in lives under the API: no second source; options override what the config implies', () => {
    const directives = latchCsp({
      apiUrl: API,
      config: { fiatOnRamp: { apiUrl: `${API}/dev/moonpay` }, captcha: { siteKey: 't:abc' } },
      captcha: false,
      logo: '/logo.svg',
    })
    expect(directives['connect-src']).toEqual([API, MAINNET_RPC])
    expect(directives['script-src']).toBeUndefined()
    expect(directives['img-src']).toEqual(['data:'])
    expect(latchCsp({ apiUrl: API, fiatOnRamp: true })['connect-src']).toContain('https://api.moonpay.com')
  })

  it('walletConnect adds its relay, RPC, analytics and verification services', () => {
    const directives = latchCsp({ apiUrl: API, walletConnect: true })
    expect(directives['connect-src']).toEqual([API, MAINNET_RPC, ...WALLETCONNECT_CSP_SOURCES['connect-src']])
    expect(directives['frame-src']).toEqual([API, ...WALLETCONNECT_CSP_SOURCES['frame-src']])
  })

  it('an apiUrl that is not http(s), or an invalid config, throws invalid_config', () => {
    for (const apiUrl of ['', 'ftp://x.example', 'wss://x.example', 'not a url', undefined]) {
      let error: unknown
      try {
        latchCsp({ apiUrl: apiUrl as string })
      } catch (e) {
        error = e
      }
      expect(isLatchError(error) && error.code === 'invalid_config').toBe(true)
    }
    expect(() => latchCsp({ apiUrl: API, config: { supportedChains: [] } })).toThrow()
  })
})

describe('formatCsp', () => {
  it("merges the host's directives with Latch's, without repeats, dropping 'none' next to real sources", () => {
    const policy = formatCsp(
      {
        ...HOST,
        'connect-src': ["'self'", API],
        'img-src': ["'none'"],
        'upgrade-insecure-requests': [],
      } as never,
      latchCsp({ apiUrl: API }),
    )
    expect(policy).toBe(
      `default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self' ${API} ${MAINNET_RPC}; img-src data:; upgrade-insecure-requests; frame-src 'self' ${API}`,
    )
  })

  it("a directive Latch adds keeps what the host's default-src allowed there (the page's own calls and frames)", () => {
    const policy = formatCsp({ 'default-src': ["'self'"] }, latchCsp({ apiUrl: API }))
    expect(policy).toBe(
      `default-src 'self'; connect-src 'self' ${API} ${MAINNET_RPC}; frame-src 'self' ${API}; img-src 'self' data:`,
    )
    // a host that allows nothing by default adds nothing: 'none' gives way to Latch's sources
    expect(formatCsp({ 'default-src': ["'none'"] }, latchCsp({ apiUrl: API }))).toBe(
      `default-src 'none'; connect-src ${API} ${MAINNET_RPC}; frame-src ${API}; img-src data:`,
    )
    // frame-src falls back to child-src before default-src
    expect(formatCsp({ 'default-src': ["'none'"], 'child-src': ["'self'"] }, { 'frame-src': [API] })).toBe(
      `default-src 'none'; child-src 'self'; frame-src 'self' ${API}`,
    )
  })
})

describe('checkCsp', () => {
  it("a policy made with formatCsp from latchCsp's sources allows everything: no problem, no warning", () => {
    const warn = vi.fn()
    const options = { apiUrl: API, walletConnect: true, config: { captcha: { siteKey: 't:abc' } } }
    const policy = formatCsp(HOST, latchCsp(options))
    expect(checkCsp({ ...options, policy, logger: { warn }, origin: 'http://127.0.0.1:5740' })).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })

  it('a policy without frame-src (default-src applies) names the API origin and the directive in one warning', () => {
    const warn = vi.fn()
    const problems = checkCsp({
      apiUrl: API,
      policy: `default-src 'self'; connect-src 'self' ${API} ${MAINNET_RPC}; img-src 'self' data:`,
      origin: 'http://127.0.0.1:5740',
      logger: { warn },
    })
    expect(problems.map((p) => [p.directive, p.source])).toEqual([['frame-src', API]])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toBe(
      `Latch: this page's Content Security Policy does not allow ${API} in frame-src (the embedded wallet frame and key export): add "frame-src ${API}" to it`,
    )
  })

  it('follows the fallbacks: frame-src, then child-src, then default-src; no directive at all allows', () => {
    const check = (policy: string) => checkCsp({ apiUrl: API, policy, ...silent }).map((p) => p.directive)
    expect(check(`child-src ${API}; default-src 'none'`)).toEqual(['connect-src', 'connect-src', 'img-src'])
    expect(check(`frame-src 'none'; child-src ${API}`)).toEqual(['frame-src'])
    expect(check('script-src *; object-src none')).toEqual([])
    expect(check('default-src * data:')).toEqual([])
    expect(check('default-src *')).toEqual(['img-src']) // * never covers data:
  })

  it('matches schemes, wildcard hosts, ports and paths as the browser does', () => {
    const allows = (source: string, origin = 'http://127.0.0.1:5740') =>
      checkCsp({
        apiUrl: 'https://auth.example.com',
        policy: `connect-src ${source} ${MAINNET_RPC}; frame-src *; img-src data:`,
        origin,
        logger: null,
      }).length === 0
    expect(allows('https:')).toBe(true)
    expect(allows('http:')).toBe(true) // http: also allows https
    expect(allows('wss:')).toBe(true) // a wss: source allows https (CSP 3 scheme-part match)
    expect(allows('auth.example.com', 'https://app.example.com')).toBe(true) // no scheme: the page's
    expect(allows('auth.example.com', 'http://app.example.com')).toBe(true) // ... or its secure twin
    expect(allows('*.example.com')).toBe(true)
    expect(allows('https://*.example.com')).toBe(true)
    expect(allows('https://*.auth.example.com')).toBe(false) // subdomains only, not the host itself
    expect(allows('https://auth.example.com:443')).toBe(true)
    expect(allows('https://auth.example.com:*')).toBe(true)
    expect(allows('https://auth.example.com:8443')).toBe(false)
    expect(allows('https://auth.example.com/')).toBe(true)
    expect(allows('https://auth.example.com/api/')).toBe(false) // a path-restricted source is not taken as enough
    expect(allows("'self'", 'https://auth.example.com')).toBe(true)
    expect(allows("'self'", 'http://auth.example.com')).toBe(true) // 'self' over https, default ports
    expect(allows("'self'", 'https://auth.example.com:8443')).toBe(false)
    expect(allows("'self'")).toBe(false)
    expect(allows("'none'")).toBe(false)
    expect(allows("'unsafe-inline' 'nonce-abc'")).toBe(false)
    expect(allows('https://other.example.com')).toBe(false)
  })

  it('a WebSocket source is checked as its https twin: https://relay... in the policy covers wss://relay...', () => {
    const sources = WALLETCONNECT_CSP_SOURCES['connect-src'].filter((s) => !s.startsWith('wss:'))
    const policy = `connect-src ${API} ${MAINNET_RPC} ${sources.join(' ')}; frame-src *; img-src data:`
    expect(checkCsp({ apiUrl: API, walletConnect: true, policy, ...silent })).toEqual([])
    const withoutRelay = policy.replace(/https:\/\/relay\.walletconnect\.org /, '')
    expect(
      checkCsp({ apiUrl: API, walletConnect: true, policy: withoutRelay, ...silent }).map((p) => p.source),
    ).toEqual(['https://relay.walletconnect.org', 'wss://relay.walletconnect.org'])
  })

  it("the captcha script: script-src-elem wins over script-src; 'strict-dynamic' lets Latch insert it", () => {
    const options = { apiUrl: API, captcha: true, ...silent }
    const base = `connect-src ${API} ${MAINNET_RPC}; frame-src ${API} https://challenges.cloudflare.com; img-src data:`
    const check = (scripts: string) =>
      checkCsp({ ...options, policy: `${base}; ${scripts}` }).map((p) => `${p.directive} ${p.source}`)
    expect(check("script-src 'self'")).toEqual(['script-src https://challenges.cloudflare.com'])
    expect(check("script-src 'self' https://challenges.cloudflare.com")).toEqual([])
    expect(check("script-src https://challenges.cloudflare.com; script-src-elem 'self'")).toHaveLength(1)
    expect(check("script-src 'nonce-r4nd0m' 'strict-dynamic'")).toEqual([])
  })

  it('several policies (an array, or comma-separated in one header): every one must allow', () => {
    const good = formatCsp(latchCsp({ apiUrl: API }))
    expect(checkCsp({ apiUrl: API, policy: [good, good], ...silent })).toEqual([])
    expect(
      checkCsp({ apiUrl: API, policy: `${good}, frame-src 'none'`, ...silent }).map((p) => p.directive),
    ).toEqual(['frame-src'])
  })

  it('nothing to check outside a browser without a policy, or with an empty one', () => {
    expect(checkCsp({ apiUrl: API, logger: null })).toEqual([])
    expect(checkCsp({ apiUrl: API, policy: ' ', logger: null })).toEqual([])
  })
})
