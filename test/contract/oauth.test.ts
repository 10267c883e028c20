import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OAuthProvider as OAuthProviderName } from '../../core/src/config/types'
import type { Latch } from '../../core/src/latch'
import { playProvider } from '../../examples/server/src/dev/providers/play-browser'
import { demoAppSeed } from '../../examples/server/src/index'
import {
  type ContractServer,
  createClient,
  createFakeLocation,
  loginByEmail,
  PAGE,
  readCode,
  startContractServer,
} from './helpers'

let server: ContractServer
beforeAll(async () => {
  // OAuth returns only to registered pages: this suite's page is /login on the demo origin
  const seed = demoAppSeed()
  server = await startContractServer({
    apps: [{ ...seed, settings: { ...seed.settings, oauthRedirectUrls: [`${PAGE}login`] } }],
  })
})
afterAll(() => server.close())

/**
 * Plays the browser: follows the authorization URL the client assigned to the provider's local stand-in (choosing
 * the identity with login_hint), then the server's callback (a GET, or Apple's form POST), and lands the fake
 * address bar on the return URL.
 */
async function followRedirects(fake: ReturnType<typeof createFakeLocation>, hint: string): Promise<URL> {
  const callback = await playProvider(fake.state.assigned.at(-1) as string, hint)
  const atCallback = await fetch(callback.url, {
    method: callback.method,
    redirect: 'manual',
    ...(callback.form ? { body: callback.form } : {}),
  })
  expect(atCallback.status).toBe(302)
  const back = new URL(atCallback.headers.get('location') as string)
  fake.state.href = back.toString()
  return back
}

async function oauthClient(path = 'login?from=contract') {
  const fake = createFakeLocation(`${PAGE}${path}`)
  const latch = createClient(server, { location: fake.location })
  await latch.ready()
  return { fake, latch }
}

async function oauthLogin(
  latch: Latch,
  fake: ReturnType<typeof createFakeLocation>,
  provider: OAuthProviderName,
  hint: string,
) {
  await latch.initLoginWithOAuth(provider)
  await followRedirects(fake, hint)
  return latch.loginWithOAuth(provider)
}

describe('OAuth through the local provider stand-ins', () => {
  it('google: init, provider, callback, return with privy_oauth_* params, then loginWithOAuth', async () => {
    const { fake, latch } = await oauthClient()
    await latch.initLoginWithOAuth('google')
    const back = await followRedirects(fake, 'olivia@example.com')
    // the server returns to the exact registered page; the page's own query waited on the client
    expect(back.origin + back.pathname).toBe(`${PAGE}login`)
    expect(back.searchParams.get('from')).toBeNull()
    expect(back.searchParams.get('privy_oauth_provider')).toBe('google')
    expect(back.searchParams.get('privy_oauth_state')).toBeTruthy()
    const result = await latch.loginWithOAuth('google')
    expect(result?.user.google).toMatchObject({
      email: 'olivia@example.com',
      subject: 'sub-olivia@example.com',
    })
    expect(latch.$auth.get().status).toBe('authenticated')
    // the client removed the privy_oauth_* parameters from the address and put the page's own query back
    expect(fake.state.href).toBe(`${PAGE}login?from=contract`)
  })

  it('a user who denies comes back with privy_oauth_code=undefined: oauth_user_denied', async () => {
    const { fake, latch } = await oauthClient()
    await latch.initLoginWithOAuth('google')
    const back = await followRedirects(fake, 'deny')
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined')
    await expect(latch.loginWithOAuth('google')).rejects.toMatchObject({ code: 'oauth_user_denied' })
    expect(latch.$auth.get().status).toBe('unauthenticated')
  })

  it('link github to an email user; a second github account is refused; unlink', async () => {
    const { fake, latch } = await oauthClient()
    await loginByEmail(server, latch, 'oauth-linker@example.com')
    await latch.linkOAuth('github')
    await followRedirects(fake, 'gina@example.com')
    const linked = await latch.loginWithOAuth('github')
    expect(linked?.user.github).toMatchObject({ username: 'gina' })
    expect(latch.$user.get()?.email?.address).toBe('oauth-linker@example.com')

    // the client refuses a second github link by itself (the server's own refusal is covered by the route tests)
    await expect(latch.linkOAuth('github')).rejects.toMatchObject({
      message: 'User already has a github account linked to their account.',
    })

    const subject = latch.$user.get()?.github?.subject as string
    expect(subject).toMatch(/^\d+$/)
    // removing github takes a code to the email (linked before it): the prompt sends it at once, then the unlink goes
    const unlinked = latch.unlinkOAuth('github', subject)
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), {
      timeout: 10_000,
    })
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      targets: [{ type: 'email', recipient: 'oauth-linker@example.com' }],
    })
    expect(latch.$user.get()?.github?.subject).toBe(subject)
    await latch.flows.stepUp.submitCode(await readCode(server, 'oauth-linker@example.com'))
    const user = await unlinked
    expect(user.github ?? null).toBeNull()
  })

  it('an account already on another user: linked_to_another_user', async () => {
    const first = await oauthClient()
    await oauthLogin(first.latch, first.fake, 'google', 'taken@example.com')
    const { fake, latch } = await oauthClient()
    await loginByEmail(server, latch, 'oauth-second@example.com')
    await latch.linkOAuth('google')
    await followRedirects(fake, 'taken@example.com')
    await expect(latch.loginWithOAuth('google')).rejects.toMatchObject({ code: 'linked_to_another_user' })
  })
})

describe('every provider, the way it works, through the client', () => {
  const cases: Array<[OAuthProviderName, (user: NonNullable<ReturnType<Latch['$user']['get']>>) => unknown]> =
    [
      ['google', (u) => u.google],
      ['apple', (u) => u.apple],
      ['linkedin', (u) => u.linkedin],
      ['github', (u) => u.github],
      ['discord', (u) => u.discord],
      ['twitter', (u) => u.twitter],
      ['tiktok', (u) => u.tiktok],
      ['spotify', (u) => u.spotify],
      ['twitch', (u) => u.twitch],
      ['instagram', (u) => u.instagram],
      ['line', (u) => u.line],
    ]
  const expected: Record<OAuthProviderName, Record<string, unknown>> = {
    google: { email: 'pat@example.com', name: 'Pat' },
    apple: { email: 'pat@example.com', name: 'Pat Example' },
    linkedin: { email: 'pat@example.com', name: 'Pat' },
    github: { username: 'pat', name: 'Pat', email: 'pat@example.com' },
    discord: { username: 'pat', email: 'pat@example.com' },
    twitter: { username: 'pat', name: 'Pat' },
    tiktok: { username: 'pat' },
    spotify: { name: 'Pat' },
    twitch: { username: 'pat', name: 'Pat', email: 'pat@example.com' },
    instagram: { username: 'pat' },
    line: { name: 'Pat' },
  }
  it.each(cases)('%s: signs in and the user carries what the provider gives', async (provider, pick) => {
    const { fake, latch } = await oauthClient()
    const result = await oauthLogin(latch, fake, provider, 'pat@example.com')
    expect(result?.isNewUser).toBe(true)
    expect(latch.$auth.get().status).toBe('authenticated')
    const account = pick(latch.$user.get() as NonNullable<ReturnType<Latch['$user']['get']>>)
    expect(account).toMatchObject({ subject: expect.any(String), ...expected[provider] })
  })

  it('a provider that fails: the client gets oauth_failed and stays signed out', async () => {
    const { fake, latch } = await oauthClient()
    await latch.initLoginWithOAuth('github')
    await followRedirects(fake, 'fail-user:pat@example.com')
    await expect(latch.loginWithOAuth('github')).rejects.toMatchObject({ code: 'oauth_failed' })
    expect(latch.$auth.get().status).toBe('unauthenticated')
    // the person sees the provider's name and may retry; the server's reason ('GitHub's user call answered 500')
    // is the operator's
    expect(latch.flows.oauth.$state.get()).toMatchObject({
      step: 'error',
      message: 'Could not sign in with GitHub. Try again.',
      retryable: true,
    })
  })
})
