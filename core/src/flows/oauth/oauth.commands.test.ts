import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Harness } from '../../../../test/fixtures/core/harness'
import { createHarness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { errorResponse } from '../../../../test/fixtures/msw/session.handlers'
import { TEST_API_URL } from '../../../../test/fixtures/msw/state'
import { STORAGE_KEYS } from '../../constants'
import { getLatchContext } from '../../latch'

const server = useMswServer(createMswServer())
const oauthOn = { appConfig: { google_oauth: true, github_oauth: true } }

function pendingOf(h: Harness) {
  return JSON.parse(getLatchContext(h.latch).env.sessionStorage.getItem(STORAGE_KEYS.oauthPending) ?? 'null')
}

/** Starts a login, then comes back from the provider with `code` on the same page. */
async function roundTrip(h: Harness, code = 'provider-code', provider: 'google' | 'github' = 'google') {
  await h.latch.initLoginWithOAuth(provider)
  const { state } = pendingOf(h)
  h.location.url = h.login.oauthReturnUrl(state, code)
  return state as string
}

describe('OAuth redirect', () => {
  it('asks for the authorization URL with redirect_to = this page, keeps provider and state, and leaves', async () => {
    const h = await createHarness(server, oauthOn)
    await h.latch.initLoginWithOAuth('google')
    const body = h.state.requests.find((r) => r.path === '/api/v1/oauth/init')?.body as Record<string, string>
    expect(body).toMatchObject({
      provider: 'google',
      // the exact page the server has registered: the page's query and hash wait with the pending state
      redirect_to: 'https://host.latch.test/app',
      code_challenge_method: 'S256',
    })
    expect(body.state_code).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(pendingOf(h)).toMatchObject({
      provider: 'google',
      state: body.state_code,
      mode: 'login',
      page: 'https://host.latch.test/app?tab=1#top',
    })
    expect(h.location.assigned).toEqual([
      `https://oauth.latch.test/authorize?client_id=test&state=${body.state_code}`,
    ])
    expect(h.latch.flows.oauth.$state.get()).toEqual({
      step: 'redirecting',
      provider: 'google',
      mode: 'login',
    })
  })

  it('shows AWAITING_OAUTH_SCREEN while it runs', async () => {
    const h = await createHarness(server, oauthOn)
    h.latch.openModal()
    await h.latch.initLoginWithOAuth('github')
    expect(h.latch.flows.modal.$state.get()).toMatchObject({
      screen: 'AWAITING_OAUTH_SCREEN',
      data: { provider: 'github' },
    })
  })

  it('refuses an unknown provider', async () => {
    const h = await createHarness(server, oauthOn)
    await expect(h.latch.initLoginWithOAuth('facebook' as never)).rejects.toMatchObject({
      code: 'invalid_input',
    })
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({
      step: 'error',
      message: 'Authentication failed',
    })
    expect(h.location.assigned).toEqual([])
  })

  it("a failing init ends in 'Authentication failed' without leaving the page", async () => {
    const h = await createHarness(server, oauthOn)
    server.use(
      http.post(`${TEST_API_URL}/api/v1/oauth/init`, () =>
        errorResponse(400, 'invalid_request', 'not enabled'),
      ),
    )
    await expect(h.latch.initLoginWithOAuth('google')).rejects.toMatchObject({ status: 400 })
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({
      step: 'error',
      message: 'Authentication failed',
    })
    expect(h.location.assigned).toEqual([])
  })
})

describe('OAuth return', () => {
  it('authenticates, and removes the three parameters keeping the others and the hash', async () => {
    const h = await createHarness(server, oauthOn)
    await roundTrip(h)
    const result = await h.latch.loginWithOAuth()
    expect(result?.user.google?.subject).toBe('sub-provider-code')
    expect(h.location.replaced).toEqual(['https://host.latch.test/app?tab=1#top'])
    expect(h.latch.$auth.get().status).toBe('authenticated')
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({
      step: 'done',
      provider: 'google',
      isNewUser: true,
    })
    expect(pendingOf(h)).toBeNull()
  })

  it('sends the code, the state and the PKCE verifier', async () => {
    const h = await createHarness(server, oauthOn)
    const state = await roundTrip(h)
    const verifier = pendingOf(h).codeVerifier
    await h.latch.loginWithOAuth('google')
    expect(h.state.requests.find((r) => r.path === '/api/v1/oauth/authenticate')?.body).toEqual({
      authorization_code: 'provider-code',
      state_code: state,
      code_verifier: verifier,
    })
  })

  it('runs by itself after ready() when the page loads with a return in its address', async () => {
    const h = await createHarness(server, { ...oauthOn, notReady: true })
    h.login.oauthStates.set('state-from-before-the-redirect', {
      provider: 'google',
      redirectTo: 'https://host.latch.test/app?tab=1#top',
    })
    getLatchContext(h.latch).env.sessionStorage.setItem(
      STORAGE_KEYS.oauthPending,
      JSON.stringify({ provider: 'google', state: 'state-from-before-the-redirect', mode: 'login' }),
    )
    h.location.url = h.login.oauthReturnUrl('state-from-before-the-redirect')
    const steps: string[] = []
    h.latch.flows.oauth.$state.listen((s) => steps.push(s.step))
    await h.latch.ready()
    await vi.waitFor(() => expect(steps).toEqual(['authenticating', 'done']))
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'AWAITING_OAUTH_SCREEN' })
    expect(h.latch.$auth.get().status).toBe('authenticated')
    await h.clock.advance(1400)
    expect(h.latch.flows.modal.$state.get().step).toBe('closing')
  })

  it("refuses a tampered state: 'Invalid code during OAuth flow.', nothing sent, parameters removed", async () => {
    const h = await createHarness(server, oauthOn)
    const state = await roundTrip(h)
    h.location.url = h.location.url.replace(state, `${state}x`)
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({
      code: 'oauth_state_mismatch',
      message: 'Invalid code during OAuth flow.',
    })
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({
      step: 'error',
      message: 'Invalid code during OAuth flow.',
      retryable: false,
    })
    expect(h.state.count('POST', '/api/v1/oauth/authenticate')).toBe(0)
    expect(h.location.url).toBe('https://host.latch.test/app?tab=1#top')
  })

  it('refuses a return nobody started here (no pending state), and one for another provider', async () => {
    const h = await createHarness(server, oauthOn)
    h.location.url =
      'https://host.latch.test/?privy_oauth_code=c&privy_oauth_provider=google&privy_oauth_state=s'
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({ code: 'oauth_state_mismatch' })
    await roundTrip(h)
    await expect(h.latch.loginWithOAuth('github')).rejects.toMatchObject({ code: 'oauth_state_mismatch' })
  })

  it('a callback without a state (the code alone, after a real start) is refused and sends nothing', async () => {
    const h = await createHarness(server, oauthOn)
    await roundTrip(h)
    const url = new URL(h.location.url)
    url.searchParams.delete('privy_oauth_state')
    h.location.url = url.toString()
    const sent = () => h.state.requests.filter((r) => r.path === '/api/v1/oauth/authenticate').length
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({ code: 'oauth_state_mismatch' })
    expect(sent()).toBe(0)
    expect(h.latch.$auth.get().status).toBe('unauthenticated')
  })

  it('refuses a provider swapped in the address', async () => {
    const h = await createHarness(server, oauthOn)
    await roundTrip(h)
    h.location.url = h.location.url.replace('privy_oauth_provider=google', 'privy_oauth_provider=github')
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({ code: 'oauth_state_mismatch' })
  })

  it("the literal code 'undefined' means the user denied: oauth_user_denied with a retry hint", async () => {
    const h = await createHarness(server, oauthOn)
    await roundTrip(h, 'undefined')
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({
      code: 'oauth_user_denied',
      retryable: true,
    })
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({
      step: 'error',
      message: 'Check Google to finish connecting your account.',
      retryable: true,
    })
    expect(h.state.count('POST', '/api/v1/oauth/authenticate')).toBe(0)
  })

  it("invalid_credentials: 'Something went wrong. Try again.' (retryable)", async () => {
    const h = await createHarness(server, oauthOn)
    await roundTrip(h, 'bad')
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({ code: 'invalid_credentials' })
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({
      message: 'Something went wrong. Try again.',
      retryable: true,
    })
  })

  it("any other failure: 'Authentication failed'", async () => {
    const h = await createHarness(server, oauthOn)
    await roundTrip(h, 'boom')
    await expect(h.latch.loginWithOAuth()).rejects.toBeDefined()
    expect(h.latch.flows.oauth.$state.get()).toMatchObject({
      message: 'Authentication failed',
      retryable: false,
    })
  })

  it('allowlist_rejected goes to the rejection screen', async () => {
    const h = await createHarness(server, oauthOn)
    h.login.allowlist = ['someone@else.test']
    await roundTrip(h)
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({ code: 'allowlist_rejected' })
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ screen: 'ALLOWLIST_REJECTION_SCREEN' })
  })

  it('two callers share one exchange', async () => {
    const h = await createHarness(server, oauthOn)
    await roundTrip(h)
    const [a, b] = await Promise.all([h.latch.loginWithOAuth(), h.latch.flows.oauth.handleReturn()])
    expect(a).toBe(b)
    expect(h.state.count('POST', '/api/v1/oauth/authenticate')).toBe(1)
  })

  it('is null when the address carries no return', async () => {
    const h = await createHarness(server, oauthOn)
    expect(await h.latch.loginWithOAuth()).toBeNull()
    expect(h.location.replaced).toEqual([])
  })

  it('a replayed return (after a reload) is refused: the pending state was used up', async () => {
    const h = await createHarness(server, oauthOn)
    await roundTrip(h)
    const returned = h.location.url
    await h.latch.loginWithOAuth()
    h.location.url = returned
    await expect(h.latch.loginWithOAuth()).rejects.toMatchObject({ code: 'oauth_state_mismatch' })
  })
})
