import { describe, expect, it } from 'vitest'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { createHarness, settle } from '../testing/harness'

const server = useMswServer(createMswServer())

describe('email flow', () => {
  it('sends a code, checks it, and authenticates', async () => {
    const { latch } = await createHarness(server)
    const steps: string[] = []
    latch.flows.email.$state.subscribe((s) => steps.push(s.step))
    await latch.initLoginWithEmail('ada@example.com')
    expect(latch.flows.email.$state.get()).toMatchObject({ step: 'awaiting-code', email: 'ada@example.com' })
    const result = await latch.loginWithCode(' 123456 ')
    expect(result.isNewUser).toBe(true)
    expect(latch.$auth.get().status).toBe('authenticated')
    expect(steps).toEqual(['idle', 'submitting', 'awaiting-code', 'verifying', 'done'])
    await settle()
  })
})
