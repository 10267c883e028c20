/** The step-up flow: texts in Simplified Chinese (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'stepUp.invalidType': "验证码发送到 'email' 或 'phone'",
} satisfies Translation<typeof en>
