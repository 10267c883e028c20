/** Route-test helpers: an in-memory server app driven with `app.request()` and a movable clock. */
import type { AuthResponseJSON } from '../../../core/src/api/wire'
import { createServerApp } from './app'
import { type AppSeed, DEMO_APP_ID, demoAppSeed, type ServerOptions } from './config'

export const APP_ID = DEMO_APP_ID
export const ORIGIN = 'http://127.0.0.1:5173'

export interface TestServer extends Awaited<ReturnType<typeof createServerApp>> {
  /** Moves the server clock forward. */
  advance(seconds: number): void
  post(path: string, body?: unknown, opts?: RequestOpts): Promise<Response>
  get(path: string, opts?: RequestOpts): Promise<Response>
  /** Latest code sent to `to`. */
  code(to: string): Promise<string>
  loginEmail(email: string): Promise<AuthResponseJSON>
  fingerprint(): Promise<Record<string, number>>
}

export interface RequestOpts {
  token?: string
  appId?: string | null
  headers?: Record<string, string>
  /** Raw body (bypasses JSON.stringify). */
  raw?: string
  ip?: string
}

export async function createTestServer(
  partial: ServerOptions = {},
  apps: AppSeed[] = [demoAppSeed()],
): Promise<TestServer> {
  let now = Date.UTC(2026, 10, 25, 12, 0, 0)
  const server = await createServerApp({
    devMode: true,
    trustProxy: true,
    publicUrl: 'http://127.0.0.1:8787',
    // route tests deliver webhooks to receivers on 127.0.0.1 (dev mode only; destination.test.ts turns it off)
    allowPrivateWebhookUrls: partial.devMode !== false,
    apps,
    now: () => now,
    ...partial,
  })
  const request = (method: string, path: string, body: unknown, opts: RequestOpts = {}) => {
    const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '10.0.0.1', ...opts.headers }
    if (opts.appId !== null) headers['privy-app-id'] = opts.appId ?? APP_ID
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    let payload: string | undefined
    if (opts.raw !== undefined) payload = opts.raw
    else if (body !== undefined) payload = JSON.stringify(body)
    if (payload !== undefined) headers['content-type'] ??= 'application/json'
    return Promise.resolve(server.app.request(path, { method, headers, body: payload }))
  }
  const t: TestServer = {
    ...server,
    advance: (seconds) => {
      now += seconds * 1000
    },
    post: (path, body, opts) => request('POST', path, body, opts),
    get: (path, opts) => request('GET', path, undefined, opts),
    async code(to) {
      const messages = await server.deps.storage.listOutbox({ to: to.toLowerCase(), kind: 'code', limit: 1 })
      const m = messages[0]
      if (!m) throw new Error(`no code sent to ${to}`)
      return m.code
    },
    async loginEmail(email) {
      const init = await t.post('/api/v1/passwordless/init', { email })
      if (init.status !== 200) throw new Error(`init ${init.status} ${await init.text()}`)
      const res = await t.post('/api/v1/passwordless/authenticate', { email, code: await t.code(email) })
      if (res.status !== 200) throw new Error(`authenticate ${res.status} ${await res.text()}`)
      return (await res.json()) as AuthResponseJSON
    },
    fingerprint: () => server.deps.storage.fingerprint(),
  }
  return t
}

/** Reads an error body and checks its shape. */
export async function errorOf(res: Response): Promise<{ status: number; error: string; code: string }> {
  const body = (await res.json()) as { error: unknown; code: unknown }
  if (typeof body.error !== 'string' || typeof body.code !== 'string') {
    throw new Error(`not an ErrorJSON: ${JSON.stringify(body)}`)
  }
  return { status: res.status, error: body.error, code: body.code }
}
