/**
 * Errors of the storage layer that callers act on (the database is unreachable, or its address is malformed), and the
 * engines' own "that row is someone else's" rollback.
 */
import { aroundEachMethod } from './around'
import type { Storage } from './types'

/**
 * The database could not be reached (connection refused, lost or timed out; the server shutting down). Routes
 * answer it with 503 `database_unavailable`; the call wrote nothing, because each storage call is one transaction.
 */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError'
  readonly code = 'database_unavailable'
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
  }
}

/** `LATCH_DATABASE_URL` (or another database setting) is malformed: the server and the CLI exit with status 2. */
export class DatabaseConfigError extends Error {
  override readonly name = 'DatabaseConfigError'
  readonly code = 'invalid_database_url'
}

/**
 * Thrown inside an engine's transaction when a unique row (an account's app, type and key; a device key; a
 * credential) belongs to someone else, so that everything the transaction wrote rolls back. Never leaves the engine.
 */
export class AccountTaken extends Error {}

/** Runs an engine transaction: its result, or 'taken' when it rolled back on AccountTaken. */
export async function takenOnConflict<T>(transaction: () => T | Promise<T>): Promise<T | 'taken'> {
  try {
    return await transaction()
  } catch (error) {
    if (error instanceof AccountTaken) return 'taken'
    throw error
  }
}

/** True for a StorageUnavailableError, also one from another copy of this module (compared by name). */
export const isStorageUnavailable = (error: unknown): error is StorageUnavailableError =>
  error instanceof Error && error.name === 'StorageUnavailableError'

/**
 * Wraps every method of an engine so that the errors `isUnavailable` recognises (connection refused or lost, the
 * database busy or shutting down) become StorageUnavailableError; other errors pass unchanged.
 */
export function withUnavailableErrors(
  storage: Storage,
  engine: string,
  isUnavailable: (error: unknown) => boolean,
): Storage {
  return aroundEachMethod(storage, async (_method, call) => {
    try {
      return await call()
    } catch (error) {
      if (!isUnavailable(error)) throw error
      throw new StorageUnavailableError(`${engine} is unavailable: ${(error as Error).message}`, {
        cause: error,
      })
    }
  })
}
