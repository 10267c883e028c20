/**
 * Passkey management (`flows.passkey.manager`, what LINK_PASSKEY_SCREEN reads) against the real server: adding,
 * renaming and removing passkeys with a software authenticator as the browser, the name rule before any request,
 * the last login method refused with the server's own words, and a refusal of the server shown as it came.
 */
import type { Latch } from '@latch/core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createSoftwareAuthenticator } from '../fixtures/webauthn/software-authenticator'
import { createTestWebAuthn, type TestWebAuthn } from '../fixtures/webauthn/webauthn-env'
import { type ContractServer, createClient, loginByEmail, readCode, startContractServer } from './helpers'

const ORIGIN = 'http://localhost:5173'
/** The prompts' implementations load with import(): slow on a busy machine. */
const WAIT = { timeout: 10_000 }
let server: ContractServer
beforeAll(async () => {
  server = await startContractServer()
})
afterAll(() => server.close())

async function signedIn(email: string): Promise<{ latch: Latch; webauthn: TestWebAuthn; calls: string[] }> {
  const webauthn = createTestWebAuthn(createSoftwareAuthenticator(), ORIGIN)
  const calls: string[] = []
  const latch = createClient(server, {
    env: {
      webauthn,
      isBrowser: true,
      fetch: (input, init) => {
        calls.push(new URL(String(input)).pathname)
        return globalThis.fetch(input, { ...init, headers: { ...(init?.headers as object), origin: ORIGIN } })
      },
    },
  })
  await loginByEmail(server, latch, email)
  return { latch, webauthn, calls }
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

describe('passkey manager against the server', () => {
  it('adds a passkey from LINK_PASSKEY_SCREEN: the modal stays on the list, which shows the new row', async () => {
    const { latch } = await signedIn('pkm-add@example.com')
    const manager = latch.flows.passkey.manager
    latch.openModal('LINK_PASSKEY_SCREEN')
    expect(manager.$rows.get()).toEqual([])
    const screens: string[] = []
    latch.flows.modal.$state.listen((m) => screens.push(m.screen))
    await manager.add()
    expect(manager.$state.get()).toEqual({ step: 'idle', error: null })
    const [row, ...rest] = manager.$rows.get()
    expect(rest).toEqual([])
    expect(row).toMatchObject({
      name: 'Passkey',
      lastUsed: 'Not used yet',
      removable: true,
      lastUsedAt: null,
    })
    expect(row?.created).toMatch(/^Created \w{3} \d{1,2}, \d{4}$/)
    // no waiting screen, no closing after the link: the list itself showed the wait
    expect(screens.filter((s) => s !== 'LINK_PASSKEY_SCREEN')).toEqual([])
    expect(latch.flows.modal.$state.get()).toMatchObject({ open: true, screen: 'LINK_PASSKEY_SCREEN' })
  })

  it('renames in place: an empty or too long name is refused by the rule with no request, a good one is saved', async () => {
    const { latch, calls } = await signedIn('pkm-rename@example.com')
    const manager = latch.flows.passkey.manager
    await manager.add()
    const id = manager.$rows.get()[0]?.credentialId ?? ''
    manager.startRename(id)
    expect(manager.$state.get()).toMatchObject({ step: 'renaming', credentialId: id, name: 'Passkey' })
    manager.setName('   ')
    await manager.submitRename()
    expect(manager.$state.get()).toMatchObject({ step: 'renaming', issue: 'Enter a name for this passkey.' })
    manager.setName('x'.repeat(65))
    await manager.submitRename()
    expect(manager.$state.get()).toMatchObject({ issue: 'Use at most 64 characters.' })
    expect(calls.filter((p) => p.endsWith('/passkey/rename'))).toEqual([])
    manager.setName('  Work laptop ')
    // a good name goes to the server, which asks for a code for this rename; the row keeps its name meanwhile
    const saving = manager.submitRename()
    await vi.waitFor(() => expect(latch.flows.stepUp.$state.get().step).toBe('awaiting-code'), WAIT)
    expect(manager.$state.get()).toMatchObject({ step: 'saving', name: 'Work laptop' })
    expect(manager.$rows.get()[0]?.name).toBe('Passkey')
    await latch.flows.stepUp.submitCode(await readCode(server, 'pkm-rename@example.com'))
    await saving
    expect(manager.$state.get()).toEqual({ step: 'idle', error: null })
    expect(manager.$rows.get()[0]?.name).toBe('Work laptop')
    // the refused request, then the same one once the code approved it
    expect(calls.filter((p) => p.endsWith('/passkey/rename'))).toHaveLength(2)
  })

  it('removes after the question; the only login method is refused with the server message, by the rule and by the server', async () => {
    const { latch } = await signedIn('pkm-remove@example.com')
    const manager = latch.flows.passkey.manager
    await manager.add()
    await manager.add()
    const [first, second] = manager.$rows.get()
    if (!first || !second) throw new Error('two passkeys expected')
    expect(second.name).toBe('Passkey 2')
    manager.confirmRemove(first.credentialId)
    expect(manager.$state.get()).toEqual({ step: 'confirming', credentialId: first.credentialId })
    // removing it needs a code to a method older than the passkey: the email
    const removing = manager.remove()
    await answerStepUp(latch, 'pkm-remove@example.com')
    await removing
    expect(manager.$state.get()).toEqual({ step: 'idle', error: null })
    expect(manager.$rows.get().map((r) => r.name)).toEqual(['Passkey 2'])

    // the email is older than every passkey, so no code can approve its removal; with passkey MFA on (a code from
    // the email approves turning it on), the passkey approves it
    const enrolling = latch.enrollPasskeyMfa()
    await answerStepUp(latch, 'pkm-remove@example.com')
    await enrolling
    const unlinking = latch.unlinkEmail('pkm-remove@example.com')
    await answerMfaWithPasskey(latch)
    await unlinking
    expect(latch.$user.get()?.linkedAccounts.map((a) => a.type)).toEqual(['passkey'])
    expect(manager.$rows.get()[0]?.removable).toBe(false)
    manager.confirmRemove(second.credentialId)
    expect(manager.$state.get()).toEqual({
      step: 'idle',
      error: 'Cannot unlink the last login method of the user.',
    })
    // the server says the same words when asked anyway
    await expect(latch.unlinkPasskey(second.credentialId)).rejects.toMatchObject({
      message: 'Cannot unlink the last login method of the user.',
    })
    expect(manager.$rows.get()).toHaveLength(1)
  })

  it("the server's refusal is shown as it came (the last passkey while passkey MFA is on); the list stays usable", async () => {
    const { latch } = await signedIn('pkm-mfa@example.com')
    const manager = latch.flows.passkey.manager
    await manager.add()
    const enrolling = latch.enrollPasskeyMfa()
    await answerStepUp(latch, 'pkm-mfa@example.com')
    await enrolling
    await latch.verifyPasskeyMfa()
    const [row] = manager.$rows.get()
    // an email is still there: the rule lets the person ask, the server has the last word (after the passkey
    // approved this removal: the MFA prompt asks first)
    expect(row?.removable).toBe(true)
    latch.openModal('LINK_PASSKEY_SCREEN')
    manager.confirmRemove(row?.credentialId ?? '')
    const removing = manager.remove()
    await answerMfaWithPasskey(latch)
    await removing
    // the prompt gave the modal back to the list, which shows the refusal
    expect(latch.$modal.get()).toMatchObject({ open: true, screen: 'LINK_PASSKEY_SCREEN' })
    expect(manager.$state.get()).toEqual({
      step: 'idle',
      error:
        'This is your last passkey and it protects your transactions: turn off passkey verification first.',
    })
    expect(manager.$rows.get()).toHaveLength(1)
    manager.cancel()
    expect(manager.$error.get()).toBeNull()
  })

  it('a cancelled sheet says nothing; leaving the screen drops a rename', async () => {
    const { latch, webauthn } = await signedIn('pkm-cancel@example.com')
    const manager = latch.flows.passkey.manager
    latch.openModal('LINK_PASSKEY_SCREEN')
    webauthn.hold()
    const adding = manager.add()
    await expect.poll(() => webauthn.calls.length).toBe(1)
    expect(manager.$state.get()).toEqual({ step: 'adding' })
    latch.flows.passkey.cancel()
    await adding
    expect(manager.$state.get()).toEqual({ step: 'idle', error: null })
    await manager.add()
    manager.startRename(manager.$rows.get()[0]?.credentialId ?? '')
    expect(manager.$state.get().step).toBe('renaming')
    latch.closeModal()
    expect(manager.$state.get()).toEqual({ step: 'idle', error: null })
  })
})
