/** The OAuth flow: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'oauth.awaiting': 'Logging in with {provider}',
  'oauth.awaitingDetail': 'Complete the sign-in in the {provider} window to continue.',
  'oauth.failed': 'Authentication failed',
  'oauth.linkedToAnotherUser': 'This account has already been linked to another user.',
  'oauth.invalidCredentials': 'Something went wrong. Try again.',
  'oauth.providerFailed': 'Could not sign in with {provider}. Try again.',
  'oauth.userDenied': 'Check {provider} to finish connecting your account.',
  'oauth.stateMismatch': 'Invalid code during OAuth flow.',
  'oauth.retry': 'Retry',
} as const
