/** The funding flow: texts in German (de). */
import type { Translation } from '../../../intl/translation'
import type en from './en.wallet'

export default {
  'fiat.fundAccount': 'Konto aufladen',
  'fiat.promptBody': 'Kaufe Krypto mit deiner Karte und erhalte es direkt in deiner Wallet.',
  'fiat.onRampDisabled': 'Der Kauf mit Fiatgeld muss aktiviert sein',
  'fiat.unsupportedProvider':
    'Nicht unterstützter Anbieter für den Kauf mit Fiatgeld: {provider} (nur moonpay wird unterstützt)',
  'fiat.inProgress': 'In Bearbeitung',
  'fiat.inProgressBody':
    'Schließe deinen Kauf im Zahlungsfenster ab. Diese Seite wird aktualisiert, sobald er durch ist.',
  'fiat.completedTitle': 'Dein Konto wurde aufgeladen!',
  'fiat.completedBody': 'Es kann einige Minuten dauern, bis die Assets in deiner Wallet erscheinen.',
  'fiat.failedTitle': 'Etwas ist schiefgelaufen!',
  'fiat.failedBody':
    'Deine Zahlung ist nicht durchgegangen. Bitte versuche es erneut oder wende dich an den Support, falls das Problem bleibt.',
  'fiat.failedDebitCardHint': 'Debitkarten funktionieren oft besser als Kreditkarten.',
  'fiat.serviceFailureTitle': 'Etwas ist schiefgelaufen!',
  'fiat.serviceFailureBody':
    'Bei unserem Zahlungsanbieter ist ein Fehler aufgetreten. Bitte versuche es später erneut.',
  'fiat.awaitingAuthorizationTitle': 'Zahlung wird verarbeitet',
  'fiat.awaitingAuthorizationBody':
    'Das kann einige Stunden dauern. Du erhältst eine E-Mail, sobald der Kauf abgeschlossen ist.',
  'fiat.invalidAddress': 'Die aufzuladende Adresse muss eine hexadezimale Adresse mit 20 Bytes sein',
  'fiat.noApiKey': 'Die signierte Kauf-URL enthält keinen apiKey',
  'fiat.nothingToStart': 'Es wartet keine Aufladung darauf, gestartet zu werden',
  'fiat.walletLabel': 'Aufzuladende Wallet',
  'fiat.openWindow': 'Zahlungsfenster öffnen',
  'fiat.backToTransaction': 'Zurück zur Transaktion',
} satisfies Translation<typeof en>
