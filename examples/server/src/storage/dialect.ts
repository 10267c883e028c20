/**
 * Where the two engines differ, and only there. Every query of the storage (kysely.ts) is written once; the few
 * statements and column types that SQLite and PostgreSQL spell or arbitrate differently go through the named helpers
 * below, each tested on both engines (dialect.test.ts):
 *
 * - `lockForUpdate` / `skipLocked`: row locks. PostgreSQL serialises concurrent transactions of several instances on
 *   a row (`FOR UPDATE`, `SKIP LOCKED` for queues); SQLite has one connection per process and Kysely's SQLite driver
 *   runs one transaction at a time on it (a mutex), so the lock is the transaction itself.
 * - `lockUser`: one-per-user rules (a second passkey, a wallet, a link) run one at a time per user.
 * - `tryCleanupLock`: one instance at a time runs the cleanup (a transaction-level advisory lock on PostgreSQL).
 * - `bool`: BOOLEAN on PostgreSQL, 0/1 on SQLite (better-sqlite3 binds no booleans).
 * - `changeMarker`: a number that moves whenever a row is written (`fingerprint()`).
 * - `columnTypes`: integer columns (BIGINT on PostgreSQL, INTEGER on SQLite, both 64-bit) and identity keys
 *   (`INTEGER PRIMARY KEY AUTOINCREMENT` / `BIGINT GENERATED ALWAYS AS IDENTITY`), for migrations.
 * - the migration lock and transactional DDL, and the pooled PostgreSQL driver: see `createKysely`; SQLite's prepared statements are reused
 *   (`withStatementCache`).
 *
 * Upserts (`ON CONFLICT`), single-use claims (`UPDATE/DELETE ... RETURNING`), `IS DISTINCT FROM` and recursive CTEs
 * are spelled the same by both engines and need nothing here. Times are always passed in by the caller (the server's
 * injectable clock), never the database's `now()`.
 */
import type Sqlite from 'better-sqlite3'
import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  type QueryResult,
  type SelectQueryBuilder,
  SqliteAdapter,
  type SqliteDatabase,
  SqliteDialect,
  sql,
  type TransactionSettings,
} from 'kysely'
import { PostgresJSDialect } from 'kysely-postgres-js'
import type postgres from 'postgres'
import type { Database } from './database'
import type { StorageEngine } from './types'

/** Advisory lock keys on PostgreSQL (the two-int form): one namespace for Latch, one key per job. */
export const ADVISORY_LOCKS = { namespace: 0x4c415443, migrations: 1, cleanup: 2 } as const

/** A Kysely instance (or transaction) on the schema. */
export type Db = Kysely<Database>

/** SQLite DDL is transactional: the migrator then applies all pending migrations in one transaction. */
class SqliteDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true
  }
}
class LatchSqliteDialect extends SqliteDialect {
  override createAdapter() {
    return new SqliteDdlAdapter()
  }
}

/**
 * Kysely's migration lock on PostgreSQL is left to Latch: postgres.ts takes Latch's migration advisory lock on one
 * reserved session and runs the whole migration on it (`session: true`), because the pooled driver below runs
 * statements outside a transaction on any connection (a session-level lock taken there could be released on another).
 */
class LatchPostgresAdapter extends PostgresAdapter {
  override async acquireMigrationLock() {}
  override async releaseMigrationLock() {}
}

/** What a rolled-back transaction's body throws to make `postgres`'s `begin` roll back; never leaves this file. */
const ROLLBACK = Symbol('rollback')

/**
 * A connection of the pooled driver: statements outside a transaction go to the `postgres` pool (which pipelines
 * them over its connections); a transaction holds one connection from BEGIN to COMMIT/ROLLBACK through the client's
 * own `begin`, whose body waits until Kysely commits or rolls back. Not `reserve()`: with the client's type fetch
 * off (postgres.ts says why), a reserve that has to open a connection is never handed that connection.
 */
class PooledConnection implements DatabaseConnection {
  #tx: { sql: postgres.TransactionSql; finish: (commit: boolean) => Promise<void> } | null = null
  /** `session`: `pool` is one reserved session already (the migrations'); everything runs on it. */
  constructor(
    readonly pool: postgres.Sql,
    readonly session: boolean,
  ) {}
  async begin(isolationLevel: string | undefined) {
    if (this.session) {
      const mode = isolationLevel ? ` isolation level ${isolationLevel}` : ''
      await this.executeQuery(CompiledQuery.raw(`start transaction${mode}`))
      return
    }
    let settle: (commit: boolean) => void = () => {}
    const outcome = new Promise<boolean>((resolve) => {
      settle = resolve
    })
    let opened: (tx: postgres.TransactionSql) => void = () => {}
    let refused: (error: unknown) => void = () => {}
    const started = new Promise<postgres.TransactionSql>((resolve, reject) => {
      opened = resolve
      refused = reject
    })
    const body = async (tx: postgres.TransactionSql) => {
      opened(tx)
      if (!(await outcome)) throw ROLLBACK
    }
    const done = (
      isolationLevel ? this.pool.begin(`isolation level ${isolationLevel}`, body) : this.pool.begin(body)
    ).then(
      () => {},
      (error: unknown) => {
        if (error !== ROLLBACK) throw error
      },
    )
    // BEGIN itself refused (no connection, a timeout): the body never ran
    done.catch(refused)
    const sql = await started
    this.#tx = {
      sql,
      finish: (commit) => {
        settle(commit)
        return done
      },
    }
  }
  async end(commit: boolean) {
    const tx = this.#tx
    if (!tx) {
      await this.executeQuery(CompiledQuery.raw(commit ? 'commit' : 'rollback'))
      return
    }
    this.#tx = null
    await tx.finish(commit)
  }
  release() {
    // a transaction Kysely left open (it never does): roll it back rather than hold its connection
    if (this.#tx) this.end(false).catch(() => {})
  }
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const on = this.#tx?.sql ?? this.pool
    const result = await on.unsafe(query.sql, [...query.parameters] as postgres.ParameterOrJSON<never>[])
    const counted = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(result.command)
    return {
      numAffectedRows: counted ? BigInt(result.count) : undefined,
      rows: Array.from(result) as R[],
    }
  }
  // biome-ignore lint/correctness/useYield: the storage never streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used by the storage')
  }
}

/**
 * Kysely's driver over the `postgres` client, pooled: kysely-postgres-js's driver reserves a connection for every
 * statement, which stops the client from pipelining and, on the refresh path, doubled the database time per refresh
 * (27 -> 59 ms under the server bench). Transactions still hold one connection throughout.
 */
class PooledPostgresDriver implements Driver {
  constructor(
    readonly pool: postgres.Sql,
    readonly session: boolean,
  ) {}
  async init() {}
  async acquireConnection() {
    return new PooledConnection(this.pool, this.session)
  }
  async beginTransaction(connection: PooledConnection, settings: TransactionSettings) {
    await connection.begin(settings.isolationLevel)
  }
  async commitTransaction(connection: PooledConnection) {
    await connection.end(true)
  }
  async rollbackTransaction(connection: PooledConnection) {
    await connection.end(false)
  }
  async releaseConnection(connection: PooledConnection) {
    connection.release()
  }
  async destroy() {
    // queries still running get 5 s to finish (as the storage always closed its client)
    if (!this.session) await this.pool.end({ timeout: 5 })
  }
}

class LatchPostgresDialect extends PostgresJSDialect {
  readonly #pool: postgres.Sql
  readonly #session: boolean
  constructor(pool: postgres.Sql, session: boolean) {
    super({ postgres: pool })
    this.#pool = pool
    this.#session = session
  }
  override createAdapter() {
    return new LatchPostgresAdapter()
  }
  override createDriver() {
    return new PooledPostgresDriver(this.#pool, this.#session)
  }
}

/** How many prepared SQLite statements are kept for reuse (the storage's queries are a few hundred texts). */
const STATEMENT_CACHE = 500

/**
 * The better-sqlite3 database as Kysely's SQLite driver sees it, with its prepared statements kept by SQL text:
 * the driver prepares every query afresh, which on the refresh path cost more than the query itself. Safe because
 * the driver runs one query at a time on the connection; a statement survives schema changes (SQLite re-prepares it).
 */
export function withStatementCache(database: Sqlite.Database): SqliteDatabase {
  const cache = new Map<string, Sqlite.Statement>()
  return {
    close: () => database.close(),
    prepare(text: string) {
      let statement = cache.get(text)
      if (statement) {
        // least recently used last
        cache.delete(text)
      } else {
        statement = database.prepare(text)
        if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value as string)
      }
      cache.set(text, statement)
      return statement
    },
  }
}

/** Kysely over an open better-sqlite3 database or a `postgres` client. */
export function createKysely(
  source:
    | { engine: 'sqlite'; database: Sqlite.Database }
    | { engine: 'postgres'; sql: postgres.Sql; session?: boolean },
): Db {
  if (source.engine === 'sqlite') {
    return new Kysely<Database>({
      dialect: new LatchSqliteDialect({ database: withStatementCache(source.database) }),
    })
  }
  return new Kysely<Database>({ dialect: new LatchPostgresDialect(source.sql, source.session ?? false) })
}

/** The engine-specific statements and types; one instance per storage. */
export interface Dialect {
  readonly engine: StorageEngine
  /** A BOOLEAN column's value as the engine binds it. */
  bool(value: boolean): boolean | number
  /** Locks the selected rows for the rest of the transaction (PostgreSQL `FOR UPDATE`). */
  lockForUpdate<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>
  /** Locks the selected rows, skipping rows another transaction holds (PostgreSQL `FOR UPDATE SKIP LOCKED`). */
  skipLocked<DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>
  /** Serialises one-per-user rules inside a transaction: the user's row is locked until it ends. */
  lockUser(trx: Db, userId: string): Promise<void>
  /** Takes the cleanup job's lock for the transaction; false when another instance holds it. */
  tryCleanupLock(trx: Db): Promise<boolean>
  /**
   * A number that changes when any row of `tables` is inserted, updated or deleted (less `ignoredWrites`, writes
   * made on purpose to tables outside the fingerprint on SQLite).
   */
  changeMarker(db: Db, tables: readonly string[], ignoredWrites: number): Promise<number>
}

export function dialectOf(engine: StorageEngine): Dialect {
  if (engine === 'sqlite') {
    return {
      engine,
      bool: (value) => (value ? 1 : 0),
      // one connection, one transaction at a time (Kysely's SQLite driver holds a mutex): nothing to lock
      lockForUpdate: (q) => q,
      skipLocked: (q) => q,
      lockUser: async () => {},
      tryCleanupLock: async () => true,
      async changeMarker(db, _tables, ignoredWrites) {
        const { rows } = await sql<{ n: number }>`SELECT total_changes() AS n`.execute(db)
        return (rows[0]?.n ?? 0) - ignoredWrites
      },
    }
  }
  return {
    engine,
    bool: (value) => value,
    lockForUpdate: (q) => q.forUpdate(),
    skipLocked: (q) => q.forUpdate().skipLocked(),
    async lockUser(trx, userId) {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute()
    },
    async tryCleanupLock(trx) {
      const { rows } = await sql<{
        ok: boolean
      }>`SELECT pg_try_advisory_xact_lock(${ADVISORY_LOCKS.namespace}::int, ${ADVISORY_LOCKS.cleanup}::int) AS ok`.execute(
        trx,
      )
      return rows[0]?.ok === true
    },
    async changeMarker(db, tables) {
      // a hash of every row's text: an updated row changes it (PostgreSQL keeps no change counter per session)
      let marker = 0
      for (const t of tables) {
        const { rows } = await sql<{
          h: number
        }>`SELECT coalesce(sum(hashtext(x::text)::bigint), 0) AS h FROM ${sql.table(t)} x`.execute(db)
        marker += Number(rows[0]?.h ?? 0)
      }
      return marker
    },
  }
}

/** Column types for migrations, per engine (the schemas stay as the hand-written SQL of earlier versions made them). */
export function columnTypes(engine: StorageEngine) {
  return {
    /** A 64-bit integer (Unix seconds, milliseconds, counters, ids). */
    big: (engine === 'postgres' ? 'bigint' : 'integer') as ColumnDataType,
    /** An identity primary key. */
    identity: (c: ColumnDefinitionBuilder) =>
      engine === 'postgres' ? c.primaryKey().generatedAlwaysAsIdentity() : c.primaryKey().autoIncrement(),
    /** The identity key's type (`INTEGER PRIMARY KEY` is SQLite's rowid alias). */
    identityType: (engine === 'postgres' ? 'bigint' : 'integer') as ColumnDataType,
    /** A BOOLEAN (SQLite keeps 0/1 in an INTEGER). */
    boolean: (engine === 'postgres' ? 'boolean' : 'integer') as ColumnDataType,
  }
}
