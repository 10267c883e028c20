/** The modal chrome: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'generic.close': 'Close',
  'generic.back': 'Back',
  'generic.cancel': 'Cancel',
  'generic.continue': 'Continue',
  'generic.loading': 'Loading',
} as const
