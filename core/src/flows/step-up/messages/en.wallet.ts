/** The step-up flow: texts in English (the wallet group, loaded with the wallet code). Each translation beside it has exactly these keys. */
export default {
  'stepUp.title': "Confirm it's you",
  'stepUp.body': "For your security, confirm it's you before this change to your account.",
  'stepUp.sendTo': 'Send a code to {recipient}',
  'stepUp.sending': 'Sending a code to {recipient}',
  'stepUp.otherMethod': 'Use another method',
  'stepUp.reloginBody': 'For your security, log in again to make this change.',
  'stepUp.logout': 'Log out',
  'stepUp.canceled': 'Confirmation canceled',
  'stepUp.timeout': 'Confirmation timed out: try again',
  'stepUp.cannotRemove':
    'None of your other sign-in methods was added before this one, so none can approve removing it.',
} as const
