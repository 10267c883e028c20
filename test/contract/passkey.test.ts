/**
 * The passkey flow of core against the real server over HTTP: the server verifies with @simplewebauthn/server what
 * a software authenticator (real P-256 keys) answers through `env.webauthn`, the browser's part of the ceremony.
 */
import type { Latch } from '@latch/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSoftwareAuthenticator } from '../fixtures/webauthn/software-authenticator'
import { createTestWebAuthn, type TestWebAuthn } from '../fixtures/webauthn/webauthn-env'
import { type ContractServer, createClient, loginByEmail, readCode, startContractServer } from './helpers'

const ORIGIN = 'http://localhost:5173'
/** The prompt's implementation loads with import(): slow on a busy machine. */
const WAIT = { timeout: 10_000 }
let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

/** A client on the page `ORIGIN` (the Origin header a browser sends) with `webauthn` as its browser. */
function client(webauthn: TestWebAuthn): Latch {
  return createClient(server, {
    env: {
      webauthn,
      isBrowser: true,
      fetch: (input, init) =>
        globalThis.fetch(input, { ...init, headers: { ...(init?.headers as object), origin: ORIGIN } }),
    },
  })
}

async function userWithPasskey(email: string) {
  const webauthn = createTestWebAuthn(createSoftwareAuthenticator(), ORIGIN)
  const latch = client(webauthn)
  await loginByEmail(server, latch, email)
  const user = await latch.linkPasskey()
  return { latch, webauthn, user }
}

/** Answers the 'Confirm it's you' prompt as its screen does: the code sent to `email` (the prompt sent it). */
async function answerStepUp(latch: Latch, email: string) {
  await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
  await latch.flows.stepUp.submitCode(await readCode(server, email))
}

/** Answers the MFA prompt as its screen does: 'Use your passkey' (the authenticator answers the browser's sheet). */
async function answerMfaWithPasskey(latch: Latch) {
  await vi.waitFor(() => expect(latch.flows.mfa.$verification.get().step).toBe('awaiting-code'), WAIT)
  expect(latch.flows.mfa.$verification.get()).toMatchObject({ method: 'passkey' })
  await latch.submitMfaVerification({ method: 'passkey' })
}

describe('passkey flow against the server', () => {
  it('adds a passkey to a signed-in user; after logout it logs in with it, no email typed, as the same user', async () => {
    const { latch, webauthn, user } = await userWithPasskey('pk-flow@example.com')
    const passkey = user.linkedAccounts.find((a) => a.type === 'passkey')
    expect(passkey).toMatchObject({ type: 'passkey', name: 'Passkey', enrolledInMfa: false })
    expect(latch.flows.passkey.$state.get()).toMatchObject({ step: 'done', mode: 'link' })
    const id = user.id
    await latch.logout()

    const steps: string[] = []
    latch.flows.passkey.$state.listen((s) => steps.push(s.step))
    const result = await latch.loginWithPasskey()
    expect(result.user.id).toBe(id)
    expect(result.isNewUser).toBe(false)
    expect(latch.$user.get()?.id).toBe(id)
    expect(steps).toEqual(['awaiting', 'verifying', 'done'])
    expect(webauthn.calls.map((c) => c.kind)).toEqual(['create', 'get'])
  })

  it('conditional UI: the request waits in the autofill, and a pick there logs in', async () => {
    const { latch, webauthn, user } = await userWithPasskey('pk-autofill@example.com')
    await latch.logout()
    const result = await latch.loginWithPasskey({ conditional: true })
    expect(result.user.id).toBe(user.id)
    expect(webauthn.calls.at(-1)).toEqual({ kind: 'get', conditional: true })
  })

  it('a device without a passkey for the site gets the "no passkey" message; the flow can be tried again', async () => {
    const latch = client(createTestWebAuthn(createSoftwareAuthenticator(), ORIGIN))
    await latch.ready()
    await expect(latch.loginWithPasskey()).rejects.toMatchObject({
      code: 'passkey_not_allowed',
      message:
        'No passkey was used. If this device has no passkey for this app, log in another way, then add one.',
    })
    expect(latch.flows.passkey.$error.get()).toMatch(/^No passkey was used/)
    expect(latch.$user.get()).toBeNull()
  })

  it('a passkey removed from the account is refused by the server (passkey_not_found) with its message', async () => {
    const { latch, webauthn, user } = await userWithPasskey('pk-removed@example.com')
    const passkey = user.linkedAccounts.find((a) => a.type === 'passkey')
    if (passkey?.type !== 'passkey') throw new Error('no passkey')
    // removing it needs a code to a method older than the passkey: the email the user signed up with
    const removing = latch.unlinkPasskey(passkey.credentialId)
    await answerStepUp(latch, 'pk-removed@example.com')
    const after = await removing
    expect(after.linkedAccounts.some((a) => a.type === 'passkey')).toBe(false)
    await latch.logout()
    // the device still holds it
    await expect(latch.loginWithPasskey()).rejects.toMatchObject({ code: 'passkey_not_found', status: 404 })
    expect(webauthn.authenticator.credentials).toHaveLength(1)
  })

  it('cancelling the wait ends the ceremony as cancelled, with no session', async () => {
    const webauthn = createTestWebAuthn(createSoftwareAuthenticator(), ORIGIN)
    const latch = client(webauthn)
    await latch.ready()
    webauthn.hold()
    const login = latch.loginWithPasskey()
    await expect.poll(() => webauthn.calls.length).toBe(1)
    expect(latch.flows.passkey.$busy.get()).toBe(true)
    latch.flows.passkey.cancel()
    await expect(login).rejects.toMatchObject({ code: 'passkey_cancelled' })
    expect(latch.flows.passkey.$state.get()).toEqual({ step: 'cancelled', mode: 'login' })
    expect(latch.$user.get()).toBeNull()
  })

  it('a click while the autofill request still waits for its options: the click wins, the autofill never opens', async () => {
    const { latch, webauthn, user } = await userWithPasskey('pk-race@example.com')
    await latch.logout()
    // the browser takes its time to say whether it offers passkeys in the autofill
    const autofillSupported = webauthn.autofillSupported
    webauthn.autofillSupported = () => new Promise((r) => setTimeout(() => r(autofillSupported()), 300))
    const autofill = latch.loginWithPasskey({ conditional: true })
    const click = latch.loginWithPasskey()
    await expect(click).resolves.toMatchObject({ user: { id: user.id } })
    await expect(autofill).rejects.toMatchObject({ code: 'passkey_cancelled' })
    // only the person's request reached the browser (it keeps one ceremony at a time)
    expect(webauthn.calls).toEqual([
      { kind: 'create', conditional: false },
      { kind: 'get', conditional: false },
    ])
    expect(latch.flows.passkey.$state.get()).toMatchObject({ step: 'done', mode: 'login' })
  })

  it('an autofill request started after the click gives way to it', async () => {
    const { latch, webauthn, user } = await userWithPasskey('pk-race-2@example.com')
    await latch.logout()
    webauthn.hold()
    const click = latch.loginWithPasskey()
    await expect.poll(() => webauthn.calls.length).toBe(2)
    await expect(latch.loginWithPasskey({ conditional: true })).rejects.toMatchObject({
      code: 'passkey_cancelled',
    })
    expect(latch.flows.passkey.$state.get()).toEqual({ step: 'awaiting', mode: 'login', conditional: false })
    latch.flows.passkey.cancel()
    await expect(click).rejects.toMatchObject({ code: 'passkey_cancelled' })
    expect(webauthn.calls).toHaveLength(2)
    expect(user.id).toBeTruthy()
  })

  it('a browser without WebAuthn: isPasskeySupported() is false and a login says so, without calling the server', async () => {
    const latch = client(createTestWebAuthn(createSoftwareAuthenticator(), ORIGIN, { supported: false }))
    await latch.ready()
    expect(latch.isPasskeySupported()).toBe(false)
    await expect(latch.loginWithPasskey()).rejects.toMatchObject({
      code: 'passkey_unsupported',
      message: 'This browser does not support passkeys.',
    })
  })

  it('passkey MFA: enrols with the passkey, verifies with it; the last passkey cannot be removed while it is on', async () => {
    const { latch, user } = await userWithPasskey('pk-mfa@example.com')
    // a first MFA method needs a code to a method the session did not add: the prompt asks, then the passkey answers
    const enrolling = latch.enrollPasskeyMfa()
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    expect(latch.flows.stepUp.$approves.get()).toBe('Enter the code to turn on two-step verification')
    await latch.flows.stepUp.submitCode(await readCode(server, 'pk-mfa@example.com'))
    const enrolled = await enrolling
    expect(enrolled.linkedAccounts.find((a) => a.type === 'passkey')).toMatchObject({ enrolledInMfa: true })
    await latch.verifyPasskeyMfa()
    const passkey = user.linkedAccounts.find((a) => a.type === 'passkey')
    if (passkey?.type !== 'passkey') throw new Error('no passkey')
    // removing a login method asks for an MFA verification for it; verified, the server still refuses the last passkey
    const removing = latch.unlinkPasskey(passkey.credentialId)
    await answerMfaWithPasskey(latch)
    await expect(removing).rejects.toMatchObject({ code: 'passkey_mfa_enrolled', status: 409 })
    await latch.refreshUser()
    expect(latch.$user.get()?.linkedAccounts.find((a) => a.type === 'passkey')).toMatchObject({
      enrolledInMfa: true,
    })
    // turning it off needs its own verification (the one for the removal approved that removal only)
    const turningOff = latch.unenrollPasskeyMfa()
    await answerMfaWithPasskey(latch)
    const off = await turningOff
    expect(off.linkedAccounts.find((a) => a.type === 'passkey')).toMatchObject({ enrolledInMfa: false })
  })

  it('renames a passkey after a code for that passkey; each rename asks; an unknown one asks the same, then is passkey_not_found', async () => {
    const { latch, user } = await userWithPasskey('pk-rename@example.com')
    const passkey = user.linkedAccounts.find((a) => a.type === 'passkey')
    if (passkey?.type !== 'passkey') throw new Error('no passkey')
    // even right after the login: 'Confirm it's you' first (nothing is renamed meanwhile), then the rename goes again
    const renaming = latch.renamePasskey(passkey.credentialId, 'Work laptop')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    const asked = latch.flows.stepUp.$approves.get()
    expect(asked).toMatch(/^Enter the code to /)
    expect(latch.$user.get()?.linkedAccounts.find((a) => a.type === 'passkey')).toMatchObject({
      name: 'Passkey',
    })
    await latch.flows.stepUp.submitCode(await readCode(server, 'pk-rename@example.com'))
    const renamed = await renaming
    expect(renamed.linkedAccounts.find((a) => a.type === 'passkey')).toMatchObject({ name: 'Work laptop' })
    expect(latch.flows.stepUp.$state.get()).toEqual({ step: 'idle' })
    // the code approved that rename only: the next one asks again
    const again = latch.renamePasskey(passkey.credentialId, 'Old phone')
    await answerStepUp(latch, 'pk-rename@example.com')
    expect((await again).linkedAccounts.find((a) => a.type === 'passkey')).toMatchObject({
      name: 'Old phone',
    })
    // an unknown id is refused like a known one until a code approves it (ids cannot be probed), then not found
    const unknown = latch.renamePasskey('AAAA', 'x')
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    expect(latch.flows.stepUp.$approves.get()).toBe(asked)
    await latch.flows.stepUp.submitCode(await readCode(server, 'pk-rename@example.com'))
    await expect(unknown).rejects.toMatchObject({ code: 'passkey_not_found', status: 404 })
    expect(latch.$user.get()?.linkedAccounts.find((a) => a.type === 'passkey')).toMatchObject({
      name: 'Old phone',
    })
  })
})

describe('adding a passkey needs a fresh proof of the session', () => {
  it("a login older than 10 minutes: 'Confirm it's you' with a code from the user's email, then the passkey is added", async () => {
    const webauthn = createTestWebAuthn(createSoftwareAuthenticator(), ORIGIN)
    const latch = client(webauthn)
    await loginByEmail(server, latch, 'pk-stale@example.com')
    // a token from an old login (it could have been stolen since): the server refuses, the prompt asks for a code
    server.advance(11 * 60)
    const linked = latch.linkPasskey()
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    expect(latch.$modal.get()).toMatchObject({ open: true, screen: 'STEP_UP_SCREEN' })
    // the browser's sheet has not opened and nothing is stored
    expect(webauthn.calls).toEqual([])
    expect(latch.$user.get()?.linkedAccounts.some((a) => a.type === 'passkey')).toBe(false)
    // a wrong code keeps the code entry with its text
    await expect(latch.flows.stepUp.submitCode('000000')).rejects.toMatchObject({ status: 422 })
    expect(latch.flows.stepUp.$state.get()).toMatchObject({
      step: 'awaiting-code',
      error: 'Invalid or expired verification code',
    })
    // the code sent to the user's own email proves it is them; the refused call goes again and the passkey is added
    await latch.flows.stepUp.submitCode(await readCode(server, 'pk-stale@example.com'))
    const user = await linked
    expect(user.linkedAccounts.filter((a) => a.type === 'passkey')).toHaveLength(1)
    expect(webauthn.calls.map((c) => c.kind)).toEqual(['create'])
    expect(latch.flows.stepUp.$state.get()).toEqual({ step: 'idle' })
  })

  it("'Cancel' rejects the link with step_up_canceled and stores nothing; the headless commands still work", async () => {
    const webauthn = createTestWebAuthn(createSoftwareAuthenticator(), ORIGIN)
    const latch = client(webauthn)
    await loginByEmail(server, latch, 'pk-cancel@example.com')
    server.advance(11 * 60)
    const linked = latch.linkPasskey()
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    latch.cancelStepUp()
    await expect(linked).rejects.toMatchObject({ code: 'step_up_canceled', message: 'Confirmation canceled' })
    expect(webauthn.calls).toEqual([])
    await latch.refreshUser()
    expect(latch.$user.get()?.linkedAccounts.some((a) => a.type === 'passkey')).toBe(false)
    expect(latch.$modal.get().open).toBe(false)
    // a host with its own UI: initStepUp, then submitStepUp for the grant adding a passkey needs (`link passkey`,
    // what the refusal named), then the link goes through without a prompt
    await latch.initStepUp('email')
    const { grant } = await latch.submitStepUp({
      type: 'email',
      code: await readCode(server, 'pk-cancel@example.com'),
      grant: { action: 'link', target: 'passkey' },
    })
    expect(grant).toMatchObject({ action: 'link', target: 'passkey' })
    const steps: string[] = []
    const stop = latch.flows.stepUp.$state.listen((s) => steps.push(s.step))
    const user = await latch.linkPasskey()
    stop()
    expect(steps).toEqual([])
    expect(user.linkedAccounts.filter((a) => a.type === 'passkey')).toHaveLength(1)
    expect(latch.flows.stepUp.$state.get()).toEqual({ step: 'idle' })
  })
})
