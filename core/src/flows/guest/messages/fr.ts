/** The guest flow: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': 'Continuer en tant qu’invité',
  'guest.disabled': 'Les comptes invités ne sont pas activés pour cette application.',
} as const satisfies Translation<typeof en>
