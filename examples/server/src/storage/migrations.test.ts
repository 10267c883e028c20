/**
 * The migrations on both engines: a fresh database gets the same schema as the hand-written SQL of earlier versions
 * made; a database made by an earlier version (its own bookkeeping, some migrations not applied yet) upgrades in
 * place with its rows kept; `latch-server migrate` applies what is pending.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import type postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../../test/fixtures/postgres/database'
import {
  createSqliteStorage,
  MIGRATION_NAMES,
  migrateSqliteFolder,
  openPostgresStorage,
  type Storage,
} from './index'
import { type LegacyMigration, POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from './legacy-testing'
import { postgresClient } from './postgres'

/** The rows an earlier version wrote before the upgrade (version 0010's schema: no grants, no first_verified_ms). */
const SEED = [
  "INSERT INTO secrets (name, value) VALUES ('signing', 'sealed-key')",
  "INSERT INTO users (id, app_id, created_at) VALUES ('u1', 'app', 100)",
  `INSERT INTO accounts (app_id, user_id, type, key, data, first_verified_at, latest_verified_at)
     VALUES ('app', 'u1', 'email', 'a@example.com', '{"address":"a@example.com"}', 100, 150)`,
  `INSERT INTO accounts (app_id, user_id, type, key, data, first_verified_at, latest_verified_at)
     VALUES ('app', 'u1', 'passkey', 'cred-1', '{}', 120, 120)`,
  `INSERT INTO passkeys (app_id, id, user_id, account_id, public_key, counter, transports, device_type, backed_up,
     aaguid, name, created_at) VALUES ('app', 'cred-1', 'u1', 2, 'pk', 7, '["internal"]', 'multiDevice', BACKED_UP,
     '00000000-0000-0000-0000-000000000000', 'Laptop', 120)`,
  "INSERT INTO sessions (id, app_id, user_id, created_at, expires_at) VALUES ('s1', 'app', 'u1', 100, 99999)",
]
const APPLIED_BEFORE = 10

/** What the upgraded storage must still show, and what 0011 and 0012 added must work. */
async function expectUpgraded(s: Storage) {
  expect(await s.health()).toEqual({ pendingMigrations: 0 })
  expect(await s.getSecret('signing')).toBe('sealed-key')
  const user = await s.getUser('app', 'u1')
  expect(user?.accounts.map((a) => [a.type, a.key, a.firstVerifiedAt, a.firstVerifiedMs])).toEqual([
    ['email', 'a@example.com', 100, 100_000],
    ['passkey', 'cred-1', 120, 120_000],
  ])
  expect(user?.passkeys.map((p) => [p.id, p.counter, p.backedUp, p.disabledAt])).toEqual([
    ['cred-1', 7, true, null],
  ])
  expect(user?.customMetadata).toEqual({})
  expect((await s.getSession('s1'))?.userId).toBe('u1')
  // 0011: grants; 0012: used JWT ids and disabled passkeys
  const scope = { sessionId: 's1', action: 'export_wallet', target: '0xabc' }
  await s.addGrant({
    ...scope,
    id: 'g1',
    appId: 'app',
    userId: 'u1',
    verifiedBy: 'mfa:totp',
    createdAt: 1,
    expiresAt: 500,
  })
  expect(await s.claimGrant(scope, 2)).toBe('g1')
  expect(await s.useJwtId('app', 'jti-1', 500, 1)).toBe(true)
  expect(await s.disablePasskey('app', 'cred-1', 300)).toBe(true)
  // migrating again applies nothing
  expect(await s.migrate()).toEqual([])
}

describe('migrations on sqlite', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'latch-migrations-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  /** A database file built with the SQL of the first `n` legacy migrations. */
  const legacyFile = (name: string, n: number) => {
    const folder = join(dir, name)
    const raw = new Database(join(mkdirp(folder), 'latch.sqlite'))
    for (const m of SQLITE_MIGRATIONS.slice(0, n)) raw.exec(m.sql)
    return { folder, raw }
  }

  it('a fresh database has the schema the earlier hand-written SQL made (then the later migrations), table by table', async () => {
    const { folder, raw } = legacyFile('legacy-schema', SQLITE_MIGRATIONS.length)
    // the hand-written SQL's own bookkeeping (the migrations it had), so the migrator adopts it and applies the rest
    raw.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
    const record = raw.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)')
    for (const m of SQLITE_MIGRATIONS.filter((m) => m.sql)) record.run(m.name, 1_700_000_000)
    raw.close()
    const upgraded = createSqliteStorage(folder)
    expect(await upgraded.migrate()).toEqual([])
    await upgraded.close()
    const legacy = new Database(join(folder, 'latch.sqlite'))
    const fresh = join(dir, 'fresh')
    expect(await migrateSqliteFolder(fresh)).toEqual(MIGRATION_NAMES)
    const now = new Database(join(fresh, 'latch.sqlite'))
    expect(sqliteSchema(now)).toEqual(sqliteSchema(legacy))
    now.close()
    legacy.close()
  })

  it('a database of an earlier version (schema_migrations with applied_at) upgrades in place, rows kept', async () => {
    const { folder, raw } = legacyFile('legacy-table', APPLIED_BEFORE)
    raw.exec('CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)')
    const record = raw.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)')
    for (const m of SQLITE_MIGRATIONS.slice(0, APPLIED_BEFORE)) record.run(m.name, 1_700_000_000)
    for (const statement of SEED) raw.exec(statement.replace('BACKED_UP', '1'))
    raw.close()

    const s = createSqliteStorage(folder)
    await expectUpgraded(s)
    await s.close()
    const check = new Database(join(folder, 'latch.sqlite'))
    const rows = check.prepare('SELECT name, timestamp FROM schema_migrations ORDER BY name').all() as {
      name: string
      timestamp: string
    }[]
    expect(rows.map((r) => r.name)).toEqual(MIGRATION_NAMES)
    // the earlier applications keep their time
    expect(rows[0]?.timestamp).toBe(new Date(1_700_000_000_000).toISOString())
    check.close()
  })

  it('latch-server migrate on a folder of an earlier version applies only what is pending', async () => {
    const { folder, raw } = legacyFile('legacy-cli', APPLIED_BEFORE)
    raw.pragma(`user_version = ${APPLIED_BEFORE}`)
    raw.close()
    expect(await migrateSqliteFolder(folder)).toEqual(MIGRATION_NAMES.slice(APPLIED_BEFORE))
    expect(await migrateSqliteFolder(folder)).toEqual([])
  })

  it('a migration that fails applies nothing of the pending batch (one transaction)', async () => {
    const { folder, raw } = legacyFile('legacy-broken', APPLIED_BEFORE)
    raw.pragma(`user_version = ${APPLIED_BEFORE}`)
    // 0012 creates used_jwt_ids: a table already there makes it fail after 0011 ran
    raw.exec('CREATE TABLE used_jwt_ids (x TEXT)')
    raw.close()
    await expect(migrateSqliteFolder(folder)).rejects.toThrow(/used_jwt_ids/)
    const check = new Database(join(folder, 'latch.sqlite'))
    const grants = check.prepare("SELECT name FROM sqlite_master WHERE name = 'grants'").all()
    expect(grants).toEqual([])
    check.close()
  })
})

describe('migrations on postgres', () => {
  const dbs: TestDatabase[] = []
  const clients: postgres.Sql[] = []
  const database = async (label: string) => {
    const db = await createTestDatabase(label)
    dbs.push(db)
    const sql = postgresClient(db.url, { max: 1 })
    clients.push(sql)
    return { url: db.url, sql }
  }
  afterAll(async () => {
    for (const sql of clients) await sql.end({ timeout: 5 })
    for (const db of dbs) await db.drop()
  })
  const run = async (sql: postgres.Sql, migrations: LegacyMigration[]) => {
    for (const m of migrations) await sql.unsafe(m.sql)
  }

  it('a fresh database has the schema the earlier hand-written SQL made (then the later migrations), table by table', async () => {
    const legacy = await database('mig_legacy')
    await run(legacy.sql, POSTGRES_MIGRATIONS)
    // the hand-written SQL's own bookkeeping (the migrations it had), so the migrator adopts it and applies the rest
    await legacy.sql`CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`
    for (const m of POSTGRES_MIGRATIONS.filter((m) => m.sql)) {
      await legacy.sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${m.name}, 1700000000)`
    }
    const upgraded = await openPostgresStorage(legacy.url, { max: 1 })
    await upgraded.close()
    const fresh = await database('mig_fresh')
    const s = await openPostgresStorage(fresh.url, { max: 1 })
    await s.close()
    expect(await postgresSchema(fresh.sql)).toEqual(await postgresSchema(legacy.sql))
  })

  it('a database of an earlier version (schema_migrations with applied_at) upgrades in place, rows kept', async () => {
    const old = await database('mig_upgrade')
    await run(old.sql, POSTGRES_MIGRATIONS.slice(0, APPLIED_BEFORE))
    await old.sql`CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at BIGINT NOT NULL)`
    for (const m of POSTGRES_MIGRATIONS.slice(0, APPLIED_BEFORE)) {
      await old.sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${m.name}, 1700000000)`
    }
    for (const statement of SEED) await old.sql.unsafe(statement.replace('BACKED_UP', 'true'))

    // several instances of the new version start at once on it
    const opened = await Promise.all([1, 2, 3].map(() => openPostgresStorage(old.url, { max: 1 })))
    await expectUpgraded(opened[0] as Storage)
    for (const s of opened) await s.close()
    const rows = await old.sql`SELECT name FROM schema_migrations ORDER BY name`
    expect(rows.map((r) => r.name)).toEqual(MIGRATION_NAMES)
  })
})

const mkdirp = (folder: string) => {
  rmSync(folder, { recursive: true, force: true })
  mkdirSync(folder, { recursive: true })
  return folder
}

/** Tables (but the bookkeeping), their columns (type, not null, default, key) and their indexes, on SQLite. */
function sqliteSchema(db: Database.Database) {
  const tables = (
    db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as { name: string }[]
  )
    .map((t) => t.name)
    .filter((t) => !t.startsWith('schema_migrations'))
  return tables.map((t) => ({
    table: t,
    columns: db
      .prepare(`SELECT name, upper(type) AS type, "notnull", dflt_value, pk FROM pragma_table_info(?)`)
      .all(t),
    indexes: (
      db.prepare('SELECT name, "unique" FROM pragma_index_list(?) ORDER BY name').all(t) as {
        name: string
        unique: number
      }[]
    ).map((i) => ({
      // SQLite names the indexes of inline UNIQUE constraints itself (sqlite_autoindex_<table>_<n>)
      name: i.name.startsWith('sqlite_autoindex') ? 'auto' : i.name,
      unique: i.unique,
      columns: (
        db.prepare('SELECT name FROM pragma_index_info(?) ORDER BY seqno').all(i.name) as { name: string }[]
      ).map((c) => c.name),
    })),
  }))
}

/** The same on PostgreSQL: columns with their types, nullability and defaults; indexes with their definitions. */
async function postgresSchema(sql: postgres.Sql) {
  const columns = await sql`
    SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity, identity_generation
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name NOT LIKE 'schema_migrations%'
    ORDER BY table_name, column_name`
  const indexes = await sql`
    SELECT tablename, indexname, indexdef FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename NOT LIKE 'schema_migrations%' ORDER BY tablename, indexname`
  return { columns: [...columns], indexes: [...indexes] }
}
