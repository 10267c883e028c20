/** The external-wallet flow: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'wallet.connect': 'Connect',
  'wallet.dontSeeWallet': "Don't see your wallet? Check your other browser windows.",
  'wallet.unableToConnect': 'Unable to connect wallet',
  'wallet.useDifferentWallet': 'Use a different wallet',
  'wallet.loginFailed': 'Could not connect with wallet',
  'wallet.tryAgain': 'Try again',
  'wallet.cancel': 'Cancel',
} as const
