/** The allowlist rejection shared by the login flows: texts in Spanish (es). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'allowlist.title': 'No tienes acceso a esta app',
  'allowlist.detail': '¿Te han invitado?',
  'allowlist.cta': 'Probar con otra cuenta',
} satisfies Translation<typeof en>
