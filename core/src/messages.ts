/**
 * Every user-visible string, once, keyed, in two groups. `messages` holds what the login half shows (it ships in
 * the eager bundle); `walletMessages` holds the wallet half's texts (external and embedded wallets, signing and
 * sending, MFA, funding), which ship only with the code that loads when a wallet is first used. A host overrides
 * any key of either group with `config.intl.messages`; screens read them through `formatMessage` /
 * `formatWalletMessage`.
 */
export const messages = {
  // ── Config (section 5) ─────────────────────────────────────────────────────
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
  'config.logoNotShown':
    '{source} {logo} is not shown: use an https URL (http only on localhost), a path on your site or a data:image URL',
  'config.loginMethodOffOnServer':
    "loginMethods.{method} is on in the config but off in the app's server settings: the server will refuse those logins",
  'config.unsupportedChainId': 'Unsupported chainId',
  'config.chainNotSupported':
    'Chain ID {id} is not supported. It must be added to the config.supportedChains property of the PrivyProvider.',

  // ── Client errors (section 8) ───────────────────────────────────────────────
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

  // ── Landing (section 2) ─────────────────────────────────────────────────────
  'landing.title': 'Log in or Sign Up',
  'landing.legalPrefix': 'By logging in I agree to the',
  'landing.terms': 'Terms',
  'landing.termsOfService': 'Terms of Service',
  'landing.privacyPolicy': 'Privacy Policy',
  'landing.and': 'and',
  'landing.protectedBy': 'Protected by',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'More options',
  'landing.moreWallets': 'More wallets',
  'landing.emailPlaceholder': 'your@email.com',
  'landing.phonePlaceholder': 'Phone number',
  'landing.submit': 'Submit',
  'landing.continueWith': 'Continue with {provider}',
  'landing.continueWithWallet': 'Continue with a wallet',
  'landing.back': 'Back',
  'landing.close': 'Close',
  'landing.country': 'Country',
  'landing.emailLabel': 'Email address',
  'landing.phoneLabel': 'Phone number',
  'landing.continueWithEmail': 'Continue with email',
  'landing.continueWithPhone': 'Continue with phone',

  // ── Wallet list / connection (section 2) ────────────────────────────────────
  'wallet.connect': 'Connect',
  'wallet.dontSeeWallet': "Don't see your wallet? Check your other browser windows.",
  'wallet.unableToConnect': 'Unable to connect wallet',
  'wallet.useDifferentWallet': 'Use a different wallet',
  'wallet.loginFailed': 'Could not connect with wallet',
  'wallet.tryAgain': 'Try again',
  'wallet.cancel': 'Cancel',

  // ── Code entry ──────────────────────────────────────────────────────────────
  'code.title': 'Enter confirmation code',
  'code.sentTo': 'Please check {recipient} for an email from us and enter your code below.',
  'code.sentToPhone': 'Please check {recipient} for a text message and enter your code below.',
  'code.resend': 'Resend code',
  'code.resent': 'Code sent',
  'code.numeric': 'Code should be numeric',
  'code.invalidOrExpired': 'Invalid or expired verification code',
  'code.issueVerifying': 'Issue verifying code',
  'code.label': 'Code digit {index} of {length}',
  'code.requestPending': 'A {channel} login is already in progress',
  'code.noCodeSent': 'No {channel} code was sent: call the init command first',
  'code.noChannelWaiting': 'No code was sent: call initLoginWithEmail or initLoginWithSms first',

  // ── Email / SMS submit (section 8) ──────────────────────────────────────────
  'email.issueSubmitting': 'Issue submitting email',
  'email.invalid': 'Please enter a valid email address',
  'sms.issueSubmitting': 'Issue submitting phone number',
  'sms.invalid': 'Please enter a valid phone number',
  'captcha.issueVerifying': 'Issue verifying you are a human',

  // ── OAuth (section 8) ───────────────────────────────────────────────────────
  'oauth.awaiting': 'Logging in with {provider}',
  'oauth.awaitingDetail': 'Complete the sign-in in the {provider} window to continue.',
  'oauth.failed': 'Authentication failed',
  'oauth.linkedToAnotherUser': 'This account has already been linked to another user.',
  'oauth.invalidCredentials': 'Something went wrong. Try again.',
  'oauth.userDenied': 'Check {provider} to finish connecting your account.',
  'oauth.stateMismatch': 'Invalid code during OAuth flow.',
  'oauth.retry': 'Retry',

  // ── Allowlist (section 2) ───────────────────────────────────────────────────
  'allowlist.title': "You don't have access to this app",
  'allowlist.detail': 'Have you been invited?',
  'allowlist.cta': 'Try another account',

  // ── Link (section 5) ────────────────────────────────────────────────────────
  'link.emailTitle': 'Link your email',
  'link.phoneTitle': 'Link your phone',
  'link.walletTitle': 'Link your wallet',
  'link.alreadyHasEmail': 'User already has an email linked to their account.',
  'link.alreadyHasPhone': 'User already has a phone number linked to their account.',
  'link.alreadyHasSocial': 'User already has a {provider} account linked to their account.',
  'link.alreadyHasWallet': 'User already has this wallet linked to their account.',
  'link.linkedToAnotherUser': 'This account has already been linked to another user.',
  'link.cannotLinkEmbedded': 'Embedded wallets cannot be linked or unlinked.',

  // ── Generic ─────────────────────────────────────────────────────────────────
  'generic.close': 'Close',
  'generic.back': 'Back',
  'generic.cancel': 'Cancel',
  'generic.continue': 'Continue',
  'generic.loading': 'Loading',
} as const

/** The wallet half's texts: referenced only by code that loads lazily, so the eager bundle leaves them out. */
export const walletMessages = {
  // ── External wallet screens (wallet list, connection, WalletConnect, Phantom, connect-only) ──
  'walletScreen.loginTitle': 'Log in with a wallet',
  'walletScreen.connectTitle': 'Connect a wallet',
  'walletScreen.connectBody': 'Connecting a wallet does not create an account.',
  'walletScreen.connectAuthenticatedBody':
    'You are logged in. Connecting a wallet here does not link it to your account.',
  'walletScreen.listLabel': 'Wallets',
  'walletScreen.noWallets': 'No wallet was found in this browser.',
  'walletScreen.connecting': 'Connecting to {wallet}',
  'walletScreen.connectingBody': 'Open {wallet} and approve the connection.',
  'walletScreen.switching': 'Switching network',
  'walletScreen.switchingBody': 'Approve the network change in {wallet}.',
  'walletScreen.signing': 'Sign in with {wallet}',
  'walletScreen.signingBody':
    'Sign the message in your wallet to prove you own it. Signing is not a transaction and costs no fee.',
  'walletScreen.authenticating': 'Logging you in',
  'walletScreen.linking': 'Linking your wallet',
  'walletScreen.connected': 'Wallet connected',
  'walletScreen.scanTitle': 'Scan with your phone',
  'walletScreen.scanBody': 'Scan this code with a WalletConnect wallet, or open the link on this phone.',
  'walletScreen.qrLabel': 'WalletConnect pairing code',
  'walletScreen.openInWallet': 'Open in a wallet app',
  'walletScreen.phantomTitle': 'Opening Phantom',
  'walletScreen.phantomBody': 'Continue in the Phantom app.',
  'walletScreen.phantomFallback': "Phantom didn't open?",
  'walletScreen.installPhantom': 'Install Phantom',
  'walletScreen.installPhantomTitle': 'Get Phantom',
  'walletScreen.installPhantomBody': 'Phantom is not installed. Install it, then come back to log in.',
  'walletScreen.unlink': 'Unlink',
  'walletScreen.linkAnother': 'Link a wallet',
  'walletScreen.connectedWallets': 'Connected wallets',
  'walletScreen.noConnectedWallets': 'No wallet connected.',
  'walletScreen.yourWallet': 'your wallet',

  // ── Embedded wallet (section 2 and 8) ───────────────────────────────────────
  'embedded.welcome': 'Welcome',
  'embedded.welcomeTo': 'Welcome to {app}',
  'embedded.createdAccount': "You've successfully created an account.",
  'embedded.allSet': 'All set!',
  'embedded.secured': 'Your account is secured.',
  'embedded.errorTitle': 'Something went wrong',
  'embedded.errorDetail': "We're on it. Please try again later.",
  'embedded.unableToCreate': 'Unable to create wallet',
  'embedded.mustBeAuthenticated': 'User must be authenticated before creating a Privy wallet',
  'embedded.loginAgain': 'An error has occured, please login again.',
  'embedded.genericError': 'An error has occurred, please try again.',
  'embedded.invalidRecoveryPassword': 'Invalid recovery password, please try again.',

  // ── External wallet errors (EIP-1193 / JSON-RPC table) ──────────────────────
  'walletError.userRejected': 'You rejected the request',
  'walletError.signatureRejected': 'Signature rejected',
  'walletError.signAgain': 'Please try signing again.',
  'walletError.userExists': 'User already exists for this address',
  'walletError.tryAnotherAddress': 'Try another address!',
  'walletError.locked': 'Wallet might be locked',
  'walletError.connectionPending': 'Connection request already pending',
  'walletError.resourcePending': 'Resource request already pending',
  'walletError.checkOtherWindows': 'Don’t see your wallet? Check your other browser windows.',
  'walletError.timeout': 'Wallet request timed out',
  'walletError.loginFailed': 'Could not log in with wallet',
  'walletError.connectAgain': 'Please try connecting again.',
  'walletError.unsupportedMethod': 'Your wallet does not support this request',
  'walletError.tryAnotherWallet': 'Try another wallet, or update this one.',
  'walletError.disconnected': 'Your wallet is not connected to any network',
  'walletError.chainDisconnected': 'Your wallet is not connected to the requested network',
  'walletError.checkNetwork': 'Open your wallet, check its network, then try again.',
  'walletError.unrecognizedChain': 'This network is not added to your wallet',
  'walletError.addNetwork': 'Add the network in your wallet, then try again.',
  'walletError.invalidRequest': 'Your wallet could not process the request',
  'walletError.transactionRejected': 'Your wallet refused the transaction',
  'walletError.limitExceeded': 'Your wallet is handling too many requests',
  'walletError.waitAndRetry': 'Wait a moment, then try again.',
  'walletError.emptyMessage': 'Message to sign must be a non-empty string',
  'walletError.notConnected': 'A wallet must be connected before signing',
  'walletConnect.noProjectId': "WalletConnect needs the app's WalletConnect Cloud project id",
  'siwe.noPageAddress': 'Sign-in with a wallet needs the address of the page (a browser window)',
  'siwe.statement':
    'By signing, you are proving you own this wallet and logging in. This does not initiate a transaction or cost any fees.',

  // ── Embedded wallet frame, proxy and provider ───────────────────────────────
  'embeddedWallet.alreadyExists': 'User already has an embedded wallet.',
  'embeddedWallet.frameUnavailable': 'The wallet frame is not available in this environment',
  'embeddedWallet.frameClosed': 'The wallet frame was closed',
  'embeddedProvider.unsupportedMethod': 'Unsupported method: {method}',
  'embeddedProvider.invalidParams': 'Invalid parameters for {method}',
  'embeddedProvider.noRpcUrl': 'No RPC url for chain {id}',

  // ── Chains, gas, price and transaction screens (section 2 and 8) ────────────
  'chain.noRpcUrl':
    'No RPC url for chain {id}. Add one to config.rpcConfig.rpcUrls, or use a chain whose definition has one.',
  'chain.rpcTimeout': 'The RPC node of chain {id} did not answer within {timeout} ms',
  'chain.rpcFailed': 'The RPC node of chain {id} could not answer the request ({method})',
  'gas.unsupportedChain': 'Unsupported chain',
  'gas.estimateFailed': 'Could not estimate the gas of this transaction on chain {id}',
  'gas.feesFailed': 'Could not read the current gas fees of chain {id}',
  'gas.polygonStationFailed':
    'Could not read gas prices from the Polygon gas station ({url}): {reason}. Try again in a moment.',
  'gas.polygonStationMalformed':
    'The Polygon gas station ({url}) answered without valid safeLow, standard and fast tiers',
  'gas.arbitrumBaseFeeMissing':
    'Could not read the base fee of the latest Arbitrum block on chain {id}, so no max fee can be set',
  'gas.l1FeeFailed': 'Could not read the L1 data fee from the gas price oracle of chain {id}',
  'price.unavailable': 'The {symbol} price is not available right now',
  'transaction.prepareError': 'There was an error preparing your transaction. Please try again.',
  'transaction.processError': 'There was an error processing your transaction. Please contact support.',
  'transaction.insufficientFunds': 'Wallet has insufficient funds for this transaction.',
  'transaction.submitting': 'Submitting (may take a few minutes)...',
  'transaction.sendTitle': 'Send {symbol}',
  'transaction.reviewTitle': 'Review transaction',
  'transaction.submit': 'Submit',
  'transaction.addFunds': 'Add Funds',
  'transaction.success': 'Success',
  'transaction.invalidQuantity':
    'Invalid transaction {field}: expected a non-negative number, bigint or 0x-prefixed hex string',
  'transaction.invalidChainId': 'Invalid transaction chainId: expected a positive integer number',
  'transaction.invalidData': 'Invalid transaction data: expected a 0x-prefixed hex string of whole bytes',
  'transaction.invalidAddress': 'Invalid transaction {field}: expected a 20-byte hex address',
  'transaction.invalidRequest': 'A transaction request must be an object',
  'sign.title': 'Sign message',
  'sign.description': 'Signing this message will not cost you any fees.',
  'sign.button': 'Sign and continue',
  'sign.success': 'Success',
  'format.invalidAmount': 'Cannot format {value}: expected a finite, non-negative amount',

  // ── Sign request and send transaction screens: labels and states ────────────
  'sign.typedDataLabel': 'Typed data',
  'sign.messageLabel': 'Message',
  'transaction.preparing': 'Preparing your transaction',
  'transaction.amountLabel': 'Amount',
  'transaction.feeLabel': 'Estimated fee',
  'transaction.totalLabel': 'Total',
  'transaction.networkLabel': 'Network',
  'transaction.fromLabel': 'From',
  'transaction.toLabel': 'To',
  'transaction.tryAgain': 'Try again',
  'transaction.completeTitle': 'Transaction complete',
  'transaction.completeBody': 'Your transaction was confirmed.',
  'transaction.sentBody': 'Your transaction was sent.',
  'transaction.revertedBody': 'Your transaction was included but reverted.',
  'transaction.hashLabel': 'Transaction hash',
  'transaction.statusLabel': 'Status',
  'transaction.statusSuccess': 'Confirmed',
  'transaction.statusReverted': 'Reverted',
  'transaction.gasUsedLabel': 'Gas used',
  'transaction.feePaidLabel': 'Fee paid',
  'transaction.blockLabel': 'Block',
  'transaction.done': 'Done',
  'transaction.sentUnconfirmed': 'The transaction was sent; the screen was closed before it was confirmed',
  'transaction.notFromWallet': 'The transaction is not from this wallet',

  // ── Card funding (on-ramp) and transaction protection (MFA): rules, statuses, prompts ──
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
  'mfa.codeNumeric': 'Passcode can only be numbers',
  'mfa.codeLength': 'Passcode must be exactly 6 numbers',
  'mfa.verificationFailed': 'MFA verification failed, retry.',
  'mfa.timeout': 'Timed out waiting for MFA code',
  'mfa.maxAttempts': 'Max MFA verification attempts reached',
  'mfa.canceled': 'MFA canceled',
  'mfa.unsupportedMethod': 'Unsupported MFA method',
  'mfa.maxAttemptsScreen':
    'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
  'mfa.invalidCodeScreen': 'The code you entered is not valid',
  'mfa.timeLimitScreen': 'You have exceeded the time limit for code entry. Please try again in 30 seconds.',
  'mfa.unknownErrorScreen': 'Unknown error',
  'mfa.phoneRequired': 'A phone number is needed to enroll SMS verification',

  // ── MFA and card funding screens: enrolment, 'Verification Required', funding prompt and status ──
  'mfa.introTitle': 'Transaction Protection',
  'mfa.introBody':
    'Add a second verification step: a code from your phone or authenticator app protects your transactions and your wallet key.',
  'mfa.continue': 'Continue',
  'mfa.notNow': 'Not Now',
  'mfa.chooseTitle': 'Choose a verification method',
  'mfa.methodTotp': 'Authenticator App',
  'mfa.methodSms': 'SMS',
  'mfa.lessSecure': 'Less secure',
  'mfa.enrolled': '(Enrolled)',
  'mfa.removeLabel': 'Remove {method}',
  'mfa.noMethods': '{app} does not have any verification methods enabled.',
  'mfa.thisApp': 'This app',
  'mfa.phoneTitle': 'Enter your phone number',
  'mfa.phoneBody': 'We will text a 6-digit code to this number.',
  'mfa.phoneLabel': 'Phone number',
  'mfa.sendCode': 'Send code',
  'mfa.smsCodeTitle': 'Enter the code',
  'mfa.totpTitle': 'Set up your authenticator app',
  'mfa.totpBody':
    'Scan the QR code with your authenticator app, or enter the secret, then enter the 6-digit code it shows.',
  'mfa.qrLabel': 'QR code to add this account to an authenticator app',
  'mfa.secretLabel': 'Secret',
  'mfa.copySecret': 'Copy secret',
  'mfa.copied': 'Copied',
  'mfa.codeLabel': 'Verification code',
  'mfa.verify': 'Verify',
  'mfa.enrolledTitle': 'Verification method added',
  'mfa.enrolledBody': 'You will be asked for a code to protect your transactions and your wallet key.',
  'mfa.done': 'Done',
  'mfa.removeSmsTitle': 'Remove SMS verification',
  'mfa.removeTotpTitle': 'Remove Authenticator App verification',
  'mfa.removeBody':
    'MFA adds an extra layer of security to your account. Without it, anyone signed in as you can sign transactions.',
  'mfa.removeButton': 'Remove',
  'mfa.removedTitle': 'Verification method removed',
  'mfa.verifyTitle': 'Verification Required',
  'mfa.verifyChooseBody': 'Choose how you want to verify this action.',
  'mfa.verifySmsBody': 'To continue, please enter the 6-digit code sent to your mobile device',
  'mfa.verifyTotpBody': 'To continue, please enter the 6-digit code generated from your authenticator app',
  'mfa.chooseAnother': 'Choose another method',
  'mfa.pending': 'Waiting for your approval',
  'fiat.walletLabel': 'Funding wallet',
  'fiat.openWindow': 'Open the payment window',

  // ── Embedded wallet screens: creation, connecting, recovery, recovery password, key export ──
  'embedded.creating': 'Creating your account',
  'embedded.creatingBody': 'Setting up your wallet. This only takes a moment.',
  'embedded.connecting': 'Connecting your wallet',
  'embedded.close': 'Close',
  'recovery.title': 'Load your account',
  'recovery.body': 'Enter your recovery password to load your account on this device.',
  'recovery.why': 'Why is this necessary?',
  'recovery.whyBody':
    'Your account is secured with a password that only you know. It is asked for only when you log in on a new device.',
  'recovery.submit': 'Recover your account',
  'password.label': 'Password',
  'password.confirmLabel': 'Confirm password',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'password.tooShort': 'Password must be at least 6 characters',
  'password.invalidCharacters': 'Invalid characters used ( {characters} )',
  'password.mismatch': 'Passwords do not match',
  'password.weak': 'Weak',
  'password.medium': 'Medium',
  'password.strong': 'Strong',
  'password.strength': 'Password strength: {strength}',
  'password.splashTitle': 'Secure Your Account',
  'password.splashBody':
    'Add a password to protect your account. If you lose it, your account becomes inaccessible on new devices; it is asked for only when you log in on a new device.',
  'password.add': 'Add password',
  'password.createTitle': 'Create a password',
  'password.createBody': 'This password recovers your account on a new device. Use at least 6 characters.',
  'password.generate': 'Generate a password',
  'password.continue': 'Continue',
  'password.back': 'Back',
  'password.cancel': 'Cancel',
  'password.saveTitle': 'Save your password',
  'password.saveBody': 'Keep it somewhere safe: nobody, us included, can recover it for you.',
  'password.download': 'Download recovery file',
  'password.acknowledge': 'I understand losing my password means losing my account.',
  'password.setPassword': 'Set Password',
  'password.confirmTitle': 'Confirm your password',
  'password.finalizeTitle': 'Secure your account',
  'password.finalizeBody': 'Your account will ask for this password when you log in on a new device.',
  'password.finish': 'Finish',
  'password.success': 'Success',
  'password.successBody': 'Your account is secured with your password.',
  'password.alreadySet': 'This account already has a recovery password',
  'password.recoveryFile': 'Recovery password of your {app} account: {password}',
  'export.title': 'Transfer',
  'export.body': 'Copy your private key to use this wallet in another wallet app.',
  'export.step1': 'Copy the private key below.',
  'export.step2': 'Import it into another wallet app.',
  'export.guide': 'How to import a private key',
  'export.warning': 'Never share your private key with anyone. Anyone who has it controls your account.',
  'export.frameTitle': 'Your private key',
} as const

/** A key of the login catalogue (always loaded). */
export type LoginMessageKey = keyof typeof messages
/** A key of the wallet catalogue (loaded with the wallet code). */
export type WalletMessageKey = keyof typeof walletMessages
/** A key of either catalogue. */
export type MessageKey = LoginMessageKey | WalletMessageKey
/**
 * A client's catalogue: every login text, plus the host's overrides of wallet texts (the wallet defaults are read
 * with `formatWalletMessage`, which falls back to `walletMessages`).
 */
export type Messages = Record<LoginMessageKey, string> & Partial<Record<WalletMessageKey, string>>

function fill(template: string, values?: Record<string, string | number>): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/**
 * Fills `{name}` placeholders. Values are inserted as plain text; rendering is the caller's concern (React escapes).
 */
export function formatMessage(
  catalogue: Partial<Record<MessageKey, string>> | undefined,
  key: LoginMessageKey,
  values?: Record<string, string | number>,
): string {
  return fill(catalogue?.[key] ?? messages[key], values)
}

/** `formatMessage` for wallet code: any key of either group; the host's override, else the default. */
export function formatWalletMessage(
  catalogue: Partial<Record<MessageKey, string>> | undefined,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  const defaults: Record<MessageKey, string> = { ...messages, ...walletMessages }
  return fill(catalogue?.[key] ?? defaults[key], values)
}

/**
 * Merges a host's overrides over the login defaults. Wallet keys are kept as given (their defaults are not loaded
 * yet); values that are not strings are ignored.
 */
export function resolveMessages(overrides?: Partial<Record<string, string>>): Messages {
  const out: Record<string, string> = { ...messages }
  if (overrides && typeof overrides === 'object') {
    for (const [key, value] of Object.entries(overrides)) {
      if (typeof value === 'string') out[key] = value
    }
  }
  return out as Messages
}
