/**
 * An app's own OpenID Connect providers against real local issuers (oauth2-mock-server over HTTP, in worker
 * threads): one signing RS256, one ES256. Discovery, the authorization URL, the code exchange with PKCE and the
 * client secret, the id_token checks (signature with the issuer's algorithm, nonce), the state, a replayed code,
 * Google Workspace's `hd`; and the operator's setting refused with the reason when the provider cannot work.
 */

import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AppConfigJSON, AuthResponseJSON } from '@latch/core/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AppOAuthCredential, type AppSettings, demoAppSeed } from '../../config'
import { type LocalIssuer, startLocalIssuer } from '../../dev/oidc-issuer'
import {
  createDiscoveryCache,
  DISCOVERY_TTL_MS,
  oidcProviderUpdate,
  oidcSettingsIssue,
} from '../../oauth/oidc'
import { authenticate, authorize, initOAuth } from '../../oauth/testing'
import { createDataCrypto, isSealed } from '../../secrets'
import { createTestServer, errorOf } from '../../testing'

let rs: LocalIssuer
let es: LocalIssuer
beforeAll(async () => {
  ;[rs, es] = await Promise.all([
    startLocalIssuer({ alg: 'RS256' }),
    startLocalIssuer({ alg: 'ES256', clientId: 'esclient', clientSecret: 'es-secret' }),
  ])
}, 30_000)
afterAll(async () => {
  await Promise.all([rs?.stop(), es?.stop()])
})

const RETURN = 'http://127.0.0.1:5173/'
const provider = (issuer: LocalIssuer, name: string, extra: Partial<AppOAuthCredential['oidc']> = {}) => ({
  clientId: issuer.clientId,
  clientSecret: issuer.clientSecret,
  oidc: { issuer: issuer.url, name, ...extra },
})

/** The demo app with `oidc:acme` (RS256), `oidc:es` (ES256) and `oidc:work` (RS256, hd=example.com). */
const server = (credentials: Record<string, unknown> = {}, options = {}) => {
  const seed = demoAppSeed()
  return createTestServer(options, [
    {
      ...seed,
      settings: {
        ...seed.settings,
        oauthCredentials: {
          'oidc:acme': provider(rs, 'Acme SSO', { icon: 'https://acme.example/icon.svg' }),
          'oidc:es': provider(es, 'Elliptic ID'),
          'oidc:work': provider(rs, 'Work account', { params: { hd: 'example.com' } }),
          ...credentials,
        } as AppSettings['oauthCredentials'],
      },
    },
  ])
}

const login = async (t: Awaited<ReturnType<typeof server>>, id: string, hint: string) =>
  authenticate(t, await authorize(t, { provider: id, hint, redirectTo: RETURN }))

describe('an app’s own OpenID Connect provider', () => {
  it('the app config lists each provider with its name and icon', async () => {
    const t = await server()
    const res = await t.get(`/api/v1/apps/${demoAppSeed().id}`)
    const config = (await res.json()) as AppConfigJSON
    expect(config.oidc_providers).toEqual([
      { id: 'oidc:acme', name: 'Acme SSO', icon: 'https://acme.example/icon.svg' },
      { id: 'oidc:es', name: 'Elliptic ID', icon: null },
      { id: 'oidc:work', name: 'Work account', icon: null },
    ])
  })

  it('the authorization URL comes from discovery: PKCE S256, a nonce, the OpenID scopes, the extra parameters', async () => {
    const t = await server()
    const url = await initOAuth(t, { provider: 'oidc:work', redirectTo: RETURN })
    expect(`${url.origin}${url.pathname}`).toBe(`${rs.url}/authorize`)
    expect(url.searchParams.get('client_id')).toBe(rs.clientId)
    expect(url.searchParams.get('scope')).toBe('openid email profile')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/)
    expect(url.searchParams.get('hd')).toBe('example.com')
  })

  it.each([
    ['oidc:acme', 'rs256|'],
    ['oidc:es', 'es256|'],
  ])('%s: logs in with the verified id_token (its issuer signs %s...)', async (id, prefix) => {
    const t = await server()
    const res = await login(t, id, 'ann@example.com')
    expect(res.status).toBe(200)
    const body = (await res.json()) as AuthResponseJSON
    expect(body.is_new_user).toBe(true)
    expect(body.user.linked_accounts[0]).toMatchObject({
      type: `${id}_oauth`,
      provider: id,
      subject: `${prefix}ann@example.com`,
      email: 'ann@example.com',
      name: 'Ann',
    })
    const again = (await (await login(t, id, 'ann@example.com')).json()) as AuthResponseJSON
    expect(again.user.id).toBe(body.user.id)
    expect(again.is_new_user).toBe(false)
  })

  it('the same person at two providers is two users (accounts are per provider)', async () => {
    const t = await server()
    const a = (await (await login(t, 'oidc:acme', 'sam@example.com')).json()) as AuthResponseJSON
    const b = (await (await login(t, 'oidc:es', 'sam@example.com')).json()) as AuthResponseJSON
    expect(a.user.id).not.toBe(b.user.id)
  })

  it('an unverified email is not kept', async () => {
    const t = await server()
    const body = (await (
      await login(t, 'oidc:acme', 'unverified:uma@example.com')
    ).json()) as AuthResponseJSON
    expect(body.user.linked_accounts[0]).toMatchObject({ email: null, name: 'Uma' })
  })

  it('a wrong nonce in the id_token: 401, nothing created, the state spent', async () => {
    const t = await server()
    const back = await authorize(t, {
      provider: 'oidc:es',
      hint: 'wrong-nonce:nina@example.com',
      redirectTo: RETURN,
    })
    const before = await t.fingerprint()
    expect(await errorOf(await authenticate(t, back))).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    })
    const after = await t.fingerprint()
    expect(after.users).toBe(before.users)
    expect(after.accounts).toBe(before.accounts)
    expect(after.oauth_states).toBe((before.oauth_states ?? 0) - 1)
  })

  it('a state that is not the login’s: refused, and the login’s own state still works once', async () => {
    const t = await server()
    const back = await authorize(t, { provider: 'oidc:acme', hint: 'stan@example.com', redirectTo: RETURN })
    const other = new URL(back)
    other.searchParams.set('privy_oauth_state', 'A'.repeat(43))
    expect(await errorOf(await authenticate(t, other))).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    })
    // the callback refuses a state it never issued
    const callback = await t.get(`/api/v1/oauth/callback?code=x&state=${'B'.repeat(43)}`, { appId: null })
    expect(callback.status).toBe(400)
    expect((await authenticate(t, back)).status).toBe(200)
    expect(await errorOf(await authenticate(t, back))).toMatchObject({
      status: 401,
      code: 'invalid_credentials',
    })
  })

  it('a replayed code: the issuer refuses it, oauth_failed naming the provider', async () => {
    const t = await server()
    const first = await authorize(t, { provider: 'oidc:acme', hint: 'rex@example.com', redirectTo: RETURN })
    expect((await authenticate(t, first)).status).toBe(200)
    // a new login whose callback carries the first login's code
    const second = await authorize(t, { provider: 'oidc:acme', hint: 'rex@example.com', redirectTo: RETURN })
    second.searchParams.set('privy_oauth_code', first.searchParams.get('privy_oauth_code') as string)
    expect(await errorOf(await authenticate(t, second))).toMatchObject({
      status: 400,
      code: 'oauth_failed',
      error: expect.stringMatching(/^Acme SSO refused the authorization code \(invalid_(grant|request)\)$/),
    })
  })

  it('a user who denies comes back without a code: oauth_user_denied', async () => {
    const t = await server()
    const back = await authorize(t, { provider: 'oidc:acme', hint: 'deny', redirectTo: RETURN })
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined')
    expect(await errorOf(await authenticate(t, back))).toMatchObject({
      status: 400,
      code: 'oauth_user_denied',
    })
  })

  it('hd=example.com: a Workspace account of the domain logs in; any other account is refused', async () => {
    const t = await server()
    expect((await login(t, 'oidc:work', 'hd:example.com:wes@example.com')).status).toBe(200)
    expect(await errorOf(await login(t, 'oidc:work', 'hd:other.com:wes@other.com'))).toMatchObject({
      status: 400,
      code: 'oauth_failed',
      error: 'Work account signed in an account outside example.com',
    })
    expect((await errorOf(await login(t, 'oidc:work', 'gmail@gmail.com'))).code).toBe('oauth_failed')
  })

  it('a wrong client secret: the issuer refuses the client', async () => {
    const t = await server({ 'oidc:acme': { ...provider(rs, 'Acme SSO'), clientSecret: 'wrong' } })
    const error = await errorOf(await login(t, 'oidc:acme', 'wendy@example.com'))
    expect(error).toMatchObject({ code: 'oauth_failed' })
    expect(error.error).toMatch(/^Acme SSO /)
  })

  it('an issuer that cannot be reached at login: oauth_failed with the provider’s name; the log says why', async () => {
    const lines: string[] = []
    const down = {
      clientId: 'x',
      clientSecret: 'y',
      oidc: { issuer: 'http://127.0.0.1:9', name: 'Down SSO' },
    }
    const t = await server({ 'oidc:down': down }, { log: (line: string) => lines.push(line) })
    const res = await t.post('/api/v1/oauth/init', {
      provider: 'oidc:down',
      redirect_to: RETURN,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    })
    expect(await errorOf(res)).toMatchObject({
      status: 502,
      code: 'oauth_failed',
      error: 'Down SSO could not be reached',
    })
    expect(lines.join('\n')).toContain('oidc:down of app')
    expect(lines.join('\n')).toContain('could not be reached')
  })

  it('a provider the app does not have: 403; an id of the wrong shape: 400', async () => {
    const t = await server()
    const start = (p: string) =>
      t.post('/api/v1/oauth/init', {
        provider: p,
        redirect_to: RETURN,
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      })
    expect((await start('oidc:nope')).status).toBe(403)
    expect((await start('oidc:Bad_Id')).status).toBe(400)
  })

  it('links to a user who logged in with email, and unlinks', async () => {
    const t = await server()
    const a = await t.loginEmail('lina@example.com')
    // the email approves the unlink only when it is older than the account it unlinks
    t.advance(1)
    const back = await authorize(t, { provider: 'oidc:es', hint: 'lina@example.com', redirectTo: RETURN })
    const linked = await authenticate(t, back, {}, 'link', a.token)
    expect(linked.status).toBe(200)
    const { user } = (await linked.json()) as { user: AuthResponseJSON['user'] }
    expect(user.linked_accounts.map((x) => x.type).sort()).toEqual(['email', 'oidc:es_oauth'])
    // a second account at the same provider is refused; another provider is another kind of account
    const second = await authorize(t, { provider: 'oidc:es', hint: 'lin@example.com', redirectTo: RETURN })
    expect((await errorOf(await authenticate(t, second, {}, 'link', a.token))).code).toBe('already_linked')
    // the unlink: a grant by a code to the email, the target naming the account as the wire does
    const unlinked = await t.granted(a.token, () =>
      t.post(
        '/api/v1/oauth/unlink',
        { provider: 'oidc:es', subject: 'es256|lina@example.com' },
        { token: a.token },
      ),
    )
    expect(unlinked.status, JSON.stringify(await unlinked.clone().json())).toBe(200)
    const after = (await unlinked.json()) as { user: AuthResponseJSON['user'] }
    expect(after.user.linked_accounts.map((x) => x.type)).toEqual(['email'])
  })
})

describe('setting a provider: refused with the reason when it cannot work', () => {
  const data = createDataCrypto(Buffer.alloc(32, 7))
  const dir = mkdtempSync(join(tmpdir(), 'latch-oidc-'))
  const secretFile = join(dir, 'secret')
  writeFileSync(secretFile, 'acme-secret\n')
  const ctx = { data, appId: demoAppSeed().id, cwd: dir, timeoutMs: 2000 }
  const flags = (extra: Record<string, unknown> = {}) => ({
    oidcProvider: 'acme',
    issuer: rs.url,
    clientId: 'acme',
    clientSecretFile: 'secret',
    name: 'Acme SSO',
    ...extra,
  })

  /** A server answering the discovery path with `doc` (a function of its own URL). */
  let meta: Server
  let metaUrl = ''
  let doc: (url: string) => unknown = () => ({})
  let reads = 0
  beforeAll(async () => {
    meta = createServer((_req, res) => {
      reads++
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(doc(metaUrl)))
    })
    await new Promise<void>((resolve) => meta.listen(0, '127.0.0.1', resolve))
    metaUrl = `http://127.0.0.1:${(meta.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => meta.close(() => resolve())))

  it('a working issuer: set, its secret sealed', async () => {
    const update = await oidcProviderUpdate(flags({ params: ['hd=example.com'] }), ctx)
    const settings = (update as (s: AppSettings) => AppSettings)({
      oauthCredentials: {},
    } as unknown as AppSettings)
    const cred = settings.oauthCredentials?.['oidc:acme']
    expect(cred?.oidc).toEqual({ issuer: rs.url, name: 'Acme SSO', params: { hd: 'example.com' } })
    expect(isSealed(cred?.clientSecret as string)).toBe(true)
    expect(cred?.clientSecret).not.toContain('acme-secret')
  })

  it.each([
    [{ issuer: 'not a url' }, "oidc:acme's issuer must be a URL"],
    [{ issuer: 'http://sso.example.com' }, "oidc:acme's issuer must be an https URL"],
    [{ issuer: undefined }, 'oidc:acme needs its issuer (--issuer URL)'],
    [{ clientSecretFile: undefined }, 'oidc:acme needs its client secret (--client-secret-file FILE)'],
    [{ clientSecretFile: 'missing' }, "cannot read --client-secret-file 'missing' (ENOENT)"],
    [{ clientId: undefined }, 'oidc:acme needs its client id'],
    [{ name: undefined }, 'oidc:acme needs a display name'],
    [{ oidcProvider: 'Acme!' }, "'Acme!' is not a valid OpenID Connect provider id"],
    [{ params: ['nonce=1'] }, "oidc:acme: the server sets 'nonce' itself"],
    [{ params: ['hd'] }, "--param 'hd' must be NAME=VALUE"],
    [{ icon: 'http://acme.example/i.svg' }, "oidc:acme's icon must be an https URL"],
  ])('%o', async (extra, reason) => {
    await expect(oidcProviderUpdate(flags(extra), ctx)).rejects.toThrow(reason)
  })

  it('discovery fails: refused with what the issuer did', async () => {
    await expect(oidcProviderUpdate(flags({ issuer: 'http://127.0.0.1:9' }), ctx)).rejects.toThrow(
      'oidc:acme: the discovery document of http://127.0.0.1:9 could not be reached',
    )
    await expect(oidcProviderUpdate(flags({ issuer: `${rs.url}/tenant` }), ctx)).rejects.toThrow(
      `the discovery document of ${rs.url}/tenant answered 404`,
    )
  })

  it('a discovery document without authorization_endpoint, or naming another issuer: refused', async () => {
    const full = (url: string) => ({
      issuer: url,
      authorization_endpoint: `${url}/authorize`,
      token_endpoint: `${url}/token`,
      jwks_uri: `${url}/jwks`,
    })
    doc = (url) => {
      const { authorization_endpoint: _gone, ...rest } = full(url)
      return rest
    }
    await expect(oidcProviderUpdate(flags({ issuer: metaUrl }), ctx)).rejects.toThrow(
      `the discovery document of ${metaUrl} has no authorization_endpoint`,
    )
    doc = (url) => ({ ...full(url), issuer: 'https://evil.example' })
    await expect(oidcProviderUpdate(flags({ issuer: metaUrl }), ctx)).rejects.toThrow('names another issuer')
    doc = (url) => ({ ...full(url), token_endpoint: 'http://sso.example.com/token' })
    await expect(oidcProviderUpdate(flags({ issuer: metaUrl }), ctx)).rejects.toThrow(
      'token_endpoint must be an https URL',
    )
    doc = full
    await expect(oidcProviderUpdate(flags({ issuer: metaUrl }), ctx)).resolves.toBeTypeOf('function')
  })

  it('at login, a discovery document is read once per issuer for 10 minutes; a failed read is not kept', async () => {
    let now = 0
    const discover = createDiscoveryCache(() => now)
    doc = () => ({ issuer: 'https://evil.example' })
    await expect(discover(metaUrl, 2000)).rejects.toThrow('names another issuer')
    doc = (url) => ({
      issuer: url,
      authorization_endpoint: `${url}/authorize`,
      token_endpoint: `${url}/token`,
      jwks_uri: `${url}/jwks`,
    })
    const before = reads
    expect((await discover(metaUrl, 2000)).token_endpoint).toBe(`${metaUrl}/token`)
    now += DISCOVERY_TTL_MS - 1
    await discover(metaUrl, 2000)
    expect(reads - before).toBe(1)
    now += 1
    await discover(metaUrl, 2000)
    expect(reads - before).toBe(2)
  })

  it('removing one', async () => {
    const update = await oidcProviderUpdate({ removeOidcProvider: ['acme'] }, ctx)
    const before = { oauthCredentials: { 'oidc:acme': provider(rs, 'Acme SSO') } } as unknown as AppSettings
    expect((update as (s: AppSettings) => AppSettings)(before).oauthCredentials).toBeUndefined()
  })

  it('an app seed is checked the same way (without reaching the issuer)', () => {
    expect(oidcSettingsIssue('oidc:acme', provider(rs, 'Acme SSO'))).toBeNull()
    expect(oidcSettingsIssue('oidc:acme', { clientId: 'a', oidc: { issuer: rs.url, name: 'A' } })).toBe(
      'oidc:acme needs its client secret (--client-secret-file FILE)',
    )
  })
})
