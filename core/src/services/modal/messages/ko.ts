/** The modal chrome: texts in Korean (ko). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'generic.close': '닫기',
  'generic.back': '뒤로',
  'generic.cancel': '취소',
  'generic.continue': '계속',
  'generic.loading': '불러오는 중',
} satisfies Translation<typeof en>
