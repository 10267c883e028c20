/** The config checks: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'config.invalidAppId': 'Cannot initialize the Privy provider with an invalid Privy app ID',
  'config.noLoginMethods': 'You must enable at least one login method',
  'config.emptySupportedChains': 'supportedChains must contain at least one chain',
  'config.defaultChainNotSupported': 'defaultChain must be one of supportedChains',
  'config.supportedChainsWins':
    'Both supportedChains and additionalChains were given: supportedChains is used and additionalChains is ignored',
  'config.waitForConfirmationNeedsNoPrompt':
    'embeddedWallets.waitForTransactionConfirmation can only be false when embeddedWallets.noPromptOnSignature is true',
  'config.unknownWalletName': 'Unsupported wallet name: {name}',
  'config.unsupportedCaptchaSiteKey': 'Unsupported captcha site key',
  'config.backgroundLuminance':
    'The background colour {color} has a luminance between .2 and .8: text on it may be hard to read in both light and dark mode',
  'config.invalidApiUrl': 'apiUrl must be an absolute http(s) URL',
  'config.apiUrlWithPath': "apiUrl must be the server's origin, with no path: {origin}",
  'config.logoNotShown':
    '{source} {logo} is not shown: use an https URL (http only on localhost), a path on your site or a data:image URL',
  'config.loginMethodOffOnServer':
    "loginMethods.{method} is on in the config but off in the app's server settings: the server will refuse those logins",
  'config.unsupportedChainId': 'Unsupported chainId',
  'config.chainNotSupported':
    'Chain ID {id} is not supported. It must be added to the config.supportedChains property of the LatchProvider.',
  'config.unknownLocale':
    'intl.locale {locale} is not a shipped locale ({locales}): the texts are shown in English',
} as const
