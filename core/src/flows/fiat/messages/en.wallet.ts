/** The funding flow: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'fiat.fundAccount': 'Fund account',
  'fiat.promptBody': 'Buy crypto with a card and send it straight to your wallet.',
  'fiat.onRampDisabled': 'Fiat on-ramp must be enabled',
  'fiat.unsupportedProvider': 'Unsupported fiat on-ramp provider {provider}: only moonpay is supported',
  'fiat.inProgress': 'In Progress',
  'fiat.inProgressBody':
    'Finish your purchase in the payment window. This page updates once it goes through.',
  'fiat.completedTitle': "You've funded your account!",
  'fiat.completedBody': 'It may take a few minutes for the assets to appear in your wallet.',
  'fiat.failedTitle': 'Something went wrong!',
  'fiat.failedBody':
    'Your payment did not go through. Please try again, or contact support if the problem continues.',
  'fiat.failedDebitCardHint': 'Debit cards often work better than credit cards.',
  'fiat.serviceFailureTitle': 'Something went wrong!',
  'fiat.serviceFailureBody': 'Our payment provider ran into an error. Please try again later.',
  'fiat.awaitingAuthorizationTitle': 'Processing payment',
  'fiat.awaitingAuthorizationBody':
    'This can take up to a few hours. You will receive an email when the purchase is complete.',
  'fiat.invalidAddress': 'The address to fund must be a 20-byte hex address',
  'fiat.noApiKey': 'The signed on-ramp URL has no apiKey',
  'fiat.nothingToStart': 'No funding is waiting to start',
  'fiat.walletLabel': 'Funding wallet',
  'fiat.openWindow': 'Open the payment window',
  'fiat.backToTransaction': 'Back to transaction',
} as const
