/**
 * The console's storage methods on both engines (SQLite in memory, PostgreSQL on the test server): an invite used
 * once, a credential registered once, challenges taken once, the passkey counter's compare and set, sessions, the
 * user search's exact and prefix matches with pages, and the security log's filters, newest first.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../../test/fixtures/postgres/database'
import { createSqliteStorage, openPostgresStorage, type Storage } from '.'

let pg: TestDatabase
beforeAll(async () => {
  pg = await createTestDatabase('console')
}, 60_000)
afterAll(async () => {
  await pg?.drop()
})

const engines = [
  { name: 'sqlite', open: async (): Promise<Storage> => createSqliteStorage() },
  { name: 'postgres', open: (): Promise<Storage> => openPostgresStorage(pg.url, { max: 4 }) },
]

describe.each(engines)('console storage on $name', (engine) => {
  let s: Storage
  beforeEach(async () => {
    s = await engine.open()
    return () => s.close()
  })

  it('an invite is used once, by two concurrent acceptances; a taken credential uses nothing', async () => {
    const tag = Math.random().toString(36).slice(2)
    await s.addOperatorInvite({
      tokenHash: `h${tag}`,
      email: `o${tag}@x.co`,
      role: 'owner',
      createdAt: 10,
      expiresAt: 100,
    })
    expect(await s.getOperatorInvite(`h${tag}`, 100)).toBeNull()
    expect((await s.getOperatorInvite(`h${tag}`, 50))?.role).toBe('owner')
    const key = (id: string) => ({ id, publicKey: 'pk', counter: 0, transports: ['internal'] })
    const both = await Promise.all([
      s.acceptOperatorInvite(`h${tag}`, 20, `op_a${tag}`, key(`c1${tag}`)),
      s.acceptOperatorInvite(`h${tag}`, 20, `op_b${tag}`, key(`c2${tag}`)),
    ])
    expect(both.filter((o) => o !== null)).toHaveLength(1)
    const op = both.find((o) => o !== null)
    expect(op?.email).toBe(`o${tag}@x.co`)
    // a second invite for the same person, with a credential already registered: refused, the invite kept
    await s.addOperatorInvite({
      tokenHash: `g${tag}`,
      email: `o${tag}@x.co`,
      role: 'support',
      createdAt: 10,
      expiresAt: 100,
    })
    const registered = both[0] ? `c1${tag}` : `c2${tag}`
    expect(await s.acceptOperatorInvite(`g${tag}`, 20, `op_c${tag}`, key(registered))).toBeNull()
    expect(await s.getOperatorInvite(`g${tag}`, 30)).not.toBeNull()
    // with a new credential: the same operator, the invite's role
    const again = await s.acceptOperatorInvite(`g${tag}`, 20, `op_c${tag}`, key(`c3${tag}`))
    expect(again).toMatchObject({ id: op?.id, role: 'support' })
    expect(await s.useOperatorPasskey(`c3${tag}`, 0, 5, 30)).toBe(true)
    expect(await s.useOperatorPasskey(`c3${tag}`, 0, 6, 31)).toBe(false)
    await s.putOperatorChallenge({
      challenge: `ch${tag}`,
      purpose: 'authenticate',
      inviteHash: null,
      expiresAt: 40,
    })
    const takes = await Promise.all([
      s.takeOperatorChallenge(`ch${tag}`),
      s.takeOperatorChallenge(`ch${tag}`),
    ])
    expect(takes.filter((x) => x !== null)).toHaveLength(1)
    await s.createOperatorSession({
      id: `s${tag}`,
      operatorId: op?.id as string,
      csrf: 'c',
      createdAt: 1,
      lastSeenAt: 1,
      expiresAt: 9,
    })
    await s.revokeOperatorSession(`s${tag}`, 5)
    expect((await s.getOperatorSession(`s${tag}`))?.revokedAt).toBe(5)
  })

  it('user search: exact and prefix, one row per user, pages by user id, per app', async () => {
    const app = `app${Math.random().toString(36).slice(2, 8)}`
    for (let i = 0; i < 5; i++) {
      await s.createUser(app, `u${i}`, { type: 'email', key: `p${i}@x.co`, data: {} }, 10)
      await s.addAccount(app, `u${i}`, { type: 'phone', key: `+1555000${i}`, data: {} }, 10)
    }
    await s.createUser(`${app}b`, 'v0', { type: 'email', key: 'p0@x.co', data: {} }, 10)
    const page = (after?: string) => s.searchUsers({ appId: app, kind: 'email', query: 'p', after, limit: 2 })
    const first = await page()
    const second = await page(first.at(-1)?.userId)
    const third = await page(second.at(-1)?.userId)
    expect([...first, ...second, ...third].map((r) => r.userId)).toEqual(['u0', 'u1', 'u2', 'u3', 'u4'])
    expect(await s.searchUsers({ kind: 'email', query: 'p0@x.co', limit: 10 })).toHaveLength(2)
    expect(await s.searchUsers({ appId: app, kind: 'phone', query: '+15550003', limit: 10 })).toEqual([
      { appId: app, userId: 'u3' },
    ])
    expect(await s.searchUsers({ appId: app, kind: 'email', query: 'q', limit: 10 })).toEqual([])
  })

  it('the security log: filters by app, user, type and time, newest first, paged by id', async () => {
    const app = `app${Math.random().toString(36).slice(2, 8)}`
    for (let i = 0; i < 6; i++) {
      await s.addSecurityEvent({
        appId: app,
        type: i % 2 ? 'login' : 'logout',
        userId: i < 3 ? 'a' : 'b',
        sessionId: null,
        method: null,
        ip: null,
        details: { i },
        createdAt: 100 + i,
      })
    }
    const all = await s.searchSecurityEvents({ appId: app, limit: 10 })
    expect(all.map((e) => e.details.i)).toEqual([5, 4, 3, 2, 1, 0])
    expect(
      (await s.searchSecurityEvents({ appId: app, userId: 'a', type: 'login', limit: 10 })).map(
        (e) => e.details.i,
      ),
    ).toEqual([1])
    expect(
      (await s.searchSecurityEvents({ appId: app, since: 102, until: 104, limit: 10 })).map(
        (e) => e.details.i,
      ),
    ).toEqual([4, 3, 2])
    const next = await s.searchSecurityEvents({ appId: app, before: all[1]?.id, limit: 2 })
    expect(next.map((e) => e.details.i)).toEqual([3, 2])
  })
})
