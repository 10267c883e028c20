/** What a step-up or MFA verification approves: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'grant.enterCode': 'Geben Sie den Code ein, um {action}',
  'grant.usePasskey': 'Verwenden Sie Ihren Passkey, um {action}',
  'grant.confirm': 'Bestätigen Sie, dass Sie es sind, um {action}',
  'grant.linkEmail': '{email} hinzuzufügen',
  'grant.linkPhone': '{phone} hinzuzufügen',
  'grant.linkWallet': 'die Wallet {address} hinzuzufügen',
  'grant.linkPasskey': 'einen Passkey hinzuzufügen',
  'grant.linkOauth': 'Ihr {provider}-Konto hinzuzufügen',
  'grant.linkAccount': 'eine Anmeldemethode hinzuzufügen',
  'grant.unlinkEmail': 'Ihre E-Mail-Adresse {email} zu entfernen',
  'grant.unlinkPhone': 'Ihre Telefonnummer {phone} zu entfernen',
  'grant.unlinkWallet': 'Ihre Wallet {address} zu entfernen',
  'grant.unlinkPasskey': 'einen Passkey zu entfernen',
  'grant.unlinkOauth': 'Ihr {provider}-Konto zu entfernen',
  'grant.unlinkAccount': 'eine Anmeldemethode zu entfernen',
  'grant.mfaEnroll': 'die Bestätigung in zwei Schritten einzuschalten',
  'grant.mfaRemove': 'die Bestätigung in zwei Schritten auszuschalten',
  'grant.passkeyRename': 'einen Passkey umzubenennen',
  'grant.recoveryPassword': 'das Wiederherstellungspasswort Ihrer Wallet festzulegen',
  'grant.walletExport': 'Ihre Wallet zu exportieren',
  'grant.walletSign': 'diese Signatur zu genehmigen',
  'grant.deviceRegister': 'dieses Gerät zu Ihrer Wallet hinzuzufügen',
  'grant.deviceRevoke': 'ein Gerät aus Ihrer Wallet zu entfernen',
  'grant.other': 'diese Änderung zu genehmigen',
} satisfies Translation<typeof en>
