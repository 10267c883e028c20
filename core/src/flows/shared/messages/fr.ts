/** The allowlist rejection shared by the login flows: texts in French (fr). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'allowlist.title': 'Vous n’avez pas accès à cette app',
  'allowlist.detail': 'Avez-vous été invité ?',
  'allowlist.cta': 'Essayer un autre compte',
} satisfies Translation<typeof en>
