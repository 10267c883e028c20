import type { AuthResponseJSON, OAuthInitResponseJSON } from '@latch/core/protocol'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAppSeed } from '../../config'
import { pkceChallenge, randomToken } from '../../crypto'
import { type DevProviders, startDevProviders } from '../../dev/providers'
import { authenticate, authorize } from '../../oauth/testing'
import { createTestServer, errorOf } from '../../testing'

let fakes: DevProviders
beforeAll(async () => {
  fakes = await startDevProviders()
})
afterAll(async () => {
  await fakes.stop()
})

const seed = demoAppSeed()
/** The demo app, with one page of a path registered as an OAuth return page too. */
const server = () =>
  createTestServer({ oauthProviders: fakes.providers }, [
    {
      ...seed,
      settings: {
        ...seed.settings,
        oauthRedirectUrls: ['http://127.0.0.1:5173/', 'http://127.0.0.1:5173/login'],
      },
    },
  ])

describe('OAuth', () => {
  it('redirects back to redirect_to with privy_oauth_* (and nothing else) and logs in', async () => {
    const t = await server()
    const back = await authorize(t)
    expect(back.origin + back.pathname).toBe('http://127.0.0.1:5173/login')
    expect([...back.searchParams.keys()]).toEqual([
      'privy_oauth_code',
      'privy_oauth_provider',
      'privy_oauth_state',
    ])
    expect(back.hash).toBe('')
    expect(back.searchParams.get('privy_oauth_provider')).toBe('google')
    const res = await authenticate(t, back)
    expect(res.status).toBe(200)
    const body = (await res.json()) as AuthResponseJSON
    expect(body.user.linked_accounts[0]).toMatchObject({
      type: 'google_oauth',
      subject: 'sub-alice@example.com',
      email: 'alice@example.com',
      name: 'Alice',
    })
  })

  it('maps each provider to its account type', async () => {
    const t = await server()
    const back = await authorize(t, { provider: 'github', hint: 'bob@example.com' })
    const body = (await (await authenticate(t, back)).json()) as AuthResponseJSON
    expect(body.user.linked_accounts[0]).toMatchObject({
      type: 'github_oauth',
      username: 'bob',
      email: 'bob@example.com',
      name: 'Bob',
    })
  })

  it('the state is single use', async () => {
    const t = await server()
    const back = await authorize(t)
    expect((await authenticate(t, back)).status).toBe(200)
    const again = await authenticate(t, back)
    expect(await errorOf(again)).toMatchObject({ status: 401, code: 'invalid_credentials' })
  })

  it('a user who denies comes back with privy_oauth_code=undefined', async () => {
    const t = await server()
    const back = await authorize(t, { hint: 'deny' })
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined')
    const res = await authenticate(t, back)
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'oauth_user_denied' })
  })

  it('redirect_to must be on an allowed origin (no open redirect)', async () => {
    const t = await server()
    const before = await t.fingerprint()
    for (const redirect_to of ['https://evil.example/cb', 'javascript:alert(1)', 'not a url']) {
      const res = await t.post('/api/v1/oauth/init', { provider: 'google', redirect_to })
      expect(res.status).toBe(400)
    }
    expect(
      (await t.post('/api/v1/oauth/init', { provider: 'myspace', redirect_to: 'http://127.0.0.1:5173/' }))
        .status,
    ).toBe(400)
    expect(await t.fingerprint()).toEqual(before)
  })

  it('the callback also takes response_mode=form_post (POST)', async () => {
    const t = await server()
    const init = await t.post('/api/v1/oauth/init', {
      provider: 'apple',
      redirect_to: 'http://127.0.0.1:5173/',
      code_challenge: pkceChallenge(randomToken(48)),
      code_challenge_method: 'S256',
    })
    const state = new URL(((await init.json()) as OAuthInitResponseJSON).url).searchParams.get(
      'state',
    ) as string
    const res = await t.app.request('/api/v1/oauth/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ code: 'provider-code', state }).toString(),
    })
    expect(res.status).toBe(302)
    const back = new URL(res.headers.get('location') as string)
    expect(back.searchParams.get('privy_oauth_code')).toBe('provider-code')
    expect(back.searchParams.get('privy_oauth_provider')).toBe('apple')
  })

  it('an unknown state at the callback is 400, not a redirect', async () => {
    const t = await server()
    const res = await t.get('/api/v1/oauth/callback?code=x&state=unknownstate', { appId: null })
    expect(res.status).toBe(400)
  })

  it('client PKCE: authenticate must carry the verifier matching the challenge', async () => {
    const t = await server()
    const verifier = randomToken(48)
    const back = await authorize(t, { challenge: pkceChallenge(verifier) })
    expect((await authenticate(t, back, { code_verifier: 'wrong'.repeat(10) })).status).toBe(401)
    const back2 = await authorize(t, { challenge: pkceChallenge(verifier) })
    expect((await authenticate(t, back2, { code_verifier: verifier })).status).toBe(200)
  })

  it('link and unlink; a second google account is refused with the exact message', async () => {
    const t = await server()
    const a = await t.loginEmail('a@example.com')
    t.advance(1)
    const back = await authorize(t, { hint: 'carol@example.com' })
    const res = await authenticate(t, back, {}, 'link', a.token)
    expect(res.status).toBe(200)
    const back2 = await authorize(t, { hint: 'dave@example.com' })
    const again = await authenticate(t, back2, {}, 'link', a.token)
    expect((await errorOf(again)).error).toBe('User already has a google account linked to their account.')
    // the unlink: a grant by a code to the (older) email
    const unlink = await t.granted(a.token, () =>
      t.post(
        '/api/v1/oauth/unlink',
        { provider: 'google', subject: 'sub-carol@example.com' },
        { token: a.token },
      ),
    )
    expect(unlink.status).toBe(200)
    const { user } = (await unlink.json()) as { user: AuthResponseJSON['user'] }
    expect(user.linked_accounts.map((x) => x.type)).toEqual(['email'])
  })

  it('an account of another user: linked_to_another_user', async () => {
    const t = await server()
    await authenticate(t, await authorize(t, { hint: 'erin@example.com' }))
    const a = await t.loginEmail('a@example.com')
    const res = await authenticate(t, await authorize(t, { hint: 'erin@example.com' }), {}, 'link', a.token)
    expect(await errorOf(res)).toMatchObject({ status: 400, code: 'linked_to_another_user' })
  })
})

describe('OAuth hardening', () => {
  it('oauth/init without code_challenge is 400 (S256 PKCE from the client is required)', async () => {
    const t = await server()
    const before = await t.fingerprint()
    const bare = await t.post('/api/v1/oauth/init', {
      provider: 'google',
      redirect_to: 'http://127.0.0.1:5173/',
    })
    expect(await errorOf(bare)).toMatchObject({ status: 400, code: 'invalid_request' })
    const plain = await t.post('/api/v1/oauth/init', {
      provider: 'google',
      redirect_to: 'http://127.0.0.1:5173/',
      code_challenge: pkceChallenge(randomToken(48)),
      code_challenge_method: 'plain',
    })
    expect(plain.status).toBe(400)
    expect(await t.fingerprint()).toEqual(before)
  })

  it('authenticate without the verifier is refused', async () => {
    const t = await server()
    const back = await authorize(t)
    expect((await authenticate(t, back, { code_verifier: undefined })).status).toBe(401)
  })

  it('redirect_to must match a registered redirect URL, not only its origin', async () => {
    const t = await server()
    const init = (redirect_to: string) =>
      t.post('/api/v1/oauth/init', {
        provider: 'google',
        redirect_to,
        code_challenge: pkceChallenge(randomToken(48)),
        code_challenge_method: 'S256',
      })
    expect((await init('http://127.0.0.1:5173/login')).status).toBe(200)
    for (const bad of [
      // exact strings only: the registered page with a query, a hash or a trailing slash added is another page
      'http://127.0.0.1:5173/login?next=1#x',
      'http://127.0.0.1:5173/login?next=1',
      'http://127.0.0.1:5173/login#x',
      'http://127.0.0.1:5173/login/',
      'http://127.0.0.1:5173/logout',
      'http://127.0.0.1:5173/login/../admin',
      'http://127.0.0.1:5173/login/extra',
      'http://user:pw@127.0.0.1:5173/',
    ]) {
      expect((await init(bad)).status).toBe(400)
    }
    // an app without a registered list accepts only its origins' root pages
    const plainApp = await createTestServer({ oauthProviders: fakes.providers })
    const res = await plainApp.post('/api/v1/oauth/init', {
      provider: 'google',
      redirect_to: 'http://127.0.0.1:5173/anywhere',
      code_challenge: pkceChallenge(randomToken(48)),
      code_challenge_method: 'S256',
    })
    expect(res.status).toBe(400)
  })

  it('email_verified: false with an allowlisted email is refused; the email is not stored', async () => {
    const allowlist = {
      enabled: true,
      emails: ['bob@example.com'],
      phones: [],
      wallets: [],
      errorTitle: null,
      errorDetail: null,
      ctaText: null,
      ctaLink: null,
    }
    const t = await createTestServer({ oauthProviders: fakes.providers }, [
      { ...seed, settings: { ...seed.settings, allowlist } },
    ])
    const refused = await authenticate(
      t,
      await authorize(t, { redirectTo: 'http://127.0.0.1:5173/', hint: 'unverified:bob@example.com' }),
    )
    expect(await errorOf(refused)).toMatchObject({ status: 403, code: 'allowlist_rejected' })
    const ok = await authenticate(
      t,
      await authorize(t, { redirectTo: 'http://127.0.0.1:5173/', hint: 'bob@example.com' }),
    )
    expect(ok.status).toBe(200)

    const open = await server()
    const res = await authenticate(open, await authorize(open, { hint: 'unverified:eve@example.com' }))
    const { user } = (await res.json()) as AuthResponseJSON
    const google = user.linked_accounts.find((a) => a.type === 'google_oauth') as { email?: string | null }
    expect(google.email ?? '').toBe('')
  })
})
