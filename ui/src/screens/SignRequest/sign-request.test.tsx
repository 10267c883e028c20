import type { SignState } from '@latch/core'
import { act, fireEvent, screen } from '@testing-library/react'
import type { WritableAtom } from 'nanostores'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEV_PRIVATE_KEY_0 } from '../../../../test/fixtures/chain/accounts'
import { createLocalSigner } from '../../../../test/fixtures/wallet/local-signer'
import { setup } from '../../test/setup'
import { expectStyled } from '../../test/styled'

async function signedIn() {
  const h = await setup({ config: { embeddedWallets: { createOnLogin: 'off' } } })
  await act(async () => {
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
  })
  await act(async () => h.latch.closeModal())
  const wallet = createLocalSigner(DEV_PRIVATE_KEY_0)
  h.latch.flows.sign.setSigner(() => wallet.signer)
  return { ...h, wallet }
}

describe('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN', () => {
  it('shows the message with the default texts; Sign and continue signs and shows Success', async () => {
    const h = await signedIn()
    let signed: Promise<`0x${string}`> | undefined
    await act(async () => {
      signed = h.latch.signMessage('Hello from the screen')
    })
    // the sign flow's implementation and the screen load lazily (slow on a busy machine): wait for them
    expect(await screen.findByRole('heading', { name: 'Sign message' }, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByText('Signing this message will not cost you any fees.')).toBeTruthy()
    expect(screen.getByLabelText('Message').textContent).toBe('Hello from the screen')
    const button = await screen.findByRole('button', { name: 'Sign and continue' })
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0))
    })
    expect((button as HTMLButtonElement).disabled).toBe(false)
    expect(
      document.querySelector('[data-scope="sign-request"][data-part="root"]')?.getAttribute('data-state'),
    ).toBe('ready')
    expectStyled()
    await act(async () => fireEvent.click(button))
    expect(await screen.findByRole('heading', { name: 'Success' })).toBeTruthy()
    expectStyled()
    const signature = await (signed as Promise<`0x${string}`>)
    expect(
      await verifyMessage({ address: h.wallet.signer.address, message: 'Hello from the screen', signature }),
    ).toBe(true)
  })

  it('host texts replace the defaults; an error shows under the message and the button stays off', async () => {
    const h = await signedIn()
    const $state = h.latch.flows.sign.$state as WritableAtom<SignState>
    const view = {
      kind: 'typed-data' as const,
      message: null,
      typedData: '{\n  "contents": "Hi"\n}',
      title: 'Approve mail',
      description: 'Free.',
      buttonText: 'Approve',
    }
    await act(async () => {
      $state.set({ step: 'ready', view })
      h.latch.openModal('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN')
    })
    expect(await screen.findByRole('heading', { name: 'Approve mail' })).toBeTruthy()
    expect(screen.getByText('Free.')).toBeTruthy()
    expect(screen.getByLabelText('Typed data').textContent).toContain('"contents": "Hi"')
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy()
    await act(async () => {
      $state.set({ step: 'error', view, error: new Error('x') as never, message: 'Signature rejected' })
    })
    expect(screen.getByRole('alert').textContent).toBe('Signature rejected')
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true)
    expectStyled()
    await act(async () => {
      $state.set({ step: 'loading', view: null })
    })
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    expectStyled()
  })
})
