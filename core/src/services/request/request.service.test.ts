import { describe, expect, it, vi } from 'vitest'
import { DEV_PRIVATE_KEY_0 } from '../../../../test/fixtures/chain/accounts'
import { createHarness, settle } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { createLocalSigner } from '../../../../test/fixtures/wallet/local-signer'
import { REQUEST_WAIT_MS } from '../../constants'
import { LatchError } from '../../errors'
import ja from '../../locales/ja'

const server = useMswServer(createMswServer())

async function signedIn() {
  const h = await createHarness(server)
  await h.latch.initLoginWithEmail('ada@example.com')
  await h.latch.loginWithCode('123456')
  await h.clock.advance(1400)
  return h
}

describe('pending request', () => {
  it('publishes the request, opens its screen, and resolves with the approval', async () => {
    const h = await signedIn()
    const asked = h.latch.flows.request.ask<string>({
      kind: 'sign-message',
      payload: { message: 'hello' },
      screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
    })
    expect(h.latch.$request.get()).toEqual({
      step: 'pending',
      request: {
        id: 1,
        kind: 'sign-message',
        payload: { message: 'hello' },
        screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
      },
    })
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN' })
    h.latch.approveRequest('0xsigned')
    await expect(asked).resolves.toBe('0xsigned')
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('without a prompt the modal stays closed and the host answers through the store', async () => {
    const h = await signedIn()
    const asked = h.latch.flows.request.ask({
      kind: 'mfa-code',
      payload: null,
      screen: 'MFA_ENROLLMENT_FLOW_SCREEN',
      prompt: false,
    })
    expect(h.latch.$modal.get().open).toBe(false)
    expect(h.latch.$request.get()).toMatchObject({ step: 'pending', request: { screen: null } })
    h.latch.rejectRequest(new LatchError('mfa_canceled', 'MFA canceled'))
    await expect(asked).rejects.toMatchObject({ code: 'mfa_canceled' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it("the host's rejectRequest closes the screen opened for the request (a sign request's flow goes idle)", async () => {
    await import('../../flows/sign/sign.impl')
    const h = await signedIn()
    h.latch.closeModal()
    await h.clock.advance(500)
    h.latch.flows.sign.setSigner(() => createLocalSigner(DEV_PRIVATE_KEY_0).signer)
    const signing = h.latch.signMessage('hello').catch((error: unknown) => error)
    await settle()
    expect(h.latch.flows.sign.$state.get().step).toBe('ready')
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN' })
    h.latch.rejectRequest()
    expect(await signing).toMatchObject({ message: 'Signature rejected' })
    await h.clock.advance(500)
    expect(h.latch.$modal.get().open).toBe(false)
    expect(h.latch.flows.sign.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('closing the modal opened for it rejects with its cancel error and leaves nothing pending', async () => {
    const h = await signedIn()
    const asked = h.latch.flows.request.ask({
      kind: 'mfa-code',
      payload: null,
      screen: 'MFA_ENROLLMENT_FLOW_SCREEN',
      cancelError: () => new LatchError('mfa_canceled', 'MFA canceled'),
    })
    h.latch.closeModal()
    await expect(asked).rejects.toMatchObject({ code: 'mfa_canceled', message: 'MFA canceled' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('times out with its timeout error (through the client clock)', async () => {
    const h = await signedIn()
    const asked = h.latch.flows.request.ask({
      kind: 'mfa-code',
      payload: null,
      prompt: false,
      timeoutMs: 300_000,
      timeoutError: () => new LatchError('mfa_timeout', 'Timed out waiting for MFA code'),
    })
    const outcome = asked.catch((error: unknown) => error)
    await h.clock.advance(299_999)
    expect(h.latch.$request.get().step).toBe('pending')
    await h.clock.advance(1)
    expect(await outcome).toMatchObject({ code: 'mfa_timeout' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('every request is bounded: with no timeout of its own, no answer in REQUEST_WAIT_MS rejects with request_timeout (retryable, translated)', async () => {
    const h = await signedIn()
    const asked = h.latch.flows.request.ask({ kind: 'a', payload: 1, prompt: false })
    const outcome = asked.catch((error: unknown) => error)
    await h.clock.advance(REQUEST_WAIT_MS - 1)
    expect(h.latch.$request.get().step).toBe('pending')
    await h.clock.advance(1)
    expect(await outcome).toMatchObject({
      code: 'request_timeout',
      retryable: true,
      message: 'Request timed out',
    })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('hold(): a request a person acts on is no longer bounded; the answer still comes through', async () => {
    const h = await signedIn()
    const asked = h.latch.flows.request.ask<string>({ kind: 'a', payload: 1, prompt: false })
    h.latch.flows.request.hold()
    await h.clock.advance(REQUEST_WAIT_MS * 2)
    expect(h.latch.$request.get().step).toBe('pending')
    h.latch.approveRequest('late')
    await expect(asked).resolves.toBe('late')
  })

  it('a signature request no UI shows (a custom UI rendering none) rejects with request_timeout; the sign flow goes idle', async () => {
    await import('../../flows/sign/sign.impl')
    const h = await signedIn()
    h.latch.closeModal()
    await h.clock.advance(500)
    h.latch.flows.sign.setSigner(() => createLocalSigner(DEV_PRIVATE_KEY_0).signer)
    for (const sign of [
      () => h.latch.signMessage('hello'),
      () =>
        h.latch.signTypedData({
          domain: { name: 'Acme', chainId: 1 },
          types: { Note: [{ name: 'text', type: 'string' }] },
          primaryType: 'Note',
          message: { text: 'hi' },
        }),
    ]) {
      const signing = sign().catch((error: unknown) => error)
      await settle()
      expect(h.latch.flows.sign.$state.get().step).toBe('ready')
      await h.clock.advance(REQUEST_WAIT_MS)
      expect(await signing).toMatchObject({ code: 'request_timeout', retryable: true })
      expect(h.latch.flows.sign.$state.get()).toEqual({ step: 'idle' })
      expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    }
  })

  it("without its own timeout error: request_timeout with the catalogue's 'Request timed out', in the locale", async () => {
    const h = await signedIn()
    const english = h.latch.flows.request.ask({ kind: 'a', payload: null, prompt: false, timeoutMs: 1000 })
    const first = english.catch((error: unknown) => error)
    await h.clock.advance(1000)
    expect(await first).toMatchObject({ code: 'request_timeout', message: 'Request timed out' })
    const japanese = await createHarness(server, { config: { intl: { locale: 'ja' } } })
    await vi.waitFor(() =>
      expect(japanese.latch.$intl.get()).toMatchObject({ locale: 'ja', status: 'ready' }),
    )
    const second = japanese.latch.flows.request
      .ask({ kind: 'a', payload: null, prompt: false, timeoutMs: 1000 })
      .catch((error: unknown) => error)
    await japanese.clock.advance(1000)
    expect(await second).toMatchObject({ code: 'request_timeout', message: ja['error.requestTimeout'] })
    expect(ja['error.requestTimeout']).not.toBe('Request timed out')
  })

  it('one request at a time: a second ask is refused, the first one still waits', async () => {
    const h = await signedIn()
    const first = h.latch.flows.request.ask({ kind: 'a', payload: 1, prompt: false })
    await expect(h.latch.flows.request.ask({ kind: 'b', payload: 2, prompt: false })).rejects.toMatchObject({
      code: 'request_pending',
    })
    h.latch.approveRequest('ok')
    await expect(first).resolves.toBe('ok')
  })

  it('a logout rejects the pending sign request with 4100, resets the sign flow, and the next login sees no prompt', async () => {
    await import('../../flows/sign/sign.impl')
    const h = await signedIn()
    h.latch.closeModal()
    await h.clock.advance(500)
    h.latch.flows.sign.setSigner(() => createLocalSigner(DEV_PRIVATE_KEY_0).signer)
    const signing = h.latch.signMessage('hello').catch((error: unknown) => error)
    await settle()
    expect(h.latch.flows.sign.$state.get().step).toBe('ready')
    await h.latch.logout()
    expect(await signing).toMatchObject({ code: 'session_ended', rpcCode: 4100 })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.sign.$state.get()).toEqual({ step: 'idle' })
    await h.clock.advance(500)
    expect(h.latch.$modal.get().screen).not.toBe('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN')
    // the next person signs in on the page: nothing of the previous request shows
    await h.latch.initLoginWithEmail('grace@example.com')
    await h.latch.loginWithCode('123456')
    await h.clock.advance(1400)
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
    expect(h.latch.flows.sign.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.$modal.get().screen).not.toBe('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN')
  })

  it('a pending request the host answers itself (no screen) rejects with 4100 at logout too', async () => {
    const h = await signedIn()
    const asked = h.latch.flows.request.ask({ kind: 'a', payload: 1, prompt: false })
    const outcome = asked.catch((error: unknown) => error)
    await h.latch.logout()
    expect(await outcome).toMatchObject({ code: 'session_ended', rpcCode: 4100 })
  })

  it('destroy() rejects a pending request and approve/reject without one are no-ops', async () => {
    const h = await signedIn()
    expect(() => h.latch.approveRequest('x')).not.toThrow()
    expect(() => h.latch.rejectRequest()).not.toThrow()
    const asked = h.latch.flows.request.ask({ kind: 'a', payload: 1, prompt: false })
    h.latch.destroy()
    await expect(asked).rejects.toMatchObject({ code: 'request_canceled' })
  })
})
