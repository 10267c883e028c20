/**
 * Each social provider the way it really works, against its local fake: what the authorization URL carries, what
 * the provider gives (email or not, verified or not) and how the linked account looks; and the bad answers (a
 * refused code, a provider that errors or does not answer, a user without an id): `oauth_failed`, no account, the
 * state spent.
 */

import type { AuthResponseJSON } from '@latch/core/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAppSeed, type OAuthProvider, type ServerOptions } from '../../config'
import { type DevProviders, startDevProviders } from '../../dev/providers'
import { authenticate, authorize, initOAuth, oauthLogin } from '../../oauth/testing'
import { createTestServer, errorOf } from '../../testing'

let fakes: DevProviders
// starting the fakes (an OIDC worker among them) took over the 10 s default on a loaded 2-core machine
beforeAll(async () => {
  fakes = await startDevProviders()
}, 30_000)
afterAll(async () => {
  await fakes.stop()
})

const server = (options: ServerOptions = {}) =>
  createTestServer({ oauthProviders: fakes.providers, ...options }, [demoAppSeed()])

const accountOf = (body: AuthResponseJSON, type: string) =>
  body.user.linked_accounts.find((a) => a.type === type) as unknown as Record<string, unknown>

describe('the authorization URL each provider wants', () => {
  it('GitHub: client_id, scopes, PKCE S256; no nonce', async () => {
    const url = await initOAuth(await server(), { provider: 'github', redirectTo: 'http://127.0.0.1:5173/' })
    expect(url.pathname).toBe('/github/login/oauth/authorize')
    expect(url.searchParams.get('client_id')).toBe('github')
    expect(url.searchParams.get('scope')).toBe('read:user user:email')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.has('nonce')).toBe(false)
  })

  it('TikTok: client_key (not client_id) and comma-separated scopes', async () => {
    const url = await initOAuth(await server(), { provider: 'tiktok', redirectTo: 'http://127.0.0.1:5173/' })
    expect(url.searchParams.get('client_key')).toBe('tiktok')
    expect(url.searchParams.has('client_id')).toBe(false)
    expect(url.searchParams.get('scope')).toBe('user.info.basic,user.info.profile')
  })

  it('Apple: response_mode=form_post with name and email, a nonce, no PKCE', async () => {
    const url = await initOAuth(await server(), { provider: 'apple', redirectTo: 'http://127.0.0.1:5173/' })
    expect(url.searchParams.get('response_mode')).toBe('form_post')
    expect(url.searchParams.get('scope')).toBe('name email')
    expect(url.searchParams.get('nonce')).toBeTruthy()
    expect(url.searchParams.has('code_challenge')).toBe(false)
  })

  it('X: PKCE S256 with users.read', async () => {
    const url = await initOAuth(await server(), { provider: 'twitter', redirectTo: 'http://127.0.0.1:5173/' })
    expect(url.searchParams.get('scope')).toBe('users.read tweet.read')
    expect(url.searchParams.get('code_challenge')).toHaveLength(43)
  })
})

describe('who signed in, per provider', () => {
  const cases: Array<[OAuthProvider, Record<string, unknown>]> = [
    ['google', { subject: 'sub-ann@example.com', email: 'ann@example.com', name: 'Ann' }],
    ['linkedin', { subject: 'sub-ann@example.com', email: 'ann@example.com', name: 'Ann' }],
    [
      'github',
      { subject: expect.stringMatching(/^\d+$/), username: 'ann', name: 'Ann', email: 'ann@example.com' },
    ],
    ['discord', { subject: expect.stringMatching(/^\d{18}$/), username: 'ann', email: 'ann@example.com' }],
    ['twitter', { subject: expect.stringMatching(/^\d{19}$/), username: 'ann', name: 'Ann' }],
    ['tiktok', { subject: expect.stringMatching(/^-000/), username: 'ann' }],
    ['apple', { subject: expect.stringMatching(/^\d+\.[0-9a-f]{32}\.\d+$/), email: 'ann@example.com' }],
    // Spotify's email is unverified: not kept
    ['spotify', { subject: expect.stringMatching(/^[a-z0-9_-]{22}$/), name: 'Ann' }],
    [
      'twitch',
      { subject: expect.stringMatching(/^\d{9}$/), username: 'ann', name: 'Ann', email: 'ann@example.com' },
    ],
    ['instagram', { subject: expect.stringMatching(/^\d{17}$/), username: 'ann' }],
    ['line', { subject: expect.stringMatching(/^U[0-9a-f]{32}$/), name: 'Ann' }],
  ]
  it.each(cases)('%s', async (provider, fields) => {
    const t = await server()
    const body = await oauthLogin(t, provider, 'ann@example.com')
    expect(body.is_new_user).toBe(true)
    expect(accountOf(body, `${provider}_oauth`)).toMatchObject(fields)
    // the same person again is the same user
    const again = await oauthLogin(t, provider, 'ann@example.com')
    expect(again.user.id).toBe(body.user.id)
    expect(again.is_new_user).toBe(false)
  })

  it('X and TikTok give no email', async () => {
    const t = await server()
    expect(
      accountOf(await oauthLogin(t, 'twitter', 'xavier@example.com'), 'twitter_oauth').email,
    ).toBeUndefined()
    expect(accountOf(await oauthLogin(t, 'tiktok', 'tia@example.com'), 'tiktok_oauth').email).toBeUndefined()
  })

  it('GitHub: the primary verified email from /user/emails, not the noreply one; unverified primary: no email', async () => {
    const t = await server()
    expect(accountOf(await oauthLogin(t, 'github', 'gus@example.com'), 'github_oauth').email).toBe(
      'gus@example.com',
    )
    const unverified = await oauthLogin(t, 'github', 'unverified:gail@example.com')
    expect(accountOf(unverified, 'github_oauth')).toMatchObject({ username: 'gail', email: null })
  })

  it('Discord and Apple keep the email only when the provider verified it', async () => {
    const t = await server()
    expect(
      accountOf(await oauthLogin(t, 'discord', 'unverified:dan@example.com'), 'discord_oauth').email,
    ).toBeNull()
    expect(
      accountOf(await oauthLogin(t, 'apple', 'unverified:amy@example.com'), 'apple_oauth').email,
    ).toBeNull()
  })

  it('Apple: the name comes in the first callback only, and later logins keep it', async () => {
    const t = await server()
    const first = await oauthLogin(t, 'apple', 'abe@example.com')
    expect(accountOf(first, 'apple_oauth')).toMatchObject({ email: 'abe@example.com', name: 'Abe Example' })
    const second = await oauthLogin(t, 'apple', 'abe@example.com')
    expect(second.user.id).toBe(first.user.id)
    expect(accountOf(second, 'apple_oauth')).toMatchObject({ name: 'Abe Example' })
  })

  it('an allowlist matches only a verified provider email (GitHub)', async () => {
    const seed = demoAppSeed()
    const allowlist = { ...seed.settings?.allowlist, enabled: true, emails: ['gwen@example.com'] }
    const t = await createTestServer({ oauthProviders: fakes.providers }, [
      { ...seed, settings: { ...seed.settings, allowlist: allowlist as never } },
    ])
    const refused = await authenticate(
      t,
      await authorize(t, {
        provider: 'github',
        hint: 'unverified:gwen@example.com',
        redirectTo: 'http://127.0.0.1:5173/',
      }),
    )
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: 'allowlist_rejected' })
    expect((await oauthLogin(t, 'github', 'gwen@example.com')).user.id).toBeTruthy()
  })
})

describe('bad answers from the provider: oauth_failed, nothing created, the state spent', () => {
  const cases: Array<[OAuthProvider, string, RegExp]> = [
    ['github', 'fail-token', /GitHub refused the authorization code \(bad_verification_code\)/],
    ['discord', 'fail-token', /Discord's token endpoint answered 500/],
    ['twitter', 'fail-token', /X's token endpoint answered 503/],
    ['tiktok', 'fail-token', /TikTok's token endpoint answered 500/],
    ['apple', 'fail-token', /Apple refused the authorization code \(invalid_grant\)/],
    ['google', 'fail-token', /Google refused the authorization code \(invalid_grant\)/],
    ['github', 'slow-token', /GitHub did not answer within 400 ms/],
    ['apple', 'slow-token', /Apple did not answer within 400 ms/],
    ['github', 'fail-user', /GitHub's user call answered 500/],
    ['tiktok', 'fail-user', /TikTok's user call answered 500/],
    ['discord', 'slow-user', /Discord did not answer within 400 ms/],
    ['twitter', 'slow-user', /X did not answer within 400 ms/],
    ['github', 'no-id', /GitHub answered a user without an id/],
    ['discord', 'no-id', /Discord answered a user without an id/],
    ['twitter', 'no-id', /X answered a user without an id/],
    ['tiktok', 'no-id', /TikTok answered a user without an id/],
    ['apple', 'no-id', /Apple answered a user without an id/],
    ['linkedin', 'no-id', /LinkedIn answered a user without an id/],
    ['spotify', 'fail-token', /Spotify's token endpoint answered 503/],
    ['twitch', 'fail-token', /Twitch's token endpoint answered 500/],
    ['instagram', 'fail-token', /Instagram's token endpoint answered 500/],
    ['line', 'fail-token', /LINE's token endpoint answered 500/],
    ['spotify', 'fail-user', /Spotify's user call answered 500/],
    ['twitch', 'fail-user', /Twitch's user call answered 500/],
    ['instagram', 'slow-user', /Instagram did not answer within 400 ms/],
    ['line', 'slow-token', /LINE did not answer within 400 ms/],
    ['spotify', 'no-id', /Spotify answered a user without an id/],
    ['twitch', 'no-id', /Twitch answered a user without an id/],
    ['instagram', 'no-id', /Instagram answered a user without an id/],
    ['line', 'no-id', /LINE answered a user without an id/],
  ]
  it.each(cases)('%s %s', async (provider, mode, message) => {
    const lines: string[] = []
    const t = await server({ oauthTimeoutMs: 400, log: (line) => lines.push(line) })
    const back = await authorize(t, {
      provider,
      hint: `${mode}:fay@example.com`,
      redirectTo: 'http://127.0.0.1:5173/',
    })
    const before = await t.fingerprint()
    const res = await authenticate(t, back)
    const error = await errorOf(res)
    expect(error.code).toBe('oauth_failed')
    expect(error.error).toMatch(message)
    expect([400, 502]).toContain(error.status)
    // no user, no account, no session; only the state is gone
    const after = await t.fingerprint()
    expect(after.users).toBe(before.users)
    expect(after.accounts).toBe(before.accounts)
    expect(after.sessions).toBe(before.sessions)
    expect(after.oauth_states).toBe((before.oauth_states ?? 0) - 1)
    const again = await authenticate(t, back)
    expect(await errorOf(again)).toMatchObject({ status: 401, code: 'invalid_credentials' })
    // the operator sees the provider and the reason, never the code
    const code = back.searchParams.get('privy_oauth_code') as string
    expect(lines.some((l) => l.includes(`oauth: ${provider} login failed: oauth_failed`))).toBe(true)
    expect(lines.join('\n')).not.toContain(code)
  })

  it('a provider that cannot be reached: oauth_failed', async () => {
    const github = { ...fakes.providers.github, tokenEndpoint: 'http://127.0.0.1:9/login/oauth/access_token' }
    const t = await server({ oauthProviders: { ...fakes.providers, github } })
    const res = await authenticate(
      t,
      await authorize(t, { provider: 'github', redirectTo: 'http://127.0.0.1:5173/' }),
    )
    expect(await errorOf(res)).toMatchObject({
      status: 502,
      code: 'oauth_failed',
      error: 'GitHub could not be reached',
    })
  })

  it.each([
    ['spotify', /^Spotify refused the authorization code \(invalid_grant\)$/],
    ['twitch', /^Twitch refused the authorization code \(400\)$/],
    ['instagram', /^Instagram refused the authorization code \(400\)$/],
    ['line', /^LINE refused the authorization code \(invalid_grant\)$/],
  ] as const)('%s: a replayed code is refused in the provider’s own words', async (provider, message) => {
    const t = await server()
    const first = await authorize(t, {
      provider,
      hint: 'rae@example.com',
      redirectTo: 'http://127.0.0.1:5173/',
    })
    expect((await authenticate(t, first)).status).toBe(200)
    const second = await authorize(t, {
      provider,
      hint: 'rae@example.com',
      redirectTo: 'http://127.0.0.1:5173/',
    })
    second.searchParams.set('privy_oauth_code', first.searchParams.get('privy_oauth_code') as string)
    const error = await errorOf(await authenticate(t, second))
    expect(error).toMatchObject({ status: 400, code: 'oauth_failed' })
    expect(error.error).toMatch(message)
  })
  it('Twitch keeps only a verified email', async () => {
    const t = await server()
    expect(
      accountOf(await oauthLogin(t, 'twitch', 'unverified:tom@example.com'), 'twitch_oauth').email,
    ).toBeNull()
  })
  it('a wrong client secret is refused by the provider (the fakes check client authentication)', async () => {
    for (const provider of [
      'github',
      'discord',
      'twitter',
      'tiktok',
      'spotify',
      'twitch',
      'instagram',
      'line',
    ] as const) {
      const cfg = { ...fakes.providers[provider], clientSecret: 'wrong' }
      const t = await server({ oauthProviders: { ...fakes.providers, [provider]: cfg } })
      const res = await authenticate(
        t,
        await authorize(t, { provider, redirectTo: 'http://127.0.0.1:5173/' }),
      )
      expect((await errorOf(res)).code).toBe('oauth_failed')
    }
  })
})
