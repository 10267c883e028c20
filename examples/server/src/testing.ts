/** Route-test helpers: an in-memory server app driven with `app.request()` and a movable clock. */
import type { AuthResponseJSON, GrantJSON } from '@latch/core/protocol'
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
  /**
   * What the client's guard does: `call`; when it is refused with a 403 naming a grant, a verification for that
   * grant (`verify`, by default a step-up code to the first kind the refusal offers), then `call` once more.
   */
  granted(
    token: string,
    call: () => Promise<Response>,
    verify?: (grant: GrantJSON) => Promise<Response>,
  ): Promise<Response>
  /** A step-up code of `type` sent and verified for `grant`; the verify answer. */
  stepUp(token: string, type: 'email' | 'phone', grant?: GrantJSON): Promise<Response>
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
    async stepUp(token, type, grant) {
      const init = await t.post('/api/v1/step_up/init', { type }, { token })
      if (init.status !== 200) throw new Error(`step_up/init ${init.status} ${await init.text()}`)
      const [sent] = await server.deps.storage.listOutbox({ kind: 'code', limit: 1 })
      if (!sent) throw new Error('no step-up code sent')
      const ask = grant ? { action: grant.action, target: grant.target } : {}
      return t.post('/api/v1/step_up/verify', { type, code: sent.code, ...ask }, { token })
    },
    async granted(token, call, verify) {
      const first = await call()
      if (first.status !== 403) return first
      const body = (await first.clone().json()) as { grant?: GrantJSON; step_up_methods?: string[] }
      if (!body.grant) return first
      const grant = body.grant
      const kind = body.step_up_methods?.[0]
      const verified = verify
        ? await verify(grant)
        : kind === 'email' || kind === 'phone'
          ? await t.stepUp(token, kind, grant)
          : null
      if (verified?.status !== 200) return first
      return call()
    },
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
