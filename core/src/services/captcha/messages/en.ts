/** The captcha: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'captcha.issueVerifying': 'Issue verifying you are a human',
} as const
