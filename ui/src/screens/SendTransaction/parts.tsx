'use client'
/** Parts of EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN. */
import { forwardPart, type PartProps, renderPart, useScope } from '../../primitives/part'
import { Button, IntentButton, ScreenRoot } from '../../primitives/parts'

/**
 * The send-transaction root (`data-scope="send-transaction"`, `data-state`: preparing, ready, submitting,
 * complete, error; `data-insufficient-funds` when the wallet cannot pay).
 */
export const SendTransactionRoot = forwardPart(
  'SendTransactionRoot',
  function SendTransactionRoot({ state, ...props }: PartProps<'div'> & { state: string }) {
    return <ScreenRoot scope="send-transaction" data-state={state} {...props} />
  },
)

/** Who asks for the transaction: image, name and action text (`senderInfo`). */
export const TransactionSender = forwardPart(
  'TransactionSender',
  function TransactionSender(props: PartProps<'div'>) {
    return renderPart('div', props, { 'data-scope': useScope(), 'data-part': 'sender' })
  },
)

/** The sender's image. */
export const TransactionSenderImage = forwardPart(
  'TransactionSenderImage',
  function TransactionSenderImage(props: PartProps<'img'>) {
    return renderPart('img', props, { 'data-scope': useScope(), 'data-part': 'sender-image' })
  },
)

/** What the transaction does (`transactionInfo`). */
export const TransactionSummary = forwardPart(
  'TransactionSummary',
  function TransactionSummary(props: PartProps<'div'>) {
    return renderPart('div', props, { 'data-scope': useScope(), 'data-part': 'transaction-info' })
  },
)

/** The list of amounts and details (a description list). */
export const TransactionDetails = forwardPart(
  'TransactionDetails',
  function TransactionDetails(props: PartProps<'dl'>) {
    return renderPart('dl', props, { 'data-scope': useScope(), 'data-part': 'details' })
  },
)

/** One row of the list. */
export const TransactionDetailRow = forwardPart(
  'TransactionDetailRow',
  function TransactionDetailRow(props: PartProps<'div'>) {
    return renderPart('div', props, { 'data-scope': useScope(), 'data-part': 'detail-row' })
  },
)

/** A row's label. */
export const TransactionDetailLabel = forwardPart(
  'TransactionDetailLabel',
  function TransactionDetailLabel(props: PartProps<'dt'>) {
    return renderPart('dt', props, { 'data-scope': useScope(), 'data-part': 'detail-label' })
  },
)

/** A row's value (primary amount, then the secondary one in a smaller line). */
export const TransactionDetailValue = forwardPart(
  'TransactionDetailValue',
  function TransactionDetailValue(props: PartProps<'dd'>) {
    return renderPart('dd', props, { 'data-scope': useScope(), 'data-part': 'detail-value' })
  },
)

/** A value's secondary amount (e.g. the native token under the fiat figure). */
export const TransactionSecondaryAmount = forwardPart(
  'TransactionSecondaryAmount',
  function TransactionSecondaryAmount(props: PartProps<'span'>) {
    return renderPart('span', props, { 'data-scope': useScope(), 'data-part': 'secondary-amount' })
  },
)

/** 'Submit': signs and sends. */
export const TransactionSubmitButton = forwardPart(
  'TransactionSubmitButton',
  function TransactionSubmitButton(props: PartProps<'button'> & { loading?: boolean }) {
    return <Button part="submit-button" variant="primary" {...props} />
  },
)

/** 'Add Funds': opens the card funding prompt. */
export const AddFundsButton = forwardPart(
  'AddFundsButton',
  function AddFundsButton(props: PartProps<'button'>) {
    return <Button part="add-funds-button" variant="secondary" {...props} />
  },
)

/** 'Try again': prepares again, or re-sends the signed transaction. */
export const TransactionRetryButton = forwardPart(
  'TransactionRetryButton',
  function TransactionRetryButton(props: PartProps<'button'>) {
    return <Button part="retry-button" variant="primary" {...props} />
  },
)

/** 'Done': closes the receipt view. */
export const TransactionDoneButton = forwardPart(
  'TransactionDoneButton',
  function TransactionDoneButton(props: PartProps<'button'>) {
    return <IntentButton intent="leave" part="done-button" variant="primary" {...props} />
  },
)

/**
 * The transaction preview (`data-part="preview"`, `data-status`: simulating, ok, reverted, unavailable): the decoded
 * call, the sender's balance changes and the warnings, as `flows.sendTransaction.$preview` has them.
 */
export const TransactionPreviewPanel = forwardPart(
  'TransactionPreviewPanel',
  function TransactionPreviewPanel({ status, ...props }: PartProps<'section'> & { status: string }) {
    return renderPart('section', props, {
      'data-scope': useScope(),
      'data-part': 'preview',
      'data-status': status,
    })
  },
)

/** The decoded call, e.g. 'Send 12.5 TST to 0x1234…abcd'. */
export const TransactionPreviewCall = forwardPart(
  'TransactionPreviewCall',
  function TransactionPreviewCall(props: PartProps<'p'>) {
    return renderPart('p', props, { 'data-scope': useScope(), 'data-part': 'preview-call' })
  },
)

/** One balance change (`data-direction`: in or out). */
export const TransactionBalanceChange = forwardPart(
  'TransactionBalanceChange',
  function TransactionBalanceChange({ direction, ...props }: PartProps<'li'> & { direction: 'in' | 'out' }) {
    return renderPart('li', props, {
      'data-scope': useScope(),
      'data-part': 'balance-change',
      'data-direction': direction,
    })
  },
)

/** A warning to read before approving (`data-code`: unlimited_approval). */
export const TransactionPreviewWarning = forwardPart(
  'TransactionPreviewWarning',
  function TransactionPreviewWarning({ code, ...props }: PartProps<'p'> & { code: string }) {
    return renderPart('p', props, {
      'data-scope': useScope(),
      'data-part': 'preview-warning',
      'data-code': code,
    })
  },
)
