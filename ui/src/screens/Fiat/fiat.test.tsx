import type { FiatState } from '@latch/core'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { WritableAtom } from 'nanostores'
import { describe, expect, it } from 'vitest'
import { setup } from '../../test/setup'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SEND = 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN'

async function signedIn() {
  const h = await setup({ appConfig: { fiat_on_ramp_enabled: true } as never })
  await act(async () => {
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
  })
  await act(async () => h.latch.closeModal())
  return { ...h, $fiat: h.latch.flows.fiat.$state as WritableAtom<FiatState> }
}

const failed = {
  step: 'status' as const,
  address: ADDRESS,
  options: {},
  externalTransactionId: 'x',
  record: null,
  status: 'failed' as const,
  texts: { title: 'fiat.failedTitle', body: 'fiat.failedBody', hint: 'fiat.failedDebitCardHint' } as const,
  failures: 0,
}

describe('card funding screens: the way back to a waiting transaction', () => {
  it("funding started over a transaction's screen: Back on the prompt, 'Back to transaction' after a failure", async () => {
    const h = await signedIn()
    // a transaction waiting on its screen, as sendTransaction leaves it while the person adds funds
    let requestId = 0
    await act(async () => {
      h.latch.flows.request
        .ask({ kind: 'send-transaction', payload: {}, screen: SEND })
        .catch(() => undefined)
      const pending = h.latch.$request.get()
      requestId = pending.step === 'pending' ? pending.request.id : 0
    })
    const origin = { requestId, screen: SEND }
    await act(async () => {
      h.$fiat.set({ step: 'prompt', address: ADDRESS, options: {}, error: null, origin })
      h.latch.navigate('FIAT_ON_RAMP_PROMPT_SCREEN')
    })
    expect(await screen.findByRole('heading', { name: 'Fund account' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
    await act(async () => {
      h.$fiat.set({ ...failed, origin })
      h.latch.navigate('FIAT_ON_RAMP_STATUS_SCREEN')
    })
    expect(await screen.findByText('Something went wrong!')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Done' })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back to transaction' })))
    // back() loads the funding implementation on first use
    await waitFor(() => expect(h.latch.$modal.get()).toMatchObject({ open: true, screen: SEND }), {
      timeout: 10_000,
    })
    expect(h.latch.$request.get()).toMatchObject({ step: 'pending', request: { id: requestId } })
  })

  it('funding opened on its own: no Back, Done closes', async () => {
    const h = await signedIn()
    await act(async () => {
      h.$fiat.set({ ...failed, origin: null })
      h.latch.openModal('FIAT_ON_RAMP_STATUS_SCREEN')
    })
    expect(await screen.findByText('Something went wrong!')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Back to transaction' })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done' })))
    expect(h.latch.$modal.get().open).toBe(false)
  })
})
