import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../core/src/env'
import {
  type ContractServer,
  createClient,
  decodeClaims,
  loginByEmail,
  post,
  startContractServer,
} from './helpers'

const KEY_REFRESH = 'latch:refresh_token'
const KEY_TOKEN = 'latch:token'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

describe('sessions', () => {
  it('refresh rotation: every refresh stores a new refresh token; a superseded one later revokes the family', async () => {
    const storage = createMemoryStorage()
    const latch = createClient(server, { storage })
    await loginByEmail(server, latch, 'rotate@example.com')
    const first = storage.getItem(KEY_REFRESH) as string
    await latch.refreshUser()
    const second = storage.getItem(KEY_REFRESH) as string
    expect(second).toBeTruthy()
    expect(second).not.toBe(first)
    await latch.refreshUser()
    const third = storage.getItem(KEY_REFRESH) as string
    expect(third).not.toBe(second)
    expect(latch.$auth.get().status).toBe('authenticated')

    // the superseded token, presented after the 10 s grace window, is reuse: the whole session is revoked
    server.advance(11)
    const reuse = await post(server, '/api/v1/sessions', { refresh_token: first })
    expect(reuse.status).toBe(401)
    expect(await reuse.json()).toMatchObject({ code: 'missing_or_invalid_token' })
    // the client's own (current) token is dead too: its next refresh signs it out
    await latch.refreshUser().catch(() => undefined)
    expect(latch.$auth.get().status).toBe('unauthenticated')
  })

  it('two clients refreshing the same session at once both stay signed in', async () => {
    const storageA = createMemoryStorage()
    const a = createClient(server, { storage: storageA })
    await loginByEmail(server, a, 'two-tabs@example.com')
    // a second "tab" with its own copy of the same session (no shared locks or channel)
    const storageB = createMemoryStorage()
    for (const key of [KEY_TOKEN, KEY_REFRESH]) storageB.setItem(key, storageA.getItem(key) as string)
    const b = createClient(server, { storage: storageB })
    await b.ready()
    expect(b.$auth.get().status).toBe('authenticated')

    const [ua, ub] = await Promise.all([a.refreshUser(), b.refreshUser()])
    expect(ua.id).toBe(ub.id)
    expect(a.$auth.get().status).toBe('authenticated')
    expect(b.$auth.get().status).toBe('authenticated')
    // the loser of the race got the current pair (within the 10 s grace), so both still hold live tokens
    await a.refreshUser()
    await b.refreshUser()
    expect(a.$auth.get().status).toBe('authenticated')
    expect(b.$auth.get().status).toBe('authenticated')
  })

  it('two clients sharing one storage refresh at once', async () => {
    const storage = createMemoryStorage()
    const a = createClient(server, { storage })
    await loginByEmail(server, a, 'shared-storage@example.com')
    const b = createClient(server, { storage })
    await b.ready()
    await Promise.all([a.refreshUser(), b.refreshUser(), a.refreshUser()])
    expect(a.$auth.get().status).toBe('authenticated')
    expect(b.$auth.get().status).toBe('authenticated')
    const check = await post(server, '/api/v1/sessions', { refresh_token: storage.getItem(KEY_REFRESH) })
    expect(check.status).toBe(200)
  })

  it('fork: a new pair plus a refresh token for a new session, which fork/recover accepts', async () => {
    const storage = createMemoryStorage()
    const latch = createClient(server, { storage })
    const { user } = await loginByEmail(server, latch, 'fork@example.com')
    const before = await latch.getAccessToken()
    const forked = await latch.forkSession()
    expect(forked).toBeTruthy()
    const after = await latch.getAccessToken()
    expect(after).toBeTruthy()
    expect(decodeClaims(after as string).sid).toBe(decodeClaims(before as string).sid)
    const recovered = await post(server, '/api/v1/sessions/fork/recover', { refresh_token: forked })
    expect(recovered.status).toBe(200)
    const body = (await recovered.json()) as { token: string; user: { id: string } }
    expect(body.user.id).toBe(user.id)
    expect(decodeClaims(body.token).sid).not.toBe(decodeClaims(before as string).sid)
  })

  it('a fork whose answer is lost: 11 s later the parent refreshes and a retried fork works, nobody signed out', async () => {
    const storage = createMemoryStorage()
    let dropped = 0
    const latch = createClient(server, {
      storage,
      env: {
        // the fork reaches the server and is answered; the answer is lost on the way back
        fetch: async (input, init) => {
          const res = await globalThis.fetch(input, init)
          if (String(input).endsWith('/api/v1/sessions/fork') && dropped === 0) {
            dropped++
            throw new TypeError('network error: the answer was lost')
          }
          return res
        },
      },
    })
    const { user } = await loginByEmail(server, latch, 'lost-fork@example.com')
    const before = await latch.getAccessToken()
    // the client may retry the call itself; either way the first answer was lost after the server acted
    const first = await latch.forkSession().catch(() => null)
    expect(dropped).toBe(1)
    server.advance(11)
    await latch.refreshUser()
    expect(latch.$auth.get().status).toBe('authenticated')
    const parent = await latch.getAccessToken()
    expect(parent).toBeTruthy()
    expect(decodeClaims(parent as string).sid).toBe(decodeClaims(before as string).sid)
    const forked = first ?? (await latch.forkSession())
    const recovered = await post(server, '/api/v1/sessions/fork/recover', { refresh_token: forked })
    expect(recovered.status).toBe(200)
    expect(((await recovered.json()) as { user: { id: string } }).user.id).toBe(user.id)
    server.advance(11)
    await latch.refreshUser()
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(await latch.getAccessToken()).toBeTruthy()
  })

  it('logout: local state cleared and the server session revoked', async () => {
    const storage = createMemoryStorage()
    const latch = createClient(server, { storage })
    await loginByEmail(server, latch, 'logout@example.com')
    const refreshToken = storage.getItem(KEY_REFRESH) as string
    await latch.logout()
    expect(latch.$auth.get().status).toBe('unauthenticated')
    expect(storage.getItem(KEY_REFRESH)).toBeNull()
    expect(await latch.getAccessToken()).toBeNull()
    const res = await post(server, '/api/v1/sessions', { refresh_token: refreshToken })
    expect(res.status).toBe(401)
  })

  it('a restored session (new client, same storage) refreshes through the server', async () => {
    const storage = createMemoryStorage()
    const latch = createClient(server, { storage })
    const { user } = await loginByEmail(server, latch, 'restore@example.com')
    const again = createClient(server, { storage })
    await again.ready()
    expect(again.$auth.get().status).toBe('authenticated')
    expect(again.$user.get()?.id).toBe(user.id)
  })

  it('logoutEverywhere(): every session of the user ends on the server (the other device signs out), this page too', async () => {
    const storageA = createMemoryStorage()
    const a = createClient(server, { storage: storageA })
    await loginByEmail(server, a, 'everywhere-client@example.com')
    // a second device: its own login, its own session
    const storageB = createMemoryStorage()
    const b = createClient(server, { storage: storageB })
    await loginByEmail(server, b, 'everywhere-client@example.com')
    const refreshB = storageB.getItem(KEY_REFRESH)

    await a.logoutEverywhere()
    expect(a.$auth.get().status).toBe('unauthenticated')
    expect(storageA.getItem(KEY_REFRESH)).toBeNull()
    // the other device's refresh token is dead on the server: its next refresh signs it out
    const check = await post(server, '/api/v1/sessions', { refresh_token: refreshB })
    expect(check.status).toBe(401)
    await b.refreshUser().catch(() => undefined)
    expect(b.$auth.get().status).toBe('unauthenticated')
    // signed out, the command is refused with a code
    await expect(a.logoutEverywhere()).rejects.toMatchObject({ code: 'must_be_authenticated' })
  })
})
