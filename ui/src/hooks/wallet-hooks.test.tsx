import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider'
import { setup } from '../test/setup'
import { useEmbeddedWallet } from './useEmbeddedWallet'
import { useSendTransaction } from './useSendTransaction'
import { useSignMessage } from './useSignMessage'

function SignProbe() {
  const sign = useSignMessage()
  return (
    <div>
      <button type="button" onClick={() => sign.signMessage('hello')}>
        Sign
      </button>
      <output aria-label="sign status">{sign.status}</output>
      <output aria-label="signature">{sign.data ?? ''}</output>
      <output aria-label="sign error">{(sign.error as { code?: string } | null)?.code ?? ''}</output>
    </div>
  )
}

function SendProbe() {
  const send = useSendTransaction()
  const { wallet } = useEmbeddedWallet()
  return (
    <div>
      <button
        type="button"
        onClick={() => send.sendTransaction({ to: '0x0000000000000000000000000000000000000001' })}
      >
        Send
      </button>
      <output aria-label="send status">{send.isPending ? 'pending' : send.status}</output>
      <output aria-label="wallet">{wallet?.address ?? 'none'}</output>
    </div>
  )
}

describe('thin wallet hooks', () => {
  it('useSignMessage: pending, then the signature; a failure keeps its error; the hook passes the call through', async () => {
    const { latch, state, rerender } = await setup()
    let finish: (signature: `0x${string}`) => void = () => {}
    const sign = vi
      .spyOn(latch, 'signMessage')
      .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)))
      .mockRejectedValueOnce(Object.assign(new Error('rejected'), { code: 'user_rejected' }))
    rerender(
      <LatchProvider appId={state.appId} apiUrl={state.apiUrl} client={latch}>
        <SignProbe />
      </LatchProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    expect(sign).toHaveBeenCalledWith('hello')
    expect(screen.getByLabelText('sign status').textContent).toBe('pending')
    await act(async () => finish('0xabc'))
    expect(screen.getByLabelText('sign status').textContent).toBe('success')
    expect(screen.getByLabelText('signature').textContent).toBe('0xabc')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign' }))
    })
    expect(screen.getByLabelText('sign status').textContent).toBe('error')
    expect(screen.getByLabelText('sign error').textContent).toBe('user_rejected')
  })

  it('useSendTransaction and useEmbeddedWallet read core: the call goes through, no wallet before one exists', async () => {
    const { latch, state, rerender } = await setup()
    const send = vi.spyOn(latch, 'sendTransaction').mockResolvedValue({ hash: '0x01' } as never)
    rerender(
      <LatchProvider appId={state.appId} apiUrl={state.apiUrl} client={latch}>
        <SendProbe />
      </LatchProvider>,
    )
    expect(screen.getByLabelText('wallet').textContent).toBe('none')
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    })
    expect(send).toHaveBeenCalledWith({ to: '0x0000000000000000000000000000000000000001' })
    expect(screen.getByLabelText('send status').textContent).toBe('success')
  })
})
