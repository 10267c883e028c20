/** EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN's parts. */
export {
  AddFundsButton,
  SendTransactionRoot as Root,
  TransactionDetailLabel as DetailLabel,
  TransactionDetailRow as DetailRow,
  TransactionDetails as Details,
  TransactionDetailValue as DetailValue,
  TransactionDoneButton as DoneButton,
  TransactionRetryButton as RetryButton,
  TransactionSecondaryAmount as SecondaryAmount,
  TransactionSender as Sender,
  TransactionSenderImage as SenderImage,
  TransactionSubmitButton as SubmitButton,
  TransactionSummary as Summary,
} from './parts'
