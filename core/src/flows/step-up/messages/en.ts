/** The step-up flow: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'stepUp.invalidType': "A step-up code goes to 'email' or 'phone'",
} as const
