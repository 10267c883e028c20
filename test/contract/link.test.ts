import { getGrant, getStepUpMethods } from '@latch/core'
import { getLatchContext } from '@latch/core/internal'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ContractServer, createClient, loginByEmail, readCode, startContractServer } from './helpers'

let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

describe('link and unlink (email, phone)', () => {
  it('links a phone to an email user with its code, then unlinks it', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'linker@example.com')
    latch.linkPhone()
    await latch.initLoginWithSms('+12015550111')
    const result = await latch.loginWithCode(await readCode(server, '+12015550111'))
    expect(result.isNewUser).toBe(false)
    expect(latch.$user.get()?.phone?.number).toBe('+12015550111')
    expect(latch.$user.get()?.email?.address).toBe('linker@example.com')

    // a login never vouches for removing a method, not even a fresh one: the prompt asks for a code to the email,
    // the only method older than the phone, and the unlink goes again with it
    const unlinked = latch.unlinkPhone('+12015550111')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), {
      timeout: 10_000,
    })
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      target: { type: 'email', recipient: 'linker@example.com' },
      targets: [{ type: 'email', recipient: 'linker@example.com' }],
    })
    expect(latch.$user.get()?.phone?.number).toBe('+12015550111')
    await latch.flows.stepUp.submitCode(await readCode(server, 'linker@example.com'))
    const user = await unlinked
    expect(user.phone ?? null).toBeNull()
    expect(latch.$user.get()?.phone ?? null).toBeNull()
  })

  it('linking a phone that belongs to another user: linked_to_another_user', async () => {
    const owner = createClient(server)
    await owner.ready()
    await owner.initLoginWithSms('+12015550122')
    await owner.loginWithCode(await readCode(server, '+12015550122'))

    const latch = createClient(server)
    await loginByEmail(server, latch, 'would-be@example.com')
    latch.linkPhone()
    await latch.initLoginWithSms('+12015550122')
    await expect(latch.loginWithCode(await readCode(server, '+12015550122'))).rejects.toMatchObject({
      code: 'linked_to_another_user',
      status: 400,
    })
    expect(latch.$user.get()?.phone ?? null).toBeNull()
  })

  it('a second email: the client refuses it, and so does the server with the exact message', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'one-email@example.com')
    expect(() => latch.linkEmail()).toThrow('User already has an email linked to their account.')
    // the server's answer to the same link, through the core API client
    await getLatchContext(latch)
      .api.request({
        method: 'POST',
        path: '/api/v1/passwordless/init',
        body: { email: 'second-email@example.com' },
        parse: (x) => x,
      })
      .catch(() => undefined)
    await expect(
      getLatchContext(latch).api.request({
        method: 'POST',
        path: '/api/v1/passwordless/link',
        body: { email: 'second-email@example.com', code: await readCode(server, 'second-email@example.com') },
        auth: 'protected',
        parse: (x) => x,
      }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'already_linked',
      message: 'User already has an email linked to their account.',
    })
  })

  it('the last login method cannot be unlinked', async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'only-one@example.com')
    await expect(latch.unlinkEmail('only-one@example.com')).rejects.toMatchObject({ status: 400 })
    expect(latch.$user.get()?.email?.address).toBe('only-one@example.com')
  })

  it('linking needs a session: must_be_authenticated', async () => {
    const latch = createClient(server)
    await latch.ready()
    expect(() => latch.linkPhone()).toThrow('User must be authenticated')
  })
})

describe('step-up for a user without MFA', () => {
  it("an unlink after the login is stale asks 'Confirm it's you'; the headless step-up commands unlock it", async () => {
    const latch = createClient(server)
    await loginByEmail(server, latch, 'stepper@example.com')
    latch.linkPhone()
    await latch.initLoginWithSms('+12015550133')
    await latch.loginWithCode(await readCode(server, '+12015550133'))
    server.advance(601)
    // the server refuses (step_up_required) and the prompt asks, on top of the link's screen, which the link's
    // after-login close (1.4 s later) leaves alone; only the email is older than the phone, so its code goes at once
    const refused = latch.unlinkPhone('+12015550133')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), {
      timeout: 10_000,
    })
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      targets: [{ type: 'email', recipient: 'stepper@example.com' }],
    })
    await new Promise((resolve) => setTimeout(resolve, 1_600))
    expect(latch.$modal.get()).toMatchObject({ open: true, screen: 'STEP_UP_SCREEN' })
    latch.cancelStepUp()
    await expect(refused).rejects.toMatchObject({ code: 'step_up_canceled' })
    expect(latch.$user.get()?.phone?.number).toBe('+12015550133')
    // a host with its own prompt: the server's refusal names the grant and the methods whose code would do
    const refusal = await getLatchContext(latch)
      .api.request({
        method: 'POST',
        path: '/api/v1/passwordless_sms/unlink',
        body: { phoneNumber: '+12015550133' },
        auth: 'protected',
        parse: (x) => x,
      })
      .catch((error: unknown) => error)
    expect(refusal).toMatchObject({ status: 403, code: 'step_up_required' })
    const grant = getGrant(refusal)
    expect(grant).toEqual({ action: 'unlink', target: 'phone:+12015550133' })
    expect(getStepUpMethods(refusal)).toEqual(['email'])
    // bad input never reaches the server
    await expect(latch.submitStepUp({ type: 'email', code: '12ab56', grant })).rejects.toMatchObject({
      code: 'invalid_input',
      message: 'Code should be numeric',
    })
    await expect(latch.initStepUp('fax' as 'email')).rejects.toMatchObject({ code: 'invalid_input' })
    await latch.initStepUp('email')
    const code = await readCode(server, 'stepper@example.com')
    // a wrong code is the server's refusal; the right one mints the grant for this session and this unlink
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(latch.submitStepUp({ type: 'email', code: wrong, grant })).rejects.toMatchObject({
      status: 422,
    })
    const verified = await latch.submitStepUp({ type: 'email', code, grant })
    expect(typeof verified.verifiedAt).toBe('number')
    expect(verified.grant).toMatchObject({ action: 'unlink', target: 'phone:+12015550133' })
    const user = await latch.unlinkPhone('+12015550133')
    expect(user.phone ?? null).toBeNull()
    expect(latch.flows.stepUp.$state.get().step).toBe('idle')
  })
})
