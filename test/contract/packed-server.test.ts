/**
 * The reference server as an operator installs it (test/scripts/packed-server.mjs): `@latch/server` built to
 * JavaScript and packed, the tarball installed with `npm i` into a scratch folder (offline, from what `npm ci` put in
 * npm's cache), then its `latch-server` command run from there, by node alone (no tsx, no TypeScript, no esbuild in
 * the install): started on SQLite and on PostgreSQL, a user logged in over HTTP by the real core client, the wallet
 * frame served from the prebuilt bundle, stopped by SIGTERM; a bad configuration refused with every problem and
 * exit 2; an SQLite backup made while serving and restored into a new folder, where the same user logs in again.
 * These are the Dockerfile's steps after its build stage (the image itself is not built here: no container runtime).
 */
import { execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../examples/server/src/index'
import { createTestDatabase, type TestDatabase } from '../fixtures/postgres/database'
import { type ServerProcess, startServerProcess } from '../fixtures/server-process'
import {
  type InstalledServer,
  installPackedServer,
  type PackedServer,
  packServer,
} from '../scripts/packed-server.mjs'
import { createClient, loginByEmail } from './helpers'

let installed: InstalledServer
let packed: PackedServer
const servers: ServerProcess[] = []
let database: TestDatabase | undefined

/** `latch-server ARGS` from the install, run by node (as `npx latch-server` does through its shebang). */
function cli(args: string[], env: Record<string, string>, cwd = installed.dir) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [installed.bin, ...args],
      { cwd, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env } },
      (error, stdout, stderr) =>
        resolve({ code: (error as { code?: number } | null)?.code ?? 0, stdout, stderr }),
    )
  })
}

/** Starts `latch-server start --json` from the install; resolves once /api/ready is 200. */
async function start(env: Record<string, string>) {
  const t0 = performance.now()
  const server = await startServerProcess(
    { PATH: process.env.PATH ?? '', ...env },
    { command: { args: [installed.bin, 'start', '--json'], cwd: installed.dir } },
  )
  servers.push(server)
  const readyMs = Math.round(performance.now() - t0)
  const lines = server.output
    .join('')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { msg?: string })
  const outboxToken = /token=([\w-]+)/.exec(lines.map((l) => l.msg ?? '').join('\n'))?.[1] ?? ''
  return { server, readyMs, running: { url: server.url, outboxToken } as RunningServer }
}

/** A user logs in by email code over HTTP with the real core client; returns the user id. */
async function login(running: RunningServer, email: string) {
  const latch = createClient(running)
  const { user } = await loginByEmail(running, latch, email)
  expect(user.id).toMatch(/^did:/)
  const token = await latch.getAccessToken()
  expect(token).toBeTruthy()
  latch.destroy()
  return user.id
}

beforeAll(async () => {
  const t0 = performance.now()
  packed = packServer()
  const packMs = Math.round(performance.now() - t0)
  installed = installPackedServer(packed)
  console.log(
    `packed @latch/server: ${packed.packedBytes} B packed, ${packed.unpackedBytes} B unpacked, ${packed.dependencies} dependencies; build+pack ${packMs} ms; npm i ${installed.installMs} ms; installed node_modules ${installed.installBytes} B`,
  )
}, 240_000)

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  await database?.drop()
  // thousands of small files: removed in the background (a synchronous removal took 40 s on the shared machine)
  if (installed) spawn('rm', ['-rf', installed.dir], { detached: true, stdio: 'ignore' }).unref()
}, 60_000)

describe('the packed server, installed with npm i', () => {
  it('installs no TypeScript runner, no esbuild and none of the frame`s browser packages', () => {
    const modules = readdirSync(join(installed.dir, 'node_modules'))
    for (const name of ['tsx', 'typescript', 'esbuild', 'idb-keyval', 'shamir-secret-sharing']) {
      expect(modules).not.toContain(name)
    }
    const files = readdirSync(join(installed.dir, 'node_modules/@latch/server/dist'))
    expect(files).toContain('wallet-frame.js')
    expect(files.some((f) => f.endsWith('.ts'))).toBe(false)
    expect(existsSync(join(installed.dir, 'node_modules/@latch/core'))).toBe(false)
  })

  it('publint finds nothing to fix in the tarball (package.json fields against its files)', async () => {
    const { publint } = await import('publint')
    const bytes = readFileSync(packed.tarball)
    const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
    const { messages } = await publint({ pack: { tarball }, level: 'warning', strict: true })
    expect(messages).toEqual([])
  })

  it('refuses a bad configuration with every problem listed, exit 2', async () => {
    const config = join(installed.dir, 'bad.json')
    writeFileSync(
      config,
      JSON.stringify({ PORT: 'eighty', LATCH_ALLOWED_ORIGINS: 'https://app.example/path', DATABASE: 'x' }),
    )
    const r = await cli(['start', '--config', 'bad.json', '--json'], {
      LATCH_DATABASE_URL: 'postgres://latch@127.0.0.1:1/latch',
    })
    expect(r.code).toBe(2)
    const { error, problems } = JSON.parse(r.stderr.trim()) as { error: string; problems: string[] }
    expect(error).toBe('invalid_config')
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toContain("bad.json: unknown setting 'DATABASE'")
    expect(problems.join('\n')).toContain('LATCH_DATA_KEY is required with LATCH_DATABASE_URL')
    expect(problems.join('\n')).toContain("PORT must be a non-negative integer, not 'eighty'")
    expect(problems.join('\n')).toContain(
      "LATCH_ALLOWED_ORIGINS: 'https://app.example/path' is not an origin",
    )
    const unknown = await cli(['start', '--config', 'missing.json'], {})
    expect(unknown.code).toBe(2)
    expect(unknown.stderr).toContain('missing.json: cannot be read as JSON (ENOENT)')
  })

  it('on SQLite: serves, logs a user in, serves the prebuilt frame, backs up online, stops on SIGTERM; the backup restores', async () => {
    const dataKey = randomBytes(32).toString('base64')
    const data = join(installed.dir, 'data-a')
    const env = { LATCH_DEV_MODE: '1', LATCH_DATA_DIR: data, LATCH_DATA_KEY: dataKey }
    const t0 = performance.now()
    const migrate = await cli(['migrate', '--json'], env)
    const migrateMs = Math.round(performance.now() - t0)
    expect(migrate.code).toBe(0)
    expect((JSON.parse(migrate.stdout) as { applied: string[] }).applied.length).toBeGreaterThan(0)

    const a = await start(env)
    console.log(
      `SQLite: start to ready ${a.readyMs} ms; npm i to serving (npm i, migrate, start): ${installed.installMs + migrateMs + a.readyMs} ms`,
    )
    const frame = await fetch(`${a.server.url}/embedded-wallets/frame.js`)
    expect(frame.status).toBe(200)
    const code = await frame.text()
    expect(code).toBe(
      readFileSync(join(installed.dir, 'node_modules/@latch/server/dist/wallet-frame.js'), 'utf8'),
    )
    const userId = await login(a.running, 'packed-sqlite@example.com')

    // an online backup while the server serves, then the server stops on SIGTERM
    const backup = await cli(['backup', '--to', 'backup.sqlite', '--json'], env)
    expect(backup.code).toBe(0)
    const written = JSON.parse(backup.stdout) as { file: string; bytes: number }
    expect(written.bytes).toBeGreaterThan(0)
    const again = await cli(['backup', '--to', 'backup.sqlite'], env)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('exists (--force replaces it)')
    expect(await a.server.stop()).toBe(0)
    expect(a.server.output.join('')).toContain('"msg":"stopped"')

    // restored into a new folder with the same data key: the same user logs in as the same id
    const restored = join(installed.dir, 'data-b')
    mkdirSync(restored, { mode: 0o700 })
    copyFileSync(written.file, join(restored, 'latch.sqlite'))
    const b = await start({ ...env, LATCH_DATA_DIR: restored })
    expect(await login(b.running, 'packed-sqlite@example.com')).toBe(userId)
    expect(await b.server.stop()).toBe(0)
  }, 120_000)

  it('on PostgreSQL: migrate, serve, log a user in, stop on SIGINT', async () => {
    database = await createTestDatabase('packed')
    const env = {
      LATCH_DEV_MODE: '1',
      LATCH_DATABASE_URL: database.url,
      LATCH_DATA_KEY: randomBytes(32).toString('base64'),
      LATCH_DATA_DIR: join(installed.dir, 'data-pg'),
    }
    const migrate = await cli(['migrate', '--json'], env)
    expect(migrate.code).toBe(0)
    const pg = await start(env)
    console.log(`PostgreSQL: start to ready ${pg.readyMs} ms`)
    expect(pg.server.output.join('')).toContain('storage: PostgreSQL at')
    const ready = await fetch(`${pg.server.url}/api/ready`)
    expect(ready.status).toBe(200)
    await login(pg.running, 'packed-pg@example.com')
    const noBackup = await cli(['backup', '--to', 'x.sqlite'], env)
    expect(noBackup.code).toBe(2)
    expect(noBackup.stderr).toContain('pg_dump')
    // Ctrl-C in a terminal: the same drain and exit 0 as SIGTERM
    pg.server.child.kill('SIGINT')
    expect(await pg.server.exited).toBe(0)
    expect(pg.server.output.join('')).toContain('"signal":"SIGINT"')
  }, 120_000)
})
