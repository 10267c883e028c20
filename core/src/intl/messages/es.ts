/** The locale loader: texts in Spanish (es). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'intl.loadFailed': 'No se pudieron cargar los textos de {locale}, así que se muestran en inglés: {reason}',
} satisfies Translation<typeof en>
