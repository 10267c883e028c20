/**
 * Delivery configured the way an operator does it: environment variables read by main.ts in a real server process
 * outside dev mode, an app made with the CLI, a login whose code comes from a real local SMTP server.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess } from '../../../../test/fixtures/server-process'
import { type CliIo, runCli } from '../cli'
import { codeIn, startSmtp } from './testing'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'latch-delivery-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('delivery from the environment (main.ts)', () => {
  it('LATCH_SMTP_*: the process is ready, the code arrives by mail and logs in; the output has no code', async () => {
    const dataKey = randomBytes(32).toString('base64')
    const out: string[] = []
    const io: CliIo = {
      out: (t) => out.push(t),
      err: () => {},
      env: { LATCH_DATA_DIR: dir, LATCH_DATA_KEY: dataKey },
      cwd: dir,
      now: () => Date.now(),
    }
    const args = ['apps', 'create', '--name', 'Acme', '--origin', 'http://127.0.0.1:5173', '--json']
    expect(await runCli(args, io)).toBe(0)
    const { appId } = JSON.parse(out.join('')) as { appId: string }

    const mailbox = await startSmtp({ user: 'latch', password: 'smtp-env-secret' })
    const server = await startServerProcess({
      NODE_ENV: 'production',
      LATCH_DATA_DIR: dir,
      LATCH_DATA_KEY: dataKey,
      LATCH_SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      LATCH_SMTP_USER: 'latch',
      LATCH_SMTP_PASSWORD: 'smtp-env-secret',
      LATCH_SMTP_FROM: 'Acme <no-reply@acme.test>',
    })
    try {
      const post = (path: string, body: unknown) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'privy-app-id': appId },
          body: JSON.stringify(body),
        })
      const email = 'env@example.com'
      expect((await post('/api/v1/passwordless/init', { email })).status).toBe(200)
      const code = codeIn(mailbox.mails[0]?.text)
      expect(mailbox.mails[0]?.subject).toBe('Your Acme login code')
      expect((await post('/api/v1/passwordless/authenticate', { email, code })).status).toBe(200)
      const output = server.output.join('')
      expect(output).toContain('[latch-server] delivery: email smtp, SMS none')
      expect(output).not.toContain(code)
      expect(output).not.toContain('smtp-env-secret')
    } finally {
      await server.stop()
      await mailbox.close()
    }
  }, 90_000)

  it('a half-configured adapter stops the start with every problem listed (exit 2), no secret printed', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--conditions=latch-source', '--import', 'tsx', MAIN],
        {
          env: {
            ...process.env,
            PORT: '0',
            LATCH_DATA_DIR: dir,
            LATCH_SMS_AUTH_TOKEN: 'sms-env-secret',
            LATCH_DELIVERY_HOOK_URL: 'ftp://hooks.example.com',
          },
        },
        (error, _stdout, stderr) => resolve({ code: error ? (error.code as number) : 0, stderr }),
      )
    })
    expect(result.code).toBe(2)
    for (const problem of [
      'LATCH_SMS_ACCOUNT_SID is required with SMS',
      'LATCH_SMS_FROM (the sender) is required with SMS',
      'LATCH_DELIVERY_HOOK_URL must be an http(s) URL',
      'LATCH_DELIVERY_HOOK_SECRET (whsec_...) is required with the hook',
    ])
      expect(result.stderr).toContain(problem)
    expect(result.stderr).not.toContain('sms-env-secret')
  }, 60_000)
})
