import type { PreviewState, SendTransactionState } from '@latch/core'
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
  const $preview = h.latch.flows.sendTransaction.$preview as WritableAtom<PreviewState>
  const preview = async (state: PreviewState) => {
    await act(async () => $preview.set(state))
  }
  return { ...h, $state, show, preview }
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

  describe('the preview', () => {
    const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
    const token = { address: TOKEN, symbol: 'TST', decimals: 6 }

    it('simulating, then the decoded transfer and the balance changes', async () => {
      const h = await signedIn()
      await h.preview({ step: 'simulating' })
      await h.show({ step: 'preparing', ui: {} })
      expect(await screen.findByText(/Simulating the transaction/)).toBeTruthy()
      await h.preview({
        step: 'done',
        preview: {
          status: 'ok',
          source: 'eth_call',
          call: {
            kind: 'transfer',
            token,
            to: TO,
            amount: 12_500_000n,
            summary: 'Send 12.5 TST to 0x7099…79C8',
          },
          changes: [
            { asset: 'native', symbol: 'ETH', decimals: 18, diff: -1n, formatted: '-0.01 ETH' },
            { asset: TOKEN, symbol: 'TST', decimals: 6, diff: -12_500_000n, formatted: '-12.5 TST' },
          ],
          warnings: [],
        },
      })
      await h.show({ step: 'ready', ui: {}, view: view({ isPlainTransfer: false }), canAddFunds: false })
      const panel = screen.getByRole('region', { name: 'Balance changes' })
      expect(panel.getAttribute('data-status')).toBe('ok')
      expect(screen.getByText('Send 12.5 TST to 0x7099…79C8')).toBeTruthy()
      const items = screen
        .getAllByRole('listitem')
        .map((li) => [li.textContent, li.getAttribute('data-direction')])
      expect(items).toEqual([
        ['-0.01 ETH', 'out'],
        ['-12.5 TST', 'out'],
      ])
      expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
      expectStyled()
    })

    it('an unlimited approval is a warning; Submit stays possible (the person decides)', async () => {
      const h = await signedIn()
      const message =
        'Unlimited approval: 0x7099…79C8 can take all your TST, now and later, until you revoke it.'
      await h.preview({
        step: 'done',
        preview: {
          status: 'ok',
          source: 'eth_call',
          call: {
            kind: 'approve',
            token,
            spender: TO,
            amount: 2n ** 256n - 1n,
            unlimited: true,
            summary: 'Allow 0x7099…79C8 to spend all your TST',
          },
          changes: [],
          warnings: [{ code: 'unlimited_approval', message }],
        },
      })
      await h.show({ step: 'ready', ui: {}, view: view({ isPlainTransfer: false }), canAddFunds: false })
      const warning = screen.getByRole('alert')
      expect(warning.textContent).toBe(message)
      expect(warning.getAttribute('data-code')).toBe('unlimited_approval')
      expect(screen.getByText('No balance changes')).toBeTruthy()
      expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false)
    })

    it('Preview unavailable: said plainly, and Submit still works', async () => {
      const h = await signedIn()
      const submit = vi.spyOn(h.latch.flows.sendTransaction, 'submit').mockResolvedValue()
      await h.preview({
        step: 'done',
        preview: { status: 'unavailable', cause: 'timeout', message: 'Preview unavailable' },
      })
      await h.show({ step: 'ready', ui: {}, view: view(), canAddFunds: false })
      expect(screen.getByText('Preview unavailable')).toBeTruthy()
      expect(screen.getByText(/could not be simulated/)).toBeTruthy()
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })))
      expect(submit).toHaveBeenCalledTimes(1)
    })

    it('a revert: the reason in the error line, once', async () => {
      const h = await signedIn()
      const message = 'This transaction would fail: TestToken: transfer amount exceeds balance'
      await h.preview({
        step: 'done',
        preview: {
          status: 'reverted',
          source: 'eth_call',
          reason: 'TestToken: transfer amount exceeds balance',
          message,
          call: null,
          warnings: [{ code: 'reverts', message }],
        },
      })
      await h.show({
        step: 'error',
        ui: {},
        view: null,
        error: new Error('x') as never,
        message,
        retry: 'prepare',
      })
      expect(screen.getAllByText(message)).toHaveLength(1)
      expect(screen.getByRole('region', { name: 'Balance changes' }).getAttribute('data-status')).toBe(
        'reverted',
      )
    })
  })
})
