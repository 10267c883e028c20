/** The pending-request service: texts in Arabic (ar). */
import type { Translation } from '../../../intl/catalogue'
import type en from './en'

export default {
  'request.canceled': 'تم إلغاء الطلب',
  'request.timedOut': 'انتهت مهلة الطلب',
  'request.sessionEnded': 'تم تسجيل خروجك، لذلك أُلغي الطلب',
  'request.pending': 'هناك طلب آخر ينتظر الرد',
} satisfies Translation<typeof en>
