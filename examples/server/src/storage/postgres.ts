/**
 * PostgreSQL (`postgres`, porsager's client): any number of server instances on one database. The queries are
 * kysely.ts's; this checks the URL, opens a pool that can be replaced when the database stops answering, bounds every
 * call by a deadline and maps connection failures to StorageUnavailableError.
 */
import postgres from 'postgres'
import { ADVISORY_LOCKS, createKysely, dialectOf } from './dialect'
import {
  DatabaseConfigError,
  isStorageUnavailable,
  StorageUnavailableError,
  settleWithin,
  withDeadline,
  withUnavailableErrors,
} from './errors'
import { createKyselyStorage } from './kysely'
import { migrateToLatest } from './migrator'
import type { Storage } from './types'

/**
 * How long one storage call may take before it fails as unavailable (`LATCH_DATABASE_TIMEOUT_MS`). Healthy calls
 * take milliseconds; the bound is for a database that accepts connections and then never answers.
 */
export const DEFAULT_DATABASE_TIMEOUT_MS = 5000
/** Seconds to set up a connection (TCP, startup, authentication) before it fails with CONNECT_TIMEOUT. */
const CONNECT_TIMEOUT_SECONDS = 5
/** Storage methods the deadline leaves unbounded: long but legitimate work, never on a request's path. */
const UNBOUNDED_METHODS = ['migrate', 'close', 'purgeExpired'] as const

/** Error codes meaning "the database cannot be reached right now" (network, shutdown, overload). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down)
  '53300', // too_many_connections
])

export function isUnavailableError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return UNAVAILABLE_CODES.has(code) || code.startsWith('08') // 08xxx: connection exceptions
}

/**
 * Checks a `postgres://` / `postgresql://` URL and returns a description without the password (for messages).
 * Throws DatabaseConfigError naming `variable` when it is malformed.
 */
export function describeDatabaseUrl(value: string, variable = 'LATCH_DATABASE_URL'): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new DatabaseConfigError(
      `${variable} is not a valid URL: expected postgres://user:password@host:5432/database`,
    )
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new DatabaseConfigError(
      `${variable} must start with postgres:// or postgresql:// (got '${url.protocol}//'); unset it to use SQLite in LATCH_DATA_DIR`,
    )
  }
  if (!url.hostname && !url.searchParams.get('host')) {
    throw new DatabaseConfigError(
      `${variable} names no host: expected postgres://user:password@host:5432/database`,
    )
  }
  if (url.port && !/^\d+$/.test(url.port)) throw new DatabaseConfigError(`${variable} has an invalid port`)
  const db = url.pathname.replace(/^\//, '') || '(default database)'
  return `${url.hostname || url.searchParams.get('host')}:${url.port || '5432'}/${db}`
}

export interface PostgresStorageOptions {
  /** Connections in the pool. @default 10 */
  max?: number
  /** Seconds to wait for a connection before the call fails with StorageUnavailableError. @default 5 */
  connectTimeout?: number
  /**
   * Milliseconds one storage call may take before it fails with StorageUnavailableError and the pool's connections
   * are replaced (`LATCH_DATABASE_TIMEOUT_MS`). @default DEFAULT_DATABASE_TIMEOUT_MS
   */
  timeoutMs?: number
  /** Apply pending migrations when opening. @default true */
  migrate?: boolean
  /** Name of the variable the URL came from, for error messages. @default 'LATCH_DATABASE_URL' */
  variable?: string
}

type Sql = postgres.Sql<Record<string, never>>

/**
 * A `postgres` client as the storage uses it: BIGINT columns (Unix seconds, milliseconds, ids, all far below 2^53)
 * read as numbers, notices dropped, the connection named `latch-server`.
 */
export function postgresClient(url: string, options: { max?: number; connectTimeout?: number } = {}): Sql {
  return postgres(url, {
    max: options.max ?? 10,
    connect_timeout: options.connectTimeout ?? CONNECT_TIMEOUT_SECONDS,
    onnotice: () => {},
    // postgres.js by default reads the array types on each new connection; a connection destroyed during that read
    // (a database that stopped answering, then the call's timeout) rejects a promise nobody holds: an unhandled
    // rejection, which ends a Node process (porsager/postgres#1192). The storage binds no arrays and reads no array
    // columns, so it skips the read. With it off, `reserve()` on a pool with no idle connection hangs
    // (porsager/postgres#1219): transactions go through `begin` (dialect.ts), the migration session warms the pool.
    fetch_types: false,
    connection: { application_name: 'latch-server' },
    types: {
      bigint: { to: 20, from: [20], serialize: (x: number) => String(x), parse: (x: string) => Number(x) },
    },
  }) as unknown as Sql
}

/**
 * Opens PostgreSQL storage on `url`: checks the URL (DatabaseConfigError), reaches the database
 * (StorageUnavailableError naming the variable and host, never the password), then applies pending migrations.
 */
export async function openPostgresStorage(
  url: string,
  options: PostgresStorageOptions = {},
): Promise<Storage> {
  const variable = options.variable ?? 'LATCH_DATABASE_URL'
  const where = describeDatabaseUrl(url, variable)
  const timeoutMs = options.timeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1) {
    throw new DatabaseConfigError(
      'LATCH_DATABASE_TIMEOUT_MS must be a whole number of milliseconds, at least 1',
    )
  }
  const pool = switchablePool(() =>
    postgresClient(url, { max: options.max ?? 10, connectTimeout: options.connectTimeout }),
  )
  const sql = pool.sql
  const engine = createPostgresStorage(sql)
  try {
    // reachable at all: bounded like every call (a listener that accepts and never answers, or closes at once,
    // would keep the client trying forever)
    await settleWithin(Promise.resolve(sql`SELECT 1`), timeoutMs, 'PostgreSQL')
    if (options.migrate ?? true) await engine.migrate()
  } catch (error) {
    // what is still queued or connecting is dropped at once: a failed open leaves nothing behind
    await sql.end({ timeout: 0 }).catch(() => {})
    if (isStorageUnavailable(error) || isUnavailableError(error)) {
      throw new StorageUnavailableError(
        `Cannot reach the PostgreSQL database of ${variable} (${where}): ${(error as Error).message}`,
        { cause: error },
      )
    }
    throw error
  }
  const bounded = withDeadline(engine, 'PostgreSQL', {
    ms: timeoutMs,
    exempt: UNBOUNDED_METHODS,
    onTimeout: pool.replaceIfOlderThan,
  })
  return withUnavailableErrors(bounded, 'PostgreSQL', isUnavailableError)
}

/**
 * The engine's client behind a stable `sql`, replaceable when the database stops answering. The `postgres` client
 * bounds connecting (`connect_timeout`) but not a query that never gets an answer: the connection waiting on it
 * stays busy for good (a half-open TCP flow), and a peer that accepts and closes at once keeps it reconnecting. When
 * a call outlives its deadline, the client is swapped for a fresh one and the old one is ended at once: what it still
 * queued is rejected (never sent later), its sockets close, and PostgreSQL rolls back any transaction whose
 * connection goes away before COMMIT. Healthy calls in flight on the old client fail too (503, the client retries);
 * a call that started before the last swap does not swap again.
 */
function switchablePool(create: () => Sql) {
  let current = create()
  let since = performance.now()
  const sql = new Proxy(function unused() {}, {
    apply: (_target, _this, args: unknown[]) => (current as unknown as (...a: unknown[]) => unknown)(...args),
    // Kysely's dialect recognises a client by its methods (`'reserve' in sql`)
    has: (_target, key) => key in current,
    get(_target, key) {
      const value = Reflect.get(current, key)
      return typeof value === 'function' ? value.bind(current) : value
    },
  }) as unknown as Sql
  return {
    sql,
    /** A call started at `startedAt` (performance.now()) timed out: replace the client unless that was done since. */
    replaceIfOlderThan(startedAt: number) {
      if (startedAt < since) return
      const old = current
      current = create()
      since = performance.now()
      old.end({ timeout: 0 }).catch(() => {})
    },
  }
}

/** The storage over the client: kysely.ts's queries through Kysely's `postgres` dialect. */
function createPostgresStorage(sql: Sql): Storage {
  const db = createKysely({ engine: 'postgres', sql: sql as unknown as postgres.Sql })
  // instances starting together migrate once: one session takes Latch's migration lock and runs the migrations
  const migrate = async () => {
    // an idle connection for the reserve to take (see fetch_types in postgresClient): nothing else runs at startup
    await sql`SELECT 1`
    const session = await sql.reserve()
    try {
      await session`SELECT pg_advisory_lock(${ADVISORY_LOCKS.namespace}::int, ${ADVISORY_LOCKS.migrations}::int)`
      try {
        return await migrateToLatest(
          createKysely({ engine: 'postgres', sql: session, session: true }),
          'postgres',
        )
      } finally {
        await session`SELECT pg_advisory_unlock(${ADVISORY_LOCKS.namespace}::int, ${ADVISORY_LOCKS.migrations}::int)`
      }
    } finally {
      session.release()
    }
  }
  // Kysely ends its driver only if it ran a query (`latch-server migrate` runs them all on the session above): the
  // client is ended here in any case
  const close = async () => {
    await db.destroy()
    await sql.end({ timeout: 5 })
  }
  return createKyselyStorage(db, dialectOf('postgres'), { migrate, close })
}
