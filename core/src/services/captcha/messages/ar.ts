/** The captcha: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'captcha.issueVerifying': 'حدثت مشكلة أثناء التحقق من أنك إنسان',
} satisfies Translation<typeof en>
