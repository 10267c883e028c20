import { verifyMessage, verifyTypedData } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY_0 } from '../../../../test/fixtures/chain/accounts'
import { createHarness, type HarnessOptions, settle } from '../../../../test/fixtures/core/harness'
import { createMswServer, useMswServer } from '../../../../test/fixtures/msw/server'
import { createLocalSigner } from '../../../../test/fixtures/wallet/local-signer'
import type { LatchConfig } from '../../config/types'

const server = useMswServer(createMswServer())

const typedData = {
  domain: { name: 'Latch Mail', version: '1', chainId: 31337 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Ada', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    contents: 'Hello, Bob!',
    amount: 12345678901234567890n,
  },
} as const

async function setup(config?: LatchConfig, options: { signIn?: boolean } = {}) {
  // The flow loads its implementation with import(): load it once up front so `settle()` is enough to wait.
  await import('./sign.impl')
  const h = await createHarness(server, { ...(config ? { config } : {}) } as HarnessOptions)
  if (options.signIn !== false) {
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
    await h.clock.advance(1400)
    h.latch.closeModal()
    await h.clock.advance(500)
  }
  const wallet = createLocalSigner(DEV_PRIVATE_KEY_0)
  h.latch.flows.sign.setSigner(() => wallet.signer)
  return { ...h, wallet }
}

describe('sign request', () => {
  it('signMessage opens the sign screen (loading, then ready with the default texts); Sign signs, shows Success, closes 1400 ms later', async () => {
    const h = await setup()
    const steps: string[] = []
    h.latch.flows.sign.$state.listen((s) => steps.push(s.step))
    const signed = h.latch.signMessage('Hello from Latch')
    await settle()
    expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN' })
    expect(h.latch.flows.sign.$state.get()).toEqual({
      step: 'ready',
      view: {
        kind: 'message',
        message: 'Hello from Latch',
        typedData: null,
        title: 'Sign message',
        description: 'Signing this message will not cost you any fees.',
        buttonText: 'Sign and continue',
      },
    })
    await h.latch.flows.sign.confirm()
    const signature = await signed
    expect(
      await verifyMessage({ address: h.wallet.signer.address, message: 'Hello from Latch', signature }),
    ).toBe(true)
    expect(steps).toEqual(['loading', 'ready', 'signing', 'success'])
    await h.clock.advance(1399)
    expect(h.latch.$modal.get().open).toBe(true)
    await h.clock.advance(1)
    expect(h.latch.$modal.get().open).toBe(false)
    expect(h.latch.flows.sign.$state.get()).toEqual({ step: 'idle' })
    expect(h.latch.$request.get()).toEqual({ step: 'idle' })
  })

  it('title, description and button text are overridable per call; a message that looks like hex is signed as its text', async () => {
    const h = await setup()
    const signed = h.latch.signMessage('0xdeadbeef', {
      title: 'Prove it',
      description: 'No fee.',
      buttonText: 'Go',
    })
    await settle()
    expect(h.latch.flows.sign.$state.get()).toMatchObject({
      step: 'ready',
      view: { title: 'Prove it', description: 'No fee.', buttonText: 'Go' },
    })
    await h.latch.flows.sign.confirm()
    const signature = await signed
    expect(await verifyMessage({ address: h.wallet.signer.address, message: '0xdeadbeef', signature })).toBe(
      true,
    )
  })

  it('signTypedData shows the typed message and the signature verifies with verifyTypedData', async () => {
    const h = await setup()
    const signed = h.latch.signTypedData(typedData)
    await settle()
    const state = h.latch.flows.sign.$state.get()
    expect(state.step).toBe('ready')
    const view = state.step === 'ready' ? state.view : null
    expect(view?.kind).toBe('typed-data')
    expect(JSON.parse(view?.typedData ?? '{}')).toEqual({
      from: { name: 'Ada', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
      contents: 'Hello, Bob!',
      amount: '12345678901234567890',
    })
    await h.latch.flows.sign.confirm()
    const signature = await signed
    expect(await verifyTypedData({ address: h.wallet.signer.address, ...typedData, signature })).toBe(true)
  })

  it('noPromptOnSignature: signs at once, no modal and no pending request', async () => {
    const h = await setup({ embeddedWallets: { noPromptOnSignature: true } })
    const seen: unknown[] = []
    h.latch.$request.listen((s) => seen.push(s))
    const signature = await h.latch.signTypedData(typedData)
    expect(await verifyTypedData({ address: h.wallet.signer.address, ...typedData, signature })).toBe(true)
    expect(h.latch.$modal.get().open).toBe(false)
    expect(seen).toEqual([])
    expect(h.latch.flows.sign.$state.get()).toEqual({ step: 'idle' })
  })

  it('an empty or non-string message is refused before anything opens', async () => {
    const h = await setup()
    for (const bad of ['', undefined, 42]) {
      await expect(h.latch.signMessage(bad as unknown as string)).rejects.toMatchObject({
        code: 'invalid_message',
        message: 'Message to sign must be a non-empty string',
      })
    }
    expect(h.latch.$modal.get().open).toBe(false)
    expect(h.wallet.calls).toEqual([])
  })

  it('typed data that does not match its types is refused with invalid_request_arguments', async () => {
    const h = await setup()
    await expect(
      h.latch.signTypedData({ ...typedData, message: { ...typedData.message, amount: -1n } }),
    ).rejects.toMatchObject({ code: 'invalid_request_arguments' })
    await expect(h.latch.signTypedData({ types: {} } as never)).rejects.toMatchObject({
      code: 'invalid_request_arguments',
    })
    expect(h.latch.$modal.get().open).toBe(false)
  })

  it('signed out: must_be_authenticated, nothing opens', async () => {
    const h = await setup(undefined, { signIn: false })
    await expect(h.latch.signMessage('hi')).rejects.toMatchObject({ code: 'must_be_authenticated' })
    expect(h.latch.$modal.get().open).toBe(false)
  })

  it('no wallet: the screen shows "A wallet must be connected before signing" and can be closed', async () => {
    const h = await setup()
    h.latch.flows.sign.setSigner(() => null)
    const signed = h.latch.signMessage('hi')
    await expect(signed).rejects.toMatchObject({
      code: 'wallet_not_connected',
      message: 'A wallet must be connected before signing',
    })
    expect(h.latch.flows.sign.$state.get()).toMatchObject({ step: 'error' })
    h.latch.closeModal()
    expect(h.latch.flows.sign.$state.get()).toEqual({ step: 'idle' })
  })

  it('closing the screen while ready rejects with "Signature rejected" and signs nothing', async () => {
    const h = await setup()
    const signed = h.latch.signMessage('hi')
    await settle()
    h.latch.closeModal()
    await expect(signed).rejects.toMatchObject({ code: 'signature_rejected', message: 'Signature rejected' })
    expect(h.wallet.calls.filter((c) => c.method === 'personal_sign')).toEqual([])
    expect(h.latch.flows.sign.$state.get()).toEqual({ step: 'idle' })
  })

  it('wallet failures are typed: 4100 is must_be_authenticated, 4001 is signature_rejected; the screen shows the error', async () => {
    const h = await setup()
    h.wallet.fail('personal_sign', Object.assign(new Error('no session'), { code: 4100 }))
    const first = h.latch.signMessage('hi')
    await settle()
    await h.latch.flows.sign.confirm()
    await expect(first).rejects.toMatchObject({ code: 'must_be_authenticated' })
    expect(h.latch.flows.sign.$state.get()).toMatchObject({
      step: 'error',
      message: 'User must be authenticated',
    })
    h.latch.closeModal()
    h.wallet.fail('personal_sign', Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    const second = h.latch.signMessage('hi')
    await settle()
    await h.latch.flows.sign.confirm()
    await expect(second).rejects.toMatchObject({
      code: 'signature_rejected',
      details: 'Please try signing again.',
    })
  })

  it('pressing Sign twice signs once', async () => {
    const h = await setup()
    const signed = h.latch.signMessage('once')
    await settle()
    await Promise.all([h.latch.flows.sign.confirm(), h.latch.flows.sign.confirm()])
    await signed
    await h.latch.flows.sign.confirm()
    expect(h.wallet.calls.filter((c) => c.method === 'personal_sign')).toHaveLength(1)
  })
})
