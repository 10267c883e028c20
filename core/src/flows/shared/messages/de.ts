/** The allowlist rejection shared by the login flows: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'allowlist.title': 'Du hast keinen Zugriff auf diese App',
  'allowlist.detail': 'Wurdest du eingeladen?',
  'allowlist.cta': 'Anderes Konto versuchen',
} satisfies Translation<typeof en>
