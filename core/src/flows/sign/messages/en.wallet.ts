/** The signing flow: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'sign.title': 'Sign message',
  'sign.description': 'Signing this message will not cost you any fees.',
  'sign.button': 'Sign and continue',
  'sign.success': 'Success',
  'sign.typedDataLabel': 'Typed data',
  'sign.messageLabel': 'Message',
} as const
