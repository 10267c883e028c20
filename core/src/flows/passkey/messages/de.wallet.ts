/** The passkey flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'passkey.manageTitle': 'Passkeys',
  'passkey.manageDetail':
    'Melden Sie sich mit Fingerabdruck, Gesicht oder Bildschirmsperre an statt mit einem Code.',
  'passkey.empty': 'Sie haben noch keine Passkeys.',
  'passkey.add': 'Passkey hinzufügen',
  'passkey.rename': 'Umbenennen',
  'passkey.renameNamed': '{name} umbenennen',
  'passkey.nameLabel': 'Name des Passkeys',
  'passkey.save': 'Speichern',
  'passkey.remove': 'Entfernen',
  'passkey.removeNamed': '{name} entfernen',
  'passkey.removeConfirm': '{name} entfernen? Sie können sich dann nicht mehr damit anmelden.',
} satisfies Translation<typeof en>
