/** The guest flow: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'guest.continue': 'Continuar como invitado',
  'guest.disabled': 'Las cuentas de invitado no están activadas para esta aplicación.',
  'guest.failed': 'No se pudo iniciar una sesión de invitado. Inténtalo de nuevo.',
} as const satisfies Translation<typeof en>
