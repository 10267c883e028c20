/** The client errors: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'error.requestTimeout': 'Request timed out',
  'error.mustBeAuthenticated': 'User must be authenticated',
  'error.captchaFailed': 'Captcha failed',
  'error.oauthInvalidCode': 'Invalid code during OAuth flow.',
  'error.noApiInstance': 'Auth flow has no API instance',
  'error.unableToConnectWallet': 'Unable to connect to wallet.',
  'error.malformedResponse': 'The server sent a response of an unexpected shape',
  'error.network': 'Network request failed',
  'error.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'error.somethingWentWrong': 'Something went wrong',
  'error.alreadyAuthenticated': 'login() was called while the user is already authenticated',
  'error.exitedAuthFlow': 'The user closed the login before it finished',
  'error.unknownScreen': 'Unknown modal screen: {screen}',
  'error.originNotAllowed':
    "This origin ({origin}) is not allowed for app {appId}: add it to the app's allowed origins",
  'error.requestFailed': 'Request failed with status {status}',
} as const
