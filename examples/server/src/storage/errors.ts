/**
 * Errors of the storage layer that callers act on (the database is unreachable, or its address is malformed), and the
 * engines' own "that row is someone else's" rollback.
 */
import { aroundEachMethod } from './around'
import type { Storage } from './types'

/**
 * The database could not be reached (connection refused, lost or timed out; the server shutting down) or did not
 * answer within the storage deadline. Routes answer it with 503 `database_unavailable`. Nothing is half written, as
 * each storage call is one statement or one transaction; a call that timed out after its statement (or COMMIT)
 * reached a server that then froze may still be applied when that server resumes.
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

export interface DeadlineOptions {
  /** How long one call may take, in milliseconds. */
  ms: number
  /** Methods left unbounded (migrations, closing, the cleanup job: long but legitimate work). */
  exempt?: readonly string[]
  /**
   * Called once per timed-out call, before it fails, with the time the call started: the engine drops the
   * connections that stopped answering so that they do not take the next calls down with them.
   */
  onTimeout?: (startedAt: number) => void
}

/**
 * `running`, unless it has not settled after `ms`: then StorageUnavailableError saying `what` did not answer (and
 * `onTimeout` first). Its late outcome is ignored.
 */
export function settleWithin<T>(
  running: Promise<T>,
  ms: number,
  what: string,
  onTimeout?: () => void,
): Promise<T> {
  // the late outcome of a call that already failed is nobody's: keep it from being an unhandled rejection
  running.catch(() => {})
  let timer: ReturnType<typeof setTimeout> | undefined
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout?.()
      const cause = Object.assign(new Error(`no answer within ${ms} ms`), { code: 'STORAGE_DEADLINE' })
      reject(new StorageUnavailableError(`${what} did not answer within ${ms} ms`, { cause }))
    }, ms)
  })
  return Promise.race([running, expired]).finally(() => clearTimeout(timer))
}

/**
 * Bounds every method of an engine (except `exempt`): a call that has not settled after `ms` fails with
 * StorageUnavailableError, so that a database that accepts connections and then says nothing (a half-open TCP
 * connection, a frozen primary, a listener that never speaks the protocol) answers 503 instead of hanging. The late
 * result of the call is ignored; `onTimeout` is where the engine cuts the connection it was waiting on.
 */
export function withDeadline(storage: Storage, engine: string, options: DeadlineOptions): Storage {
  const exempt = new Set(options.exempt ?? [])
  return aroundEachMethod(storage, (method, call) => {
    if (exempt.has(method)) return call()
    const startedAt = performance.now()
    return settleWithin(call(), options.ms, `${engine} (${method})`, () => options.onTimeout?.(startedAt))
  })
}
