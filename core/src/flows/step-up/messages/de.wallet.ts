/** The step-up flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'stepUp.title': 'Bestätigen Sie, dass Sie es sind',
  'stepUp.body': 'Bestätigen Sie zu Ihrer Sicherheit, dass Sie es sind, bevor Ihr Konto geändert wird.',
  'stepUp.sendTo': 'Code an {recipient} senden',
  'stepUp.sending': 'Code wird an {recipient} gesendet',
  'stepUp.otherMethod': 'Andere Methode verwenden',
  'stepUp.reloginBody': 'Melden Sie sich zu Ihrer Sicherheit erneut an, um diese Änderung vorzunehmen.',
  'stepUp.logout': 'Abmelden',
  'stepUp.canceled': 'Bestätigung abgebrochen',
  'stepUp.timeout': 'Zeit für die Bestätigung abgelaufen: Versuchen Sie es erneut',
  'stepUp.cannotRemove':
    'Keine Ihrer anderen Anmeldemethoden wurde vor dieser hinzugefügt, daher kann keine ihr Entfernen bestätigen.',
} satisfies Translation<typeof en>
