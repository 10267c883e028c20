/** The locale loader: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'intl.loadFailed': '无法加载 {locale} 的文本,因此以英文显示:{reason}',
} satisfies Translation<typeof en>
