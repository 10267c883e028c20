/** The modal chrome: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'generic.close': '关闭',
  'generic.back': '返回',
  'generic.cancel': '取消',
  'generic.continue': '继续',
  'generic.loading': '加载中',
} satisfies Translation<typeof en>
