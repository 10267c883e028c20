/**
 * Server hardening over real HTTP: dev mode lockdown, the outbox token, session families, brute-force lockout,
 * client IP, captcha, OAuth and cleanup. Each test would fail on a server without the rule it names.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../../examples/server/src/index'
import { type ContractServer, post, readCode, startContractServer } from './helpers'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

describe('dev mode lockdown', () => {
  it('dev mode on 0.0.0.0 refuses to start', async () => {
    await expect(startServer({ devMode: true, hostname: '0.0.0.0', devOidc: false })).rejects.toThrow(
      /loopback/,
    )
  })

  it('dev mode with NODE_ENV=production refuses to start', async () => {
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      await expect(startServer({ devMode: true, devOidc: false })).rejects.toThrow(/production/)
    } finally {
      process.env.NODE_ENV = previous
    }
  })

  it('the outbox without its token is 401; with it, the code is there', async () => {
    await post(server, '/api/v1/passwordless/init', { email: 'outbox@example.com' })
    const url = `${server.url}/dev/outbox?to=outbox%40example.com`
    const bare = await fetch(url)
    expect(bare.status).toBe(401)
    expect(await bare.json()).toMatchObject({ code: 'missing_or_invalid_token' })
    expect((await fetch(url, { headers: { 'x-latch-outbox-token': 'guess' } })).status).toBe(401)
    expect((await fetch(`${url}&token=${server.outboxToken}`)).status).toBe(200)
    expect(await readCode(server, 'outbox@example.com')).toMatch(/^\d{6}$/)
  })

  it('each start has its own token, written to the data folder for a harness in another process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'latch-outbox-'))
    const a = await startServer({ devMode: true, devOidc: false, dataDir: dir })
    const fromFile = readFileSync(join(dir, 'dev-outbox-token'), 'utf8')
    expect(fromFile).toBe(a.outboxToken)
    expect(a.outboxToken.length).toBeGreaterThanOrEqual(32)
    await a.close()
    const b = await startServer({ devMode: true, devOidc: false, dataDir: dir })
    expect(b.outboxToken).not.toBe(a.outboxToken)
    await b.close()
    const prod = await startServer({ devMode: false, dataDir: join(dir, 'prod'), dataKey: 'k'.repeat(43) })
    expect(prod.outboxToken).toBe('')
    expect(existsSync(join(dir, 'prod', 'dev-outbox-token'))).toBe(false)
    expect((await fetch(`${prod.url}/dev/outbox`)).status).toBe(404)
    await prod.close()
    rmSync(dir, { recursive: true, force: true })
  })
})
