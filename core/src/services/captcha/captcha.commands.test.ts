import { describe, expect, it, vi } from 'vitest'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import type { TurnstileLike, TurnstileRenderOptions } from './captcha.types'

const server = useMswServer(createMswServer())
const captchaOn = { appConfig: { captcha_enabled: true, captcha_site_key: 't:site-key-1' } }

function fakeTurnstile() {
  let options: TurnstileRenderOptions | undefined
  const turnstile: TurnstileLike & { solve(token: string): void; fail(): void; expire(): void } = {
    render: vi.fn((_container: unknown, o: TurnstileRenderOptions) => {
      options = o
      return 'widget-1'
    }),
    reset: vi.fn(),
    solve: (token) => options?.callback(token),
    fail: () => options?.['error-callback'](),
    expire: () => options?.['expired-callback'](),
  }
  return turnstile
}

async function withCaptcha(config = {}) {
  const h = await createHarness(server, { ...captchaOn, config })
  const turnstile = fakeTurnstile()
  const loader = vi.fn(async () => turnstile)
  h.latch.flows.captcha.setLoader(loader)
  return { ...h, turnstile, loader }
}

describe('captcha', () => {
  it("is 'disabled' and gives no token when the app has captcha off", async () => {
    const h = await createHarness(server)
    await h.latch.flows.captcha.load()
    expect(h.latch.flows.captcha.$state.get().step).toBe('disabled')
    expect(await h.latch.flows.captcha.waitForToken()).toBeNull()
  })

  it("loads the script lazily from the configured URL: 'loading' then 'ready'", async () => {
    const h = await withCaptcha({ captcha: { scriptUrl: 'https://captcha.test/api.js' } })
    expect(h.loader).not.toHaveBeenCalled()
    const steps: string[] = []
    h.latch.flows.captcha.$state.listen((s) => steps.push(s.step))
    await h.latch.flows.captcha.load()
    await h.latch.flows.captcha.load()
    expect(h.loader).toHaveBeenCalledTimes(1)
    expect(h.loader).toHaveBeenCalledWith('https://captcha.test/api.js')
    expect(steps).toEqual(['loading', 'ready'])
  })

  it('uses the default Turnstile URL when none is configured', async () => {
    const h = await withCaptcha()
    await h.latch.flows.captcha.load()
    expect(h.loader).toHaveBeenCalledWith(
      'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    )
  })

  it("a script that fails to load ends in 'error' with 'Issue verifying you are a human'", async () => {
    const h = await withCaptcha()
    h.latch.flows.captcha.setLoader(async () => {
      throw new Error('blocked')
    })
    await expect(h.latch.flows.captcha.load()).rejects.toMatchObject({ code: 'captcha_load_failed' })
    expect(h.latch.flows.captcha.$state.get()).toMatchObject({
      step: 'error',
      message: 'Issue verifying you are a human',
    })
  })

  it("renders the widget with the site key and goes 'success' with its token, 'ready' on expiry, 'error' on failure", async () => {
    const h = await withCaptcha()
    await h.latch.flows.captcha.render({ container: {} })
    expect(h.turnstile.render).toHaveBeenCalledWith({}, expect.objectContaining({ sitekey: 'site-key-1' }))
    h.turnstile.solve('tok-1')
    expect(h.latch.flows.captcha.$state.get()).toEqual({ step: 'success', token: 'tok-1', error: null })
    h.turnstile.expire()
    expect(h.latch.flows.captcha.$state.get().step).toBe('ready')
    h.turnstile.fail()
    expect(h.latch.flows.captcha.$state.get()).toMatchObject({
      step: 'error',
      message: 'Issue verifying you are a human',
    })
  })

  it('waits for the token, checking every 200 ms', async () => {
    const h = await withCaptcha()
    await h.latch.flows.captcha.render({ container: {} })
    const token = h.latch.flows.captcha.waitForToken()
    await h.clock.advance(200)
    expect(h.clock.pending()).toContain(200)
    h.turnstile.solve('tok-2')
    await h.clock.advance(200)
    expect(await token).toBe('tok-2')
  })

  it("gives up after 20 s with captcha_timeout 'Captcha failed' and the state 'error'", async () => {
    const h = await withCaptcha()
    await h.latch.flows.captcha.render({ container: {} })
    const outcome = h.latch.flows.captcha.waitForToken().catch((e) => e)
    await h.clock.advance(19_800)
    expect(h.latch.flows.captcha.$state.get().step).toBe('ready')
    await h.clock.advance(200)
    expect(await outcome).toMatchObject({ code: 'captcha_timeout', message: 'Captcha failed' })
    expect(h.latch.flows.captcha.$state.get()).toMatchObject({
      step: 'error',
      message: 'Issue verifying you are a human',
    })
    expect(h.clock.pending().filter((ms) => ms <= 200)).toEqual([])
  })

  it('the email submit is enabled only after captcha success', async () => {
    const h = await withCaptcha()
    await h.latch.flows.captcha.render({ container: {} })
    h.latch.flows.email.setEmail('ada@example.com')
    expect(h.latch.flows.email.$canSubmit.get()).toBe(false)
    h.turnstile.solve('tok-3')
    expect(h.latch.flows.email.$canSubmit.get()).toBe(true)
  })

  it('passes the token to the init call, then resets the widget for a fresh one', async () => {
    const h = await withCaptcha()
    h.login.captchaRequired = true
    await h.latch.flows.captcha.render({ container: {} })
    h.turnstile.solve('tok-4')
    await h.latch.initLoginWithEmail('ada@example.com')
    expect(h.state.requests.find((r) => r.path === '/api/v1/passwordless/init')?.body).toEqual({
      email: 'ada@example.com',
      token: 'tok-4',
    })
    expect(h.turnstile.reset).toHaveBeenCalledWith('widget-1')
    expect(h.latch.flows.captcha.$state.get().step).toBe('ready')
  })

  it('a token given by the host is sent as is', async () => {
    const h = await withCaptcha()
    await h.latch.initLoginWithEmail('ada@example.com', 'host-token')
    expect(h.state.requests.find((r) => r.path === '/api/v1/passwordless/init')?.body).toMatchObject({
      token: 'host-token',
    })
  })

  it("an unsolved captcha ends the email submit in 'Issue verifying you are a human' after 20 s", async () => {
    const h = await withCaptcha()
    await h.latch.flows.captcha.render({ container: {} })
    const outcome = h.latch.initLoginWithEmail('ada@example.com').catch((e) => e)
    // the first submit may wait for the passwordless commands' code (import()) before it is 'submitting'
    await vi.waitFor(() => expect(h.latch.flows.email.$state.get().step).toBe('submitting'))
    await h.clock.advance(20_000)
    expect(await outcome).toMatchObject({ code: 'captcha_timeout' })
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      step: 'error',
      message: 'Issue verifying you are a human',
    })
    expect(h.state.count('POST', '/api/v1/passwordless/init')).toBe(0)
    await settle()
  })
})
