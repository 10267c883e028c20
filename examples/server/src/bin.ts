/**
 * The `latch-server` executable: `start` runs the server (src/serve.ts), `backup` copies the SQLite database
 * (src/backup.ts), every other command is the operator's command line (src/cli.ts). Built to JavaScript in the
 * published package; the repo's bin/latch-server.mjs runs it from source.
 */
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { backupSqlite } from './backup'
import { runCli } from './cli'
import { readConfigFile, runServer } from './serve'

const START_HELP = `latch-server start [--config FILE] [--json]
  Runs the server. Settings come from the environment (README.md) and, with --config, from a JSON file of the same
  names ({"LATCH_DATABASE_URL": "...", "PORT": 8787}); the environment wins. A bad setting: every problem listed,
  exit 2. SIGINT/SIGTERM: requests in flight drain, then exit 0.

latch-server backup --to FILE [--force] [--json]
  A consistent copy of the SQLite database (LATCH_DATA_DIR) while the server runs (SQLite's online backup API).
  PostgreSQL: use pg_dump (README.md). Keep LATCH_DATA_KEY with every backup, stored apart from it.`

/** Runs one command line; resolves its exit status (`start` resolves only on a bad setting: it exits itself). */
export async function main(
  argv: string[],
  env: Record<string, string | undefined>,
  cwd: string,
): Promise<number> {
  const json = argv.includes('--json')
  const [command, ...rest] = argv.filter((a) => a !== '--json')
  const fail = (message: string, code: number) => {
    process.stderr.write(`${json ? JSON.stringify({ error: message }) : `latch-server: ${message}`}\n`)
    return code
  }
  if (command === 'start' || command === 'backup') {
    let values: Record<string, string | boolean | (string | boolean)[] | undefined>
    try {
      values = parseArgs({
        args: rest,
        options:
          command === 'start'
            ? { config: { type: 'string' } }
            : { to: { type: 'string' }, force: { type: 'boolean' } },
        strict: true,
        allowPositionals: false,
      }).values
    } catch (error) {
      return fail(`${(error as Error).message}\n\n${START_HELP}`, 2)
    }
    if (command === 'start') {
      const file =
        typeof values.config === 'string'
          ? readConfigFile(resolve(cwd, values.config))
          : { settings: {}, problems: [] }
      // the file's problems are listed with the settings' own (runServer exits 2 when there is any)
      await runServer({ ...file.settings, ...env }, { json, cwd, problems: file.problems })
      return new Promise<number>(() => {})
    }
    if (typeof values.to !== 'string') return fail(`backup needs --to FILE\n\n${START_HELP}`, 2)
    if (env.LATCH_DATABASE_URL?.trim()) {
      return fail('backup copies SQLite; for PostgreSQL use pg_dump (see README.md, "Backups")', 2)
    }
    try {
      const dataDir = env.LATCH_DATA_DIR ?? join(cwd, '.data')
      const result = await backupSqlite(dataDir, resolve(cwd, values.to), {
        overwrite: values.force === true,
      })
      process.stdout.write(
        `${json ? JSON.stringify(result) : `backup written: ${result.file} (${result.bytes} bytes, ${result.ms} ms)`}\n`,
      )
      return 0
    } catch (error) {
      return fail((error as Error).message, 1)
    }
  }
  if (command === 'help' || command === '--help' || command === '-h' || command === undefined) {
    process.stdout.write(`${START_HELP}\n\n`)
  }
  return runCli(argv, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    env,
    cwd,
    now: () => Date.now(),
  })
}
