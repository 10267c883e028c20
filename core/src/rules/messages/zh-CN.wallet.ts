/** The formatting rules: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'format.invalidAmount': '无法格式化 {value}:应为有限的非负金额',
} satisfies Translation<typeof en>
