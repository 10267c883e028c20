/** The guest flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': 'Als Gast fortfahren',
  'guest.disabled': 'Gastkonten sind für diese App nicht aktiviert.',
} as const satisfies Translation<typeof en>
