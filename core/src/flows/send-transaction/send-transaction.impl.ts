/**
 * The send-transaction flow's implementation, loaded with `import()` on first use: the request checked, the chain
 * client, the prepared view (balance, gas and price in parallel), one signature per transaction, the broadcast
 * (re-sending the same signed bytes on a retry), the receipt, and the screen's states and typed errors.
 */
import { isHex, keccak256, type TransactionReceipt } from 'viem'
import {
  getTransaction,
  getTransactionCount,
  sendRawTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import { type ChainClient, createChainClient } from '../../chains/client'
import { RECEIPT_POLL_MS } from '../../constants'
import { isLatchError, LatchError } from '../../errors'
import { prepareTransactionView, type TransactionView } from '../../gas/view'
import { formatMessage, type MessageKey } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import { previewTransaction } from '../../preview/preview'
import type { TransactionPreview } from '../../preview/preview.types'
import { formatTokenAmount } from '../../rules/format'
import { notConnected, toSignError } from '../../rules/signing'
import { parseTransactionRequest } from '../../rules/transaction'
import { toWalletError } from '../../rules/wallet-errors'
import type { WalletSigner } from '../../services/signing/signing.types'
import type { SendTransactionRuntime } from './send-transaction.context'
import type {
  ReceiptView,
  SendTransactionOptions,
  SendTransactionResult,
  SendTransactionUiOptions,
} from './send-transaction.types'

type Catalogue = Partial<Record<MessageKey, string>> | undefined
type Hex = `0x${string}`

const hex = (n: number | bigint) => `0x${n.toString(16)}` as Hex

/** 'There was an error processing your transaction. Please contact support.' with the failure as cause. */
export function processError(cause: unknown, catalogue?: Catalogue): LatchError {
  return new LatchError(
    'transaction_process_failed',
    formatWalletMessage(catalogue, 'transaction.processError'),
    {
      cause,
      retryable: true,
      details:
        cause instanceof Error
          ? ((cause as { shortMessage?: string }).shortMessage ?? cause.message)
          : undefined,
    },
  )
}

/** The wallet's current chain (eth_chainId), or null when it does not say. */
async function walletChainId(signer: WalletSigner): Promise<number | null> {
  try {
    const id = await signer.provider.request({ method: 'eth_chainId' })
    const n = typeof id === 'string' && isHex(id) ? Number(id) : typeof id === 'number' ? id : Number.NaN
    return Number.isSafeInteger(n) && n > 0 ? n : null
  } catch {
    return null
  }
}

/** The fields the wallet signs: the view's request with nonce, gas limit and fees filled in, as hex quantities. */
export async function transactionFields(
  client: ChainClient,
  from: Hex,
  view: TransactionView,
): Promise<Record<string, unknown>> {
  const r = view.request
  const gas = r.gas ?? view.gas?.gas
  if (gas === undefined) throw new LatchError('gas_estimate_failed', 'No gas limit for this transaction')
  const nonce = r.nonce ?? (await getTransactionCount(client, { address: from, blockTag: 'pending' }))
  const tx: Record<string, unknown> = {
    from,
    chainId: hex(view.chain.id),
    nonce: hex(nonce),
    gas: hex(gas),
    value: hex(r.value ?? 0n),
  }
  if (r.to) tx.to = r.to
  if (r.data) tx.data = r.data
  if (r.type !== undefined) tx.type = hex(r.type)
  if (r.accessList !== undefined) tx.accessList = r.accessList
  const fees = view.gas?.fees
  if (r.gasPrice !== undefined) tx.gasPrice = hex(r.gasPrice)
  else if (r.maxFeePerGas !== undefined || fees?.maxFeePerGas !== undefined) {
    tx.maxFeePerGas = hex((r.maxFeePerGas ?? fees?.maxFeePerGas) as bigint)
    tx.maxPriorityFeePerGas = hex(r.maxPriorityFeePerGas ?? fees?.maxPriorityFeePerGas ?? 0n)
  } else if (fees?.gasPrice !== undefined) tx.gasPrice = hex(fees.gasPrice)
  return tx
}

/**
 * Signs a transaction once and broadcasts it. `send` signs on its first call only; every later call re-broadcasts
 * the same raw transaction (same nonce, same hash), and a node that already has it counts as sent.
 */
export function createSender(client: ChainClient, signer: WalletSigner, catalogue?: Catalogue) {
  let signed: { raw: Hex; hash: Hex } | null = null
  return {
    /** The signed transaction, once there is one. */
    signed: () => signed,
    async send(view: TransactionView): Promise<Hex> {
      if (!signed) {
        let raw: unknown
        try {
          const tx = await transactionFields(client, signer.address, view)
          raw = await signer.provider.request({ method: 'eth_signTransaction', params: [tx] })
        } catch (error) {
          throw processError(isLatchError(error) ? error : toSignError(error, catalogue), catalogue)
        }
        if (typeof raw !== 'string' || !isHex(raw) || raw.length < 4) {
          throw processError(
            new LatchError('invalid_signature', 'The wallet answered without a signed transaction'),
          )
        }
        signed = { raw, hash: keccak256(raw) }
      }
      const { raw, hash } = signed
      try {
        await sendRawTransaction(client, { serializedTransaction: raw })
      } catch (error) {
        // An earlier broadcast may have reached the node although its answer was lost: then it is sent.
        const known = await getTransaction(client, { hash }).catch(() => null)
        if (!known) throw processError(error, catalogue)
      }
      return hash
    },
  }
}

/** The receipt as the receipt view shows it. */
export function receiptView(
  receipt: TransactionReceipt,
  view: TransactionView,
  catalogue?: Catalogue,
  locale?: string,
): ReceiptView {
  const l1Fee = (receipt as { l1Fee?: bigint | null }).l1Fee ?? 0n
  const fee = receipt.gasUsed * receipt.effectiveGasPrice + l1Fee
  return {
    transactionHash: receipt.transactionHash,
    status: receipt.status,
    blockNumber: receipt.blockNumber,
    gasUsed: receipt.gasUsed,
    effectiveGasPrice: receipt.effectiveGasPrice,
    cumulativeGasUsed: receipt.cumulativeGasUsed,
    fee: `${formatTokenAmount(fee, view.chain.decimals, catalogue, locale)} ${view.chain.symbol}`,
  }
}

/** Polls for the receipt until it comes, or until `signal` aborts (the screen was closed): then polling stops. */
async function waitForReceipt(client: ChainClient, hash: Hex, catalogue?: Catalogue, signal?: AbortSignal) {
  try {
    return await waitForTransactionReceipt(client, { hash, pollingInterval: RECEIPT_POLL_MS, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw processError(error, catalogue)
  }
}

/**
 * Sends a transaction. A bad field, an unsupported chain, no session or no wallet is refused before anything
 * opens; otherwise the screen prepares, waits for Submit, signs once, broadcasts and (with
 * `waitForTransactionConfirmation`) waits for the receipt. Closing the screen rejects: with the last error shown,
 * 'You rejected the request' before anything was sent, or 'transaction_sent_unconfirmed' (hash in details) after.
 */
export async function sendTransaction(
  runtime: SendTransactionRuntime,
  input: unknown,
  options?: SendTransactionOptions,
): Promise<SendTransactionResult> {
  const { ctx, $state } = runtime
  const catalogue: Catalogue = ctx.messages
  const config = ctx.$config.get()
  const parsed = parseTransactionRequest(input, catalogue)
  if (ctx.$auth.get().status !== 'authenticated') {
    throw new LatchError('must_be_authenticated', formatMessage(catalogue, 'error.mustBeAuthenticated'))
  }
  const signer = await runtime.ctx.signing.current()
  if (!signer) throw notConnected(catalogue)
  if (parsed.from && parsed.from.toLowerCase() !== signer.address.toLowerCase()) {
    throw new LatchError(
      'invalid_request_arguments',
      formatWalletMessage(catalogue, 'transaction.notFromWallet'),
      {
        details: 'from',
      },
    )
  }
  const chainId = parsed.chainId ?? (await walletChainId(signer)) ?? config.defaultChain.id
  const client = createChainClient({ config, chainId, fetch: ctx.env.fetch, messages: catalogue })
  const ui: SendTransactionUiOptions = options?.uiOptions ?? {}
  const prepare = () =>
    prepareTransactionView({
      client,
      api: ctx.api,
      from: signer.address,
      request: { ...(input as object), chainId },
      priceDisplay: config.embeddedWallets.priceDisplay,
      uiOptions: ui,
      fetch: ctx.env.fetch,
      clock: ctx.env.clock,
      messages: catalogue,
      locale: ctx.intl.locale,
    })
  const sender = createSender(client, signer, catalogue)
  const wait = config.embeddedWallets.waitForTransactionConfirmation

  if (config.embeddedWallets.noPromptOnSignature) {
    const view = await prepare()
    if (view.insufficientFunds) {
      throw new LatchError(
        'insufficient_funds',
        view.error ?? formatWalletMessage(catalogue, 'transaction.insufficientFunds'),
      )
    }
    const transactionHash = await sender.send(view)
    return {
      transactionHash,
      receipt: wait ? await waitForReceipt(client, transactionHash, catalogue) : null,
    }
  }

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
