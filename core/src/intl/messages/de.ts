/** The locale loader: texts in German (de). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'intl.loadFailed':
    'Die Texte für {locale} konnten nicht geladen werden, daher wird Englisch angezeigt: {reason}',
} satisfies Translation<typeof en>
