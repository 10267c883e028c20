/**
 * 'Confirm it's you' against the real reference server: a session whose login is older than 10 minutes links or
 * unlinks a phone; the server refuses (403 step_up_required), the step-up prompt sends a code to the user's own
 * email (read from the dev outbox), and the change goes through with the code the person already typed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ContractServer, createClient, loginByEmail, readCode, startContractServer } from './helpers'

/** The prompt's implementation loads with import(): slow on a busy machine. */
const WAIT = { timeout: 10_000 }
let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

describe("step-up prompt ('Confirm it's you') on the reference server", () => {
  it('a stale session links a phone: the prompt asks for a code sent to the email, then the link goes through', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'stepup-link@example.com')
    server.advance(11 * 60)
    latch.linkPhone()
    await latch.initLoginWithSms('+12015550177')
    const phoneCode = await readCode(server, '+12015550177')
    const linked = latch.loginWithCode(phoneCode)
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      target: { type: 'email', recipient: 'stepup-link@example.com' },
    })
    expect(latch.$modal.get()).toMatchObject({ open: true, screen: 'STEP_UP_SCREEN' })
    expect(latch.$user.get()?.phone).toBeUndefined()
    await latch.flows.stepUp.submitCode(await readCode(server, 'stepup-link@example.com'))
    await linked
    expect(latch.$user.get()?.phone?.number).toBe('+12015550177')
    // the prompt handed the modal back to the phone link, which finished
    expect(latch.flows.link.$state.get()).toMatchObject({ step: 'done', target: 'phone' })
  })

  it('a stale unlink: Cancel rejects it and the phone stays; with the code, it is removed', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'stepup-unlink@example.com')
    latch.linkPhone()
    await latch.initLoginWithSms('+12015550178')
    await latch.loginWithCode(await readCode(server, '+12015550178'))
    server.advance(11 * 60)
    const first = latch.unlinkPhone('+12015550178')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('choosing'), WAIT)
    // email (linked first) and phone: the person chooses
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      targets: [
        { type: 'email', recipient: 'stepup-unlink@example.com' },
        { type: 'phone', recipient: '+12015550178' },
      ],
    })
    latch.cancelStepUp()
    await expect(first).rejects.toMatchObject({ code: 'step_up_canceled' })
    await latch.refreshUser()
    expect(latch.$user.get()?.phone?.number).toBe('+12015550178')

    const second = latch.unlinkPhone('+12015550178')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('choosing'), WAIT)
    await latch.flows.stepUp.choose('email')
    await expect(latch.flows.stepUp.submitCode('000000')).rejects.toMatchObject({ status: 422 })
    expect(latch.flows.stepUp.$state.get()).toMatchObject({ error: 'Invalid or expired verification code' })
    await latch.flows.stepUp.submitCode(await readCode(server, 'stepup-unlink@example.com'))
    const user = await second
    expect(user.phone).toBeUndefined()
  })

  it('removing the email while the phone is newer: only the email is offered (a code to the phone would not do)', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'stepup-older@example.com')
    // the phone is linked a minute after the email (the server counts in seconds: the same second would vouch)
    server.advance(60)
    latch.linkPhone()
    await latch.initLoginWithSms('+12015550179')
    await latch.loginWithCode(await readCode(server, '+12015550179'))
    server.advance(11 * 60)
    const unlinked = latch.unlinkEmail('stepup-older@example.com')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      target: { type: 'email', recipient: 'stepup-older@example.com' },
      targets: [{ type: 'email', recipient: 'stepup-older@example.com' }],
    })
    await latch.flows.stepUp.submitCode(await readCode(server, 'stepup-older@example.com'))
    const user = await unlinked
    expect(user.email).toBeUndefined()
    expect(user.phone?.number).toBe('+12015550179')
  })
})
