/** The link flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'link.emailTitle': 'メールアドレスを連携',
  'link.phoneTitle': '電話番号を連携',
  'link.walletTitle': 'ウォレットを連携',
} satisfies Translation<typeof en>
