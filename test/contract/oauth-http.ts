/** A social login over HTTP as a browser and a client make it: init, the provider (as `hint`), the callback. */
import { expect } from 'vitest'
import { pkceChallenge, randomToken } from '../../examples/server/src/crypto'
import { playProvider } from '../../examples/server/src/dev/providers/play-browser'
import type { RunningServer } from '../../examples/server/src/index'
import { PAGE } from './helpers'

/** POST to the server's API as the app's page. */
export const apiPost = (server: RunningServer, appId: string, path: string, body: unknown) =>
  fetch(`${server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': appId, origin: PAGE.slice(0, -1) },
    body: JSON.stringify(body),
  })

/** init, the provider's authorize step as `hint`, the callback: the return URL's code and state, the verifier. */
export async function authorizeOverHttp(
  server: RunningServer,
  appId: string,
  provider: string,
  hint: string,
) {
  const verifier = randomToken(48)
  const init = await apiPost(server, appId, 'oauth/init', {
    provider,
    redirect_to: PAGE,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
  })
  expect(init.status).toBe(200)
  const callback = await playProvider(((await init.json()) as { url: string }).url, hint)
  const back = await fetch(callback.url, {
    method: callback.method,
    redirect: 'manual',
    ...(callback.form ? { body: callback.form } : {}),
  })
  expect(back.status).toBe(302)
  const url = new URL(back.headers.get('location') as string)
  return {
    code: url.searchParams.get('privy_oauth_code') as string,
    state: url.searchParams.get('privy_oauth_state') as string,
    verifier,
  }
}

/** The whole login; the authenticate answer's status and body. */
export async function oauthOverHttp(server: RunningServer, appId: string, provider: string, hint: string) {
  const a = await authorizeOverHttp(server, appId, provider, hint)
  const res = await apiPost(server, appId, 'oauth/authenticate', {
    authorization_code: a.code,
    state_code: a.state,
    code_verifier: a.verifier,
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
