/**
 * Tests and dev mode: a local OpenID Connect issuer for the generic OIDC providers (oauth2-mock-server, see
 * oidc-issuer-worker.mjs), signing with `alg` (RS256, ES256, PS256, EdDSA...), with one confidential client.
 */
import { Worker } from 'node:worker_threads'

export interface LocalIssuer {
  /** The issuer identifier (discovery at `<url>/.well-known/openid-configuration`). */
  url: string
  clientId: string
  clientSecret: string
  stop(): Promise<void>
}

export async function startLocalIssuer(
  options: { alg?: string; clientId?: string; clientSecret?: string; port?: number } = {},
): Promise<LocalIssuer> {
  const clientId = options.clientId ?? 'acme'
  const clientSecret = options.clientSecret ?? 'acme-secret'
  const worker = new Worker(new URL('./oidc-issuer-worker.mjs', import.meta.url), {
    workerData: { alg: options.alg ?? 'RS256', clientId, clientSecret, port: options.port ?? 0 },
    execArgv: [],
  })
  const url = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: { url: string }) => resolve(m.url))
    worker.once('error', reject)
  })
  worker.unref()
  let stopped = false
  return {
    url,
    clientId,
    clientSecret,
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
