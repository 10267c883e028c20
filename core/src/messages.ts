/**
 * Every user-visible string, once, keyed, in two groups, each its own module so a bundler never puts them in one
 * chunk: this module holds the login group, `messages` (what the login half shows; it ships with the eager code),
 * and the formatters; `messages.wallet.ts` holds the wallet group, `walletMessages` (external and embedded wallets,
 * signing and sending, MFA, funding, and the account screens only shown after login), imported only by code that
 * loads when a wallet or such a screen is first used. A host overrides any key of either group with
 * `config.intl.messages`; screens read them through `formatMessage` / `formatWalletMessage`. A translation follows the same split: one module per group for each language tag.
 */
import type { WalletMessageKey } from './messages.wallet.texts'

export type { WalletMessageKey } from './messages.wallet.texts'

export const messages = {
  // ── Config ──────────────────────────────────────────────────────
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
    'Chain ID {id} is not supported. It must be added to the config.supportedChains property of the LatchProvider.',
  'config.unknownLocale':
    'intl.locale {locale} is not a shipped locale ({locales}): the texts are shown in English',
  'intl.loadFailed': 'The {locale} texts could not be loaded, so English is shown: {reason}',

  // ── Client errors ────────────────────────────────────────────────
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

  // ── Landing ──────────────────────────────────────────────────────
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
  'landing.continueWithPasskey': 'Continue with a passkey',
  'landing.back': 'Back',
  'landing.close': 'Close',
  'landing.country': 'Country',
  'landing.emailLabel': 'Email address',
  'landing.phoneLabel': 'Phone number',
  'landing.continueWithEmail': 'Continue with email',
  'landing.continueWithPhone': 'Continue with phone',

  // ── Wallet list / connection ─────────────────────────────────────
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
  'stepUp.invalidType': "A step-up code goes to 'email' or 'phone'",
  'code.invalidOrExpired': 'Invalid or expired verification code',
  'code.issueVerifying': 'Issue verifying code',
  'code.label': 'Code digit {index} of {length}',
  'code.requestPending': 'A {channel} login is already in progress',
  'code.noCodeSent': 'No {channel} code was sent: call the init command first',
  'code.noChannelWaiting': 'No code was sent: call initLoginWithEmail or initLoginWithSms first',

  // ── Email / SMS submit ───────────────────────────────────────────
  'email.issueSubmitting': 'Issue submitting email',
  'email.invalid': 'Please enter a valid email address',
  'sms.issueSubmitting': 'Issue submitting phone number',
  'sms.invalid': 'Please enter a valid phone number',
  'captcha.issueVerifying': 'Issue verifying you are a human',

  // ── OAuth ────────────────────────────────────────────────────────
  'oauth.awaiting': 'Logging in with {provider}',
  'oauth.awaitingDetail': 'Complete the sign-in in the {provider} window to continue.',
  'oauth.failed': 'Authentication failed',
  'oauth.linkedToAnotherUser': 'This account has already been linked to another user.',
  'oauth.invalidCredentials': 'Something went wrong. Try again.',
  'oauth.userDenied': 'Check {provider} to finish connecting your account.',
  'oauth.stateMismatch': 'Invalid code during OAuth flow.',
  'oauth.retry': 'Retry',

  // ── Passkeys ─────────────────────────────────────────────────────
  'passkey.awaiting': 'Waiting for your passkey',
  'passkey.awaitingDetail': "Use your fingerprint, face or screen lock in your browser's window to continue.",
  'passkey.awaitingCreate': 'Creating a passkey',
  'passkey.cancel': 'Cancel',
  'passkey.retry': 'Try again',
  'passkey.noPasskey':
    'No passkey was used. If this device has no passkey for this app, log in another way, then add one.',
  'passkey.notAllowed': 'The passkey request was cancelled or not allowed.',
  'passkey.unsupported': 'This browser does not support passkeys.',
  'passkey.alreadyRegistered': 'This passkey is already on your account.',
  'passkey.failed': 'The passkey could not be checked. Please try again.',
  'passkey.created': 'Created {date}',
  'passkey.lastUsed': 'Last used {date}',
  'passkey.neverUsed': 'Not used yet',
  'passkey.nameRequired': 'Enter a name for this passkey.',
  'passkey.nameTooLong': 'Use at most {max} characters.',
  'passkey.nameInvalid': 'This name contains characters that cannot be used.',

  // ── Allowlist ────────────────────────────────────────────────────
  'allowlist.title': "You don't have access to this app",
  'allowlist.detail': 'Have you been invited?',
  'allowlist.cta': 'Try another account',

  // ── Link ─────────────────────────────────────────────────────────
  'link.alreadyHasEmail': 'User already has an email linked to their account.',
  'link.alreadyHasPhone': 'User already has a phone number linked to their account.',
  'link.alreadyHasSocial': 'User already has a {provider} account linked to their account.',
  'link.alreadyHasWallet': 'User already has this wallet linked to their account.',
  'link.linkedToAnotherUser': 'This account has already been linked to another user.',
  'link.cannotLinkEmbedded': 'Embedded wallets cannot be linked or unlinked.',
  'link.lastLoginMethod': 'Cannot unlink the last login method of the user.',

  // ── Generic ─────────────────────────────────────────────────────────────────
  'generic.close': 'Close',
  'generic.back': 'Back',
  'generic.cancel': 'Cancel',
  'generic.continue': 'Continue',
  'generic.loading': 'Loading',
} as const

/** A key of the login catalogue (always loaded). */
export type LoginMessageKey = keyof typeof messages
/** A key of either catalogue. */
export type MessageKey = LoginMessageKey | WalletMessageKey
/**
 * A client's catalogue: every login text, plus the host's overrides of wallet texts (the wallet defaults are read
 * with `formatWalletMessage`, which falls back to `walletMessages`).
 */
export type Messages = Record<LoginMessageKey, string> & Partial<Record<WalletMessageKey, string>>

/** Fills `{name}` placeholders of a template (a name without a value stays as written). */
export function fillMessage(template: string, values?: Record<string, string | number>): string {
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
  return fillMessage(catalogue?.[key] ?? messages[key], values)
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
