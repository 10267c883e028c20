/**
 * `latch-server backup --to FILE`: a consistent copy of the SQLite database while the server keeps serving, through
 * SQLite's online backup API (better-sqlite3's `backup()`, which copies pages in steps and restarts a step a writer
 * changed). The copy is a plain SQLite file, made private (0600); to restore it, stop the server and put it in place
 * of `<LATCH_DATA_DIR>/latch.sqlite` (removing the old `-wal` and `-shm` files). Sealed secrets in it open only with
 * the data key: keep LATCH_DATA_KEY (and LATCH_DATA_KEY_PREVIOUS) with every backup, stored apart from it.
 * PostgreSQL is backed up with its own tools (`pg_dump`, see README.md), not by this command.
 */
import { chmodSync, existsSync, renameSync, rmSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'

export interface BackupResult {
  /** The backup file written (absolute). */
  file: string
  bytes: number
  pages: number
  ms: number
}

/** A backup that cannot be made: the message names what to do (exit status 1). */
export class BackupRefused extends Error {}

/**
 * Copies `<dataDir>/latch.sqlite` to `to` (written beside it under a temporary name, then renamed: an interrupted
 * backup never leaves a partial file under the name asked for). Refuses an existing `to` unless `overwrite`.
 */
export async function backupSqlite(
  dataDir: string,
  to: string,
  { overwrite = false }: { overwrite?: boolean } = {},
): Promise<BackupResult> {
  const source = join(dataDir, 'latch.sqlite')
  const file = resolve(to)
  if (!existsSync(source)) throw new BackupRefused(`No database at ${source} (LATCH_DATA_DIR)`)
  if (existsSync(file) && !overwrite) throw new BackupRefused(`${file} exists (--force replaces it)`)
  const partial = `${file}.partial-${process.pid}`
  const start = performance.now()
  const db = new Database(source, { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    const { totalPages } = await db.backup(partial)
    chmodSync(partial, 0o600)
    renameSync(partial, file)
    const check = new Database(file, { readonly: true })
    try {
      const result = check.pragma('quick_check', { simple: true })
      if (result !== 'ok')
        throw new BackupRefused(`The backup at ${file} failed its integrity check: ${result}`)
    } finally {
      check.close()
    }
    return { file, bytes: statSync(file).size, pages: totalPages, ms: Math.round(performance.now() - start) }
  } finally {
    db.close()
    rmSync(partial, { force: true })
  }
}
