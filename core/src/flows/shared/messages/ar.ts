/** The allowlist rejection shared by the login flows: texts in Arabic (ar). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'allowlist.title': 'ليس لديك صلاحية الوصول إلى هذا التطبيق',
  'allowlist.detail': 'هل تلقّيت دعوة؟',
  'allowlist.cta': 'جرّب حسابًا آخر',
} satisfies Translation<typeof en>
