/** The transaction preview: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'preview.title': 'Balance changes',
  'preview.simulating': 'Simulating the transaction…',
  'preview.noChanges': 'No balance changes',
  'preview.unavailable': 'Preview unavailable',
  'preview.unavailableBody': 'This transaction could not be simulated. Check it before you submit.',
  'preview.reverted': 'This transaction would fail: {reason}',
  'preview.noReason': 'the contract gave no reason',
  'preview.transfer': 'Send {amount} {symbol} to {to}',
  'preview.transferFrom': 'Move {amount} {symbol} from {from} to {to}',
  'preview.approve': 'Allow {spender} to spend {amount} {symbol}',
  'preview.approveUnlimited': 'Allow {spender} to spend all your {symbol}',
  'preview.unlimitedWarning':
    'Unlimited approval: {spender} can take all your {symbol}, now and later, until you revoke it.',
} as const
