/** The client errors: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en'

export default {
  'error.requestTimeout': 'Zeitüberschreitung bei der Anfrage',
  'error.mustBeAuthenticated': 'Der Nutzer muss angemeldet sein',
  'error.captchaFailed': 'Captcha fehlgeschlagen',
  'error.oauthInvalidCode': 'Ungültiger Code während des OAuth-Ablaufs.',
  'error.noApiInstance': 'Der Anmeldeablauf hat keine API-Instanz',
  'error.unableToConnectWallet': 'Verbindung zur Wallet nicht möglich.',
  'error.malformedResponse': 'Der Server hat eine Antwort in unerwartetem Format gesendet',
  'error.network': 'Netzwerkanfrage fehlgeschlagen',
  'error.rateLimited': 'Zu viele Anfragen. Bitte warte einen Moment und versuche es erneut.',
  'error.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'error.alreadyAuthenticated': 'login() wurde aufgerufen, obwohl der Nutzer bereits angemeldet ist',
  'error.exitedAuthFlow': 'Der Nutzer hat die Anmeldung geschlossen, bevor sie abgeschlossen war',
  'error.unknownScreen': 'Unbekannter Bildschirm im Dialog: {screen}',
  'error.originNotAllowed':
    'Dieser Ursprung ({origin}) ist für die App {appId} nicht erlaubt: Füge ihn den erlaubten Ursprüngen der App hinzu',
  'error.requestFailed': 'Anfrage mit Status {status} fehlgeschlagen',
} satisfies Translation<typeof en>
