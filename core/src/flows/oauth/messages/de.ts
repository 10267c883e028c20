/** The OAuth flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'oauth.awaiting': 'Anmeldung mit {provider}',
  'oauth.awaitingDetail': 'Schließe die Anmeldung im {provider}-Fenster ab, um fortzufahren.',
  'oauth.failed': 'Authentifizierung fehlgeschlagen',
  'oauth.linkedToAnotherUser': 'Dieses Konto ist bereits mit einem anderen Nutzer verknüpft.',
  'oauth.invalidCredentials': 'Etwas ist schiefgelaufen. Versuche es erneut.',
  'oauth.providerFailed': 'Die Anmeldung mit {provider} ist fehlgeschlagen. Versuche es erneut.',
  'oauth.userDenied': 'Sieh in {provider} nach, um die Verknüpfung deines Kontos abzuschließen.',
  'oauth.stateMismatch': 'Ungültiger Code während des OAuth-Ablaufs.',
  'oauth.retry': 'Erneut versuchen',
} satisfies Translation<typeof en>
