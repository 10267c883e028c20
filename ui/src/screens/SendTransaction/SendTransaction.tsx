'use client'
import type { SendTransactionState } from '@latch/core'
import { shortenAddress } from '@latch/core/wallet'
import { useStore } from '@nanostores/react'
import type { ReactNode } from 'react'
import { useLatchClient } from '../../context'
import { useWalletMessages } from '../../hooks/useWalletMessages'
import { AlertIcon, CheckIcon, WalletIcon } from '../../primitives/icons'
import { Actions, Description, ErrorText, Spinner } from '../../primitives/parts'
import { ScreenHead } from '../../primitives/screen-head'
import type { ScreenProps } from '../../types'
import {
  AddFundsButton,
  SendTransactionRoot,
  TransactionBalanceChange,
  TransactionDetailLabel,
  TransactionDetailRow,
  TransactionDetails,
  TransactionDetailValue,
  TransactionDoneButton,
  TransactionPreviewCall,
  TransactionPreviewPanel,
  TransactionPreviewWarning,
  TransactionRetryButton,
  TransactionSecondaryAmount,
  TransactionSender,
  TransactionSenderImage,
  TransactionSubmitButton,
  TransactionSummary,
} from './parts'

type View = Extract<SendTransactionState, { step: 'ready' }>['view']
type Amount = View['value']

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TransactionDetailRow>
      <TransactionDetailLabel>{label}</TransactionDetailLabel>
      <TransactionDetailValue>{children}</TransactionDetailValue>
    </TransactionDetailRow>
  )
}

function AmountValue({ amount }: { amount: Amount }) {
  return (
    <>
      {amount.primary}
      {amount.secondary ? <TransactionSecondaryAmount>{amount.secondary}</TransactionSecondaryAmount> : null}
    </>
  )
}

type Preview = ReturnType<ReturnType<typeof useLatchClient>['flows']['sendTransaction']['$preview']['get']>

/** The preview: simulating, 'Preview unavailable', or the decoded call, balance changes and warnings. */
function PreviewPanel({ preview }: { preview: Preview }) {
  const tw = useWalletMessages()
  if (preview.step === 'idle') return null
  if (preview.step === 'simulating') {
    return (
      <TransactionPreviewPanel status="simulating" aria-busy="true">
        <Spinner /> {tw('preview.simulating')}
      </TransactionPreviewPanel>
    )
  }
  const p = preview.preview
  if (p.status === 'unavailable') {
    return (
      <TransactionPreviewPanel status="unavailable" aria-label={tw('preview.title')}>
        <strong>{p.message}</strong>
        <Description>{tw('preview.unavailableBody')}</Description>
      </TransactionPreviewPanel>
    )
  }
  return (
    <TransactionPreviewPanel status={p.status} aria-label={tw('preview.title')}>
      {p.call ? <TransactionPreviewCall>{p.call.summary}</TransactionPreviewCall> : null}
      {p.status === 'ok' ? (
        p.changes.length ? (
          <ul aria-label={tw('preview.title')}>
            {p.changes.map((change) => (
              <TransactionBalanceChange key={change.asset} direction={change.diff < 0n ? 'out' : 'in'}>
                {change.formatted}
              </TransactionBalanceChange>
            ))}
          </ul>
        ) : (
          <Description>{tw('preview.noChanges')}</Description>
        )
      ) : null}
      {p.warnings
        .filter((warning) => warning.code !== 'reverts')
        .map((warning) => (
          <TransactionPreviewWarning key={warning.code} code={warning.code} role="alert">
            {warning.message}
          </TransactionPreviewWarning>
        ))}
    </TransactionPreviewPanel>
  )
}

/**
 * EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN: preparing (spinner), the review (title 'Send {symbol}' or 'Review
 * transaction', sender and transaction info, amount, fee, total, network, the preview (decoded call, balance
 * changes, warnings, or 'Preview unavailable'; a revert's reason in the error line), Submit; the insufficient-funds message
 * and 'Add Funds' when the on-ramp is on), submitting, the receipt view ('Transaction complete') and errors with
 * 'Try again'. Everything it shows is read from `flows.sendTransaction`.
 */
export function EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN(
  _props: ScreenProps<'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN'>,
) {
  const latch = useLatchClient()
  const tw = useWalletMessages()
  const flow = latch.flows.sendTransaction
  const state = useStore(flow.$state)
  const canAddFunds = useStore(flow.$canAddFunds)
  const canSubmit = useStore(flow.$canSubmit)
  const preview = useStore(flow.$preview)
  const ui = state.step === 'idle' ? {} : state.ui
  const view =
    state.step === 'ready' || state.step === 'submitting' || state.step === 'complete' ? state.view : null
  const errorView = state.step === 'error' ? state.view : null
  const shown = view ?? errorView
  const fundWallet = (latch as unknown as { fundWallet?: (address: string) => Promise<unknown> }).fundWallet

  if (state.step === 'complete') {
    const receipt = state.receipt
    const reverted = receipt?.status === 'reverted'
    return (
      <SendTransactionRoot state={state.step} data-receipt-status={receipt?.status}>
        <ScreenHead
          icon={reverted ? <AlertIcon /> : <CheckIcon />}
          tone={reverted ? 'error' : 'success'}
          title={tw('transaction.completeTitle')}
          description={tw(
            receipt
              ? reverted
                ? 'transaction.revertedBody'
                : 'transaction.completeBody'
              : 'transaction.sentBody',
          )}
        />
        <TransactionDetails>
          <Row label={tw('transaction.amountLabel')}>
            <AmountValue amount={state.view.value} />
          </Row>
          {receipt ? (
            <>
              <Row label={tw('transaction.statusLabel')}>
                {tw(reverted ? 'transaction.statusReverted' : 'transaction.statusSuccess')}
              </Row>
              <Row label={tw('transaction.feePaidLabel')}>{receipt.fee}</Row>
              <Row label={tw('transaction.gasUsedLabel')}>{receipt.gasUsed.toString()}</Row>
              <Row label={tw('transaction.blockLabel')}>{receipt.blockNumber.toString()}</Row>
            </>
          ) : null}
          <Row label={tw('transaction.hashLabel')}>
            <span title={state.transactionHash} data-hash={state.transactionHash} dir="ltr">
              {shortenAddress(state.transactionHash)}
            </span>
          </Row>
        </TransactionDetails>
        <Actions>
          <TransactionDoneButton>{tw('transaction.done')}</TransactionDoneButton>
        </Actions>
      </SendTransactionRoot>
    )
  }

  const title = shown?.title ?? ui.header ?? ui.modalTitle ?? tw('transaction.reviewTitle')
  const submitting = state.step === 'submitting'
  const insufficient = state.step === 'ready' && state.view.insufficientFunds
  const reverts =
    preview.step === 'done' && preview.preview.status === 'reverted' ? preview.preview.message : null
  const sender = ui.senderInfo
  const info = ui.transactionInfo
  return (
    <SendTransactionRoot state={state.step} data-insufficient-funds={insufficient ? '' : undefined}>
      <ScreenHead
        closable={!submitting}
        media={
          sender?.imgUrl ? (
            <TransactionSenderImage
              src={sender.imgUrl}
              alt={sender.imgAltText ?? sender.name ?? ''}
              data-size={sender.imgSize}
            />
          ) : null
        }
        icon={<WalletIcon />}
        title={title}
        description={shown?.description || null}
      />
      {sender?.name || sender?.actionText ? (
        <TransactionSender>
          {sender.url ? <a href={sender.url}>{sender.name ?? sender.url}</a> : sender.name}
          {sender.actionText ? ` ${sender.actionText}` : null}
        </TransactionSender>
      ) : null}
      {info && (info.title || info.action || info.actionDescription) ? (
        <TransactionSummary>
          {info.title ? <strong>{info.title}</strong> : null}
          {info.action ? ` ${info.action}` : null}
          {info.actionDescription ? ` — ${info.actionDescription}` : null}
        </TransactionSummary>
      ) : null}
      {shown ? (
        <TransactionDetails>
          <Row label={tw('transaction.amountLabel')}>
            <AmountValue amount={shown.value} />
          </Row>
          <Row label={tw('transaction.feeLabel')}>{shown.fee ? <AmountValue amount={shown.fee} /> : '—'}</Row>
          <Row label={tw('transaction.totalLabel')}>
            {shown.total ? <AmountValue amount={shown.total} /> : '—'}
          </Row>
          {shown.request.to ? (
            <Row label={tw('transaction.toLabel')}>
              <span dir="ltr">{shortenAddress(shown.request.to)}</span>
            </Row>
          ) : null}
          <Row label={tw('transaction.networkLabel')}>{shown.chain.name}</Row>
        </TransactionDetails>
      ) : state.step === 'error' ? null : (
        <>
          <Spinner />
          <Description>{tw('transaction.preparing')}</Description>
        </>
      )}
      <PreviewPanel preview={preview} />
      {submitting ? (
        <Description role="status">
          <Spinner /> {state.message}
        </Description>
      ) : null}
      <ErrorText>
        {state.step === 'error' ? state.message : insufficient ? state.view.error : reverts}
      </ErrorText>
      <Actions>
        {state.step === 'error' ? (
          state.retry ? (
            <TransactionRetryButton onClick={() => void flow.retry()}>
              {tw('transaction.tryAgain')}
            </TransactionRetryButton>
          ) : null
        ) : (
          <TransactionSubmitButton
            disabled={!canSubmit}
            loading={submitting}
            onClick={() => void flow.submit()}
          >
            {shown?.buttonText ?? tw('transaction.submit')}
          </TransactionSubmitButton>
        )}
        {insufficient && canAddFunds && typeof fundWallet === 'function' && view ? (
          <AddFundsButton
            onClick={() => void fundWallet.call(latch, view.request.from).catch(() => undefined)}
          >
            {tw('transaction.addFunds')}
          </AddFundsButton>
        ) : null}
      </Actions>
    </SendTransactionRoot>
  )
}
