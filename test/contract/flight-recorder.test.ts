/**
 * The flight recorder against the real server: an email login records the expected event kinds in order, each API
 * attempt under the request id the server logged for it, and nothing secret (no email, code or token) is in the
 * export. With `debug` off nothing is recorded and no request id is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAppSeed, type RunningServer, startServer } from '../../examples/server/src/index'
import { createLogger } from '../../examples/server/src/logging'
import { createClient, loginByEmail, RELAXED_LIMITS } from './helpers'

let server: RunningServer
const logs: Array<{ reqId?: string; path?: string }> = []

beforeAll(async () => {
  server = await startServer({
    devMode: true,
    devOidc: false,
    apps: [demoAppSeed()],
    rateLimits: RELAXED_LIMITS,
    logger: createLogger({ destination: { write: (line: string) => void logs.push(JSON.parse(line)) } }),
  })
})
afterAll(() => server?.close())

describe('flight recorder (config.debug)', () => {
  it('an email login: API calls under the ids the server logged, flow steps and commands in order, no secret', async () => {
    const latch = createClient(server, { config: { debug: true } })
    const email = 'recorder@example.com'
    await loginByEmail(server, latch, email)
    const token = (await latch.getAccessToken()) ?? ''
    const events = latch.debug.events()

    const kinds = events.map((e) =>
      e.kind === 'api'
        ? `api ${e.method} ${e.path} ${e.status}`
        : e.kind === 'flow'
          ? `flow ${e.flow} ${e.step}`
          : e.kind === 'command'
            ? `command ${e.name} ${e.outcome}`
            : e.kind,
    )
    const order = [
      'api GET /api/v1/apps/latchd… 200',
      'flow email submitting',
      'api POST /api/v1/passwordless/init 200',
      'flow email awaiting-code',
      'command initLoginWithEmail ok',
      'flow email verifying',
      'api POST /api/v1/passwordless/authenticate 200',
      'flow email done',
      'command loginWithCode ok',
    ]
    let from = 0
    for (const expected of order) {
      const at = kinds.findIndex((k, i) => i >= from && k.startsWith(expected))
      expect(
        at,
        `${expected} after ${kinds[from - 1] ?? 'the start'} in\n${kinds.join('\n')}`,
      ).toBeGreaterThanOrEqual(from)
      from = at + 1
    }

    // every attempt's request id is the one the server wrote in its log for that request
    const logged = new Set(logs.map((l) => l.reqId))
    for (const e of events) if (e.kind === 'api') expect(logged.has(e.requestId)).toBe(true)

    const exported = latch.debug.export()
    expect(JSON.parse(exported).events).toHaveLength(events.length)
    const code = /"code":"(\d{6})"/.exec(JSON.stringify(logs))?.[1]
    for (const secret of [email, token, token.split('.')[1] ?? 'x', code ?? 'no-code-logged']) {
      expect(exported).not.toContain(secret)
    }
    latch.destroy()
  })

  it('off: nothing is recorded and no request id is sent', async () => {
    const sent: Array<Record<string, string>> = []
    const latch = createClient(server, {
      env: {
        fetch: (input, init) => {
          sent.push({ ...(init?.headers as Record<string, string>) })
          return globalThis.fetch(input, init)
        },
      },
    })
    await loginByEmail(server, latch, 'no-recorder@example.com')
    expect(latch.debug.enabled).toBe(false)
    expect(latch.debug.events()).toEqual([])
    expect(sent.length).toBeGreaterThan(2)
    expect(sent.filter((h) => 'x-request-id' in h)).toEqual([])
    latch.destroy()
  })
})
