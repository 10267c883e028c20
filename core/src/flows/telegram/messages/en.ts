/** The Telegram flow: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'telegram.label': 'Telegram',
  'telegram.awaiting': 'Waiting for Telegram',
  'telegram.awaitingDetail': 'Confirm the login in the Telegram window to continue.',
  'telegram.cancelled': 'The Telegram login was closed.',
  'telegram.unavailable': 'Telegram login is not available here.',
  'telegram.expired': 'This Telegram login has expired. Please try again.',
  'telegram.failed': 'The Telegram login could not be checked. Please try again.',
} as const
