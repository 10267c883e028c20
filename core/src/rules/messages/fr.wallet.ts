/** The formatting rules: texts in French (fr). */
import type { Translation } from '../../intl/translation'
import type en from './en.wallet'

export default {
  'format.invalidAmount': 'Impossible de formater {value} : un montant fini et positif ou nul est attendu',
} satisfies Translation<typeof en>
