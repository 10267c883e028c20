/** The link flow: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'link.emailTitle': 'Link your email',
  'link.phoneTitle': 'Link your phone',
  'link.walletTitle': 'Link your wallet',
} as const
