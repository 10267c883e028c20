/**
 * An app's own Telegram bot token, set by the operator with `latch-server apps update --telegram-bot-token-file` on
 * a SQLite data folder: a file that holds no bot token is refused with the reason; a good one is stored sealed
 * with the data key (never printed), and payloads are then checked with it alone (the dev token's are refused, even
 * in dev mode); `keys reseal` moves it to a new data key; a server's `LATCH_TELEGRAM_BOT_TOKEN` serves apps
 * without their own.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../examples/server/src/cli'
import {
  DEV_TELEGRAM_BOT_TOKEN,
  type RunningServer,
  signTelegramWidget,
  startServer,
} from '../../examples/server/src/index'
import { openStorage } from '../../examples/server/src/storage'
import { PAGE, RELAXED_LIMITS } from './helpers'

const APP_TOKEN = '300000003:app-own-telegram-bot-token-AAAA'
const SERVER_TOKEN = '400000004:server-wide-telegram-bot-token-BB'
let dir: string
let env: Record<string, string>
let appId = ''

async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = ''
  let err = ''
  const code = await runCli(args, {
    out: (t) => {
      out += `${t}\n`
    },
    err: (t) => {
      err += `${t}\n`
    },
    env,
    cwd: dir,
    now: () => Date.now(),
  })
  return { code, out, err }
}

async function storedSettings(): Promise<Record<string, unknown>> {
  const storage = await openStorage({ dataDir: dir })
  try {
    return (await storage.getApp(appId))?.settings as unknown as Record<string, unknown>
  } finally {
    await storage.close()
  }
}

const serve = (dataKey: string, telegramBotToken?: string): Promise<RunningServer> =>
  startServer({
    dataDir: dir,
    dataKey,
    devMode: true,
    apps: [],
    rateLimits: RELAXED_LIMITS,
    telegramBotToken,
  })

let nextId = 8_000_000
async function login(
  server: RunningServer,
  token: string,
  app = appId,
): Promise<{ status: number; code?: string }> {
  const auth_data = signTelegramWidget(
    { id: nextId++, first_name: 'Op', auth_date: Math.floor(Date.now() / 1000) },
    token,
  )
  const res = await fetch(`${server.url}/api/v1/telegram/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': app, origin: PAGE.slice(0, -1) },
    body: JSON.stringify({ auth_data }),
  })
  return { status: res.status, code: res.ok ? undefined : ((await res.json()) as { code: string }).code }
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'latch-telegram-token-'))
  env = { LATCH_DATA_DIR: dir, LATCH_DATA_KEY: randomBytes(32).toString('base64') }
  const created = await cli('apps', 'create', '--name', 'Bot shop', '--origin', PAGE.slice(0, -1), '--json')
  appId = JSON.parse(created.out).appId
  expect((await cli('apps', 'update', appId, '--set', 'telegramAuth=true')).code).toBe(0)
  writeFileSync(join(dir, 'bot-token.txt'), `${APP_TOKEN}\n`)
  writeFileSync(join(dir, 'not-a-token.txt'), 'hello\n')
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('latch-server apps update --telegram-bot-token-file', () => {
  it('a file without a bot token, or no file, is refused with the reason; nothing is stored', async () => {
    const bad = await cli('apps', 'update', appId, '--telegram-bot-token-file', 'not-a-token.txt')
    expect(bad.code).toBe(1)
    expect(bad.err).toContain("--telegram-bot-token-file: not a bot token ('<bot id>:<secret>'")
    const missing = await cli('apps', 'update', appId, '--telegram-bot-token-file', 'nope.txt')
    expect(missing.code).toBe(1)
    expect(missing.err).toContain("cannot read --telegram-bot-token-file 'nope.txt' (ENOENT)")
    expect((await storedSettings()).telegramBotToken).toBeUndefined()
  })

  it('a server without its own token or the app one checks with the dev token in dev mode; LATCH_TELEGRAM_BOT_TOKEN replaces it', async () => {
    const dev = await serve(env.LATCH_DATA_KEY as string)
    try {
      expect(await login(dev, DEV_TELEGRAM_BOT_TOKEN)).toEqual({ status: 200 })
    } finally {
      await dev.close()
    }
    const server = await serve(env.LATCH_DATA_KEY as string, SERVER_TOKEN)
    try {
      expect(await login(server, SERVER_TOKEN)).toEqual({ status: 200 })
      expect(await login(server, DEV_TELEGRAM_BOT_TOKEN)).toEqual({
        status: 401,
        code: 'telegram_invalid_hash',
      })
    } finally {
      await server.close()
    }
  })

  it("the app's token is stored sealed, never printed, and wins over the server's and the dev token", async () => {
    const set = await cli('apps', 'update', appId, '--telegram-bot-token-file', 'bot-token.txt', '--json')
    expect(set.code).toBe(0)
    expect(set.out).not.toContain('app-own-telegram-bot-token')
    const stored = (await storedSettings()).telegramBotToken as string
    expect(stored).toMatch(/^v2\./)
    expect(stored).not.toContain('app-own')
    const server = await serve(env.LATCH_DATA_KEY as string, SERVER_TOKEN)
    try {
      expect(await login(server, APP_TOKEN)).toEqual({ status: 200 })
      expect(await login(server, SERVER_TOKEN)).toEqual({ status: 401, code: 'telegram_invalid_hash' })
      expect(await login(server, DEV_TELEGRAM_BOT_TOKEN)).toEqual({
        status: 401,
        code: 'telegram_invalid_hash',
      })
    } finally {
      await server.close()
    }
  })

  it('keys reseal moves the sealed token to the new data key; logins go on with it alone', async () => {
    const keyA = env.LATCH_DATA_KEY as string
    const keyB = randomBytes(32).toString('base64')
    env = { ...env, LATCH_DATA_KEY: keyB, LATCH_DATA_KEY_PREVIOUS: keyA }
    const resealed = await cli('keys', 'reseal', '--json')
    expect(resealed.code).toBe(0)
    expect(JSON.parse(resealed.out).counts.telegram_bot_token).toEqual({ resealed: 1, current: 0 })
    env = { LATCH_DATA_DIR: dir, LATCH_DATA_KEY: keyB }
    const server = await serve(keyB)
    try {
      expect(await login(server, APP_TOKEN)).toEqual({ status: 200 })
    } finally {
      await server.close()
    }
  })
})
