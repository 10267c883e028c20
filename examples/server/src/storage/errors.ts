/** Errors of the storage layer that callers act on: the database is unreachable, or its address is malformed. */
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
  const wrapped = { ...storage }
  for (const [name, value] of Object.entries(storage)) {
    if (typeof value !== 'function') continue
    ;(wrapped as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await (value as (...a: unknown[]) => Promise<unknown>)(...args)
      } catch (error) {
        if (!isUnavailable(error)) throw error
        throw new StorageUnavailableError(`${engine} is unavailable: ${(error as Error).message}`, {
          cause: error,
        })
      }
    }
  }
  return wrapped
}
