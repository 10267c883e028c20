/** The review screen of one transaction (EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN) and its actions. */
import type { ChainClient } from '../../chains/client'
import { isLatchError, LatchError } from '../../errors'
import type { TransactionView } from '../../gas/view'
import { formatWalletMessage } from '../../messages.wallet'
import { previewTransaction } from '../../preview/preview'
import type { TransactionPreview } from '../../preview/preview.types'
import type { ParsedTransactionRequest } from '../../rules/transaction'
import { toWalletError } from '../../rules/wallet-errors'
import type { WalletSigner } from '../../services/signing/signing.types'
import type { SendTransactionRuntime } from './send-transaction.context'
import {
  type Catalogue,
  processError,
  receiptView,
  type Sender,
  waitForReceipt,
} from './send-transaction.sender'
import type { SendTransactionResult, SendTransactionUiOptions } from './send-transaction.types'

/** What `sendTransaction` hands the review screen: the checked request, its chain, the wallet and the sender. */
export interface ReviewParameters {
  parsed: ParsedTransactionRequest
  chainId: number
  client: ChainClient
  signer: WalletSigner
  ui: SendTransactionUiOptions
  /** Reads the view (balance, gas, price) from the chain. */
  prepare: () => Promise<TransactionView>
  sender: Sender
  /** Whether Submit waits for the receipt (`waitForTransactionConfirmation`). */
  wait: boolean
}

/**
 * The review screen for one transaction: a pending request ('send-transaction') answered with the hash and receipt.
 * The view and the preview are read in parallel; Submit signs once and broadcasts; Retry prepares again or
 * re-broadcasts the same signed bytes; coming back to the screen reads a ready view again. Closing the screen
 * rejects: with the last error shown, 'You rejected the request' before anything was sent, or
 * 'transaction_sent_unconfirmed' (hash in details) after.
 */
export function reviewOnScreen(
  runtime: SendTransactionRuntime,
  { parsed, chainId, client, signer, ui, prepare, sender, wait }: ReviewParameters,
): Promise<SendTransactionResult> {
  const { ctx, $state } = runtime
  const catalogue: Catalogue = ctx.messages
  const config = ctx.$config.get()
  const requests = runtime.ctx.requests
  let lastError: LatchError | null = null
  const canceled = (): LatchError => {
    const sent = sender.signed()
    if (sent) {
      return new LatchError(
        'transaction_sent_unconfirmed',
        formatWalletMessage(catalogue, 'transaction.sentUnconfirmed'),
        { details: sent.hash },
      )
    }
    return (
      lastError ?? toWalletError(Object.assign(new Error('rejected'), { code: 4001 }), 'connect', catalogue)
    )
  }
  $state.set({ step: 'preparing', ui })
  const answer = requests.ask<SendTransactionResult>({
    kind: 'send-transaction',
    payload: { chainId, from: signer.address },
    screen: 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN',
    cancelError: canceled,
    // the session ended: nothing of the review stays for the next person; a transaction already broadcast says so
    // (with its hash)
    sessionEndedError: (ended) => {
      const error = sender.signed() ? canceled() : ended
      runtime.current.submit = null
      runtime.current.retry = null
      runtime.current.refresh = null
      $state.set({ step: 'idle' })
      runtime.$preview.set({ step: 'idle' })
      return error
    },
  })
  // the screen's life: closing it (or any end of the request) stops the receipt polling
  const screen = new AbortController()
  const closed = () => screen.abort(new LatchError('transaction_sent_unconfirmed', 'The screen was closed'))
  answer.then(closed, closed)
  const pending = requests.$state.get()
  const id = pending.step === 'pending' ? pending.request.id : -1
  const stillMine = () => {
    const now = requests.$state.get()
    return now.step === 'pending' && now.request.id === id
  }
  const onRamp = () => ctx.$appConfig.get()?.fiatOnRampEnabled === true

  const preview = () =>
    previewTransaction({
      client,
      request: { from: signer.address, to: parsed.to, data: parsed.data, value: parsed.value },
      native: client.chain.nativeCurrency,
      clock: ctx.env.clock,
      unsupported: runtime.noSimulateV1,
      messages: catalogue,
    })

  // The view and the preview in parallel; the screen turns ready when both are in (the preview is time-limited).
  const runPrepare = async () => {
    if ($state.get().step !== 'preparing') $state.set({ step: 'preparing', ui })
    const previewing = config.embeddedWallets.transactionPreview
    runtime.$preview.set(previewing ? { step: 'simulating' } : { step: 'idle' })
    const [prepared, previewed] = await Promise.all([
      prepare().then(
        (view) => ({ ok: true as const, view }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
      previewing ? preview() : null,
    ])
    if (!stillMine()) return
    if (previewed) runtime.$preview.set({ step: 'done', preview: previewed })
    if (prepared.ok) {
      const view = prepared.view
      $state.set({ step: 'ready', ui, view, canAddFunds: view.insufficientFunds && onRamp() })
      return
    }
    const e = prepareFailure(prepared.error, previewed)
    lastError = e
    $state.set({ step: 'error', ui, view: null, error: e, message: e.message, retry: 'prepare' })
  }
  // a gas estimate fails when the call reverts: then the preview's reason is what the person needs to read
  const prepareFailure = (error: unknown, previewed: TransactionPreview | null): LatchError => {
    if (previewed?.status === 'reverted') {
      return new LatchError('transaction_reverts', previewed.message, {
        cause: error,
        retryable: true,
        details: previewed.reason,
      })
    }
    if (isLatchError(error)) return error
    return new LatchError(
      'transaction_prepare_failed',
      formatWalletMessage(catalogue, 'transaction.prepareError'),
      { cause: error },
    )
  }

  let busy = false
  const runSubmit = async () => {
    const state = $state.get()
    if (busy || !stillMine()) return
    let view: TransactionView
    if (state.step === 'ready' && !state.view.insufficientFunds) view = state.view
    else if (state.step === 'error' && state.retry === 'submit' && state.view) view = state.view
    else return
    busy = true
    // the person answered: signing, broadcasting and the receipt are not bounded by the request's wait
    requests.hold()
    $state.set({
      step: 'submitting',
      ui,
      view,
      message: formatWalletMessage(catalogue, 'transaction.submitting'),
    })
    try {
      const transactionHash = await sender.send(view)
      const receipt = wait ? await waitForReceipt(client, transactionHash, catalogue, screen.signal) : null
      if (!stillMine()) return
      runtime.current.submit = null
      runtime.current.retry = null
      runtime.current.refresh = null
      $state.set({
        step: 'complete',
        ui,
        view,
        transactionHash,
        receipt: receipt ? receiptView(receipt, view, catalogue, ctx.intl.locale) : null,
      })
      requests.approve({ transactionHash, receipt } satisfies SendTransactionResult)
    } catch (error) {
      const e = isLatchError(error) ? error : processError(error, catalogue)
      lastError = e
      if (stillMine()) $state.set({ step: 'error', ui, view, error: e, message: e.message, retry: 'submit' })
    } finally {
      busy = false
    }
  }

  runtime.current.submit = runSubmit
  runtime.current.retry = async () => {
    const state = $state.get()
    if (state.step !== 'error' || !stillMine()) return
    if (state.retry === 'prepare') await runPrepare()
    else if (state.retry === 'submit') await runSubmit()
  }
  // The person came back to the screen: a ready view (or a failed preparation) is read again from the chain.
  // Nothing is re-read while submitting or once sent.
  runtime.current.refresh = async () => {
    const state = $state.get()
    if (!stillMine() || busy) return
    if (state.step === 'ready' || (state.step === 'error' && state.retry === 'prepare')) await runPrepare()
  }
  void runPrepare()
  return answer
}
