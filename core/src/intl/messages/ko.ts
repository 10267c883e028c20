/** The locale loader: texts in Korean (ko). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'intl.loadFailed': '{locale} 텍스트를 불러오지 못해 영어로 표시합니다: {reason}',
} satisfies Translation<typeof en>
