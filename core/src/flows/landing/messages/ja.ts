/** The landing screen: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'landing.title': 'ログインまたは新規登録',
  'landing.legalPrefix': 'ログインすると、次に同意したことになります:',
  'landing.terms': '規約',
  'landing.termsOfService': '利用規約',
  'landing.privacyPolicy': 'プライバシーポリシー',
  'landing.and': 'および',
  'landing.protectedBy': 'セキュリティ提供:',
  'landing.protectedByName': 'Latch',
  'landing.moreOptions': 'その他の方法',
  'landing.moreWallets': 'その他のウォレット',
  'landing.emailPlaceholder': 'your@email.com',
  'landing.phonePlaceholder': '電話番号',
  'landing.submit': '送信',
  'landing.continueWith': '{provider} で続ける',
  'landing.continueWithWallet': 'ウォレットで続ける',
  'landing.continueWithPasskey': 'パスキーで続ける',
  'landing.back': '戻る',
  'landing.close': '閉じる',
  'landing.country': '国',
  'landing.emailLabel': 'メールアドレス',
  'landing.phoneLabel': '電話番号',
  'landing.continueWithEmail': 'メールアドレスで続ける',
  'landing.continueWithPhone': '電話番号で続ける',
} satisfies Translation<typeof en>
