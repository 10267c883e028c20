/** Types of the send-transaction flow: what a host passes to `sendTransaction` and what the screen reads. */

import type { EmbeddedWalletFrameErrorType } from '../../embedded-wallet/protocol'
import type {
  AuthRequiredErrorType,
  LatchError,
  MfaErrorType,
  RequestErrorType,
  ServerErrorType,
  TransportErrorType,
  WalletError,
} from '../../errors'
import type { TransactionUiOptions, TransactionView } from '../../gas/view'
import type { TransactionRequestInput } from '../../rules/transaction'
import type { WalletErrorCode } from '../../rules/wallet-errors'

/** What the transaction does, shown on the screen. */
export interface TransactionInfo {
  title?: string
  actionDescription?: string
  action?: string
  contractInfo?: { url?: string; name?: string; imgUrl?: string; imgAltText?: string; imgSize?: 'sm' | 'lg' }
}

/** Who asks for the transaction (the app or a contract), shown on the screen. */
export interface SenderInfo {
  imgUrl?: string
  imgSize?: 'sm' | 'lg'
  imgAltText?: string
  url?: string
  name?: string
  actionText?: string
}

/** Screen texts and details a host may set per transaction. */
export interface SendTransactionUiOptions extends TransactionUiOptions {
  transactionInfo?: TransactionInfo
  senderInfo?: SenderInfo
}

/** Options of `sendTransaction`. */
export interface SendTransactionOptions {
  uiOptions?: SendTransactionUiOptions
}

/** The mined transaction as the receipt view shows it. */
export interface ReceiptView {
  transactionHash: `0x${string}`
  status: 'success' | 'reverted'
  blockNumber: bigint
  gasUsed: bigint
  effectiveGasPrice: bigint
  cumulativeGasUsed: bigint
  /** gasUsed x effectiveGasPrice (+ the L1 data fee on rollups that report it), e.g. '0.000021 ETH'. */
  fee: string
}

/** What `sendTransaction` resolves with. */
export interface SendTransactionResult {
  transactionHash: `0x${string}`
  /** The receipt; null when `waitForTransactionConfirmation` is false (the call returns once the node has it). */
  receipt: import('viem').TransactionReceipt | null
}

/** Whether a failed step may be tried again: preparing again, or re-broadcasting the same signed transaction. */
export type SendRetry = 'prepare' | 'submit' | null

/**
 * `flows.sendTransaction.$state`: idle; preparing (balance, gas and price in parallel); ready (the view, Submit);
 * submitting ('Submitting (may take a few minutes)...'); complete (the receipt view); error (a message, maybe a
 * retry; the modal can always be closed).
 */
export type SendTransactionState =
  | { step: 'idle' }
  | { step: 'preparing'; ui: SendTransactionUiOptions }
  | { step: 'ready'; ui: SendTransactionUiOptions; view: TransactionView; canAddFunds: boolean }
  | { step: 'submitting'; ui: SendTransactionUiOptions; view: TransactionView; message: string }
  | {
      step: 'complete'
      ui: SendTransactionUiOptions
      view: TransactionView
      transactionHash: `0x${string}`
      receipt: ReceiptView | null
    }
  | {
      step: 'error'
      ui: SendTransactionUiOptions
      view: TransactionView | null
      error: LatchError
      message: string
      retry: SendRetry
    }

/** A transaction request as `sendTransaction` takes it. */
export type SendTransactionRequest = TransactionRequestInput

/**
 * What `sendTransaction` may reject with: the request's own failures (no funds, a revert found before sending, gas
 * that cannot be estimated, a transaction sent but not confirmed), the person's answer on the screen, the signer's
 * (the embedded wallet's frame, or a host signer's wallet error), a second factor, and the API.
 */
export type SendTransactionErrorType =
  | AuthRequiredErrorType
  | LatchError<
      | 'insufficient_funds'
      | 'gas_estimate_failed'
      | 'transaction_reverts'
      | 'transaction_sent_unconfirmed'
      | 'invalid_signature'
      | 'invalid_input'
    >
  | RequestErrorType
  | EmbeddedWalletFrameErrorType
  | WalletError<WalletErrorCode>
  | MfaErrorType
  | TransportErrorType
  | ServerErrorType
