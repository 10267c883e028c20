/** The modal chrome: texts in Japanese (ja). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'generic.close': '閉じる',
  'generic.back': '戻る',
  'generic.cancel': 'キャンセル',
  'generic.continue': '続ける',
  'generic.loading': '読み込み中',
} satisfies Translation<typeof en>
