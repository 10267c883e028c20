/** The passkey flow: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'passkey.manageTitle': 'Passkeys',
  'passkey.manageDetail': 'Log in with your fingerprint, face or screen lock instead of a code.',
  'passkey.empty': 'You have no passkeys yet.',
  'passkey.add': 'Add a passkey',
  'passkey.rename': 'Rename',
  'passkey.renameNamed': 'Rename {name}',
  'passkey.nameLabel': 'Passkey name',
  'passkey.save': 'Save',
  'passkey.remove': 'Remove',
  'passkey.removeNamed': 'Remove {name}',
  'passkey.removeConfirm': 'Remove {name}? You will no longer be able to log in with it.',
} as const
