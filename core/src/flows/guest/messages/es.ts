/** The guest flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': 'Continuar como invitado',
  'guest.disabled': 'Las cuentas de invitado no están activadas para esta aplicación.',
} as const satisfies Translation<typeof en>
