/** The guest flow: texts in Chinese (Simplified) (zh-CN). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': '以访客身份继续',
  'guest.disabled': '此应用未启用访客账户。',
} as const satisfies Translation<typeof en>
