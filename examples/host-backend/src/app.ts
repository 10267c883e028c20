/**
 * An example host backend: the app's own API, which trusts Latch logins. The page sends its access token
 * (`Authorization: Bearer <latch.getAccessToken()>`); the backend verifies it with `@latch/core/server` and knows
 * who is calling. It also receives Latch's webhooks, verified with the same library.
 *
 *   GET  /api/me      the caller: { userId, email } (401 { error, code } without a valid token)
 *   POST /webhooks    a Latch webhook (400 when its signature does not check out)
 */
import { isLatchServerError, type LatchServerClient, type LatchWebhookEvent } from '@latch/core/server'
import { Hono } from 'hono'
import { cors } from 'hono/cors'

export interface HostBackendOptions {
  latch: LatchServerClient
  /** The host pages that may call this API. */
  allowedOrigins: string[]
  /** Hears each verified webhook. @default logs its type */
  onWebhook?: (event: LatchWebhookEvent) => void
  log?: (line: string) => void
}

export function createHostBackend(options: HostBackendOptions): Hono {
  const { latch } = options
  const log = options.log ?? ((line: string) => console.log(`[host-backend] ${line}`))
  const onWebhook = options.onWebhook ?? ((event) => log(`webhook: ${event.type}`))
  const app = new Hono()

  app.use('/api/*', cors({ origin: options.allowedOrigins, allowHeaders: ['authorization'], maxAge: 600 }))

  app.get('/api/me', async (c) => {
    let claims: Awaited<ReturnType<LatchServerClient['verifyAuthToken']>>
    try {
      claims = await latch.verifyAuthToken(c.req.header('authorization') ?? '')
    } catch (error) {
      if (isLatchServerError(error, 'invalid_token') || isLatchServerError(error, 'expired_token')) {
        return c.json({ error: error.message, code: error.code }, 401)
      }
      throw error
    }
    // the token says who; the server API says what is on the account now
    const user = await latch.getUser(claims.userId)
    return c.json({ userId: claims.userId, email: user.email?.address ?? null })
  })

  app.post('/webhooks', async (c) => {
    // the signature covers the raw body: read it as text, before any JSON parsing
    const payload = await c.req.text()
    try {
      onWebhook(latch.verifyWebhook(payload, c.req.raw.headers))
    } catch (error) {
      if (isLatchServerError(error)) return c.json({ error: error.message, code: error.code }, 400)
      throw error
    }
    return c.body(null, 204)
  })

  app.onError((error, c) => {
    const code = isLatchServerError(error) ? error.code : 'internal_error'
    log(`error: ${code}`)
    return c.json({ error: 'The backend could not answer', code }, 502)
  })
  return app
}
