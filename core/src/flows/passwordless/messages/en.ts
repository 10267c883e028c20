/** The email and SMS code flow: texts in English (the login group, shipped with the eager code). Each translation beside it has exactly these keys. */
export default {
  'code.title': 'Enter confirmation code',
  'code.sentTo': 'Please check {recipient} for an email from us and enter your code below.',
  'code.sentToPhone': 'Please check {recipient} for a text message and enter your code below.',
  'code.resend': 'Resend code',
  'code.resent': 'Code sent',
  'code.numeric': 'Code should be numeric',
  'code.invalidOrExpired': 'Invalid or expired verification code',
  'code.issueVerifying': 'Issue verifying code',
  'code.label': 'Code digit {index} of {length}',
  'code.requestPending': 'A {channel} login is already in progress',
  'code.noCodeSent': 'No {channel} code was sent: call the init command first',
  'code.noChannelWaiting': 'No code was sent: call initLoginWithEmail or initLoginWithSms first',
  'email.issueSubmitting': 'Issue submitting email',
  'email.invalid': 'Please enter a valid email address',
  'sms.issueSubmitting': 'Issue submitting phone number',
  'sms.invalid': 'Please enter a valid phone number',
} as const
