/**
 * The send-transaction flow's implementation, loaded with `import()` on first use (one chunk): the request checked,
 * the chain client, the prepared view (balance, gas and price in parallel), one signature per transaction, the
 * broadcast (re-sending the same signed bytes on a retry), the receipt, and the screen's states and typed errors.
 */
export { sendTransaction } from './send-transaction.commands'
export { createSender, processError, receiptView, transactionFields } from './send-transaction.sender'
