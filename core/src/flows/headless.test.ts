import { describe, expect, it } from 'vitest'
import { createLoginHandlers } from '../../../test/fixtures/msw/login.handlers'
import { createMswServer, useMswServer } from '../../../test/fixtures/msw/server'
import { createSessionHandlers } from '../../../test/fixtures/msw/session.handlers'
import { createFakeState } from '../../../test/fixtures/msw/state'
import { createMemoryStorage } from '../env'
import { createLatch } from '../latch'

const server = useMswServer(createMswServer())

describe('headless', () => {
  it('the stores drive a complete email login in Node with no DOM at all', async () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined')
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const state = await createFakeState()
    server.use(...createSessionHandlers(state), ...createLoginHandlers(state).handlers)
    // The default env: real fetch (intercepted by msw), real timers, no location, only storage swapped for memory.
    const latch = createLatch({
      appId: state.appId,
      apiUrl: state.apiUrl,
      env: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() },
    })
    await latch.ready()
    const { email, modal } = latch.flows
    const seen: string[] = []
    email.$state.subscribe((s) => seen.push(s.step))

    latch.login()
    expect(modal.$state.get()).toMatchObject({ open: true, screen: 'LANDING' })
    email.setEmail('grace@example.com')
    expect(email.$canSubmit.get()).toBe(true)
    await email.init({ email: email.$email.get() })
    expect(modal.$state.get().screen).toBe('AWAITING_PASSWORDLESS_CODE')
    const code = state.codes.get('grace@example.com') ?? ''
    await email.loginWithCode({ code })

    expect(seen).toEqual(['idle', 'submitting', 'awaiting-code', 'verifying', 'done'])
    expect(latch.$auth.get()).toMatchObject({
      status: 'authenticated',
      user: { email: { address: 'grace@example.com' } },
    })
    expect(await latch.getAccessToken()).toEqual(expect.any(String))
    await latch.logout()
    expect(modal.$state.get().screen).toBe('LANDING')
    latch.closeModal()
  })

  it('latch.loginWithCode checks the code of the flow waiting for one, even when it was started through flows.*.init', async () => {
    const state = await createFakeState()
    server.use(...createSessionHandlers(state), ...createLoginHandlers(state).handlers)
    const latch = createLatch({
      appId: state.appId,
      apiUrl: state.apiUrl,
      env: { storage: createMemoryStorage(), sessionStorage: createMemoryStorage() },
    })
    await latch.ready()
    await latch.flows.email.init({ email: 'ada@example.com' })
    await latch.loginWithCode(state.codes.get('ada@example.com') ?? '')
    expect(latch.$auth.get()).toMatchObject({
      status: 'authenticated',
      user: { email: { address: 'ada@example.com' } },
    })
    await latch.logout()
  })
})
