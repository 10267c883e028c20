/**
 * Each engine difference of dialect.ts, named and tested on both engines: row locks, skipped locks, the per-user
 * lock, the cleanup lock, booleans, the change marker, identity keys and 64-bit integers. The SQLite answers hold
 * because Kysely's SQLite driver runs one transaction at a time on its one connection: tested here too.
 */
import Database from 'better-sqlite3'
import { sql } from 'kysely'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../../test/fixtures/postgres/database'
import { ADVISORY_LOCKS, createKysely, type Db, type Dialect, dialectOf } from './dialect'
import { migrateToLatest } from './migrator'
import { postgresClient } from './postgres'
import type { StorageEngine } from './types'

let pg: TestDatabase
beforeAll(async () => {
  pg = await createTestDatabase('dialect')
}, 60_000)
afterAll(async () => {
  await pg?.drop()
})

interface Engine {
  db: Db
  dialect: Dialect
  close(): Promise<void>
}

async function open(engine: StorageEngine): Promise<Engine> {
  const db =
    engine === 'sqlite'
      ? createKysely({ engine, database: new Database(':memory:') })
      : createKysely({ engine, sql: postgresClient(pg.url, { max: 4 }) })
  await migrateToLatest(db, engine)
  if (engine === 'postgres')
    await sql`TRUNCATE users, grants, passkeys, accounts RESTART IDENTITY`.execute(db)
  return { db, dialect: dialectOf(engine), close: () => db.destroy() }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const grant = (id: string, createdAt: number) => ({
  id,
  app_id: 'a',
  user_id: 'u1',
  session_id: 's1',
  action: 'export_wallet',
  target: 't',
  verified_by: 'mfa:totp',
  created_at: createdAt,
  expires_at: 1000,
})

describe.each(['sqlite', 'postgres'] as const)('engine differences on %s', (engine) => {
  let e: Engine
  beforeAll(async () => {
    e = await open(engine)
  })
  afterAll(async () => {
    await e?.close()
  })

  it('lockForUpdate and lockUser: a second transaction on the same row waits for the first to end', async () => {
    await e.db
      .insertInto('users')
      .values({ id: 'u1', app_id: 'a', created_at: 1 })
      .onConflict((oc) => oc.doNothing())
      .execute()
    const events: string[] = []
    const first = e.db.transaction().execute(async (trx) => {
      await e.dialect.lockUser(trx, 'u1')
      events.push('first locked')
      await sleep(200)
      events.push('first done')
    })
    await sleep(50)
    const second = e.db.transaction().execute(async (trx) => {
      await e.dialect.lockForUpdate(trx.selectFrom('users').select('id').where('id', '=', 'u1')).execute()
      events.push('second locked')
    })
    await Promise.all([first, second])
    expect(events).toEqual(['first locked', 'first done', 'second locked'])
  })

  it('skipLocked: a claim never takes a row another transaction holds (PostgreSQL) or runs after it (SQLite)', async () => {
    await e.db
      .insertInto('grants')
      .values([grant('g1', 1), grant('g2', 2)])
      .execute()
    const next = (trx: Db) =>
      e.dialect
        .skipLocked(
          trx.selectFrom('grants').select('id').where('used_at', 'is', null).orderBy('created_at').limit(1),
        )
        .executeTakeFirst()
    let release: () => void = () => {}
    const held = new Promise<void>((r) => {
      release = r
    })
    let firstTook: string | undefined
    const first = e.db.transaction().execute(async (trx) => {
      firstTook = (await next(trx))?.id
      await held
    })
    await sleep(50)
    const second = e.db.transaction().execute(async (trx) => (await next(trx))?.id)
    await sleep(100)
    release()
    const [, secondTook] = await Promise.all([first, second])
    expect(firstTook).toBe('g1')
    // PostgreSQL skips the held row; SQLite's second transaction only starts once the first has ended
    expect(secondTook).toBe(engine === 'postgres' ? 'g2' : 'g1')
  })

  it('tryCleanupLock: false while another instance holds the cleanup lock (PostgreSQL), true otherwise', async () => {
    expect(await e.db.transaction().execute((trx) => e.dialect.tryCleanupLock(trx))).toBe(true)
    if (engine !== 'postgres') return
    const other = postgres(pg.url, { max: 1, onnotice: () => {} })
    try {
      await other.begin(async (tx) => {
        await tx`SELECT pg_advisory_xact_lock(${ADVISORY_LOCKS.namespace}::int, ${ADVISORY_LOCKS.cleanup}::int)`
        expect(await e.db.transaction().execute((trx) => e.dialect.tryCleanupLock(trx))).toBe(false)
      })
    } finally {
      await other.end({ timeout: 5 })
    }
  })

  it('bool: a BOOLEAN column round-trips true and false; identity keys climb; 64-bit integers stay numbers', async () => {
    const ids: number[] = []
    for (const [key, backedUp] of [
      ['k1', true],
      ['k2', false],
    ] as const) {
      const account = await e.db
        .insertInto('accounts')
        .values({
          app_id: 'a',
          user_id: 'u1',
          type: 'passkey',
          key,
          data: '{}',
          first_verified_at: 1,
          latest_verified_at: 1,
          first_verified_ms: Number.MAX_SAFE_INTEGER,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(account.id)
      await e.db
        .insertInto('passkeys')
        .values({
          app_id: 'a',
          id: key,
          user_id: 'u1',
          account_id: account.id,
          public_key: 'pk',
          counter: 0,
          transports: '[]',
          device_type: 'singleDevice',
          backed_up: e.dialect.bool(backedUp),
          aaguid: '0',
          name: key,
          created_at: 1,
        })
        .execute()
    }
    expect(ids[1]).toBe((ids[0] as number) + 1)
    const rows = await e.db.selectFrom('passkeys').select(['id', 'backed_up']).orderBy('id').execute()
    // PostgreSQL answers booleans, SQLite 0/1: the mapper (rows.ts toPasskey) reads both
    expect(rows.map((r) => [r.id, Boolean(r.backed_up)])).toEqual([
      ['k1', true],
      ['k2', false],
    ])
    const big = await e.db
      .selectFrom('accounts')
      .select('first_verified_ms')
      .where('key', '=', 'k1')
      .executeTakeFirst()
    expect(big?.first_verified_ms).toBe(Number.MAX_SAFE_INTEGER)
  })

  it('changeMarker: moves when a row is updated, not when nothing is written', async () => {
    const tables = ['users']
    const before = await e.dialect.changeMarker(e.db, tables, 0)
    expect(await e.dialect.changeMarker(e.db, tables, 0)).toBe(before)
    await e.db.updateTable('users').set({ created_at: 2 }).where('id', '=', 'u1').execute()
    expect(await e.dialect.changeMarker(e.db, tables, 0)).not.toBe(before)
  })
})
