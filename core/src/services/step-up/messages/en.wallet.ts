/** What a step-up or MFA verification approves: texts in English (the wallet group, loaded with the wallet code). The
 * prompts put an action phrase ('remove your email {email}') into a sentence of how it is approved ('Enter the code to
 * {action}'), so each phrase is an infinitive clause that fits after 'to'. Each translation beside it has exactly these keys. */
export default {
  'grant.enterCode': 'Enter the code to {action}',
  'grant.usePasskey': 'Use your passkey to {action}',
  'grant.confirm': "Confirm it's you to {action}",
  'grant.linkEmail': 'add {email}',
  'grant.linkPhone': 'add {phone}',
  'grant.linkWallet': 'add the wallet {address}',
  'grant.linkPasskey': 'add a passkey',
  'grant.linkOauth': 'add your {provider} account',
  'grant.linkAccount': 'add a login method',
  'grant.unlinkEmail': 'remove your email {email}',
  'grant.unlinkPhone': 'remove your phone number {phone}',
  'grant.unlinkWallet': 'remove your wallet {address}',
  'grant.unlinkPasskey': 'remove a passkey',
  'grant.unlinkOauth': 'remove your {provider} account',
  'grant.unlinkAccount': 'remove a login method',
  'grant.mfaEnroll': 'turn on two-step verification',
  'grant.mfaRemove': 'turn off two-step verification',
  'grant.passkeyRename': 'rename a passkey',
  'grant.recoveryPassword': "set your wallet's recovery password",
  'grant.walletExport': 'export your wallet',
  'grant.walletSign': 'approve this signature',
  'grant.deviceRegister': 'add this device to your wallet',
  'grant.deviceRevoke': 'remove a device from your wallet',
  'grant.other': 'approve this change',
} as const
