/** Route-test helpers for social logins: init, the provider's authorize step, the callback and authenticate. */

import type { AuthResponseJSON, OAuthInitResponseJSON } from '@latch/core/protocol'
import { expect } from 'vitest'
import { pkceChallenge, randomToken } from '../crypto'
import { playProvider } from '../dev/providers/play-browser'
import type { TestServer } from '../testing'

/** The PKCE verifier of each state, as a client keeps it between init and authenticate. */
const verifiers = new Map<string, string>()

export interface AuthorizeOptions {
  provider?: string
  hint?: string
  redirectTo?: string
  challenge?: string
}

/** oauth/init; returns the provider's authorization URL. */
export async function initOAuth(t: TestServer, opts: AuthorizeOptions = {}): Promise<URL> {
  const verifier = randomToken(48)
  const init = await t.post('/api/v1/oauth/init', {
    provider: opts.provider ?? 'google',
    redirect_to: opts.redirectTo ?? 'http://127.0.0.1:5173/login',
    code_challenge: opts.challenge ?? pkceChallenge(verifier),
    code_challenge_method: 'S256',
  })
  expect(init.status).toBe(200)
  const url = new URL(((await init.json()) as OAuthInitResponseJSON).url)
  if (!opts.challenge) verifiers.set(url.searchParams.get('state') as string, verifier)
  return url
}

/** Runs init, the provider's authorize step (as `hint`) and the server's callback; returns the return URL. */
export async function authorize(t: TestServer, opts: AuthorizeOptions = {}): Promise<URL> {
  const providerUrl = await initOAuth(t, opts)
  expect(providerUrl.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:8787/api/v1/oauth/callback')
  const callback = await playProvider(providerUrl, opts.hint ?? 'alice@example.com')
  const back =
    callback.method === 'GET'
      ? await t.get(`${callback.url.pathname}${callback.url.search}`, { appId: null })
      : await t.post(callback.url.pathname, undefined, {
          appId: null,
          raw: callback.form?.toString() ?? '',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
  expect(back.status).toBe(302)
  return new URL(back.headers.get('location') as string)
}

/** oauth/authenticate (or link) with the return URL's code and state and the client's verifier. */
export const authenticate = (
  t: TestServer,
  back: URL,
  extra: Record<string, unknown> = {},
  path = 'authenticate',
  token?: string,
) =>
  t.post(
    `/api/v1/oauth/${path}`,
    {
      authorization_code: back.searchParams.get('privy_oauth_code'),
      state_code: back.searchParams.get('privy_oauth_state'),
      code_verifier: verifiers.get(back.searchParams.get('privy_oauth_state') as string),
      ...extra,
    },
    token ? { token } : {},
  )

/** A full login through the provider; the answer's body. */
export async function oauthLogin(t: TestServer, provider: string, hint: string): Promise<AuthResponseJSON> {
  const res = await authenticate(
    t,
    await authorize(t, { provider, hint, redirectTo: 'http://127.0.0.1:5173/' }),
  )
  expect(res.status).toBe(200)
  return (await res.json()) as AuthResponseJSON
}
