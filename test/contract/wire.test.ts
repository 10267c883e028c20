/**
 * Wire agreement: the same request sequences against the msw handlers the core's unit tests use
 * (test/fixtures/msw) and against this reference server. Statuses, error codes and the JSON skeletons (keys and
 * value types) must match; if the handlers and the server drift apart on the wire, a test here fails.
 */
import { setupServer } from 'msw/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginHandlers } from '../fixtures/msw/login.handlers'
import { createSessionHandlers } from '../fixtures/msw/session.handlers'
import { createFakeState, type FakeState } from '../fixtures/msw/state'
import { APP_ID, type ContractServer, readCode, startContractServer } from './helpers'

interface Driver {
  name: string
  appId: string
  request(method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<Response>
  code(to: string): Promise<string>
  /**
   * Makes the session's grant for an account change (`unlink phone:+1...`) with a step-up code sent to `to`. The msw
   * handlers do not model grants (the core's guard tests make their own refusals), so on them this does nothing; the
   * server's refusal and grant are covered by its route tests and the step-up contract tests.
   */
  vouch(
    token: string,
    to: { type: 'email' | 'phone'; recipient: string },
    action: string,
    target: string,
  ): Promise<void>
}

let server: ContractServer
let fake: FakeState
const msw = setupServer()

beforeAll(async () => {
  server = await startContractServer()
  fake = await createFakeState()
  msw.use(...createSessionHandlers(fake), ...createLoginHandlers(fake).handlers)
  // only the fake API's host is intercepted; calls to the real server go through
  msw.listen({ onUnhandledRequest: 'bypass' })
})
afterAll(async () => {
  msw.close()
  await server.close()
})

const driver = (
  name: string,
  baseUrl: () => string,
  appId: () => string,
  code: Driver['code'],
  grants: boolean,
): Driver => ({
  name,
  get appId() {
    return appId()
  },
  request: (method, path, body, token) =>
    fetch(`${baseUrl()}${path}`, {
      method,
      headers: {
        'privy-app-id': appId(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  code,
  async vouch(token, to, action, target) {
    if (!grants) return
    const send = (path: string, body: unknown) =>
      fetch(`${baseUrl()}${path}`, {
        method: 'POST',
        headers: {
          'privy-app-id': appId(),
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
        },
        body: JSON.stringify(body),
      })
    const init = await send('/api/v1/step_up/init', { type: to.type })
    if (!init.ok) throw new Error(`step_up/init answered ${init.status}`)
    const verify = await send('/api/v1/step_up/verify', {
      type: to.type,
      code: await code(to.recipient),
      action,
      target,
    })
    if (!verify.ok) throw new Error(`step_up/verify answered ${verify.status}`)
  },
})

const drivers = (): Driver[] => [
  driver(
    'msw handlers',
    () => fake.apiUrl,
    () => fake.appId,
    async (to) => fake.codes.get(to.toLowerCase()) ?? 'none',
    false,
  ),
  driver(
    'reference server',
    () => server.url,
    () => APP_ID,
    (to) => readCode(server, to),
    true,
  ),
]

/** Keys and value types, recursively; arrays by their first item. */
function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? [skeleton(value[0])] : []
  if (value === null) return 'null'
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, skeleton(v)]),
    )
  }
  return typeof value
}

interface Observed {
  status: number
  code?: unknown
  error?: unknown
  shape?: unknown
}

/** Status, error code, and the message where users see it (401 and 429 texts are free). */
async function observe(res: Response): Promise<Observed> {
  const json = (await res.json().catch(() => null)) as Record<string, unknown> | null
  if (!res.ok) {
    return res.status === 401 || res.status === 429
      ? { status: res.status, code: json?.code }
      : { status: res.status, code: json?.code, error: json?.error }
  }
  return { status: res.status, shape: skeleton(json) }
}

/** Only the status (answers whose body is not specified, e.g. logout). */
const statusOnly = async (res: Response): Promise<Observed> => ({ status: res.status })

type Scenario = (d: Driver, unique: string) => Promise<Observed[]>

const emailLogin = async (d: Driver, email: string) => {
  await d.request('POST', '/api/v1/passwordless/init', { email })
  const res = await d.request('POST', '/api/v1/passwordless/authenticate', {
    email,
    code: await d.code(email),
  })
  return (await res.json()) as { token: string; refresh_token: string }
}

const SCENARIOS: Record<string, Scenario> = {
  'email: init, wrong code, right code, login again': async (d, u) => {
    const email = `wire-${u}@example.com`
    const out = [await observe(await d.request('POST', '/api/v1/passwordless/init', { email }))]
    const code = await d.code(email)
    const wrong = code === '000000' ? '111111' : '000000'
    out.push(
      await observe(await d.request('POST', '/api/v1/passwordless/authenticate', { email, code: wrong })),
    )
    out.push(await observe(await d.request('POST', '/api/v1/passwordless/authenticate', { email, code })))
    await d.request('POST', '/api/v1/passwordless/init', { email })
    const again = await d.request('POST', '/api/v1/passwordless/authenticate', {
      email,
      code: await d.code(email),
    })
    const body = (await again.json()) as { is_new_user: boolean }
    out.push({ status: again.status, shape: { is_new_user: body.is_new_user } })
    return out
  },
  'email: an invalid address is 422 with the message': async (d) => [
    await observe(await d.request('POST', '/api/v1/passwordless/init', { email: 'not-an-email' })),
  ],
  'sms: init and authenticate': async (d, u) => {
    const phoneNumber = `+1201555${u.slice(-4).padStart(4, '0')}`
    const out = [await observe(await d.request('POST', '/api/v1/passwordless_sms/init', { phoneNumber }))]
    out.push(
      await observe(
        await d.request('POST', '/api/v1/passwordless_sms/authenticate', {
          phoneNumber,
          code: await d.code(phoneNumber),
        }),
      ),
    )
    return out
  },
  'sessions: refresh, refresh with a bogus token, fork, recover, logout': async (d, u) => {
    const auth = await emailLogin(d, `wire-session-${u}@example.com`)
    const refreshed = await d.request('POST', '/api/v1/sessions', { refresh_token: auth.refresh_token })
    const out: Observed[] = []
    const pair = (await refreshed.clone().json()) as { refresh_token: string }
    out.push(await observe(refreshed))
    out.push(await observe(await d.request('POST', '/api/v1/sessions', { refresh_token: 'bogus-token' })))
    const fork = await d.request('POST', '/api/v1/sessions/fork', { refresh_token: pair.refresh_token })
    const forked = (await fork.clone().json()) as { refresh_token: string; new_session_refresh_token: string }
    out.push(await observe(fork))
    out.push(
      await observe(
        await d.request('POST', '/api/v1/sessions/fork/recover', {
          refresh_token: forked.new_session_refresh_token,
        }),
      ),
    )
    out.push(
      await statusOnly(
        await d.request('POST', '/api/v1/sessions/logout', { refresh_token: forked.refresh_token }),
      ),
    )
    return out
  },
  'link: a second email is refused with the exact message; unlink of the phone answers {user}': async (
    d,
    u,
  ) => {
    const auth = await emailLogin(d, `wire-link-${u}@example.com`)
    const second = `wire-link2-${u}@example.com`
    await d.request('POST', '/api/v1/passwordless/init', { email: second })
    const out = [
      await observe(
        await d.request(
          'POST',
          '/api/v1/passwordless/link',
          { email: second, code: await d.code(second) },
          auth.token,
        ),
      ),
    ]
    const phoneNumber = `+1201556${u.slice(-4).padStart(4, '0')}`
    await d.request('POST', '/api/v1/passwordless_sms/init', { phoneNumber })
    out.push(
      await observe(
        await d.request(
          'POST',
          '/api/v1/passwordless_sms/link',
          { phoneNumber, code: await d.code(phoneNumber) },
          auth.token,
        ),
      ),
    )
    // removing the phone takes a code to the email (linked before it), made for this unlink
    await d.vouch(
      auth.token,
      { type: 'email', recipient: `wire-link-${u}@example.com` },
      'unlink',
      `phone:${phoneNumber}`,
    )
    out.push(
      await observe(await d.request('POST', '/api/v1/passwordless_sms/unlink', { phoneNumber }, auth.token)),
    )
    out.push(
      await observe(await d.request('POST', '/api/v1/passwordless/link', { email: second, code: '123456' })),
    )
    return out
  },
  'oauth: a state that was never issued is 401 invalid_credentials': async (d) => [
    await observe(
      await d.request('POST', '/api/v1/oauth/authenticate', {
        authorization_code: 'abc',
        state_code: 'never-issued-state-0000000000',
      }),
    ),
  ],
  'app config: an unknown app is 404 app_not_found': async (d) => [
    await observe(await d.request('GET', '/api/v1/apps/unknownapp000000000000000')),
  ],
  'app config: the same keys': async (d) => {
    const res = await d.request('GET', `/api/v1/apps/${d.appId}`)
    // values (and so nulls) differ by app; the keys must not
    const keys = (v: unknown): unknown =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, keys((v as Record<string, unknown>)[k])]),
          )
        : true
    return [{ status: res.status, shape: keys(await res.json()) }]
  },
}

describe('msw handlers and the reference server agree on the wire', () => {
  let n = 1000
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    it(name, async () => {
      const unique = String(++n)
      const [fakeDriver, realDriver] = drivers() as [Driver, Driver]
      const fromFake = await scenario(fakeDriver, unique)
      const fromReal = await scenario(realDriver, unique)
      expect(fromReal).toEqual(fromFake)
    })
  }
})
