/** The locale loader: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'intl.loadFailed': 'The {locale} texts could not be loaded, so English is shown: {reason}',
} as const
