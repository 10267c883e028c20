/** The locale loader: texts in Japanese (ja). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'intl.loadFailed': '{locale} のテキストを読み込めなかったため、英語で表示しています: {reason}',
} satisfies Translation<typeof en>
