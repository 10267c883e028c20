/**
 * The server API calls' wire (unit, injected fetch): HTTP Basic with the app secret and the privy-app-id header,
 * the paths and bodies, paging, and each refusal as a typed error that never carries the secret. The same calls
 * against the real server are in test/contract/server-sdk.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { UserJSON } from '../api/wire'
import { createLatchServerClient, isLatchServerError } from './index'

const APP = 'latchtestapp0000000000001'
const SECRET = 's3cr3t-app-secret-value'

const userJson = (id: string): UserJSON => ({
  id,
  created_at: 1_764_000_000,
  linked_accounts: [
    {
      type: 'email',
      address: `${id}@example.com`,
      verified_at: 1,
      first_verified_at: 1,
      latest_verified_at: 1,
    },
  ],
  mfa_methods: [],
})

function harness(answer: (req: Request) => Response | Promise<Response>) {
  const seen: Request[] = []
  const client = createLatchServerClient({
    appId: APP,
    appSecret: SECRET,
    apiUrl: 'https://auth.example.test/',
    fetch: async (input, init) => {
      const req = new Request(input as string, init)
      seen.push(req.clone())
      return answer(req)
    },
  })
  return { client, seen }
}

async function refusal(p: Promise<unknown>) {
  try {
    await p
  } catch (error) {
    if (!isLatchServerError(error)) throw error
    expect(error.message).not.toContain(SECRET)
    expect(JSON.stringify({ ...error, stack: undefined })).not.toContain(SECRET)
    return { code: error.code, status: error.status, message: error.message }
  }
  throw new Error('expected a refusal')
}

describe('server API calls', () => {
  it('getUser: Basic app id + secret, the privy-app-id header, the user parsed as the client parses it', async () => {
    const { client, seen } = harness(() => Response.json(userJson('u1')))
    const user = await client.getUser('u1')
    expect(user.id).toBe('u1')
    expect(user.email?.address).toBe('u1@example.com')
    const req = seen[0] as Request
    expect(req.url).toBe('https://auth.example.test/api/v1/users/u1')
    expect(req.headers.get('authorization')).toBe(`Basic ${btoa(`${APP}:${SECRET}`)}`)
    expect(req.headers.get('privy-app-id')).toBe(APP)
  })

  it('lookups, import and delete send what the server API takes', async () => {
    const { client, seen } = harness((req) =>
      req.method === 'DELETE' ? new Response(null, { status: 204 }) : Response.json(userJson('u2')),
    )
    await client.getUserByEmail('A@Example.com')
    await client.getUserByPhone('+15555550100')
    await client.getUserByWalletAddress('0x000000000000000000000000000000000000dEaD')
    await client.getUserByCustomAuthId('ext-1')
    await client.importUser({
      linkedAccounts: [
        { type: 'email', address: 'a@example.com' },
        { type: 'github_oauth', subject: '123', username: 'ann' },
      ],
    })
    await client.deleteUser('u/2')
    const calls = await Promise.all(
      seen.map(async (r) => [r.method, new URL(r.url).pathname, r.method === 'POST' ? await r.json() : null]),
    )
    expect(calls).toEqual([
      ['POST', '/api/v1/users/email/address', { address: 'A@Example.com' }],
      ['POST', '/api/v1/users/phone/number', { number: '+15555550100' }],
      ['POST', '/api/v1/users/wallet/address', { address: '0x000000000000000000000000000000000000dEaD' }],
      ['POST', '/api/v1/users/custom_auth/id', { custom_user_id: 'ext-1' }],
      [
        'POST',
        '/api/v1/users',
        {
          linked_accounts: [
            { type: 'email', address: 'a@example.com' },
            { type: 'github_oauth', subject: '123', username: 'ann' },
          ],
        },
      ],
      ['DELETE', '/api/v1/users/u%2F2', null],
    ])
  })

  it('listUsers iterates page by page, fetching the next page only when needed', async () => {
    const pages: Record<string, { data: UserJSON[]; next_cursor: string | null }> = {
      '': { data: [userJson('a'), userJson('b')], next_cursor: 'b' },
      b: { data: [userJson('c'), userJson('d')], next_cursor: 'd' },
      d: { data: [userJson('e')], next_cursor: null },
    }
    const { client, seen } = harness((req) => {
      const url = new URL(req.url)
      expect(url.searchParams.get('limit')).toBe('2')
      return Response.json(pages[url.searchParams.get('cursor') ?? ''])
    })
    const ids: string[] = []
    for await (const user of client.listUsers({ pageSize: 2 })) {
      ids.push(user.id)
      if (ids.length === 2) expect(seen).toHaveLength(1)
    }
    expect(ids).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(seen).toHaveLength(3)
  })

  it('refusals are typed: not_found, unauthorized, invalid_request, linked_to_another_user, rate_limited, server_error, network_error', async () => {
    const answers: Array<[number, unknown, string]> = [
      [404, { error: 'User not found', code: 'not_found' }, 'not_found'],
      [401, { error: 'Invalid app ID or app secret', code: 'invalid_app_credentials' }, 'unauthorized'],
      [400, { error: "Invalid field 'address'", code: 'invalid_request' }, 'invalid_request'],
      [400, { error: 'taken', code: 'linked_to_another_user' }, 'linked_to_another_user'],
      [429, { error: 'Too many requests (code 429).', code: 'rate_limited' }, 'rate_limited'],
      [503, null, 'server_error'],
    ]
    for (const [status, body, code] of answers) {
      const { client } = harness(() =>
        body === null ? new Response('oops', { status }) : Response.json(body, { status }),
      )
      expect(await refusal(client.getUser('u1'))).toMatchObject({ code, status })
    }
    const down = harness(() => Promise.reject(new TypeError('fetch failed')))
    expect(await refusal(down.client.getUser('u1'))).toMatchObject({ code: 'network_error', status: null })
    const malformed = harness(() => Response.json({ id: 42 }))
    expect(await refusal(malformed.client.getUser('u1'))).toMatchObject({ code: 'server_error' })
  })
})
