/**
 * Applies the migrations (migrations/) with Kysely's `Migrator`, which records each applied name in
 * `schema_migrations` (name, timestamp), under a lock (PostgreSQL: Latch's migration advisory lock, held by the caller, so
 * instances starting together migrate once). All pending migrations apply in one transaction, on both engines.
 *
 * Databases made by earlier versions kept their own bookkeeping, which `adoptLegacyBookkeeping` carries over before
 * the migrator runs (under the same lock): a `schema_migrations (name, applied_at)` table is rewritten in Kysely's
 * shape with the same names; a SQLite file from before that table (its `PRIMARY user_version` counted the first
 * migrations applied) gets that many names recorded. Nothing else is touched: the data stays where it is.
 */
import { type Kysely, type Migration, Migrator, sql } from 'kysely'
import { columnTypes, type Db } from './dialect'
import { MIGRATIONS } from './migrations'
import type { StorageEngine } from './types'

/** Kysely's bookkeeping tables (the first one keeps the name earlier versions used). */
export const MIGRATION_TABLE = 'schema_migrations'
export const MIGRATION_LOCK_TABLE = 'schema_migrations_lock'

function migratorOf(db: Db, engine: StorageEngine): Migrator {
  const t = columnTypes(engine)
  const migrations: Record<string, Migration> = {}
  for (const [name, up] of MIGRATIONS) migrations[name] = { up: (kdb) => up(kdb, t) }
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: MIGRATION_TABLE,
    migrationLockTableName: MIGRATION_LOCK_TABLE,
  })
}

/** The columns of `table` (empty when there is no such table). */
async function columnsOf(db: Kysely<unknown>, engine: StorageEngine, table: string): Promise<string[]> {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)
      : await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db)
  return rows.map((r) => r.name)
}

/** ISO times in the order of the names (Kysely orders applied migrations by time, then name). */
function stamps(rows: ReadonlyArray<{ name: string; applied_at: number }>) {
  let last = 0
  return [...rows]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => {
      last = Math.max(last, Number(r.applied_at))
      return { name: r.name, timestamp: new Date(last * 1000).toISOString() }
    })
}

/** Carries the bookkeeping of earlier versions over to Kysely's table (see the module comment); idempotent. */
export async function adoptLegacyBookkeeping(db: Db, engine: StorageEngine): Promise<string[]> {
  const k = db as unknown as Kysely<unknown>
  const columns = await columnsOf(k, engine, MIGRATION_TABLE)
  let legacy: Array<{ name: string; applied_at: number }> = []
  if (columns.includes('applied_at')) {
    legacy = (
      await sql<{ name: string; applied_at: number }>`SELECT name, applied_at FROM schema_migrations`.execute(
        k,
      )
    ).rows
  } else if (columns.length === 0 && engine === 'sqlite') {
    const { rows } = await sql<{ user_version: number }>`PRAGMA user_version`.execute(k)
    const counted = rows[0]?.user_version ?? 0
    if (counted === 0) return []
    const now = Math.floor(Date.now() / 1000)
    legacy = MIGRATIONS.slice(0, counted).map(([name]) => ({ name, applied_at: now }))
  } else {
    return []
  }
  await k.transaction().execute(async (trx) => {
    if (columns.length > 0) await trx.schema.dropTable(MIGRATION_TABLE).execute()
    await trx.schema
      .createTable(MIGRATION_TABLE)
      .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
      .execute()
    const rows = stamps(legacy)
    if (rows.length > 0)
      await (trx as Kysely<Record<string, { name: string; timestamp: string }>>)
        .insertInto(MIGRATION_TABLE)
        .values(rows)
        .execute()
  })
  return legacy.map((r) => r.name)
}

/**
 * Applies the pending migrations; returns their names. The legacy bookkeeping is adopted first. The caller holds the
 * migration lock (PostgreSQL: postgres.ts runs this on one session holding Latch's migration advisory lock; SQLite:
 * one connection, one process).
 */
export async function migrateToLatest(db: Db, engine: StorageEngine): Promise<string[]> {
  await adoptLegacyBookkeeping(db, engine)
  // Nothing pending: no transaction at all. Kysely's migrator reads, then writes its lock row in one deferred
  // transaction; on SQLite a server process writing meanwhile makes that upgrade fail at once ('database is locked',
  // busy_timeout does not apply to a stale read snapshot), which refused `latch-server` commands beside a running dev server.
  if ((await pendingMigrations(db, engine)) === 0) return []
  const { error, results } = await migratorOf(db, engine).migrateToLatest()
  if (error) throw error
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

/** How many migrations are not applied yet (all of them when the bookkeeping table does not exist). */
export async function pendingMigrations(db: Db, engine: StorageEngine): Promise<number> {
  const k = db as unknown as Kysely<unknown>
  const columns = await columnsOf(k, engine, MIGRATION_TABLE)
  if (!columns.includes('timestamp')) return MIGRATIONS.length
  const { rows } = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(k)
  const applied = new Set(rows.map((r) => r.name))
  return MIGRATIONS.filter(([name]) => !applied.has(name)).length
}
