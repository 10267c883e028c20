/** What a step-up or MFA verification approves: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'grant.enterCode': '{action}には、コードを入力してください',
  'grant.usePasskey': '{action}には、パスキーを使ってください',
  'grant.confirm': '{action}には、ご本人であることを確認してください',
  'grant.linkEmail': '{email} を追加する',
  'grant.linkPhone': '{phone} を追加する',
  'grant.linkWallet': 'ウォレット {address} を追加する',
  'grant.linkPasskey': 'パスキーを追加する',
  'grant.linkOauth': '{provider} アカウントを追加する',
  'grant.linkAccount': 'ログイン方法を追加する',
  'grant.unlinkEmail': 'メールアドレス {email} を削除する',
  'grant.unlinkPhone': '電話番号 {phone} を削除する',
  'grant.unlinkWallet': 'ウォレット {address} を削除する',
  'grant.unlinkPasskey': 'パスキーを削除する',
  'grant.unlinkOauth': '{provider} アカウントを削除する',
  'grant.unlinkAccount': 'ログイン方法を削除する',
  'grant.mfaEnroll': '2段階認証をオンにする',
  'grant.mfaRemove': '2段階認証をオフにする',
  'grant.passkeyRename': 'パスキーの名前を変更する',
  'grant.recoveryPassword': 'ウォレットの復元用パスワードを設定する',
  'grant.walletExport': 'ウォレットをエクスポートする',
  'grant.walletSign': 'この署名を承認する',
  'grant.deviceRegister': 'このデバイスをウォレットに追加する',
  'grant.deviceRevoke': 'ウォレットからデバイスを削除する',
  'grant.other': 'この変更を承認する',
} satisfies Translation<typeof en>
