/** The passkey flow: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
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
} as const
