/** The formatting rules: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'format.invalidAmount': 'Cannot format {value}: expected a finite, non-negative amount',
} as const
