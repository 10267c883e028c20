import type { WritableAtom } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import type { Harness } from '../../../../test/fixtures/core/harness'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import type { ResolvedConfig } from '../../config/types'

const server = useMswServer(createMswServer())
const AUTH_PATH = '/api/v1/custom_jwt_account/authenticate'

async function withHost(getCustomAccessToken: () => Promise<string | null | undefined>, isLoading = false) {
  const h = await createHarness(server, {
    config: { customAuth: { enabled: true, getCustomAccessToken, isLoading } },
    notReady: true,
  })
  h.login.customTokens.set('host-a', 'user-a')
  h.login.customTokens.set('host-b', 'user-b')
  await h.latch.ready()
  // The first sync runs by itself after ready(); wait for it to settle unless the host never answers.
  await vi
    .waitFor(
      () =>
        expect(['authenticating', 'fetching-token']).not.toContain(
          h.latch.flows.customAuth.$state.get().step,
        ),
      {
        timeout: 2000,
      },
    )
    .catch(() => undefined)
  return h
}

function setCustomAuth(h: Harness, customAuth: Partial<NonNullable<ResolvedConfig['customAuth']>>) {
  const $config = h.latch.$config as WritableAtom<ResolvedConfig>
  const current = $config.get()
  $config.set({
    ...current,
    customAuth: { ...(current.customAuth as NonNullable<ResolvedConfig['customAuth']>), ...customAuth },
  })
}

describe('custom token login', () => {
  it("is 'disabled' without customAuth", async () => {
    const h = await createHarness(server)
    expect(h.latch.flows.customAuth.$state.get()).toEqual({ step: 'disabled' })
    expect(await h.latch.loginWithCustomToken()).toBeNull()
  })

  it("authenticates with the host's token once the session has restored", async () => {
    const h = await withHost(async () => 'host-a')
    expect(h.state.requests.find((r) => r.path === AUTH_PATH)?.body).toEqual({ token: 'host-a' })
    expect(h.latch.flows.customAuth.$state.get()).toMatchObject({
      step: 'authenticated',
      user: { customAuth: { customUserId: 'user-a' } },
    })
    expect(h.latch.$auth.get().status).toBe('authenticated')
  })

  it('waits while the host is loading, then authenticates when it is done', async () => {
    const getToken = vi.fn(async () => 'host-a')
    const h = await withHost(getToken, true)
    expect(h.latch.flows.customAuth.$state.get()).toEqual({ step: 'waiting' })
    expect(getToken).not.toHaveBeenCalled()
    setCustomAuth(h, { isLoading: false })
    await vi.waitFor(() => expect(h.latch.flows.customAuth.$state.get().step).toBe('authenticated'))
  })

  it('re-authenticates when the host token changes, and not when it is the same', async () => {
    let token = 'host-a'
    const h = await withHost(async () => token)
    await h.latch.loginWithCustomToken()
    expect(h.state.count('POST', AUTH_PATH)).toBe(1)
    token = 'host-b'
    const user = await h.latch.loginWithCustomToken()
    expect(user?.customAuth?.customUserId).toBe('user-b')
    expect(h.state.count('POST', AUTH_PATH)).toBe(2)
  })

  it('does not re-authenticate for a new host token of the user already signed in', async () => {
    const jwt = (sub: string, n: number) =>
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub, n })).toString('base64url')}.sig`
    let token = jwt('user-a', 1)
    const h = await withHost(async () => token)
    h.login.customTokens.set(token, 'user-a')
    await h.latch.loginWithCustomToken()
    expect(h.state.count('POST', AUTH_PATH)).toBe(2)
    token = jwt('user-a', 2)
    await h.latch.loginWithCustomToken()
    expect(h.state.count('POST', AUTH_PATH)).toBe(2)
    expect(h.latch.flows.customAuth.$state.get().step).toBe('authenticated')
    token = jwt('user-b', 3)
    h.login.customTokens.set(token, 'user-b')
    expect((await h.latch.loginWithCustomToken())?.customAuth?.customUserId).toBe('user-b')
    expect(h.state.count('POST', AUTH_PATH)).toBe(3)
  })

  it('logs out when the host token becomes null', async () => {
    let token: string | null = 'host-a'
    const h = await withHost(async () => token)
    token = null
    expect(await h.latch.loginWithCustomToken()).toBeNull()
    expect(h.latch.flows.customAuth.$state.get()).toEqual({ step: 'unauthenticated' })
    expect(h.latch.$auth.get().status).toBe('unauthenticated')
  })

  it("a throwing getCustomAccessToken ends in 'error' with 'Authentication failed'", async () => {
    const h = await withHost(async () => {
      throw new Error('host session broken')
    })
    expect(h.latch.flows.customAuth.$state.get()).toMatchObject({
      step: 'error',
      message: 'Authentication failed',
    })
    await expect(h.latch.loginWithCustomToken()).rejects.toMatchObject({ code: 'custom_auth_error' })
  })

  it("a hanging getCustomAccessToken ends after 20 s in 'error' with 'Request timed out'", async () => {
    const h = await withHost(() => new Promise(() => undefined))
    expect(h.latch.flows.customAuth.$state.get()).toEqual({ step: 'fetching-token' })
    await h.clock.advance(19_999)
    expect(h.latch.flows.customAuth.$state.get()).toEqual({ step: 'fetching-token' })
    await h.clock.advance(1)
    expect(h.latch.flows.customAuth.$state.get()).toMatchObject({
      step: 'error',
      message: 'Request timed out',
      error: { code: 'client_request_timeout' },
    })
  })

  it("a token the server refuses ends in 'error' with 'Authentication failed'", async () => {
    const h = await withHost(async () => 'forged')
    expect(h.latch.flows.customAuth.$state.get()).toMatchObject({
      step: 'error',
      message: 'Authentication failed',
    })
    expect(h.latch.$auth.get().status).toBe('unauthenticated')
  })

  it('only the newest sync sets the state', async () => {
    let release: (token: string) => void = () => undefined
    const slow = new Promise<string>((resolve) => {
      release = resolve
    })
    let calls = 0
    const h = await withHost(() => (++calls === 1 ? slow : Promise.resolve('host-b')))
    await h.latch.loginWithCustomToken()
    release('host-a')
    await settle(50)
    expect(h.latch.flows.customAuth.$state.get()).toMatchObject({
      step: 'authenticated',
      user: { customAuth: { customUserId: 'user-b' } },
    })
    expect(h.state.count('POST', AUTH_PATH)).toBe(1)
  })
})
