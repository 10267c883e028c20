import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type CliIo, runCli } from '../cli'

const dir = mkdtempSync(join(tmpdir(), 'latch-paymaster-cli-'))
const key = randomBytes(32).toString('base64url')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function cli(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env: { LATCH_DATA_DIR: dir, LATCH_DATA_KEY: key },
    cwd: dir,
    now: () => Date.UTC(2026, 11, 1),
  }
  const status = await runCli([...args, '--json'], io)
  return { status, json: out.length ? JSON.parse(out.join('')) : null, err: err.join('\n') }
}

describe('latch-server: sponsorship and the paymaster signer', () => {
  it('sets an app policy with apps update --sponsorship, and refuses a malformed one', async () => {
    const created = await cli('apps', 'create', '--name', 'Sponsored', '--origin', 'https://app.example')
    expect(created.status).toBe(0)
    const appId = created.json.appId as string
    const updated = await cli(
      'apps',
      'update',
      appId,
      '--sponsorship',
      'on,chains=8453,cap=2000000000000000,contracts=0x1111111111111111111111111111111111111111',
      '--sponsorship',
      'guests=off',
    )
    expect(updated.status).toBe(0)
    expect(updated.json.app.settings.sponsorship).toEqual({
      enabled: true,
      chains: [8453],
      contracts: ['0x1111111111111111111111111111111111111111'],
      selectors: [],
      capWeiPerDay: '2000000000000000',
      guests: false,
    })
    const bad = await cli('apps', 'update', appId, '--sponsorship', 'cap=lots')
    expect(bad.status).not.toBe(0)
    expect(bad.err).toMatch(/cap 'lots' is not a whole number of wei/)
  })

  it('paymaster signer prints the same address every time (one key, sealed)', async () => {
    const a = await cli('paymaster', 'signer')
    const b = await cli('paymaster', 'signer')
    expect(a.status).toBe(0)
    expect(a.json.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(b.json.address).toBe(a.json.address)
  })
})
