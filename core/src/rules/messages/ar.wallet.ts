/** The formatting rules: texts in Arabic (ar). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'format.invalidAmount': 'تعذّر تنسيق {value}: المتوقع مبلغ محدود غير سالب',
} satisfies Translation<typeof en>
