/** The captcha: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'captcha.issueVerifying': '人机验证时出现问题',
} satisfies Translation<typeof en>
