/** The link flow: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'link.alreadyHasEmail': 'User already has an email linked to their account.',
  'link.alreadyHasPhone': 'User already has a phone number linked to their account.',
  'link.alreadyHasSocial': 'User already has a {provider} account linked to their account.',
  'link.alreadyHasWallet': 'User already has this wallet linked to their account.',
  'link.linkedToAnotherUser': 'This account has already been linked to another user.',
  'link.cannotLinkEmbedded': 'Embedded wallets cannot be linked or unlinked.',
  'link.lastLoginMethod': 'Cannot unlink the last login method of the user.',
} as const
