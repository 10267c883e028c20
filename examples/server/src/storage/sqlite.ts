/**
 * SQLite: one file in WAL mode (or in memory), for one server process: `npm run demo`, the tests, a single box.
 * The queries are kysely.ts's; this opens the file (private to its owner) and sets the connection up. Kysely's
 * SQLite driver runs every call and every transaction on the one connection, one at a time (a mutex), so a
 * transaction's reads and writes never interleave with another call's.
 */
import { chmodSync, existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { aroundEachMethod } from './around'
import { createKysely, dialectOf } from './dialect'
import { withUnavailableErrors } from './errors'
import { createKyselyStorage } from './kysely'
import { migrateToLatest } from './migrator'
import type { Storage } from './types'

/**
 * The database file in `dataDir`, made private: the folder 0700 and the database (with its WAL and shared-memory
 * files) 0600, so other users of the machine cannot read sessions, codes or sealed secrets.
 */
function privateDataFile(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  chmodSync(dataDir, 0o700)
  const file = join(dataDir, 'latch.sqlite')
  privateFiles(file)
  return file
}

/** After opening: a database file just created (and its WAL files) is made 0600 too. */
function privateFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600)
}

/** SQLite's busy and I/O failures: the database is there but cannot be used right now. */
const UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|READONLY)/
const isSqliteUnavailable = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && UNAVAILABLE.test(code)
}

/** Opens the file (or memory) with the connection settings every SQLite storage uses. */
function openDatabase(dataDir: string | undefined): Database.Database {
  const file = dataDir ? privateDataFile(dataDir) : ':memory:'
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  if (dataDir) privateFiles(file)
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.pragma('busy_timeout = 5000')
  return db
}

/** Applies the pending migrations to `<dataDir>/latch.sqlite` (`latch-server migrate`); returns their names. */
export async function migrateSqliteFolder(dataDir: string): Promise<string[]> {
  const db = createKysely({ engine: 'sqlite', database: openDatabase(dataDir) })
  try {
    return await migrateToLatest(db, 'sqlite')
  } finally {
    await db.destroy()
  }
}

/**
 * SQLite storage. `dataDir` undefined means an in-memory database (tests); otherwise `<dataDir>/latch.sqlite`
 * in WAL mode. Migrations start at once; every call waits for them (and fails as they failed).
 */
export function createSqliteStorage(dataDir?: string): Storage {
  const db = createKysely({ engine: 'sqlite', database: openDatabase(dataDir) })
  const storage = createKyselyStorage(db, dialectOf('sqlite'))
  const ready = migrateToLatest(db, 'sqlite')
  // a failure is reported by the first call that waits for it, not as an unhandled rejection
  ready.catch(() => {})
  const afterMigrations = aroundEachMethod(storage, async (method, call) => {
    if (method !== 'close') await ready
    return call()
  })
  return withUnavailableErrors(afterMigrations, 'SQLite', isSqliteUnavailable)
}
