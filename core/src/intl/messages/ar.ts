/** The locale loader: texts in Arabic (ar). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'intl.loadFailed': 'تعذّر تحميل نصوص {locale}، لذا تُعرض بالإنجليزية: {reason}',
} satisfies Translation<typeof en>
