import { describe, expect, it } from 'vitest'
import { createHarness } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { emailAccount } from '../../../../test/fixtures/msw/state'
import { STORAGE_KEYS } from '../../constants'
import { getLatchContext } from '../../latch'

const server = useMswServer(createMswServer())
const allOn = { appConfig: { sms_auth: true, github_oauth: true, google_oauth: true } }

async function loggedInWithEmail() {
  const h = await createHarness(server, allOn)
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  await h.clock.advance(1400)
  return h
}

describe('link', () => {
  it("is refused when logged out: must_be_authenticated 'User must be authenticated'", async () => {
    const h = await createHarness(server, allOn)
    expect(() => h.latch.linkEmail()).toThrow('User must be authenticated')
    expect(() => h.latch.linkPhone()).toThrow('User must be authenticated')
    await expect(h.latch.linkOAuth('github')).rejects.toMatchObject({ code: 'must_be_authenticated' })
    expect(h.latch.flows.link.$state.get()).toMatchObject({
      step: 'error',
      message: 'User must be authenticated',
    })
    expect(h.location.assigned).toEqual([])
  })

  it("refuses a second email: 'User already has an email linked to their account.'", async () => {
    const h = await loggedInWithEmail()
    expect(() => h.latch.linkEmail()).toThrow('User already has an email linked to their account.')
    expect(h.latch.flows.modal.$state.get().open).toBe(false)
  })

  it('links a phone through LINK_PHONE_SCREEN and the SMS flow in link mode', async () => {
    const h = await loggedInWithEmail()
    h.latch.linkPhone()
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'LINK_PHONE_SCREEN' })
    expect(h.latch.flows.link.$state.get()).toEqual({ step: 'linking', target: 'phone' })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({ step: 'idle', mode: 'link' })
    await h.latch.initLoginWithSms('2133734253')
    await h.latch.loginWithCode('123456')
    const request = h.state.requests.find((r) => r.path === '/api/v1/passwordless_sms/link')
    expect(request?.body).toEqual({ phoneNumber: '+12133734253', code: '123456' })
    expect(request?.headers.authorization).toMatch(/^Bearer /)
    expect(h.latch.$user.get()?.phone?.number).toBe('+12133734253')
    expect(h.latch.$user.get()?.email?.address).toBe('ada@example.com')
    expect(h.latch.flows.link.$state.get()).toMatchObject({ step: 'done', target: 'phone' })
    await h.clock.advance(1400)
    expect(h.latch.flows.modal.$state.get().step).toBe('closing')
  })

  it("a phone already on another user: 'This account has already been linked to another user.'", async () => {
    const h = await loggedInWithEmail()
    h.state.createUser([{ type: 'phone', phone_number: '+12133734253', verified_at: 1 }])
    h.latch.linkPhone()
    await h.latch.initLoginWithSms('2133734253')
    await expect(h.latch.loginWithCode('123456')).rejects.toMatchObject({ code: 'linked_to_another_user' })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({
      step: 'error',
      message: 'This account has already been linked to another user.',
    })
    expect(h.latch.flows.link.$state.get()).toMatchObject({
      step: 'error',
      target: 'phone',
      message: 'This account has already been linked to another user.',
    })
  })

  it("links an email to a phone user, and the server's already_linked answer shows the catalogue text", async () => {
    const h = await createHarness(server, allOn)
    await h.latch.initLoginWithSms('2133734253')
    await h.latch.loginWithCode('123456')
    h.latch.linkEmail()
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ screen: 'LINK_EMAIL_SCREEN' })
    await h.latch.initLoginWithEmail('ada@example.com')
    // Another tab linked an email meanwhile.
    h.state.users.get(h.latch.$user.get()?.id ?? '')?.linked_accounts.push(emailAccount('other@example.com'))
    await expect(h.latch.loginWithCode('123456')).rejects.toBeDefined()
    expect(h.latch.flows.email.$state.get()).toMatchObject({
      message: 'User already has an email linked to their account.',
    })
  })

  it('cancelLink after the code was sent: the SMS flow back to login mode, link idle, the screen closed, no link call', async () => {
    const h = await loggedInWithEmail()
    h.latch.linkPhone()
    await h.latch.initLoginWithSms('2133734253')
    expect(h.latch.flows.sms.$codeSent.get()).toBe(true)
    h.latch.cancelLink()
    expect(h.latch.flows.link.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.sms.$state.get()).toMatchObject({ step: 'idle', mode: 'login' })
    expect(h.latch.flows.modal.$state.get()).toMatchObject({ step: 'closing', open: false })
    // the code no longer links anything; a new link starts afresh
    await expect(h.latch.loginWithCode('123456')).rejects.toMatchObject({ code: 'invalid_input' })
    expect(h.state.count('POST', '/api/v1/passwordless_sms/link')).toBe(0)
    h.latch.linkPhone()
    expect(h.latch.flows.link.$state.get()).toEqual({ step: 'linking', target: 'phone' })
  })

  it('cancelLink with no link under way changes nothing (a finished link stays done)', async () => {
    const h = await createHarness(server, allOn)
    await h.latch.initLoginWithSms('2133734253')
    await h.latch.loginWithCode('123456')
    h.latch.linkEmail()
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
    expect(h.latch.flows.link.$state.get()).toMatchObject({ step: 'done', target: 'email' })
    h.latch.cancelLink()
    expect(h.latch.flows.link.$state.get()).toMatchObject({ step: 'done', target: 'email' })
    expect(h.latch.$user.get()?.email?.address).toBe('ada@example.com')
  })

  it('links a social account through the OAuth redirect in link mode', async () => {
    const h = await loggedInWithEmail()
    await h.latch.linkOAuth('github')
    const pending = JSON.parse(
      getLatchContext(h.latch).env.sessionStorage.getItem(STORAGE_KEYS.oauthPending) ?? '{}',
    )
    expect(pending).toMatchObject({ provider: 'github', mode: 'link' })
    h.location.url = h.login.oauthReturnUrl(pending.state, 'gh1')
    await h.latch.loginWithOAuth()
    expect(h.state.count('POST', '/api/v1/oauth/link')).toBe(1)
    expect(h.latch.$user.get()?.github?.subject).toBe('sub-gh1')
    expect(h.latch.flows.link.$state.get()).toMatchObject({ step: 'done', target: 'github' })
    expect(() => h.latch.flows.link.linkEmail()).toThrow()
    await expect(h.latch.linkOAuth('github')).rejects.toMatchObject({
      message: 'User already has a github account linked to their account.',
    })
  })
})

describe('unlink', () => {
  it('unlinks email, phone and social accounts and replaces the user', async () => {
    const h = await loggedInWithEmail()
    h.latch.linkPhone()
    await h.latch.initLoginWithSms('2133734253')
    await h.latch.loginWithCode('123456')
    const afterPhone = await h.latch.unlinkPhone('+12133734253')
    expect(afterPhone.phone).toBeUndefined()
    expect(h.latch.$user.get()?.phone).toBeUndefined()
    await h.latch.linkOAuth('google')
    const { state } = JSON.parse(
      getLatchContext(h.latch).env.sessionStorage.getItem(STORAGE_KEYS.oauthPending) ?? '{}',
    )
    h.location.url = h.login.oauthReturnUrl(state, 'g1')
    await h.latch.loginWithOAuth()
    const afterEmail = await h.latch.unlinkEmail('ada@example.com')
    expect(afterEmail.email).toBeUndefined()
    expect(h.latch.flows.link.$state.get()).toMatchObject({ step: 'done', target: 'email' })
    h.state.users.get(afterEmail.id)?.linked_accounts.push(emailAccount('b@example.com'))
    const afterGoogle = await h.latch.unlinkOAuth('google', 'sub-g1')
    expect(afterGoogle.google).toBeUndefined()
  })

  it('an unknown account ends in error with the server message', async () => {
    const h = await loggedInWithEmail()
    await expect(h.latch.unlinkPhone('+15550000000')).rejects.toMatchObject({ status: 404 })
    expect(h.latch.flows.link.$state.get()).toMatchObject({ step: 'error', target: 'phone' })
  })

  it('is refused when logged out', async () => {
    const h = await createHarness(server, allOn)
    await expect(h.latch.unlinkEmail('ada@example.com')).rejects.toMatchObject({
      code: 'must_be_authenticated',
      message: 'User must be authenticated',
    })
    expect(h.state.count('POST', '/api/v1/passwordless/unlink')).toBe(0)
  })
})
