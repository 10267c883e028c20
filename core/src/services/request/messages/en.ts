/** The pending-request service: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'request.sessionEnded': 'You were logged out, so the request was canceled',
} as const
