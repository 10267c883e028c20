/**
 * `sendTransaction`: a bad field, an unsupported chain, no session or no wallet is refused before anything opens;
 * with `noPromptOnSignature` the transaction is prepared, signed once and broadcast at once, otherwise the review
 * screen takes over (`send-transaction.screen.ts`).
 */
import { createChainClient } from '../../chains/client'
import { LatchError } from '../../errors'
import { prepareTransactionView } from '../../gas/view'
import { formatMessage } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import { notConnected } from '../../rules/signing'
import { parseTransactionRequest } from '../../rules/transaction'
import type { SendTransactionRuntime } from './send-transaction.context'
import { reviewOnScreen } from './send-transaction.screen'
import { type Catalogue, createSender, waitForReceipt, walletChainId } from './send-transaction.sender'
import type {
  SendTransactionOptions,
  SendTransactionResult,
  SendTransactionUiOptions,
} from './send-transaction.types'

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
  const { ctx } = runtime
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

  return reviewOnScreen(runtime, { parsed, chainId, client, signer, ui, prepare, sender, wait })
}
