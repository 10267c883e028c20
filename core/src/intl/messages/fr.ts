/** The locale loader: texts in French (fr). */
import type { Translation } from '../../intl/translation'
import type en from './en'

export default {
  'intl.loadFailed':
    'Les textes {locale} n’ont pas pu être chargés, ils sont donc affichés en anglais : {reason}',
} satisfies Translation<typeof en>
