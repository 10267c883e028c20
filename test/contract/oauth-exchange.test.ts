/**
 * The provider leg of every social login against its local fake (real HTTP, real signatures): the authorization
 * URL played as a browser would, the provider's authorization response read by oauth4webapi, the code exchange,
 * the id_token checks of the OpenID Connect providers and the user calls of the others. Per provider: success, the
 * user's refusal in the provider's own words, an answer for another login (state mismatch), a replayed code, a
 * wrong nonce (OpenID Connect), and the provider's own error shapes; then, through the server over HTTP, a code
 * presented with another login's state.
 */
import * as oauth from 'oauth4webapi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAppSeed, type OAuthProvider } from '../../examples/server/src/config'
import { type DevProviders, startDevProviders } from '../../examples/server/src/dev/providers'
import { playProvider } from '../../examples/server/src/dev/providers/play-browser'
import { HttpError } from '../../examples/server/src/http'
import { type RunningServer, startServer } from '../../examples/server/src/index'
import { readProfile } from '../../examples/server/src/oauth/profiles'
import {
  authorizationUrl,
  exchangeCode,
  readAuthorizationResponse,
  resolveProvider,
} from '../../examples/server/src/oauth/providers'
import { PAGE, RELAXED_LIMITS } from './helpers'
import { apiPost, authorizeOverHttp } from './oauth-http'

let fakes: DevProviders
beforeAll(async () => {
  fakes = await startDevProviders()
})
afterAll(() => fakes.stop())

const PROVIDERS: OAuthProvider[] = [
  'google',
  'apple',
  'linkedin',
  'github',
  'discord',
  'twitter',
  'tiktok',
  'spotify',
  'twitch',
  'instagram',
  'line',
]
const OIDC: OAuthProvider[] = ['google', 'apple', 'linkedin']
const REDIRECT = 'http://127.0.0.1:9/api/v1/oauth/callback'

/** One login at the provider as `hint`: the login's secrets and the provider's answer (the callback's parameters). */
async function authorizeAt(provider: OAuthProvider, hint: string) {
  const p = resolveProvider(provider, fakes.providers[provider])
  const login = {
    state: oauth.generateRandomState(),
    verifier: oauth.generateRandomCodeVerifier(),
    nonce: oauth.generateRandomNonce(),
    redirectUri: REDIRECT,
  }
  const callback = await playProvider(await authorizationUrl(p, login), hint)
  const params = callback.method === 'GET' ? callback.url.searchParams : (callback.form as URLSearchParams)
  return { p, login, params }
}

/** Authorizes as `hint` and exchanges the code. */
async function signIn(provider: OAuthProvider, hint: string, change: { nonce?: string } = {}) {
  const { p, login, params } = await authorizeAt(provider, hint)
  const answer = readAuthorizationResponse(p, params, login.state)
  if (!('code' in answer)) throw new Error(`no code: ${answer.error}`)
  const exchange = () =>
    exchangeCode(p, { ...login, ...change, code: answer.code, timeoutMs: 5000, jwks: new Map() })
  return { p, exchange }
}

/** The HttpError a promise fails with. */
async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(HttpError)
  return error as HttpError
}

describe.each(PROVIDERS)('%s: the code exchange against its fake', (provider) => {
  it('success: the code gives tokens, and who signed in', async () => {
    const { p, exchange } = await signIn(provider, 'sam@example.com')
    const tokens = await exchange()
    expect(tokens.accessToken).toEqual(expect.any(String))
    expect(tokens.claims === null).toBe(!OIDC.includes(provider))
    const profile = await readProfile(p, tokens, { timeoutMs: 5000 })
    expect(profile.subject).toEqual(expect.any(String))
    expect(profile.subject.length).toBeGreaterThan(0)
  })

  it("denial: the user's refusal comes back in the provider's words, without a code", async () => {
    const { p, login, params } = await authorizeAt(provider, 'deny')
    expect(params.has('code')).toBe(false)
    const denied: Record<OAuthProvider, string> = {
      google: 'access_denied',
      linkedin: 'user_cancelled_login',
      apple: 'user_cancelled_authorize',
      github: 'access_denied',
      discord: 'access_denied',
      twitter: 'access_denied',
      tiktok: 'access_denied',
      spotify: 'access_denied',
      twitch: 'access_denied',
      instagram: 'access_denied',
      line: 'access_denied',
    }
    expect(readAuthorizationResponse(p, params, login.state)).toEqual({ error: denied[provider] })
  })

  it('state mismatch: an answer carrying another state is not taken for this login', async () => {
    const { p, params } = await authorizeAt(provider, 'sam@example.com')
    expect(params.get('code')).toBeTruthy()
    expect(readAuthorizationResponse(p, params, oauth.generateRandomState())).toEqual({
      error: 'invalid_response',
    })
    const withoutState = new URLSearchParams(params)
    withoutState.delete('state')
    expect(readAuthorizationResponse(p, withoutState, params.get('state') as string)).toEqual({
      error: 'invalid_response',
    })
  })

  it('replayed code: the provider refuses the second exchange; oauth_failed 400 naming it', async () => {
    const { p, exchange } = await signIn(provider, 'rex@example.com')
    await exchange()
    const error = await failure(exchange())
    expect(error).toMatchObject({ status: 400, code: 'oauth_failed' })
    expect(error.message).toMatch(new RegExp(`^${p.label} refused the authorization code \\(\\w+\\)$`))
  })

  it("provider error shapes: a refused or failed token request, in the provider's own body", async () => {
    const expected: Record<OAuthProvider, [number, string]> = {
      google: [400, 'Google refused the authorization code (invalid_grant)'],
      linkedin: [400, 'LinkedIn refused the authorization code (invalid_request)'],
      apple: [400, 'Apple refused the authorization code (invalid_grant)'],
      // a 200 with `error`
      github: [400, 'GitHub refused the authorization code (bad_verification_code)'],
      // { message, code }
      discord: [502, "Discord's token endpoint answered 500"],
      // problem+json { title, detail, status }
      twitter: [502, "X's token endpoint answered 503"],
      // { error: 'server_error', error_description, log_id }
      tiktok: [502, "TikTok's token endpoint answered 500"],
      // { error: 'server_error' } with 503
      spotify: [502, "Spotify's token endpoint answered 503"],
      // { status, message }, no RFC 6749 `error`
      twitch: [502, "Twitch's token endpoint answered 500"],
      // { error_type: 'OAuthException', code, error_message }
      instagram: [502, "Instagram's token endpoint answered 500"],
      line: [502, "LINE's token endpoint answered 500"],
    }
    const { exchange } = await signIn(provider, 'fail-token:fay@example.com')
    const error = await failure(exchange())
    const [status, message] = expected[provider]
    expect(error).toMatchObject({ status, code: 'oauth_failed', message })
  })
})

// Google's local client is public (no secret), as a dev client may be: the others authenticate
it.each(PROVIDERS.filter((p) => p !== 'google'))(
  '%s: a wrong client secret is refused by the provider; oauth_failed 400',
  async (provider) => {
    const cfg = fakes.providers[provider]
    const wrong =
      provider === 'apple'
        ? { ...cfg, apple: { ...(cfg.apple as NonNullable<typeof cfg.apple>), keyId: 'OTHERKEY01' } }
        : { ...cfg, clientSecret: 'not-the-secret' }
    const { login, params } = await authorizeAt(provider, 'sam@example.com')
    const p = resolveProvider(provider, wrong)
    const answer = readAuthorizationResponse(p, params, login.state) as { code: string }
    const error = await failure(
      exchangeCode(p, { ...login, code: answer.code, timeoutMs: 5000, jwks: new Map() }),
    )
    expect(error).toMatchObject({ status: 400, code: 'oauth_failed' })
    expect(error.message).toMatch(
      // Twitch answers 403 { status, message } and Instagram 400 OAuthException: no RFC 6749 code to name
      /refused the authorization code \((invalid_client|unauthorized_client|incorrect_client_credentials|403|400)\)/,
    )
  },
)

describe.each(OIDC)('%s: the id_token', (provider) => {
  it('wrong nonce: a token for another login (its nonce) is refused: 401 invalid_credentials', async () => {
    const { exchange } = await signIn(provider, 'nia@example.com', { nonce: oauth.generateRandomNonce() })
    expect(await failure(exchange())).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid id_token',
    })
  })

  it('wrong nonce: the provider signs a nonce other than the one asked for', async () => {
    const { exchange } = await signIn(provider, 'wrong-nonce:nia@example.com')
    expect(await failure(exchange())).toMatchObject({ status: 401, code: 'invalid_credentials' })
  })
})

it('apple: an id_token signed by a key outside its key set is refused: 401', async () => {
  const { exchange } = await signIn('apple', 'forged:fred@example.com')
  expect(await failure(exchange())).toMatchObject({ status: 401, code: 'invalid_credentials' })
})

it('the user calls: each provider error body is oauth_failed 502 naming the provider', async () => {
  for (const provider of [
    'github',
    'discord',
    'twitter',
    'tiktok',
    'spotify',
    'twitch',
    'instagram',
    'line',
  ] as const) {
    const { p, exchange } = await signIn(provider, 'fail-user:ula@example.com')
    const error = await failure(readProfile(p, await exchange(), { timeoutMs: 5000 }))
    expect(error).toMatchObject({
      status: 502,
      code: 'oauth_failed',
      message: `${p.label}'s user call answered 500`,
    })
  }
})

describe('through the server over HTTP: a code is bound to the login it was issued for', () => {
  let server: RunningServer
  beforeAll(async () => {
    const seed = demoAppSeed()
    server = await startServer({
      devMode: true,
      oauthProviders: fakes.providers,
      apps: [{ ...seed, settings: { ...seed.settings, oauthRedirectUrls: [PAGE] } }],
      rateLimits: RELAXED_LIMITS,
    })
  })
  afterAll(() => server.close())

  const api = (path: string, body: unknown) => apiPost(server, demoAppSeed().id, path, body)
  const login = (provider: OAuthProvider, hint: string) =>
    authorizeOverHttp(server, demoAppSeed().id, provider, hint)

  // PKCE providers refuse the other login's verifier at the token endpoint; Apple and LinkedIn (no PKCE) answer
  // an id_token whose nonce is the other login's
  // Twitch and Instagram take neither PKCE nor a nonce: only the state binds their code to a login (the state and
  // the client's verifier never leave the browser that started it), so they are not in this list
  const refusal: Record<Exclude<OAuthProvider, 'twitch' | 'instagram'>, [number, string]> = {
    google: [400, 'oauth_failed'],
    apple: [401, 'invalid_credentials'],
    linkedin: [401, 'invalid_credentials'],
    github: [400, 'oauth_failed'],
    discord: [400, 'oauth_failed'],
    twitter: [400, 'oauth_failed'],
    tiktok: [400, 'oauth_failed'],
    spotify: [400, 'oauth_failed'],
    line: [400, 'oauth_failed'],
  }
  it.each(Object.keys(refusal) as Array<keyof typeof refusal>)(
    '%s: the code of login A with the state of login B is refused; nobody signs in',
    async (provider) => {
      const a = await login(provider, 'mia@example.com')
      const b = await login(provider, 'mia@example.com')
      const res = await api('oauth/authenticate', {
        authorization_code: a.code,
        state_code: b.state,
        code_verifier: b.verifier,
      })
      const [status, code] = refusal[provider]
      expect({ status: res.status, code: ((await res.json()) as { code: string }).code }).toEqual({
        status,
        code,
      })
      // B's state is spent: the same request again is refused before the provider is asked
      const again = await api('oauth/authenticate', {
        authorization_code: a.code,
        state_code: b.state,
        code_verifier: b.verifier,
      })
      expect({ status: again.status, code: ((await again.json()) as { code: string }).code }).toEqual({
        status: 401,
        code: 'invalid_credentials',
      })
    },
  )
})
