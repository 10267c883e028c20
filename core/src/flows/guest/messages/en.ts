/** The guest flow: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'guest.continue': 'Continue as guest',
  'guest.disabled': 'Guest accounts are not enabled for this app.',
} as const
