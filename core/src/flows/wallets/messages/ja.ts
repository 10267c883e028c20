/** The external-wallet flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'wallet.connect': '接続',
  'wallet.dontSeeWallet': 'ウォレットが見つかりませんか?ブラウザの他のウィンドウを確認してください。',
  'wallet.unableToConnect': 'ウォレットを接続できません',
  'wallet.useDifferentWallet': '別のウォレットを使う',
  'wallet.loginFailed': 'ウォレットで接続できませんでした',
  'wallet.tryAgain': 'もう一度試す',
  'wallet.cancel': 'キャンセル',
} satisfies Translation<typeof en>
