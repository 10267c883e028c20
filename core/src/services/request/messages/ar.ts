/** The pending-request service: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'request.sessionEnded': 'تم تسجيل خروجك، لذلك أُلغي الطلب',
} satisfies Translation<typeof en>
