/** The signing flow: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'sign.title': 'メッセージに署名',
  'sign.description': 'このメッセージへの署名に手数料はかかりません。',
  'sign.button': '署名して続ける',
  'sign.success': '完了',
  'sign.typedDataLabel': '型付きデータ',
  'sign.messageLabel': 'メッセージ',
} satisfies Translation<typeof en>
