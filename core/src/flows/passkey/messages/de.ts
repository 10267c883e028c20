/** The passkey flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'passkey.awaiting': 'Warten auf Ihren Passkey',
  'passkey.awaitingDetail':
    'Verwenden Sie Fingerabdruck, Gesicht oder Bildschirmsperre im Fenster Ihres Browsers, um fortzufahren.',
  'passkey.awaitingCreate': 'Passkey wird erstellt',
  'passkey.cancel': 'Abbrechen',
  'passkey.retry': 'Erneut versuchen',
  'passkey.noPasskey':
    'Es wurde kein Passkey verwendet. Wenn dieses Gerät keinen Passkey für diese App hat, melden Sie sich anders an und fügen Sie dann einen hinzu.',
  'passkey.notAllowed': 'Die Passkey-Anfrage wurde abgebrochen oder nicht erlaubt.',
  'passkey.unsupported': 'Dieser Browser unterstützt keine Passkeys.',
  'passkey.alreadyRegistered': 'Dieser Passkey ist bereits mit Ihrem Konto verknüpft.',
  'passkey.failed': 'Der Passkey konnte nicht geprüft werden. Bitte versuchen Sie es erneut.',
  'passkey.created': 'Erstellt am {date}',
  'passkey.lastUsed': 'Zuletzt verwendet am {date}',
  'passkey.neverUsed': 'Noch nicht verwendet',
  'passkey.nameRequired': 'Geben Sie einen Namen für diesen Passkey ein.',
  'passkey.nameTooLong': 'Verwenden Sie höchstens {max} Zeichen.',
  'passkey.nameInvalid': 'Dieser Name enthält Zeichen, die nicht verwendet werden können.',
} satisfies Translation<typeof en>
