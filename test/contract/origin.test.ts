/**
 * A host page on an origin the app does not allow: the server's refusal reaches the client (as a browser would
 * send it: the page's Origin header on every call), and the client says which origin and what to do, in
 * `ready()`'s rejection, `$restoreError`, `$lastError` and once in the console.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDefaultEnv, createMemoryStorage, type KeyValueStorage } from '../../core/src/env'
import { createLatch } from '../../core/src/latch'
import { APP_ID, type ContractServer, createClient, loginByEmail, startContractServer } from './helpers'

const OTHER = 'http://not-allowed.example:3000'
const MESSAGE = `This origin (${OTHER}) is not allowed for app ${APP_ID}: add it to the app's allowed origins`

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

/** A client whose calls carry the page's Origin header, as a browser on `OTHER` sends them. */
function clientOn(origin: string, storage: KeyValueStorage = createMemoryStorage()) {
  const logged: string[] = []
  const env = createDefaultEnv({
    fetch: (input, init) => {
      const headers = new Headers(init?.headers)
      headers.set('origin', origin)
      return globalThis.fetch(input, { ...init, headers })
    },
    storage,
    sessionStorage: createMemoryStorage(),
    location: { href: () => `${origin}/app/login?x=1`, replace: () => {}, assign: () => {} },
    locks: undefined,
    createChannel: undefined,
    logger: { warn: (m) => logged.push(`warn ${m}`), error: (m) => logged.push(`error ${m}`) },
  })
  return { latch: createLatch({ appId: APP_ID, apiUrl: server.url, env }), logged }
}

describe('a disallowed origin says so', () => {
  it('ready() rejects with origin_not_allowed naming the origin and the app; the console says it once', async () => {
    const { latch, logged } = clientOn(OTHER)
    await expect(latch.ready()).rejects.toMatchObject({
      name: 'ApiError',
      code: 'origin_not_allowed',
      status: 403,
      message: MESSAGE,
    })
    // a login attempt on the same client: $lastError carries the same message; the screen keeps its own text
    await expect(latch.initLoginWithEmail('origin@example.com')).rejects.toMatchObject({ message: MESSAGE })
    expect(latch.$lastError.get()).toMatchObject({ flow: 'email', error: { code: 'origin_not_allowed' } })
    expect(latch.$lastError.get()?.error.message).toBe(MESSAGE)
    expect(latch.flows.email.$submitError.get()).toBe('Issue submitting email')
    expect(logged.filter((l) => l === `error ${MESSAGE}`)).toHaveLength(1)
  })

  it('a session made on an allowed origin is not restored on another one: $restoreError says why', async () => {
    const storage = createMemoryStorage()
    const allowed = createClient(server, { storage })
    await loginByEmail(server, allowed, 'origin-restore@example.com')
    allowed.destroy()

    const { latch } = clientOn(OTHER, storage)
    await latch.ready().catch(() => {})
    expect(latch.$restoreError.get()).toMatchObject({ code: 'origin_not_allowed', message: MESSAGE })
    expect(latch.$auth.get().status).toBe('unauthenticated')
  })

  it('an allowed origin is served as before', async () => {
    const { latch, logged } = clientOn('http://127.0.0.1:5173')
    await latch.ready()
    expect(latch.$appConfig.get()?.id).toBe(APP_ID)
    expect(logged.join('\n')).not.toContain('not allowed')
  })
})
