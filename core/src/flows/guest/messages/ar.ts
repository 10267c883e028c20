/** The guest flow: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': 'المتابعة كضيف',
  'guest.disabled': 'حسابات الضيوف غير مفعّلة لهذا التطبيق.',
} as const satisfies Translation<typeof en>
