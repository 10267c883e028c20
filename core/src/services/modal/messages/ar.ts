/** The modal chrome: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'generic.close': 'إغلاق',
  'generic.back': 'رجوع',
  'generic.cancel': 'إلغاء',
  'generic.continue': 'متابعة',
  'generic.loading': 'جارٍ التحميل',
} satisfies Translation<typeof en>
