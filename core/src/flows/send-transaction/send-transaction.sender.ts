/**
 * Signing a transaction once and broadcasting it: the fields the wallet signs (nonce, gas, fees as hex), one
 * signature per transaction, a retry re-broadcasting the same raw bytes, the receipt polled and shown, and the
 * typed error of a failed step.
 */
import { isHex, keccak256, type TransactionReceipt } from 'viem'
import {
  getTransaction,
  getTransactionCount,
  sendRawTransaction,
  waitForTransactionReceipt,
} from 'viem/actions'
import type { ChainClient } from '../../chains/client'
import { isTransientRpcError } from '../../chains/errors'
import { BROADCAST_RETRIES, BROADCAST_RETRY_DELAY_MS, RECEIPT_POLL_MS } from '../../constants'
import { isLatchError, LatchError } from '../../errors'
import type { TransactionView } from '../../gas/view'
import type { MessageKey } from '../../messages'
import { formatWalletMessage } from '../../messages.wallet'
import { formatTokenAmount } from '../../rules/format'
import { toSignError } from '../../rules/signing'
import type { WalletSigner } from '../../services/signing/signing.types'
import type { ReceiptView } from './send-transaction.types'

/** The client's text catalogue (the host's overrides). */
export type Catalogue = Partial<Record<MessageKey, string>> | undefined

/** A 0x-prefixed hex string. */
export type Hex = `0x${string}`

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
export async function walletChainId(signer: WalletSigner): Promise<number | null> {
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
 * the same raw transaction (same nonce, same hash), and a node that already has it counts as sent. A transient node
 * failure is tried again up to BROADCAST_RETRIES times (the same bytes); a refusal is sent once.
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
        // a transient failure is tried again with the same bytes (BROADCAST_RETRIES); a refusal is sent once
        for (let retry = 0; ; retry++) {
          try {
            await sendRawTransaction(client, { serializedTransaction: raw })
            break
          } catch (error) {
            if (retry >= BROADCAST_RETRIES || !isTransientRpcError(error)) throw error
            await new Promise((resolve) => setTimeout(resolve, BROADCAST_RETRY_DELAY_MS * 2 ** retry))
          }
        }
      } catch (error) {
        // An earlier broadcast may have reached the node although its answer was lost: then it is sent.
        const known = await getTransaction(client, { hash }).catch(() => null)
        if (!known) throw processError(error, catalogue)
      }
      return hash
    },
  }
}

/** The sender of one transaction (`createSender`). */
export type Sender = ReturnType<typeof createSender>

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
export async function waitForReceipt(
  client: ChainClient,
  hash: Hex,
  catalogue?: Catalogue,
  signal?: AbortSignal,
) {
  try {
    return await waitForTransactionReceipt(client, { hash, pollingInterval: RECEIPT_POLL_MS, signal })
  } catch (error) {
    if (signal?.aborted) throw error
    throw processError(error, catalogue)
  }
}
