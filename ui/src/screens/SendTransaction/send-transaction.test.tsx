import type { SendTransactionState } from '@latch/core'
import { act, fireEvent, screen } from '@testing-library/react'
import type { WritableAtom } from 'nanostores'
import { describe, expect, it, vi } from 'vitest'
import { setup } from '../../test/setup'
import { expectStyled } from '../../test/styled'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const amount = (primary: string, secondary: string | null) => ({
  wei: 1n,
  native: secondary ?? primary,
  fiat: primary,
  primary,
  secondary,
})
type Ready = Extract<SendTransactionState, { step: 'ready' }>
const view = (patch: Partial<Ready['view']> = {}): Ready['view'] => ({
  title: 'Send ETH',
  buttonText: 'Submit',
  description: null,
  chain: { id: 31337, name: 'Hardhat', symbol: 'ETH', decimals: 18 },
  request: { from: FROM, to: TO, value: 10n ** 16n, chainId: 31337 },
  isPlainTransfer: true,
  gas: null,
  priceUsd: 3000,
  value: amount('$30.00', '0.01 ETH'),
  fee: amount('$0.13', '<0.001 ETH'),
  total: amount('$30.13', '0.010042 ETH'),
  balance: amount('$3,000.00', '1 ETH'),
  insufficientFunds: false,
  error: null,
  ...patch,
})

async function signedIn() {
  const h = await setup({ config: { embeddedWallets: { createOnLogin: 'off' } } })
  await act(async () => {
    await h.latch.initLoginWithEmail('ada@example.com')
    await h.latch.loginWithCode('123456')
  })
  const $state = h.latch.flows.sendTransaction.$state as WritableAtom<SendTransactionState>
  const show = async (state: SendTransactionState) => {
    await act(async () => {
      $state.set(state)
      const modal = h.latch.$modal.get()
      if (!modal.open || modal.screen !== 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN') {
        h.latch.openModal('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN')
      }
    })
    await screen.findByRole('dialog')
  }
  return { ...h, $state, show }
}

const rowValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN', () => {
  it('preparing: a spinner under the title', async () => {
    const h = await signedIn()
    await h.show({ step: 'preparing', ui: {} })
    expect(await screen.findByText('Preparing your transaction')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Review transaction' })).toBeTruthy()
    expectStyled()
  })

  it("ready: 'Send ETH', the amounts in USD then ETH, sender and transaction info; Submit submits", async () => {
    const h = await signedIn()
    const submit = vi.spyOn(h.latch.flows.sendTransaction, 'submit').mockResolvedValue()
    await h.show({
      step: 'ready',
      ui: {
        senderInfo: {
          name: 'Blog',
          actionText: 'asks you to tip',
          imgUrl: 'https://a.test/i.png',
          imgAltText: 'Blog',
        },
        transactionInfo: { title: 'Tip', action: 'Tip the author' },
      },
      view: view({ description: 'Thanks for reading' }),
      canAddFunds: false,
    })
    expect(await screen.findByRole('heading', { name: 'Send ETH' })).toBeTruthy()
    expect(screen.getByText('Thanks for reading')).toBeTruthy()
    expect(rowValue('Amount')).toBe('$30.000.01 ETH')
    expect(rowValue('Estimated fee')).toBe('$0.13<0.001 ETH')
    expect(rowValue('Total')).toBe('$30.130.010042 ETH')
    expect(rowValue('Network')).toBe('Hardhat')
    expect(screen.getByText(/asks you to tip/)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Blog' })).toBeTruthy()
    expect(screen.getByText('Tip')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add Funds' })).toBeNull()
    expectStyled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })))
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('insufficient funds: the message, Submit off, Add Funds calls fundWallet with the address when the on-ramp is on', async () => {
    const h = await signedIn()
    const fundWallet = vi.fn().mockResolvedValue(null)
    Object.assign(h.latch, { fundWallet })
    const poor = view({
      insufficientFunds: true,
      error: 'Wallet has insufficient funds for this transaction.',
    })
    await h.show({ step: 'ready', ui: {}, view: poor, canAddFunds: false })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wallet has insufficient funds for this transaction.',
    )
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Add Funds' })).toBeNull()
    await h.show({ step: 'ready', ui: {}, view: poor, canAddFunds: true })
    expectStyled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Funds' })))
    expect(fundWallet).toHaveBeenCalledWith(FROM)
  })

  it("submitting: 'Submitting (may take a few minutes)...' and no close button", async () => {
    const h = await signedIn()
    await h.show({
      step: 'submitting',
      ui: {},
      view: view(),
      message: 'Submitting (may take a few minutes)...',
    })
    expect(await screen.findByText(/Submitting \(may take a few minutes\)\.\.\./)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    expectStyled()
  })

  it('errors: the message and Try again (retry); a processing error keeps the amounts', async () => {
    const h = await signedIn()
    const retry = vi.spyOn(h.latch.flows.sendTransaction, 'retry').mockResolvedValue()
    await h.show({
      step: 'error',
      ui: {},
      view: null,
      error: new Error('x') as never,
      message: 'There was an error preparing your transaction. Please try again.',
      retry: 'prepare',
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error preparing your transaction. Please try again.',
    )
    expectStyled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    expect(retry).toHaveBeenCalledTimes(1)
    await h.show({
      step: 'error',
      ui: {},
      view: view(),
      error: new Error('x') as never,
      message: 'There was an error processing your transaction. Please contact support.',
      retry: 'submit',
    })
    expect(screen.getByRole('alert').textContent).toBe(
      'There was an error processing your transaction. Please contact support.',
    )
    expect(rowValue('Amount')).toBe('$30.000.01 ETH')
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy()
  })

  it('complete: the receipt view; Done closes the modal', async () => {
    const h = await signedIn()
    const hash = `0x${'ab'.repeat(32)}` as const
    await h.show({
      step: 'complete',
      ui: {},
      view: view(),
      transactionHash: hash,
      receipt: {
        transactionHash: hash,
        status: 'success',
        blockNumber: 2n,
        gasUsed: 21_000n,
        effectiveGasPrice: 2_000_000_000n,
        cumulativeGasUsed: 21_000n,
        fee: '<0.001 ETH',
      },
    })
    expect(await screen.findByRole('heading', { name: 'Transaction complete' })).toBeTruthy()
    expect(screen.getByText('Your transaction was confirmed.')).toBeTruthy()
    expect(rowValue('Status')).toBe('Confirmed')
    expect(rowValue('Gas used')).toBe('21000')
    expect(rowValue('Fee paid')).toBe('<0.001 ETH')
    expect(screen.getByTitle(hash)).toBeTruthy()
    expectStyled()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Done' })))
    expect(h.latch.$modal.get().open).toBe(false)
  })
})
