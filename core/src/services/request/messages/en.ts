/** The pending-request service: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'request.canceled': 'The request was canceled',
  'request.timedOut': 'The request timed out',
  'request.sessionEnded': 'You were logged out, so the request was canceled',
  'request.pending': 'Another request is waiting for an answer',
} as const
