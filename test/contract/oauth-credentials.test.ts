/**
 * An app's own OAuth clients, set by the operator with `latch-server apps update --oauth` on a SQLite data folder:
 * an incomplete registration is refused with the reason; a complete one is stored with its secret sealed (never
 * printed) and wins over the server's (`LATCH_OAUTH_*`, here deliberately wrong) at login; `keys reseal` moves it
 * to a new data key; `--remove-oauth` goes back to the server's.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../examples/server/src/cli'
import type { OAuthProviderConfig } from '../../examples/server/src/config'
import { type DevProviders, startDevProviders } from '../../examples/server/src/dev/providers'
import { type RunningServer, startServer } from '../../examples/server/src/index'
import { openStorage } from '../../examples/server/src/storage'
import { PAGE, RELAXED_LIMITS } from './helpers'
import { oauthOverHttp } from './oauth-http'

let fakes: DevProviders
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

/** The app's stored settings, read from the data folder. */
async function storedSettings(): Promise<Record<string, unknown>> {
  const storage = await openStorage({ dataDir: dir })
  try {
    return (await storage.getApp(appId))?.settings as unknown as Record<string, unknown>
  } finally {
    await storage.close()
  }
}

/** The server's own clients: GitHub's and Apple's are wrong, so a login works only with the app's. */
const serverClients = (): Record<string, OAuthProviderConfig> => ({
  ...fakes.providers,
  github: { ...fakes.providers.github, clientSecret: 'the-servers-wrong-secret' },
  apple: {
    ...fakes.providers.apple,
    apple: {
      ...(fakes.providers.apple.apple as NonNullable<OAuthProviderConfig['apple']>),
      keyId: 'WRONGKEY01',
    },
  },
})

const serve = (dataKey: string): Promise<RunningServer> =>
  startServer({
    dataDir: dir,
    dataKey,
    devMode: true,
    apps: [],
    oauthProviders: serverClients(),
    rateLimits: RELAXED_LIMITS,
  })

beforeAll(async () => {
  fakes = await startDevProviders()
  dir = mkdtempSync(join(tmpdir(), 'latch-oauth-credentials-'))
  env = { LATCH_DATA_DIR: dir, LATCH_DATA_KEY: randomBytes(32).toString('base64') }
  const created = await cli('apps', 'create', '--name', 'Shop', '--origin', PAGE.slice(0, -1), '--json')
  appId = JSON.parse(created.out).appId
  const enabled = await cli(
    'apps',
    'update',
    appId,
    '--set',
    'oauthProviders=["github","apple"]',
    '--redirect-url',
    PAGE,
  )
  expect(enabled.code).toBe(0)
  writeFileSync(join(dir, 'github-secret.txt'), 'dev-github-secret\n')
  writeFileSync(join(dir, 'AuthKey.p8'), fakes.providers.apple.apple?.privateKey ?? '')
  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 })
  writeFileSync(join(dir, 'rsa.pem'), rsa.privateKey.export({ format: 'pem', type: 'pkcs8' }))
})
afterAll(async () => {
  await fakes?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('latch-server apps update --oauth', () => {
  it('an incomplete registration is refused with the reason, and nothing is stored', async () => {
    const refusals: Array<[string[], number, string]> = [
      [
        ['--oauth', 'github', '--client-id', 'github'],
        1,
        'GitHub needs its client secret (--client-secret-file FILE)',
      ],
      [['--oauth', 'github', '--client-secret-file', 'github-secret.txt'], 1, 'GitHub needs its client id'],
      [
        ['--oauth', 'github', '--client-id', 'github', '--client-secret-file', 'nope.txt'],
        1,
        "cannot read --client-secret-file 'nope.txt' (ENOENT)",
      ],
      [
        ['--oauth', 'myspace', '--client-id', 'x', '--client-secret-file', 'github-secret.txt'],
        1,
        "'myspace' is not an OAuth provider",
      ],
      [
        [
          '--oauth',
          'apple',
          '--client-id',
          'apple',
          '--client-secret-file',
          'AuthKey.p8',
          '--apple-key-id',
          'K',
        ],
        1,
        'Sign in with Apple needs the team id (--apple-team-id)',
      ],
      [
        [
          '--oauth',
          'apple',
          '--client-id',
          'apple',
          '--client-secret-file',
          'rsa.pem',
          '--apple-team-id',
          'T',
          '--apple-key-id',
          'K',
        ],
        1,
        "Apple's client secret file must hold the team's ES256 private key",
      ],
      [
        ['--client-id', 'github'],
        2,
        '--client-id, --client-secret-file, --apple-team-id and --apple-key-id go with --oauth PROVIDER',
      ],
    ]
    for (const [flags, code, reason] of refusals) {
      const res = await cli('apps', 'update', appId, ...flags)
      expect({ flags, code: res.code }).toEqual({ flags, code })
      expect(res.err).toContain(reason)
    }
    expect((await storedSettings()).oauthCredentials).toBeUndefined()
  })

  it("a complete one is stored sealed, never printed, and wins over the server's client at login", async () => {
    const github = await cli(
      'apps',
      'update',
      appId,
      '--oauth',
      'github',
      '--client-id',
      'github',
      '--client-secret-file',
      'github-secret.txt',
      '--json',
    )
    expect(github.code).toBe(0)
    expect(JSON.parse(github.out).app.settings.oauthCredentials).toEqual({ github: { clientId: 'github' } })
    const apple = await cli(
      'apps',
      'update',
      appId,
      '--oauth',
      'apple',
      '--client-id',
      'apple',
      '--client-secret-file',
      'AuthKey.p8',
      '--apple-team-id',
      fakes.providers.apple.apple?.teamId ?? '',
      '--apple-key-id',
      fakes.providers.apple.apple?.keyId ?? '',
    )
    expect(apple.code).toBe(0)
    expect(apple.out).toContain('oauth github: client id github (its secret sealed)')
    for (const out of [github.out, apple.out]) {
      expect(out).not.toContain('dev-github-secret')
      expect(out).not.toContain('PRIVATE KEY')
    }
    const stored = JSON.stringify(await storedSettings())
    expect(stored).not.toContain('dev-github-secret')
    expect(stored).not.toContain('PRIVATE KEY')
    expect(stored).toMatch(/"github":\{"clientId":"github","clientSecret":"v2\.[A-Za-z0-9_-]{11}\./)

    const server = await serve(env.LATCH_DATA_KEY as string)
    try {
      const gh = await oauthOverHttp(server, appId, 'github', 'gil@example.com')
      expect(gh.status).toBe(200)
      const ap = await oauthOverHttp(server, appId, 'apple', 'ada@example.com')
      expect(ap.status).toBe(200)
    } finally {
      await server.close()
    }
  }, 60_000)

  it('keys reseal moves the sealed client secrets to the new data key; logins go on with it alone', async () => {
    const keyA = env.LATCH_DATA_KEY as string
    const keyB = randomBytes(32).toString('base64')
    env = { ...env, LATCH_DATA_KEY: keyB, LATCH_DATA_KEY_PREVIOUS: keyA }
    const resealed = await cli('keys', 'reseal', '--json')
    expect(resealed.code).toBe(0)
    expect(JSON.parse(resealed.out).counts.oauth_client_secret).toEqual({ resealed: 2, current: 0 })
    const again = await cli('keys', 'reseal', '--json')
    expect(JSON.parse(again.out).counts.oauth_client_secret).toEqual({ resealed: 0, current: 2 })
    env = { LATCH_DATA_DIR: dir, LATCH_DATA_KEY: keyB }
    const server = await serve(keyB)
    try {
      expect((await oauthOverHttp(server, appId, 'github', 'gil@example.com')).status).toBe(200)
    } finally {
      await server.close()
    }
  }, 60_000)

  it("--remove-oauth goes back to the server's client (here a wrong one: the provider refuses it)", async () => {
    const removed = await cli('apps', 'update', appId, '--remove-oauth', 'github', '--json')
    expect(removed.code).toBe(0)
    expect(JSON.parse(removed.out).app.settings.oauthCredentials).toEqual({
      apple: { clientId: 'apple', appleTeamId: expect.any(String), appleKeyId: expect.any(String) },
    })
    const server = await serve(env.LATCH_DATA_KEY as string)
    try {
      const res = await oauthOverHttp(server, appId, 'github', 'gil@example.com')
      expect({ status: res.status, ...res.body }).toEqual({
        status: 400,
        code: 'oauth_failed',
        error: 'GitHub refused the authorization code (incorrect_client_credentials)',
      })
    } finally {
      await server.close()
    }
  }, 60_000)
})
