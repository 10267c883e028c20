/**
 * Storage: the `Storage` contract (types.ts), written once over Kysely (kysely.ts) for two engines. `openStorage`
 * picks one: PostgreSQL when a database URL is given (`LATCH_DATABASE_URL`, for one or several server instances),
 * otherwise SQLite in the data folder (`LATCH_DATA_DIR`; in memory without one). The schema is database.ts (types)
 * and migrations/ (one file per change); where the engines differ is dialect.ts.
 */
import { openPostgresStorage, type PostgresStorageOptions } from './postgres'
import { createSqliteStorage } from './sqlite'
import type { Storage } from './types'

export type * from './console-types'
export { OPERATOR_ROLES } from './console-types'
export type { Database, TableName } from './database'
export { ADVISORY_LOCKS } from './dialect'
export { DatabaseConfigError, isStorageUnavailable, StorageUnavailableError } from './errors'
export { MIGRATION_NAMES } from './migrations'
export { DEFAULT_DATABASE_TIMEOUT_MS, describeDatabaseUrl, openPostgresStorage } from './postgres'
export { TABLES } from './rows'
export { createSqliteStorage, migrateSqliteFolder } from './sqlite'
export type * from './types'

export interface OpenStorageOptions extends PostgresStorageOptions {
  /** A postgres:// URL: PostgreSQL. Unset: SQLite. */
  databaseUrl?: string
  /** SQLite's folder (`<dataDir>/latch.sqlite`); unset with no URL: in memory. */
  dataDir?: string
}

/**
 * Opens the configured engine and applies pending migrations. Throws DatabaseConfigError for a malformed URL and
 * StorageUnavailableError when the database cannot be reached (both name the variable).
 */
export async function openStorage(options: OpenStorageOptions = {}): Promise<Storage> {
  const { databaseUrl, dataDir, ...pg } = options
  if (databaseUrl) return openPostgresStorage(databaseUrl, pg)
  const storage = createSqliteStorage(dataDir)
  // a failed migration fails the open, as on PostgreSQL
  await storage.health()
  return storage
}
