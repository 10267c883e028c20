/**
 * An app's own OpenID Connect providers, end to end without a browser: the operator sets them with `latch-server apps
 * update --oidc-provider` on a SQLite data folder (refused with the reason when the issuer is not a URL, its discovery
 * fails or lacks the authorization endpoint, or the secret is missing); the server, started on that folder, lists them
 * in the app config and logs people in over HTTP against two real local issuers (oauth2-mock-server), one signing
 * RS256 and one ES256; `keys reseal` moves their sealed secrets to a new data key; `--remove-oidc-provider` ends them.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runCli } from '../../examples/server/src/cli'
import { type LocalIssuer, startLocalIssuer } from '../../examples/server/src/dev/oidc-issuer'
import { type RunningServer, startServer } from '../../examples/server/src/index'
import { openStorage } from '../../examples/server/src/storage'
import { PAGE, RELAXED_LIMITS } from './helpers'
import { apiPost, oauthOverHttp } from './oauth-http'

let rs: LocalIssuer
let es: LocalIssuer
let dir: string
let env: Record<string, string>
let appId = ''
/** Serves a discovery document without `authorization_endpoint`. */
let partial: Server
let partialUrl = ''

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

const serve = (dataKey: string): Promise<RunningServer> =>
  startServer({ dataDir: dir, dataKey, devMode: true, apps: [], rateLimits: RELAXED_LIMITS })

const setProvider = (id: string, issuer: LocalIssuer, name: string, ...extra: string[]) =>
  cli(
    'apps',
    'update',
    appId,
    '--oidc-provider',
    id,
    '--issuer',
    issuer.url,
    '--client-id',
    issuer.clientId,
    '--client-secret-file',
    `${id}-secret.txt`,
    '--name',
    name,
    ...extra,
  )

beforeAll(async () => {
  ;[rs, es] = await Promise.all([
    startLocalIssuer({ alg: 'RS256', clientId: 'acme', clientSecret: 'acme-secret' }),
    startLocalIssuer({ alg: 'ES256', clientId: 'elliptic', clientSecret: 'elliptic-secret' }),
  ])
  partial = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(
      JSON.stringify({
        issuer: partialUrl,
        token_endpoint: `${partialUrl}/token`,
        jwks_uri: `${partialUrl}/jwks`,
      }),
    )
  })
  await new Promise<void>((resolve) => partial.listen(0, '127.0.0.1', resolve))
  partialUrl = `http://127.0.0.1:${(partial.address() as AddressInfo).port}`
  dir = mkdtempSync(join(tmpdir(), 'latch-oidc-providers-'))
  env = { LATCH_DATA_DIR: dir, LATCH_DATA_KEY: randomBytes(32).toString('base64') }
  const created = await cli('apps', 'create', '--name', 'Shop', '--origin', PAGE.slice(0, -1), '--json')
  appId = JSON.parse(created.out).appId
  expect((await cli('apps', 'update', appId, '--redirect-url', PAGE)).code).toBe(0)
  writeFileSync(join(dir, 'acme-secret.txt'), 'acme-secret\n')
  writeFileSync(join(dir, 'es-secret.txt'), 'elliptic-secret\n')
}, 30_000)
afterAll(async () => {
  await Promise.all([rs?.stop(), es?.stop()])
  await new Promise<void>((resolve) => (partial ? partial.close(() => resolve()) : resolve()))
  rmSync(dir, { recursive: true, force: true })
})

describe('latch-server apps update --oidc-provider', () => {
  it('a provider that cannot work is refused with the reason, and nothing is stored', async () => {
    const base = ['--client-id', 'acme', '--client-secret-file', 'acme-secret.txt', '--name', 'Acme SSO']
    const refusals: Array<[string[], string]> = [
      [
        ['--oidc-provider', 'acme', '--issuer', 'sso.acme.example', ...base],
        "oidc:acme's issuer must be a URL",
      ],
      [
        ['--oidc-provider', 'acme', '--issuer', 'http://sso.acme.example', ...base],
        "oidc:acme's issuer must be an https URL",
      ],
      [
        ['--oidc-provider', 'acme', '--issuer', 'http://127.0.0.1:9', ...base],
        'oidc:acme: the discovery document of http://127.0.0.1:9 could not be reached',
      ],
      [
        ['--oidc-provider', 'acme', '--issuer', partialUrl, ...base],
        `oidc:acme: the discovery document of ${partialUrl} has no authorization_endpoint`,
      ],
      [
        ['--oidc-provider', 'acme', '--issuer', rs.url, '--client-id', 'acme', '--name', 'Acme SSO'],
        'oidc:acme needs its client secret (--client-secret-file FILE)',
      ],
    ]
    for (const [flags, reason] of refusals) {
      const res = await cli('apps', 'update', appId, ...flags)
      expect({ flags, code: res.code }).toEqual({ flags, code: 1 })
      expect(res.err).toContain(reason)
    }
    const storage = await openStorage({ dataDir: dir })
    try {
      expect((await storage.getApp(appId))?.settings.oauthCredentials).toBeUndefined()
    } finally {
      await storage.close()
    }
  })

  it('two providers set, listed in the app config, each logging people in over HTTP with its own algorithm', async () => {
    const acme = await setProvider('acme', rs, 'Acme SSO', '--icon', 'https://acme.example/icon.svg')
    expect(acme.code).toBe(0)
    expect(acme.out).toContain(
      `oidc oidc:acme: Acme SSO, issuer ${rs.url}, client id acme (its secret sealed)`,
    )
    expect(acme.out).not.toContain('acme-secret')
    expect((await setProvider('es', es, 'Elliptic ID')).code).toBe(0)

    const server = await serve(env.LATCH_DATA_KEY as string)
    try {
      const config = (await (
        await fetch(`${server.url}/api/v1/apps/${appId}`, { headers: { 'privy-app-id': appId } })
      ).json()) as { oidc_providers: unknown }
      expect(config.oidc_providers).toEqual([
        { id: 'oidc:acme', name: 'Acme SSO', icon: 'https://acme.example/icon.svg' },
        { id: 'oidc:es', name: 'Elliptic ID', icon: null },
      ])
      const a = await oauthOverHttp(server, appId, 'oidc:acme', 'olga@example.com')
      expect(a.status).toBe(200)
      const b = await oauthOverHttp(server, appId, 'oidc:es', 'olga@example.com')
      expect(b.status).toBe(200)
      const account = (body: Record<string, unknown>) =>
        (body.user as { linked_accounts: Array<Record<string, unknown>> }).linked_accounts[0]
      expect(account(a.body)).toMatchObject({
        type: 'oidc:acme_oauth',
        provider: 'oidc:acme',
        subject: 'rs256|olga@example.com',
        email: 'olga@example.com',
      })
      expect(account(b.body)).toMatchObject({ type: 'oidc:es_oauth', subject: 'es256|olga@example.com' })
    } finally {
      await server.close()
    }
  })

  it('keys reseal moves the sealed secrets; the provider still logs in on the new key; removed, it is gone', async () => {
    const next = randomBytes(32).toString('base64')
    const previous = env.LATCH_DATA_KEY as string
    env = { ...env, LATCH_DATA_KEY: next, LATCH_DATA_KEY_PREVIOUS: previous }
    expect((await cli('keys', 'reseal')).code).toBe(0)
    env = { LATCH_DATA_DIR: dir, LATCH_DATA_KEY: next }
    let server = await serve(next)
    try {
      expect((await oauthOverHttp(server, appId, 'oidc:es', 'otto@example.com')).status).toBe(200)
    } finally {
      await server.close()
    }
    expect((await cli('apps', 'update', appId, '--remove-oidc-provider', 'es')).code).toBe(0)
    server = await serve(next)
    try {
      const res = await apiPost(server, appId, 'oauth/init', {
        provider: 'oidc:es',
        redirect_to: PAGE,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })
      expect(res.status).toBe(403)
    } finally {
      await server.close()
    }
  })
})
