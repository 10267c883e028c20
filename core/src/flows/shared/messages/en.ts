/** The allowlist rejection shared by the login flows: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'allowlist.title': "You don't have access to this app",
  'allowlist.detail': 'Have you been invited?',
  'allowlist.cta': 'Try another account',
} as const
