/** `latch-server migrate --json` as an operator runs it (the real bin, a child process), on SQLite and PostgreSQL. */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/fixtures/postgres/database'

const BIN = fileURLToPath(new URL('../bin/latch-server.mjs', import.meta.url))
const run = promisify(execFile)

const migrate = async (env: Record<string, string>, args = ['migrate', '--json']) => {
  const { stdout } = await run(process.execPath, [BIN, ...args], { env: { ...process.env, ...env } })
  return JSON.parse(stdout) as { applied: string[] }
}

let db: TestDatabase | undefined
const dir = mkdtempSync(join(tmpdir(), 'latch-migrate-'))
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await db?.drop()
})

describe('latch-server migrate --json', () => {
  it('SQLite: prints the migrations it applied as JSON, then none; --json may come first', async () => {
    const env = { LATCH_DATA_DIR: dir }
    const first = await migrate(env)
    expect(first.applied[0]).toBe('0001_initial')
    expect(first.applied.length).toBeGreaterThanOrEqual(10)
    expect(await migrate(env, ['--json', 'migrate'])).toEqual({ applied: [] })
  }, 60_000)

  it('PostgreSQL: the same', async () => {
    db = await createTestDatabase('cli_migrate')
    const env = { LATCH_DATABASE_URL: db.url }
    const first = await migrate(env)
    expect(first.applied[0]).toBe('0001_initial')
    expect(await migrate(env)).toEqual({ applied: [] })
  }, 60_000)
})
