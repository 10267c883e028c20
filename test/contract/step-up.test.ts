/**
 * 'Confirm it's you' against the real reference server: a session whose login is older than 10 minutes links a
 * phone, or any session unlinks one; the server refuses (403 step_up_required, naming the grant), the step-up prompt
 * sends a code to the user's own email (read from the dev outbox), and the change goes through with the code the
 * person already typed. Removing a method takes a code to a method linked strictly before it.
 */
import { getGrant, getStepUpMethods } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
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
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    // only the email (linked first) may vouch for removing the phone: its code goes at once, no choice
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      target: { type: 'email', recipient: 'stepup-unlink@example.com' },
      targets: [{ type: 'email', recipient: 'stepup-unlink@example.com' }],
    })
    expect(latch.flows.stepUp.$approves.get()).toContain('+12015550178')
    latch.cancelStepUp()
    await expect(first).rejects.toMatchObject({ code: 'step_up_canceled' })
    await latch.refreshUser()
    expect(latch.$user.get()?.phone?.number).toBe('+12015550178')

    const second = latch.unlinkPhone('+12015550178')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    await expect(latch.flows.stepUp.submitCode('000000')).rejects.toMatchObject({ status: 422 })
    expect(latch.flows.stepUp.$state.get()).toMatchObject({ error: 'Invalid or expired verification code' })
    await latch.flows.stepUp.submitCode(await readCode(server, 'stepup-unlink@example.com'))
    const user = await second
    expect(user.phone).toBeUndefined()
  })

  it('removing the newer phone offers only the email; removing the email, the oldest method, offers none and a code to the phone is refused', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'stepup-older@example.com')
    server.advance(60)
    latch.linkPhone()
    await latch.initLoginWithSms('+12015550179')
    await latch.loginWithCode(await readCode(server, '+12015550179'))
    server.advance(11 * 60)

    // the email has no older method to vouch for its removal: no prompt (no code would do, nor a new login), the
    // unlink is refused at once with the reason
    await expect(latch.unlinkEmail('stepup-older@example.com')).rejects.toMatchObject({
      code: 'step_up_required',
      message:
        'None of your other sign-in methods was added before this one, so none can approve removing it.',
    })
    expect(latch.flows.stepUp.$state.get().step).toBe('idle')
    // the server's refusal names the grant and no method; a code to the newer phone (or to the email itself) made
    // for that grant is refused
    const refusal = await getLatchContext(latch)
      .api.request({
        method: 'POST',
        path: '/api/v1/passwordless/unlink',
        body: { address: 'stepup-older@example.com' },
        auth: 'protected',
        parse: (x) => x,
      })
      .catch((error: unknown) => error)
    expect(refusal).toMatchObject({ status: 403, code: 'step_up_required' })
    const grant = getGrant(refusal)
    expect(grant).toMatchObject({ action: 'unlink', target: 'email:stepup-older@example.com' })
    expect(getStepUpMethods(refusal)).toEqual([])
    await latch.initStepUp('phone')
    await expect(
      latch.submitStepUp({ type: 'phone', code: await readCode(server, '+12015550179'), grant }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_request' })
    await latch.initStepUp('email')
    await expect(
      latch.submitStepUp({ type: 'email', code: await readCode(server, 'stepup-older@example.com'), grant }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_request' })
    await latch.refreshUser()
    expect(latch.$user.get()?.email?.address).toBe('stepup-older@example.com')

    // the phone is newer than the email: only the email is offered, and its code removes the phone
    const phone = latch.unlinkPhone('+12015550179')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      target: { type: 'email', recipient: 'stepup-older@example.com' },
      targets: [{ type: 'email', recipient: 'stepup-older@example.com' }],
    })
    await latch.flows.stepUp.submitCode(await readCode(server, 'stepup-older@example.com'))
    const user = await phone
    expect(user.phone).toBeUndefined()
    expect(user.email?.address).toBe('stepup-older@example.com')
  })
})
