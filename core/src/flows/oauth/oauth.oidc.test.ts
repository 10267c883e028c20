/**
 * An app's own OpenID Connect providers on the client: the app config's `oidc_providers`, their LANDING entries, the
 * OAuth flow with `provider: 'oidc:<id>'`, their accounts in the user, and the provider's name in a failure.
 */
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Harness } from '../../../../test/fixtures/core/harness'
import { createHarness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { errorResponse } from '../../../../test/fixtures/msw/session.handlers'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'
import { parseAppConfig } from '../../config/app-config'
import { resolveConfig } from '../../config/resolve'
import { STORAGE_KEYS } from '../../constants'
import { getLatchContext } from '../../latch'
import { isOAuthProvider, oauthProviderName } from '../../rules/oauth'
import { parseUser } from '../../user/parse'
import { landingViews } from '../landing/landing.rules'

const server = useMswServer(createMswServer())

const acme = { id: 'oidc:acme', name: 'Acme SSO', icon: 'https://acme.example/icon.png' } as const
const corp = { id: 'oidc:corp-okta', name: 'Corp Okta', icon: null } as const
const appConfigJSON = {
  id: 'app',
  name: 'App',
  email_auth: true,
  google_oauth: true,
  spotify_oauth: true,
  oidc_providers: [acme, corp],
}

describe('the app config lists its OpenID Connect providers', () => {
  it('parses oidc_providers into oidcProviders, in the server order; the four new provider flags too', () => {
    const app = parseAppConfig(appConfigJSON)
    expect(app.oidcProviders).toEqual([acme, corp])
    expect(app.loginMethods).toMatchObject({ spotify: true, twitch: false, instagram: false, line: false })
    expect(parseAppConfig({ id: 'app', name: 'App' }).oidcProviders).toEqual([])
  })

  it('drops an entry whose id is not oidc:<id> and an icon that is not https', () => {
    const app = parseAppConfig({
      ...appConfigJSON,
      oidc_providers: [
        { id: 'acme', name: 'No prefix', icon: null },
        { id: 'oidc:UPPER', name: 'Upper case', icon: null },
        { id: 'oidc:ok', name: 'Ok', icon: 'javascript:alert(1)' },
        { id: 'oidc:local', name: 'Local', icon: 'http://localhost:5173/icon.svg' },
      ],
    })
    expect(app.oidcProviders).toEqual([
      { id: 'oidc:ok', name: 'Ok', icon: null },
      { id: 'oidc:local', name: 'Local', icon: 'http://localhost:5173/icon.svg' },
    ])
    expect(() => parseAppConfig({ ...appConfigJSON, oidc_providers: [{ id: 'oidc:x', name: '' }] })).toThrow(
      /oidc_providers\[0\]\.name/,
    )
  })
})

describe('LANDING shows the OpenID Connect providers after the built-in socials', () => {
  const app = parseAppConfig(appConfigJSON)
  const entries = (config: ReturnType<typeof resolveConfig>['config']) =>
    landingViews(config)['web2-overflow'].map((o) =>
      o.type === 'oauth' ? `${o.provider}|${o.name ?? ''}|${o.icon ?? ''}` : o.type,
    )

  it('with the server deciding: every provider it lists, with its name and icon', () => {
    const { config } = resolveConfig({}, app)
    expect(config.oidcProviders).toEqual([acme, corp])
    expect(entries(config)).toEqual([
      'email',
      'google||',
      'spotify||',
      'oidc:acme|Acme SSO|https://acme.example/icon.png',
      'oidc:corp-okta|Corp Okta|',
    ])
  })

  it("with the host's loginMethods: only the providers it turns on by id", () => {
    const { config } = resolveConfig({ loginMethods: { email: true, 'oidc:corp-okta': true } }, app)
    expect(entries(config)).toEqual(['email', 'oidc:corp-okta|Corp Okta|'])
    // a provider turned on by id alone is a login method (no 'You must enable at least one login method')
    expect(resolveConfig({ loginMethods: { 'oidc:acme': true } }).config.oidcProviders).toEqual([])
    expect(resolveConfig({ loginMethods: { 'oidc:acme': true } }, app).config.oidcProviders).toEqual([acme])
  })
})

describe('the OAuth rules know oidc:<id>', () => {
  it('accepts oidc:<id> as a provider, and the four new built-in ones', () => {
    for (const p of ['oidc:acme', 'oidc:corp-okta', 'spotify', 'twitch', 'instagram', 'line']) {
      expect(isOAuthProvider(p)).toBe(true)
    }
    for (const p of ['oidc:', 'oidc:Acme', 'oidc:a_b', `oidc:${'a'.repeat(33)}`, 'acme', 'oidc']) {
      expect(isOAuthProvider(p)).toBe(false)
    }
  })

  it("names a provider by the app config's name, else its id; the new ones by their brand", () => {
    expect(oauthProviderName('oidc:acme', [acme])).toBe('Acme SSO')
    expect(oauthProviderName('oidc:acme')).toBe('acme')
    expect(oauthProviderName('line')).toBe('LINE')
    expect(oauthProviderName('twitch')).toBe('Twitch')
  })
})

describe('the user holds accounts at OpenID Connect providers', () => {
  it('parses oidc:<id>_oauth accounts with provider, subject, email and name; the new providers fill their shortcut', () => {
    const at = { verified_at: 1_700_000_000, first_verified_at: null, latest_verified_at: null }
    const user = parseUser({
      id: 'did:latch:u',
      created_at: 1_700_000_000,
      mfa_methods: [],
      linked_accounts: [
        {
          type: 'oidc:acme_oauth',
          provider: 'oidc:acme',
          subject: 'sub-1',
          email: 'ada@acme.example',
          name: 'Ada',
          username: null,
          ...at,
        },
        { type: 'oidc:BAD_oauth', subject: 'x', ...at },
        { type: 'spotify_oauth', subject: 'sp-1', name: 'Spot', ...at },
        { type: 'twitch_oauth', subject: 'tw-1', username: 'tw', name: null, email: null, ...at },
        { type: 'instagram_oauth', subject: 'ig-1', username: 'ig', ...at },
        { type: 'line_oauth', subject: 'ln-1', name: null, ...at },
      ],
    })
    expect(user.linkedAccounts[0]).toEqual({
      type: 'oidc:acme_oauth',
      provider: 'oidc:acme',
      subject: 'sub-1',
      email: 'ada@acme.example',
      name: 'Ada',
      username: null,
      verifiedAt: new Date(1_700_000_000_000),
      firstVerifiedAt: null,
      latestVerifiedAt: null,
    })
    // an account type this client cannot read is skipped, not a failure
    expect(user.linkedAccounts.map((a) => a.type)).toEqual([
      'oidc:acme_oauth',
      'spotify_oauth',
      'twitch_oauth',
      'instagram_oauth',
      'line_oauth',
    ])
    expect(user.spotify).toEqual({ subject: 'sp-1', name: 'Spot' })
    expect(user.twitch).toEqual({ subject: 'tw-1', username: 'tw', name: null, email: null })
    expect(user.instagram).toEqual({ subject: 'ig-1', username: 'ig' })
    expect(user.line).toEqual({ subject: 'ln-1', name: null })
  })

  it('refuses an oidc account without a subject', () => {
    expect(() =>
      parseUser({
        id: 'u',
        created_at: 1,
        mfa_methods: [],
        linked_accounts: [{ type: 'oidc:acme_oauth', provider: 'oidc:acme', subject: '', verified_at: 1 }],
      }),
    ).toThrow(/subject/)
  })
})

describe('the OAuth flow with an OpenID Connect provider', () => {
  const on = { appConfig: { email_auth: true, oidc_providers: [acme, corp] } }
  const pendingOf = (h: Harness) =>
    JSON.parse(getLatchContext(h.latch).env.sessionStorage.getItem(STORAGE_KEYS.oauthPending) ?? 'null')

  it('sends provider oidc:<id> to oauth/init and keeps it pending across the redirect', async () => {
    const h = await createHarness(server, on)
    await h.latch.flows.oauth.init({ provider: 'oidc:acme' })
    const body = h.state.requests.find((r) => r.path === '/api/v1/oauth/init')?.body as Record<string, string>
    expect(body).toMatchObject({ provider: 'oidc:acme', code_challenge_method: 'S256' })
    expect(pendingOf(h)).toMatchObject({ provider: 'oidc:acme', mode: 'login' })
    expect(h.location.assigned).toHaveLength(1)
  })

  it("a provider failure at the return says 'Could not sign in with Acme SSO. Try again.', retryable", async () => {
    const h = await createHarness(server, on)
    await h.latch.flows.oauth.init({ provider: 'oidc:acme' })
    const { state } = pendingOf(h)
    h.location.url = h.login.oauthReturnUrl(state, 'code-1')
    server.use(
      http.post(`${TEST_API_URL}/api/v1/oauth/authenticate`, () =>
        errorResponse(400, 'oauth_failed', 'Acme SSO could not be reached'),
      ),
    )
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({ code: 'oauth_failed' })
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({
      step: 'error',
      provider: 'oidc:acme',
      message: 'Could not sign in with Acme SSO. Try again.',
      retryable: true,
    })
  })

  it('signs in and links: the user holds the oidc:acme_oauth account, which unlinks by its subject', async () => {
    const h = await createHarness(server, on)
    await h.latch.flows.oauth.init({ provider: 'oidc:acme' })
    h.location.url = h.login.oauthReturnUrl(pendingOf(h).state, 'ada')
    const result = await h.latch.loginWithOAuth('oidc:acme')
    expect(result?.user.linkedAccounts).toEqual([
      expect.objectContaining({ type: 'oidc:acme_oauth', provider: 'oidc:acme', subject: 'sub-ada' }),
    ])
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({ step: 'done', provider: 'oidc:acme' })
    // link a second provider, then unlink the first by its subject
    await h.latch.linkOAuth('oidc:corp-okta')
    expect(pendingOf(h)).toMatchObject({ provider: 'oidc:corp-okta', mode: 'link' })
    h.location.url = h.login.oauthReturnUrl(pendingOf(h).state, 'okta')
    await h.latch.loginWithOAuth()
    expect(h.latch.$user.get()?.linkedAccounts.map((a) => a.type)).toEqual([
      'oidc:acme_oauth',
      'oidc:corp-okta_oauth',
    ])
    const after = await h.latch.unlinkOAuth('oidc:acme', 'sub-ada')
    expect(after.linkedAccounts).toEqual([
      expect.objectContaining({
        type: 'oidc:corp-okta_oauth',
        provider: 'oidc:corp-okta',
        subject: 'sub-okta',
      }),
    ])
  })

  it('refuses a provider id that is not oidc:<id> with invalid_input, before any request', async () => {
    const h = await createHarness(server, on)
    await expect(h.latch.flows.oauth.init({ provider: 'oidc:Not Valid' as 'oidc:x' })).rejects.toMatchObject({
      code: 'invalid_input',
    })
    expect(h.state.requests.some((r) => r.path === '/api/v1/oauth/init')).toBe(false)
  })
})
