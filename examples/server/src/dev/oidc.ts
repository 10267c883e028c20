/**
 * Dev mode only: a local OIDC provider (oauth2-mock-server) answering for the seven social providers, each with
 * client_id = provider name. The signed-in identity comes from `login_hint` on the authorization URL (append
 * `&login_hint=alice@example.com`; subject 'sub-alice@example.com'), defaulting to 'johndoe';
 * `login_hint=deny` makes the provider answer as when a user refuses (Google's error=access_denied, LinkedIn's
 * error=user_cancelled_login). A replayed code is refused, and the clients given `secrets` must authenticate.
 * It runs in a worker thread (see oidc-worker.mjs).
 */
import { Worker } from 'node:worker_threads'
import { OAUTH_PROVIDERS, type OAuthProvider, type OAuthProviderConfig } from '../config'

export interface DevOidc {
  url: string
  providers: Record<OAuthProvider, OAuthProviderConfig>
  stop(): Promise<void>
}

/**
 * Starts the provider; `secrets` (client id -> secret) are the clients that must authenticate at the token
 * endpoint (the others are public clients).
 */
export async function startDevOidc(port = 0, secrets: Record<string, string> = {}): Promise<DevOidc> {
  const worker = new Worker(new URL('./oidc-worker.mjs', import.meta.url), {
    workerData: { port, secrets },
    execArgv: [],
  })
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: { url: string }) => resolve(m.url))
    worker.once('error', reject)
  })
  worker.unref()

  const providers = Object.fromEntries(
    OAUTH_PROVIDERS.map((p) => [
      p,
      {
        issuer: url,
        authorizationEndpoint: `${url}/authorize`,
        tokenEndpoint: `${url}/token`,
        jwksUri: `${url}/jwks`,
        clientId: p,
        scope: 'openid email profile',
      },
    ]),
  ) as Record<OAuthProvider, OAuthProviderConfig>

  let stopped = false
  return {
    url,
    providers,
    async stop() {
      if (stopped) return
      stopped = true
      await new Promise<void>((resolve) => {
        const done = () => resolve()
        worker.once('message', done)
        worker.once('exit', done)
        worker.postMessage('stop')
        setTimeout(() => void worker.terminate().then(done), 2000).unref()
      })
    },
  }
}
